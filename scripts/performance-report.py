#!/usr/bin/env python3
"""Measures memref-jit against upstream MLIR in one run and writes docs/performance.md and its
chart docs/performance.svg (issue 20's targets: the kernel suite against mlir-runner -O3 and its
default level, the deallocation pipeline, parse + print, compile and run of a 1,000-function
module, the fast general dealloc lowering against the specialized ones).

    scripts/performance-report.py [--quick] [--dealloc] [--only polybench,pipeline,...]

--quick: one run per measurement instead of the best of three (a rough report in minutes).
--dealloc: also run `cargo bench --bench dealloc_lowering` (long); without it the dealloc row
is read from target/dealloc_lowering.csv when a previous bench left one, and says so.
Needs upstream's tools (../shared/tools/mlir-reference.sh) and a release build.
"""

import argparse
import csv
import datetime
import math
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MD = os.path.join(ROOT, "docs", "performance.md")
SVG = os.path.join(ROOT, "docs", "performance.svg")
SECTIONS = ["polybench", "pipeline", "parse-print", "compile", "dealloc"]

# The machine and commit lines are those of the dealloc report.
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from dealloc_report import commit, machine  # noqa: E402


def sh(cmd, **kw):
    print("+", " ".join(cmd), file=sys.stderr, flush=True)
    r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, **kw)
    sys.stderr.write(r.stderr)
    if r.returncode != 0:
        sys.exit(f"performance-report: {' '.join(cmd)} failed with status {r.returncode}:\n{r.stdout}")
    return r.stdout


def loadavg():
    try:
        return open("/proc/loadavg").read().split()[0]
    except OSError:
        return "?"


def upstream_version():
    env = sh(["bash", os.path.join(ROOT, "..", "shared", "tools", "mlir-reference.sh")])
    path = re.search(r'export PATH="([^:"]+)', env)
    exe = os.path.join(path.group(1), "mlir-opt") if path else "mlir-opt"
    lib = re.search(r'export LD_LIBRARY_PATH="([^"$]+)', env)
    e = dict(os.environ)
    if lib:
        e["LD_LIBRARY_PATH"] = lib.group(1).rstrip(":")
    out = subprocess.run([exe, "--version"], capture_output=True, text=True, env=e).stdout
    m = re.search(r"version ([0-9.]+)", out)
    return m.group(1) if m else "unknown"


def polybench(quick):
    tsv = os.path.join(ROOT, "target", "polybench.tsv")
    # A checksum mismatch makes polybench.sh exit 1: report it rather than stop.
    r = subprocess.run(["bash", "scripts/polybench.sh", *(["--quick"] if quick else []), "--tsv", tsv],
                       cwd=ROOT, capture_output=True, text=True)
    sys.stderr.write(r.stderr)
    if not os.path.exists(tsv):
        sys.exit("performance-report: scripts/polybench.sh wrote no results")
    rows = []
    for line in open(tsv):
        if not line.strip():
            continue
        k, o3, dflt, ours, bare, agree, checksum = line.rstrip("\n").split("\t")
        rows.append(dict(kernel=k, o3=float(o3), dflt=float(dflt), ours=float(ours),
                         bare=float(bare), agree=agree == "yes", checksum=checksum))
    return rows


def parse_pair(text, pattern):
    m = re.search(pattern, text)
    if not m:
        sys.exit(f"performance-report: unexpected output:\n{text}")
    return [float(x) for x in m.groups()]


def pipeline():
    out = sh(["bash", "scripts/compare-pipeline.sh", "1000"])
    ot, om, ut, um = parse_pair(out, r"memref-opt ([0-9.]+)s ([0-9]+)KB, mlir-opt ([0-9.]+)s ([0-9]+)KB")
    ops = re.search(r"\(([0-9]+) ops out\)", out)
    return dict(ours_s=ot, ours_kb=om, up_s=ut, up_kb=um, same="identical" in out,
                ops=int(ops.group(1)) if ops else None, ops_of="output")


def parse_print():
    out = sh(["bash", "scripts/compare-parse-print.sh"])
    ot, om = parse_pair(out, r"memref-opt: ([0-9.]+)s ([0-9]+)KB")
    ut, um = parse_pair(out, r"mlir-opt: +([0-9.]+)s ([0-9]+)KB")
    size = re.search(r"input: ([0-9]+) bytes", out)
    ops = re.search(r"ops parsed ([0-9]+)", out)
    return dict(ours_s=ot, ours_kb=om, up_s=ut, up_kb=um, same="identical" in out,
                mb=int(size.group(1)) / 1e6 if size else float("nan"),
                ops=int(ops.group(1)) if ops else None, ops_of="input")


