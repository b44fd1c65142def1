#!/usr/bin/env python3
"""Appends CHECK lines to a file test, taken from upstream `mlir-opt`'s output for it.

Usage: scripts/gen-checks.py [--flags "..."] TEST.mlir...

The test file must already hold its RUN line(s) and input. Upstream `mlir-opt` (installed by
../shared/tools/mlir-reference.sh) is the reference printer, so the expected text comes from
it; review the result before committing. Existing CHECK lines are replaced.
"""
import argparse, os, re, subprocess, sys

def escape(line):
    # FileCheck treats [[ and {{ specially.
    out = line.replace("{{", "\x00").replace("[[", "{{\\[\\[}}").replace("\x00", "{{\\{\\{}}")
    # A literal split marker would split the test file itself.
    return out.replace("// -----", "// {{-----}}")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--flags", default="")
    ap.add_argument("--ours", action="store_true", help="use our memref-opt (for inputs upstream crashes on)")
    ap.add_argument("files", nargs="+")
    a = ap.parse_args()
    for path in a.files:
        src = open(path).read()
        body = "\n".join(l for l in src.splitlines() if not re.match(r"\s*// CHECK", l)).rstrip() + "\n"
        flags = a.flags.split()
        if "\n// -----\n" in body:
            flags.append("--split-input-file")
        d, base = os.path.split(path)
        open(path, "w").write(body)
        tool = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "target", "debug", "memref-opt") if a.ours else "mlir-opt"
        r = subprocess.run([tool, *flags, base], cwd=d or ".", capture_output=True, text=True)
        if r.returncode != 0:
            sys.exit(f"{path}: mlir-opt failed:\n{r.stderr}")
        checks = []
        first = True
        for line in r.stdout.rstrip("\n").split("\n"):
            if line.strip() == "":
                checks.append("// CHECK-EMPTY:")
                continue
            pat = escape(line.strip()).replace(f'"{base}"', '"{{.*}}' + base + '"')
            checks.append(("// CHECK: " if first else "// CHECK-NEXT: ") + pat)
            first = False
        open(path, "w").write(body + "\n" + "\n".join(checks) + "\n")

main()