def compile_run(quick):
    out = sh(["bash", "scripts/compare-compile.sh", *(["--quick"] if quick else []), "1000"])
    ot, om, ut, um = parse_pair(
        out, r"memref-run ([0-9.]+)s ([0-9]+)KB, mlir-opt\|mlir-runner ([0-9.]+)s ([0-9]+)KB")
    oc, uc = parse_pair(out, r"cpu ([0-9.]+)s vs ([0-9.]+)s")
    return dict(ours_s=ot, ours_kb=om, up_s=ut, up_kb=um, ours_cpu=oc, up_cpu=uc,
                same="identical" in out)


def dealloc(run_bench):
    csv_path = os.path.join(ROOT, "target", "dealloc_lowering.csv")
    if run_bench:
        sh(["cargo", "bench", "--bench", "dealloc_lowering"])
    if not os.path.exists(csv_path):
        return None
    ns = {}
    with open(csv_path) as f:
        for r in csv.DictReader(f):
            ns[(r["variant"], int(r["n"]), int(r["m"]))] = float(r["ns_min"])
    ratios = {}
    for (v, n, m), t in ns.items():
        s = ns.get(("specialized", n, m))
        if v == "fast" and s and n <= 64:
            ratios[(n, m)] = t / s
    fresh = run_bench
    return dict(ratios=ratios, fresh=fresh,
                mtime=datetime.datetime.fromtimestamp(os.path.getmtime(csv_path)).strftime("%Y-%m-%d %H:%M"))


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def chart(rows):
    """Horizontal bars per kernel, log scale: ours / upstream -O3 and ours / upstream default."""
    series = [("ours / -O3", "o3", "#d62728"), ("ours / default", "dflt", "#1f77b4")]
    lo, hi = 0.1, 100.0
    vals = [r["ours"] / r[key] for r in rows for _, key, _ in series]
    while vals and min(vals) < lo:
        lo /= 10
    while vals and max(vals) > hi:
        hi *= 10
    left, width, bar, gap, top = 120, 520, 7, 6, 40
    height = top + len(rows) * (2 * bar + gap) + 50
    lx = lambda v: left + width * (math.log10(v) - math.log10(lo)) / (math.log10(hi) - math.log10(lo))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + width + 30}" height="{height}" '
           'font-family="sans-serif" font-size="11">',
           f'<text x="{left}" y="16" font-size="13">Kernel time ratio (log scale; &lt; 1: ours faster)</text>']
    for i, (name, _, color) in enumerate(series):
        out.append(f'<rect x="{left + 150 * i}" y="24" width="10" height="10" fill="{color}"/>'
                   f'<text x="{left + 150 * i + 14}" y="33">{name}</text>')
    d = lo
    while d <= hi * 1.0001:
        x = lx(d)
        out.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{height - 40}" stroke="#ddd"/>'
                   f'<text x="{x:.1f}" y="{height - 26}" text-anchor="middle">{d:g}</text>')
        d *= 10
    for v, label, color in [(1.0, "1", "#000"), (1.5, "target 1.5", "#d62728")]:
        x = lx(v)
        out.append(f'<line x1="{x:.1f}" y1="{top}" x2="{x:.1f}" y2="{height - 40}" stroke="{color}" '
                   f'stroke-dasharray="4,3"/><text x="{x + 3:.1f}" y="{height - 12}" fill="{color}">{label}</text>')
    for i, r in enumerate(rows):
        y = top + i * (2 * bar + gap)
        out.append(f'<text x="{left - 6}" y="{y + bar + 4}" text-anchor="end">{r["kernel"]}</text>')
        for j, (_, key, color) in enumerate(series):
            v = r["ours"] / r[key]
            x0, x1 = lx(1.0), lx(v)
            out.append(f'<rect x="{min(x0, x1):.1f}" y="{y + j * bar}" width="{abs(x1 - x0):.1f}" '
                       f'height="{bar - 1}" fill="{color}"><title>{r["kernel"]}: {v:.2f}</title></rect>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def verdict(ok):
    return "met" if ok else "**not met**"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--dealloc", action="store_true")
    ap.add_argument("--only", default=",".join(SECTIONS))
    a = ap.parse_args()
    only = set(a.only.split(","))
    unknown = only - set(SECTIONS)
    if unknown:
        sys.exit(f"performance-report: unknown section(s) {', '.join(sorted(unknown))}; known: {', '.join(SECTIONS)}")
    sh(["cargo", "build", "--release", "--quiet", "--bin", "memref-run", "--bin", "memref-opt"])
    started = datetime.datetime.now(datetime.timezone.utc)
    load0 = loadavg()
    res = {}
    if "polybench" in only:
        res["polybench"] = polybench(a.quick)
    if "pipeline" in only:
        res["pipeline"] = pipeline()
    if "parse-print" in only:
        res["parse-print"] = parse_print()
    if "compile" in only:
        res["compile"] = compile_run(a.quick)
    if "dealloc" in only:
        res["dealloc"] = dealloc(a.dealloc)
    load1 = loadavg()

    md = ["# Performance against upstream MLIR", "",
          "Generated by `scripts/performance-report.py"
          + (" --quick" if a.quick else "") + "`; do not edit by hand. "
          f"Commit {commit()}, {started:%Y-%m-%d %H:%M} UTC, upstream LLVM/MLIR {upstream_version()}.",
          f"Machine: {machine()}; load average {load0} at the start and {load1} at the end "
          "(other work on the machine makes every number noisier; each ratio compares runs taken "
          "minutes apart in the same report).", "",
          "## Issue 20's targets", "",
          "| workload | upstream | memref-jit | ratio | target | |", "|---|---:|---:|---:|---|---|"]
    rows = res.get("polybench")
    if rows:
        kern = [r for r in rows if r["kernel"] != "alloc-loop"]
        g = geomean([r["ours"] / r["o3"] for r in kern])
        worst = max(kern, key=lambda r: r["ours"] / r["o3"])
        md.append(f"| PolyBench suite ({len(kern)} kernels; alloc-loop has its own target below), kernel-only time, geometric mean | -O3 | | "
                  f"{g:.2f}× | ≤ 1.5× of -O3 | {verdict(g <= 1.5)} |")
        md.append(f"| slowest kernel against -O3 ({worst['kernel']}) | {worst['o3']:.6f} s | {worst['ours']:.6f} s | "
                  f"{worst['ours'] / worst['o3']:.2f}× | ≤ 2× | {verdict(worst['ours'] / worst['o3'] <= 2)} |")
        al = [r for r in rows if r["kernel"] == "alloc-loop"]
        if al:
            r = al[0]
            md.append(f"| alloc-loop (1M × alloc 16 f32), checker on | default {r['dflt']:.6f} s | {r['ours']:.6f} s | "
                      f"{r['ours'] / r['dflt']:.2f}× | ≤ 1.0× of default | {verdict(r['ours'] <= r['dflt'])} |")
            md.append(f"| alloc-loop, checker off | default {r['dflt']:.6f} s | {r['bare']:.6f} s | "
                      f"{r['bare'] / r['dflt']:.2f}× | ≤ 1.0× of default | {verdict(r['bare'] <= r['dflt'])} |")
    for key, name, speed, mem in [
            ("pipeline", "`--buffer-deallocation-pipeline`, 1,000 generated functions", 10, 1 / 3),
            ("parse-print", "parse + print, 10,000 generated functions", 5, 1 / 2)]:
        p = res.get(key)
        if p:
            su, mr = p["up_s"] / max(p["ours_s"], 1e-3), p["ours_kb"] / p["up_kb"]
            md.append(f"| {name}: time | {p['up_s']:.2f} s | {p['ours_s']:.2f} s | {su:.1f}× faster | ≥ {speed}× faster | {verdict(su >= speed)} |")
            md.append(f"| {name}: peak memory | {p['up_kb'] / 1024:.0f} MB | {p['ours_kb'] / 1024:.0f} MB | {mr:.2f} | ≤ {mem:.2f} | {verdict(mr <= mem)} |")
            if p.get("ops"):
                md.append(f"| {name}: peak memory per op ({p['ops']:,} ops in the {p['ops_of']}) | "
                          f"{p['up_kb'] * 1024 / p['ops']:.0f} B | {p['ours_kb'] * 1024 / p['ops']:.0f} B | {mr:.2f} | | |")
            if key == "parse-print" and p["mb"] == p["mb"]:
                md.append(f"| {name}: throughput ({p['mb']:.0f} MB of text parsed and printed) | "
                          f"{p['mb'] / p['up_s']:.1f} MB/s | {p['mb'] / max(p['ours_s'], 1e-3):.1f} MB/s | | tens of MB/s | |")
    p = res.get("compile")
    if p:
        su = p["up_s"] / max(p["ours_s"], 1e-3)
        md.append(f"| compile and run a 1,000-function module (whole process) | {p['up_s']:.2f} s | {p['ours_s']:.2f} s | "
                  f"{su:.1f}× faster | ≥ 20× faster | {verdict(su >= 20)} |")
        cu = p["up_cpu"] / max(p["ours_cpu"], 1e-3)
        md.append(f"| the same, CPU seconds (user + sys) | {p['up_cpu']:.2f} s | {p['ours_cpu']:.2f} s | "
                  f"{cu:.1f}× less | | |")
    d = res.get("dealloc")
    if d and d["ratios"]:
        worst_nm, worst = max(d["ratios"].items(), key=lambda kv: kv[1])
        src = "measured in this run" if d["fresh"] else f"from target/dealloc_lowering.csv of {d['mtime']}, not re-measured"
        md.append(f"| one `bufferization.dealloc`, fast general lowering / specialized, N ≤ 64 (worst: N={worst_nm[0]}, M={worst_nm[1]}; {src}) | | | "
                  f"{worst:.2f}× | ≤ 1.2× | {verdict(worst <= 1.2)} |")
    elif "dealloc" in only:
        md.append("| one `bufferization.dealloc`, fast / specialized | | | not measured (run with --dealloc) | ≤ 1.2× | |")
    md.append("")
    for key, what in [("pipeline", "pipeline"), ("parse-print", "parse + print"), ("compile", "compile and run")]:
        p = res.get(key)
        if p and not p["same"]:
            md.append(f"**Warning:** the {what} outputs of the two tools differed in this run.\n")

    if rows:
        md += ["## The kernel suite", "",
               "`benches/polybench/`: PolyBench/C 4.2 kernels written in memref/scf/arith at MEDIUM sizes "
               "(f64; floyd-warshall in i32) and the allocation-per-iteration loop. Each program times only "
               "its kernel with `rtclock`; the checksums (sum of the outputs, and its bits) must agree "
               "across all four configurations: upstream is `mlir-opt --buffer-deallocation-pipeline`, "
               "lowered to LLVM, run by `mlir-runner -O3` and at its default level; ours is `memref-run` "
               "with the memory checker on (default) and off. "
               + ("One run each (--quick)." if a.quick else "Best of 3 runs each."), "",
               "![ratios per kernel](performance.svg)", "",
               "| kernel | up -O3 (s) | up default (s) | ours (s) | ours no-checker (s) | ours/-O3 | ours/default | checksum |",
               "|---|---:|---:|---:|---:|---:|---:|---|"]
        for r in rows:
            md.append(f"| {r['kernel']} | {r['o3']:.6f} | {r['dflt']:.6f} | {r['ours']:.6f} | {r['bare']:.6f} | "
                      f"{r['ours'] / r['o3']:.2f} | {r['ours'] / r['dflt']:.2f} | "
                      f"{r['checksum'] if r['agree'] else 'MISMATCH'} |")
        md.append(f"| geomean, all {len(rows)} | | | | | {geomean([r['ours'] / r['o3'] for r in rows]):.2f} | "
                  f"{geomean([r['ours'] / r['dflt'] for r in rows]):.2f} | |")
        kern = [r for r in rows if r["kernel"] != "alloc-loop"]
        if len(kern) != len(rows):
            md.append(f"| geomean without alloc-loop | | | | | {geomean([r['ours'] / r['o3'] for r in kern]):.2f} | "
                      f"{geomean([r['ours'] / r['dflt'] for r in kern]):.2f} | |")
        md.append("")
        bad = [r["kernel"] for r in rows if not r["agree"]]
        md.append(f"Checksums: {'all identical' if not bad else 'MISMATCH in ' + ', '.join(bad)}.")
        md.append("")
        with open(SVG, "w") as f:
            f.write(chart(rows))
    md += ["What each optimization did, kernel by kernel, with the runs it was measured on: "
           "[performance-notes.md](performance-notes.md) (hand-written).", "",
           "## How each row is measured", "",
           "- kernels: `scripts/polybench.sh` (kernel-only seconds printed by each program);",
           "- pipeline: `scripts/compare-pipeline.sh 1000` (whole process, parse + passes + print, "
           "outputs compared after a round trip through mlir-opt);",
           "- parse + print: `scripts/compare-parse-print.sh` (10,000 functions of about 100 ops);",
           "- compile and run: `scripts/compare-compile.sh 1000` (the pipeline module with a `@main` "
           "calling every function; upstream: mlir-opt with the pipeline and the lowering to LLVM, "
           "then mlir-runner; outputs compared);",
           "- dealloc: `cargo bench --bench dealloc_lowering` (details in `docs/dealloc-cost.md`).",
           ""]
    with open(MD, "w") as f:
        f.write("\n".join(md))
    print(f"wrote {MD}" + (f" and {SVG}" if rows else ""))


if __name__ == "__main__":
    main()
