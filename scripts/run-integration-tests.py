#!/usr/bin/env python3
"""Runs upstream MLIR's CPU integration tests (lit files with RUN lines) twice:
with upstream's own tools (mlir-opt | mlir-runner | FileCheck, as written) and
with memref-run in place of upstream's lowering to LLVM and mlir-runner.

    scripts/run-integration-tests.sh [options] [DIR]     (DIR default /tmp/w/integ)

DIR holds one folder per dialect (Arith, Math, MemRef, ControlFlow, Complex,
Vector, Linalg, Tensor) of `*.mlir` test files taken from llvm-project's
mlir/test/Integration/Dialect/<Folder>/CPU, or <Folder>/ where there is no CPU/
(not committed here). For each file:

  upstream   every RUN line runs as lit would run it (bash, pipefail), with the
             tools of ../shared/tools/mlir-reference.sh (LLVM 22.1.8) and the
             usual substitutions (%s, %mlir_lib_dir, %shlibext,
             %mlir_c_runner_utils, %mlir_runner_utils, %mlir_float16_utils,
             DEFINE/REDEFINE %{name}, `mlir-cpu-runner` = `mlir-runner`).
             The file passes if every RUN line exits 0.
  memref-run each RUN line that feeds a runner: the mlir-opt stages keep their
             pre-passes (vector-to-scf, lower-affine, bufferization, ...) but
             lose the lowering to LLVM (-convert-*-to-llvm, -finalize-memref-to-llvm,
             -reconcile-unrealized-casts, -test-lower-to-llvm (replaced by its
             non-LLVM part: vector-to-scf, linalg-to-loops, lower-affine),
             -convert-to-llvm, math/complex-to-libm, -test-cf-assert (replaced by
             memref-run --assert=continue), ...), also inside -pass-pipeline=...;
             mlir-runner becomes memref-run (-e, --entry-point-result kept;
             -shared-libs, -O3, -march dropped), with --leak-check=warn; its
             output goes to the same FileCheck command (same prefixes, `not`,
             2>&1). A RUN line is split at top-level `&&` into commands run in
             turn; an mlir-opt command writing `-o FILE` (`%{compile}` for a
             later `mlir-runner %t`) gets the same surgery as pre-passes; other
             commands without a runner run as upstream.
  --direct   (optional) memref-run directly on the test file, no pre-passes.
  --tensor-form (optional) memref-run is given the program as it is before
             bufferization (memref-run bufferizes tensor programs itself). Of the
             mlir-opt stages of each RUN pipeline, in pipeline order:
             - the first bufferizing pass (-one-shot-bufferize, also in
               -pass-pipeline=..., -empty-tensor-to-alloc-tensor, the old
               -linalg/-tensor/-func/-arith/-scf/-finalizing-bufferize) and every
               pass after it go: they work on the bufferized program, which
               memref-run builds with its own pipeline (-buffer-deallocation-pipeline,
               -convert-bufferization-to-memref, loop lowerings, -canonicalize,
               -cse, scf-to-cf, ... after it are lowering or tidying that form);
               a -test-cf-assert among them still gives --assert=continue;
             - before that point these go wherever they stand: the deallocation
               and buffer-ABI passes (-buffer-deallocation(-pipeline),
               -ownership-based-buffer-deallocation, -bufferization-lower-deallocations,
               -convert-bufferization-to-memref, -buffer-results-to-out-params,
               -drop-equivalent-buffer-results, buffer hoisting/promotion): memref-run's
               own pipeline; -convert-linalg-to-loops/-affine-loops/-parallel-loops,
               -lower-affine, -expand-strided-metadata, -test-lower-to-llvm: memref-run
               runs linalg, affine and strided memrefs itself; the transform dialect
               (-transform-interpreter, -transform-preload-library,
               -test-transform-dialect-interpreter) and -test-linalg-transform-patterns:
               they tile and vectorize, which does not change what the program prints
               (the schedule is still erased where the RUN line erases it);
             - -canonicalize and -cse stay before the first dropped pass (they shape
               the program memref-run is given) and go after it (they would tidy a
               form memref-run is not given);
             - every other pass stays (-generate-runtime-verification,
               -convert-elementwise-to-linalg, ...).
             RUN lines that FileCheck the IR of a transform script are skipped.

-test-transform-dialect-erase-schedule, a test pass the reference mlir-opt lacks,
is emulated in every run (upstream's too): the mlir-opt command is split there
and the printed IR goes through this script's --erase-transform-schedule filter,
which erases transform.sequence/named_sequence/with_pdl_patterns with their bodies.
Continuations follow lit: a RUN line ending in `\\` continues at the next RUN line,
whatever lies between.

Prints one line per file (PASS / FAIL: first error line / UPSTREAM-FAIL: why /
SKIP: why), then per folder: files, upstream passes N, of those memref-run
passes M (default engine, and the other variants asked for), and a tally of the
first unsupported op/type named in memref-run's errors, by number of files
(--all: also over the files upstream fails, for every variant). With
--keep-programs DIR, each program memref-run is given is kept (first line: the
memref-run flags), to rerun by hand.

Environment: MEMREF_RUN (default /work/main/target/release/memref-run),
JOBS (default 2, at most 2), TIMEOUT per command in seconds (default 60),
MLIR_REFERENCE (default /work/shared/tools/mlir-reference.sh).
"""

import argparse
import collections
import concurrent.futures
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time

FOLDERS = ["Arith", "Math", "MemRef", "ControlFlow", "Complex", "Vector", "Linalg", "Tensor"]

# Passes that lower to the LLVM dialect (or to libm calls / runner-only test
# helpers): dropped for memref-run, which runs the dialects themselves.
DROP_PASS = re.compile(
    r"^(convert-[a-z0-9-]+-to-llvm|finalize-memref-to-llvm|reconcile-unrealized-casts"
    r"|convert-to-llvm|llvm-request-c-wrappers|convert-math-to-libm|convert-complex-to-libm"
    r"|llvm-legalize-for-export|test-lower-to-llvm|test-cf-assert"
    r"|convert-vector-to-llvm|convert-func-to-llvm|ensure-debug-info-scope-on-llvm-func"
    r"|convert-arm-sme-to-llvm|convert-amx-to-llvm|lower-host-to-llvm"
    # Software float emulation (APFloat calls, integer bit manipulation for f8/f4): memref-run
    # computes narrow floats itself, with APFloat's rounding.
    r"|convert-arith-to-apfloat|convert-math-to-apfloat|arith-expand)$"
)
# What -test-lower-to-llvm does before lowering to LLVM.
TEST_LOWER_PREFIX = ["-convert-vector-to-scf", "-convert-linalg-to-loops", "-lower-affine"]
# The whole of -test-lower-to-llvm (mlir/test/lib/Dialect/LLVM/TestLowerToLLVM.cpp), for an
# mlir-opt built without test passes (the reference wheel is one): used for upstream's run.
TEST_LOWER_FULL = ("--convert-vector-to-scf --convert-linalg-to-loops --lower-affine --convert-scf-to-cf "
                   "--canonicalize --cse --convert-vector-to-llvm --convert-math-to-llvm "
                   "--expand-strided-metadata --lower-affine --finalize-memref-to-llvm "
                   "--convert-func-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm "
                   "--convert-index-to-llvm --convert-ub-to-llvm --reconcile-unrealized-casts")

# --tensor-form: passes that bufferize. memref-run is given the program as it is before the first
# of them (it bufferizes by itself), so every pass after that point goes too.
BUFFERIZE_PASS = re.compile(r"^(one-shot-bufferize|[a-z]+(-[a-z]+)*-bufferize|empty-tensor-to-alloc-tensor)$")
# --tensor-form: passes dropped wherever they stand. Deallocation and buffer-ABI passes belong to
# memref-run's own pipeline; memref-run runs linalg, affine and strided memrefs itself (the loop
# lowerings, -lower-affine, -expand-strided-metadata, the non-LLVM part of -test-lower-to-llvm);
# transform scripts and -test-linalg-transform-patterns tile and vectorize, which does not change
# what the program prints.
TENSOR_DROP_PASS = re.compile(
    r"^(buffer-deallocation-pipeline|buffer-deallocation|ownership-based-buffer-deallocation"
    r"|bufferization-lower-deallocations|convert-bufferization-to-memref|buffer-results-to-out-params"
    r"|drop-equivalent-buffer-results|buffer-hoisting|buffer-loop-hoisting|promote-buffers-to-stack"
    r"|convert-linalg-to-loops|convert-linalg-to-affine-loops|convert-linalg-to-parallel-loops"
    r"|lower-affine|expand-strided-metadata|test-lower-to-llvm"
    r"|transform-interpreter|transform-preload-library|test-transform-dialect-interpreter"
    r"|test-linalg-transform-patterns)$"
)
# mlir-opt options that are not passes.
OPT_OPTION = re.compile(r"^(o|allow-unregistered-dialect|split-input-file|verify-diagnostics|mlir-[\w-]+|debug[\w-]*)$")
# A test pass the reference mlir-opt lacks: emulated (erase_transform_schedule) in every run.
ERASE_SCHEDULE = "test-transform-dialect-erase-schedule"

FEATURES_TRUE = {"system-linux", "native", "x86_64", "x86-native-target", "host-supports-jit",
                 "mlir-native-target", "shell", "target=x86_64", "asserts"}


def log(*a):
    print(*a, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------
# Environment of the upstream tools
# ---------------------------------------------------------------------------

def upstream_env(ref_script):
    out = subprocess.run(["bash", "-c", f'eval "$({shlex.quote(ref_script)})" && env -0'],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True).stdout
    env = {}
    for item in out.split(b"\0"):
        if b"=" in item:
            k, v = item.split(b"=", 1)
            env[k.decode()] = v.decode(errors="replace")
    opt = subprocess.run(["bash", "-c", "command -v mlir-opt"], env=env,
                         stdout=subprocess.PIPE, check=True).stdout.decode().strip()
    libdir = os.path.normpath(os.path.join(os.path.dirname(opt), "..", "lib"))
    return env, libdir


# ---------------------------------------------------------------------------
# lit-style RUN line extraction
# ---------------------------------------------------------------------------

DIRECTIVE = re.compile(r"^\s*//\s*(RUN|DEFINE|REDEFINE|REQUIRES|UNSUPPORTED|XFAIL)\s*:(.*)$")


def read_directives(text):
    """Returns (runs, requires, unsupported, xfail): runs is the list of RUN
    commands with continuations joined and DEFINE/REDEFINE substitutions
    applied in file order (as lit does)."""
    runs, requires, unsupported, xfail = [], [], [], []
    defines = {}
    pending = None  # (kind, text)
    for line in text.splitlines():
        m = DIRECTIVE.match(line)
        if not m:
            # lit joins a line ending in '\\' with the next line of its kind, whatever lies
            # between (test-one-shot-bufferize.mlir has a blank line inside one RUN pipeline).
            continue
        kind, body = m.group(1), m.group(2)
        body = body.rstrip()
        if pending is not None:
            if pending[0] != kind:
                finish(pending, runs, defines, requires, unsupported, xfail)
                pending = None
            else:
                pending = (kind, pending[1] + " " + body.strip())
        if pending is None:
            pending = (kind, body.strip())
        if pending[1].endswith("\\"):
            pending = (kind, pending[1][:-1].rstrip())
            continue
        finish(pending, runs, defines, requires, unsupported, xfail)
        pending = None
    if pending is not None:
        finish(pending, runs, defines, requires, unsupported, xfail)
    return runs, requires, unsupported, xfail


def apply_defines(cmd, defines):
    for _ in range(10):
        new = cmd
        for k, v in defines.items():
            new = new.replace("%{" + k + "}", v)
        if new == cmd:
            break
        cmd = new
    return cmd


def finish(pending, runs, defines, requires, unsupported, xfail):
    kind, body = pending
    if kind == "RUN":
        runs.append(apply_defines(body, defines))
    elif kind in ("DEFINE", "REDEFINE"):
        m = re.match(r"^\s*%\{([^}]+)\}\s*=\s*(.*)$", body)
        if m:
            defines[m.group(1).strip()] = apply_defines(m.group(2).strip(), defines)
    elif kind == "REQUIRES":
        requires.append(body)
    elif kind == "UNSUPPORTED":
        unsupported.append(body)
    elif kind == "XFAIL":
        xfail.append(body)


def substitute(cmd, path, libdir, tmpbase):
    subs = [
        ("%mlir_c_runner_utils", os.path.join(libdir, "libmlir_c_runner_utils.so")),
        ("%mlir_runner_utils", os.path.join(libdir, "libmlir_runner_utils.so")),
        ("%mlir_float16_utils", os.path.join(libdir, "libmlir_float16_utils.so")),
        ("%mlir_apfloat_wrappers", os.path.join(libdir, "libmlir_apfloat_wrappers.so")),
        ("%mlir_async_runtime", os.path.join(libdir, "libmlir_async_runtime.so")),
        ("%mlir_arm_runner_utils", os.path.join(libdir, "libmlir_arm_runner_utils.so")),
        ("%mlir_lib_dir", libdir),
        ("%mlir_integration_test_dir", libdir),
        ("%shlibext", ".so"),
        ("%mlir_opt", "mlir-opt"),
        ("%mlir_runner", "mlir-runner"),
        ("%mlir_cpu_runner", "mlir-runner"),
        ("%PYTHON", "python3"),
        ("%python", "python3"),
        ("%s", shlex.quote(path)),
        ("%S", shlex.quote(os.path.dirname(path))),
        ("%t", tmpbase),
        ("%T", os.path.dirname(tmpbase)),
    ]
    for k, v in subs:
        cmd = cmd.replace(k, v)
    cmd = re.sub(r"\bmlir-cpu-runner\b", "mlir-runner", cmd)
    return cmd


def feature_ok(expr):
    """Evaluates a REQUIRES/UNSUPPORTED expression over FEATURES_TRUE."""
    expr = expr.strip()
    if not expr:
        return True
    toks = re.findall(r"\|\||&&|!|\(|\)|[^\s()!&|]+", expr)
    py = []
    for t in toks:
        if t == "||":
            py.append(" or ")
        elif t == "&&":
            py.append(" and ")
        elif t == "!":
            py.append(" not ")
        elif t in "()":
            py.append(t)
        else:
            py.append(" True " if (t in FEATURES_TRUE or t.startswith("target=x86_64")) else " False ")
    try:
        return bool(eval("".join(py)))
    except Exception:
        return False


# ---------------------------------------------------------------------------
# Pipeline surgery
# ---------------------------------------------------------------------------

def split_top(s, sep):
    """Splits s at sep outside quotes, (), {}, []."""
    parts, depth, cur, q, i = [], 0, [], None, 0
    while i < len(s):
        c = s[i]
        if q:
            cur.append(c)
            if c == "\\" and i + 1 < len(s):
                cur.append(s[i + 1])
                i += 2
                continue
            if c == q:
                q = None
        elif c in "'\"":
            q = c
            cur.append(c)
        elif c in "({[":
            depth += 1
            cur.append(c)
        elif c in ")}]":
            depth -= 1
            cur.append(c)
        elif depth == 0 and s.startswith(sep, i) and not (sep == "|" and s.startswith("||", i)):
            parts.append("".join(cur))
            cur = []
            i += len(sep)
            continue
        else:
            cur.append(c)
        i += 1
    parts.append("".join(cur))
    return parts


class TensorForm:
    """--tensor-form: decides which passes of one RUN pipeline stay, in pipeline order."""

    def __init__(self):
        self.bufferized = False  # a bufferizing pass was met: every later pass goes
        self.lowered = False  # a TENSOR_DROP_PASS was met: later canonicalize/cse go

    def keep(self, name):
        if BUFFERIZE_PASS.match(name):
            self.bufferized = True
            return False
        if self.bufferized:
            return False
        if TENSOR_DROP_PASS.match(name):
            self.lowered = True
            return False
        # Before any dropped pass they tidy the program memref-run is given (kept); after one
        # they would tidy the form that pass produced, which memref-run is not given.
        return not (name in ("canonicalize", "cse") and self.lowered)


def filter_pipeline_text(p, tf=None):
    """Filters a textual pass pipeline: drops LLVM-lowering elements (and, with
    tf, what --tensor-form drops), keeps the nesting; returns (text, dropped names)."""
    dropped = []
    out = []
    for el in split_top(p, ","):
        e = el.strip()
        if not e:
            continue
        m = re.match(r"^([A-Za-z0-9_.\-]+)\s*(\{.*\})?\s*(\((.*)\))?$", e, re.S)
        if not m:
            out.append(e)
            continue
        name, opts, nested = m.group(1), m.group(2) or "", m.group(4)
        if nested is not None:
            inner, d = filter_pipeline_text(nested, tf)
            dropped += d
            if inner.strip():
                out.append(f"{name}{opts}({inner})")
            continue
        if tf is not None and not tf.keep(name):
            dropped.append(name)
        elif name == "test-lower-to-llvm":
            dropped.append(name)
            out += [x.lstrip("-") for x in TEST_LOWER_PREFIX]
        elif DROP_PASS.match(name):
            dropped.append(name)
        else:
            out.append(e)
    return ",".join(out), dropped


def split_at_erase_schedule(toks):
    """mlir-opt tokens holding -test-transform-dialect-erase-schedule -> the stages
    `mlir-opt <passes before> | <erase filter> | mlir-opt <passes after>` (input files
    stay first, -o FILE goes last), or None when the flag is absent."""
    names = [t.lstrip("-") for t in toks]
    if ERASE_SCHEDULE not in names:
        return None
    k = names.index(ERASE_SCHEDULE)
    first, last, out_opt = [toks[0]], [toks[0]], []
    i = 1
    while i < len(toks):
        t = toks[i]
        if t == "-o" and i + 1 < len(toks):
            out_opt += [t, toks[i + 1]]
            i += 2
            continue
        if t.startswith("-o="):
            out_opt.append(t)
        elif i == k:
            pass
        elif not t.startswith("-") or i < k:
            first.append(t)  # an input file, or a pass before the erasure
        else:
            last.append(t)
        i += 1
    erase = f"{shlex.quote(sys.executable)} {shlex.quote(os.path.abspath(__file__))} --erase-transform-schedule"
    return [" ".join(shlex.quote(x) for x in first), erase, " ".join(shlex.quote(x) for x in last + out_opt)]


TRANSFORM_SCHEDULE_OP = re.compile(r"^(\s*)transform\.(sequence|named_sequence|with_pdl_patterns)\b")


def erase_transform_schedule(text):
    """What -test-transform-dialect-erase-schedule does: erases the transform ops that
    hold a schedule (sequence, named_sequence, with_pdl_patterns) with their bodies; the
    modules around them stay. Works on mlir-opt's printed form, where an op's region
    closes at the first line of the op's indentation that starts with '}'."""
    out, close = [], None
    for line in text.splitlines(keepends=True):
        if close is not None:
            if line.startswith(close):
                close = None
            continue
        m = TRANSFORM_SCHEDULE_OP.match(line)
        if m:
            if line.rstrip().endswith("{"):
                close = m.group(1) + "}"
            continue
        out.append(line)
    return "".join(out)


def transform_opt(stage, extra_drop, tf=None):
    """Removes the lowering to LLVM from an mlir-opt command (and, with tf, what
    --tensor-form drops); -test-transform-dialect-erase-schedule is emulated. Returns
    (command, possibly a pipeline of three stages, dropped pass names)."""
    toks = shlex.split(stage)
    out, dropped = [], []
    i = 0
    while i < len(toks):
        t = toks[i]
        name = t.lstrip("-").split("=", 1)[0]
        if t.startswith("-") and (name in ("pass-pipeline", "p")):
            if "=" in t:
                val = t.split("=", 1)[1]
            else:
                i += 1
                val = toks[i] if i < len(toks) else ""
            inner = val
            m = re.match(r"^\s*(builtin\.module|any)\s*\((.*)\)\s*$", val, re.S)
            if m:
                f, d = filter_pipeline_text(m.group(2), tf)
                dropped += d
                inner = f"{m.group(1)}({f})"
            else:
                f, d = filter_pipeline_text(val, tf)
                dropped += d
                inner = f
            out.append("--pass-pipeline=" + inner)
        elif t.startswith("-") and (name == ERASE_SCHEDULE or OPT_OPTION.match(name)):
            out.append(t)
        elif t.startswith("-") and tf is not None and not tf.keep(name):
            dropped.append(name)
        elif t.startswith("-") and name == "test-lower-to-llvm":
            dropped.append(name)
            out += TEST_LOWER_PREFIX
        elif t.startswith("-") and (DROP_PASS.match(name) or name in extra_drop):
            dropped.append(name)
        else:
            out.append(t)
        i += 1
    split = split_at_erase_schedule(out)
    if split is not None:
        return " | ".join(split), dropped
    return " ".join(shlex.quote(x) for x in out), dropped


def tool_of(stage):
    try:
        toks = shlex.split(stage)
    except ValueError:
        return None, []
    neg = 0
    while toks and toks[0] == "not":
        neg += 1
        toks = toks[1:]
    while toks and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", toks[0]):
        toks = toks[1:]
    if toks and toks[0] == "env":
        toks = toks[1:]
        while toks and "=" in toks[0]:
            toks = toks[1:]
    if not toks:
        return None, []
    base = os.path.basename(toks[0])
    return (base, neg), toks


def runner_flags(toks):
    """mlir-runner tokens -> (memref-run flags, input file or None, notes)."""
    flags, infile, notes = [], None, []
    i = 1
    while i < len(toks):
        t = toks[i]
        if t in (">", "2>", "<") or t.startswith("2>") or t.startswith(">"):
            i += 1 if t in (">", "2>", "<") else 0
            i += 1
            continue
        name = t.lstrip("-").split("=", 1)[0] if t.startswith("-") else None
        val = t.split("=", 1)[1] if (name and "=" in t) else None
        if name in ("e", "entry-point"):
            if val is None:
                i += 1
                val = toks[i]
            flags += ["-e", val]
        elif name == "entry-point-result":
            if val is None:
                i += 1
                val = toks[i]
            flags.append(f"--entry-point-result={val}")
        elif name in ("shared-libs", "dlopen"):
            if val is None:
                i += 1
        elif name in ("march", "mattr", "mcpu", "mtriple", "reps", "object-filename"):
            if val is None and name in ("reps",):
                i += 1
            notes.append(t)
        elif name is not None and re.match(r"^O[0-3]$", name):
            pass
        elif name is not None:
            notes.append(t)
        elif t == "-":
            pass
        else:
            infile = t
        i += 1
    return flags, infile, notes


# ---------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------

def run(cmd, env, timeout, stdin_data=None, shell=True, merge=False):
    """Runs cmd (a bash command when shell) in its own process group; returns
    (rc, stdout, stderr); rc None on timeout."""
    argv = ["bash", "-o", "pipefail", "-c", cmd] if shell else cmd
    p = subprocess.Popen(argv, env=env, stdin=subprocess.PIPE if stdin_data is not None else subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT if merge else subprocess.PIPE,
                         start_new_session=True)
    try:
        out, err = p.communicate(stdin_data, timeout=timeout)
        return p.returncode, out, (err or b"")
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = p.communicate()
        return None, out, (err or b"")


def first_line(b, prefer=("error", "Error", "ERROR", "assert", "Assertion", "Unknown", "unknown")):
    text = b.decode(errors="replace") if isinstance(b, bytes) else b
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for l in lines:
        if any(p in l for p in prefer):
            return l[:300]
    return lines[0][:300] if lines else ""


def emulate_test_passes(cmd, has_test_passes):
    """Replaces -test-lower-to-llvm by the passes it runs, and splits an mlir-opt stage at
    -test-transform-dialect-erase-schedule around erase_transform_schedule, when mlir-opt
    has no test passes."""
    if has_test_passes:
        return cmd, False
    new = re.sub(r"(?<![\w-])--?test-lower-to-llvm\b", TEST_LOWER_FULL, cmd)
    if ERASE_SCHEDULE in new:
        segs = []
        for seg in split_top(new, "&&"):
            stages = []
            for st in split_top(seg, "|"):
                kind, toks = tool_of(st)
                split = split_at_erase_schedule(toks) if kind and kind[0] == "mlir-opt" and not kind[1] else None
                stages.append(" " + " | ".join(split) + " " if split else st)
            segs.append("|".join(stages))
        new = "&&".join(segs)
    return new, new != cmd


def run_upstream(runs, env, timeout):
    for cmd in runs:
        rc, out, err = run(cmd, env, timeout)
        if rc is None:
            return False, f"timeout after {timeout}s: {cmd[:120]}"
        if rc != 0:
            return False, f"exit {rc}: {first_line(err)}"
    return True, ""


def op_on_line(line):
    m = OP_AT_LINE.match(line.split("//", 1)[0])
    return f"{m.group(1)}.{m.group(2)}" if m else None


def blocker(err_text, module_text=None):
    """The first unsupported op/type/construct named in memref-run's errors."""
    lines = err_text.splitlines()
    for k, l in enumerate(lines):
        if "error" not in l:
            continue
        msg = l.split("error:", 1)[1].strip() if "error:" in l else l.strip()
        m = (re.search(r"custom op '([\w.$-]+)'", msg) or re.search(r"operation '([\w.$-]+)'", msg)
             or re.search(r"^'([a-z_]+\.[\w.$-]+)'", msg) or re.search(r"\bop '([\w.$-]+)'", msg))
        if m:
            # memref-run runs a tensor op only bufferized: that is the blocker, not the op.
            return m.group(1) + (" on tensors (needs bufferization)" if "needs bufferization" in msg else "")
        # A parse error at the first token of a statement: the statement before it did not end
        # where we expected, so name that statement's op.
        loc = re.match(r"^.*?:(\d+):(\d+): error:", l)
        if loc and module_text is not None and msg.startswith("expected"):
            src = module_text.splitlines()
            ln, col = int(loc.group(1)), int(loc.group(2))
            if 0 < ln <= len(src):
                here = src[ln - 1]
                if re.match(r"^\s*(%[\w.#$-]*)?\s*$", here[:col - 1]):
                    j = ln - 2
                    while j >= 0 and not src[j].strip():
                        j -= 1
                    prev = op_on_line(src[j]) if j >= 0 else None
                    if prev:
                        return f"{msg[:60]} (after {prev}: {src[j].strip()[:40]})"
        m = re.search(r"type '([^']+)'", msg)
        if m:
            t = m.group(1)
            return "type " + re.sub(r"<.*", "<...>", t)
        m = re.search(r"function '@?([\w.$-]+)'", msg) or re.search(r"symbol '@?([\w.$-]+)'", msg)
        if m:
            return msg[:80]
        # a parse error: name the token under the caret
        if k + 2 < len(lines) and lines[k + 2].strip() == "^":
            src, col = lines[k + 1], lines[k + 2].index("^")
            tok = re.match(r"\s*([\w.$<?-]+)", src[col:])
            if tok:
                t = tok.group(1)
                if "type" in msg and "." not in t:
                    return f"type {t} ({msg[:60]})"
                kinds = [k for k in ("vector", "complex", "tensor") if k + "<" in src]
                return f"{msg[:60]} (at {t[:40]}{' on ' + '/'.join(kinds) if kinds else ''})"
        return msg[:90]
    return (first_line(err_text) or "no error message")[:90]


KNOWN_DIALECTS = set(os.environ.get(
    "MEMREF_DIALECTS", "builtin,func,arith,math,memref,scf,cf,bufferization,index").split(","))
OP_AT_LINE = re.compile(r'^\s*(?:[%^][^=]*=\s*)?"?([a-z_][a-z0-9_]*)\.([a-z_][\w.]*)"?')
FOREIGN_TYPES = [("vector<", "type vector"), ("complex<", "type complex"), ("tensor<", "type tensor"),
                 ("!llvm.", "type !llvm"), ("f8E", "type f8*"), ("f4E2M1FN", "type f4E2M1FN"),
                 ("f6E", "type f6*")]


def foreign_constructs(text):
    """Ops of dialects memref-run does not accept (MEMREF_DIALECTS) and types it lacks."""
    found = set()
    for line in text.splitlines():
        code = line.split("//", 1)[0]
        m = OP_AT_LINE.match(code)
        if m and m.group(1) not in KNOWN_DIALECTS:
            found.add(f"{m.group(1)}.{m.group(2)}")
        for needle, name in FOREIGN_TYPES:
            if needle in code:
                found.add(name)
    return found


def writes_file(toks):
    """Whether an mlir-opt command writes its result to a file (-o FILE)."""
    return any(t == "-o" or t.startswith("-o=") for t in toks[1:])


def run_ours(path, runs, env, timeout, memref_run, engine, extra_drop, direct, tmpdir, info=None,
             extra_flags=(), tensor_form=False, has_test_passes=True, keep=None):
    """Runs the RUN lines with memref-run; returns (ok, reason, blocker). info["foreign"] gets
    the ops/types outside memref-run's dialects in the first program it is given. A RUN line
    is split at top-level '&&' into commands run in turn (`rm -f %t && %{compile} && %{run}`)."""
    any_runner = False
    cmds = [(n, c) for n, cmd in enumerate(runs) for c in split_top(cmd, "&&")]
    for n, cmd in cmds:
        stages = split_top(cmd, "|")
        kinds = [tool_of(s) for s in stages]
        ridx = [i for i, (k, _) in enumerate(kinds) if k and k[0] == "mlir-runner"]
        if not ridx:
            if any(k and k[0] == "mlir-opt" and writes_file(t) for k, t in kinds):
                # `mlir-opt ... -o %t` for a later `mlir-runner %t`: the runner's pre-passes.
                if direct:
                    continue
                tf = TensorForm() if tensor_form else None
                pre = [transform_opt(s, extra_drop, tf)[0] if k and k[0] == "mlir-opt" else s
                       for s, (k, _t) in zip(stages, kinds)]
                rc, out, err = run(" | ".join(pre), env, timeout)
                if rc != 0:
                    return False, f"RUN {n + 1} pre-passes exit {rc}: {first_line(err)}", "mlir-opt pre-passes fail"
                continue
            if tensor_form and kinds and kinds[0][0] and kinds[0][0][0] == "FileCheck":
                continue  # checks the IR of the transform script --tensor-form drops
            rc, out, err = run(emulate_test_passes(cmd, has_test_passes)[0], env, timeout)
            if rc != 0:
                return False, f"RUN {n + 1} (no runner) exit {rc}: {first_line(err)}", "RUN line without runner fails"
            continue
        any_runner = True
        r = ridx[0]
        (rtool, rneg), rtoks = kinds[r]
        flags, infile, notes = runner_flags(rtoks)
        merge = bool(re.search(r"2>&1", stages[r]))
        dropped = []
        module = os.path.join(tmpdir, f"run{n + 1}.mlir")
        if direct:
            src = path
        elif r == 0:
            src = infile if infile else path
        else:
            pre = []
            tf = TensorForm() if tensor_form else None
            for s in stages[:r]:
                k, _t = tool_of(s)
                if k and k[0] == "mlir-opt":
                    t, d = transform_opt(s, extra_drop, tf)
                    pre.append(t)
                    dropped += d
                else:
                    pre.append(s)
            rc, out, err = run(" | ".join(pre), env, timeout)
            if rc != 0:
                return False, f"RUN {n + 1} pre-passes exit {rc}: {first_line(err)}", "mlir-opt pre-passes fail"
            with open(module, "wb") as f:
                f.write(out)
            src = module
        if keep is not None:
            # The program memref-run is given, with the flags it gets, to rerun by hand.
            os.makedirs(os.path.dirname(keep), exist_ok=True)
            with open(src, "rb") as f_in, open(f"{keep}.run{n + 1}.mlir", "wb") as f_out:
                f_out.write(f"// memref-run flags: {' '.join(flags)}\n".encode() + f_in.read())
        if info is not None and "foreign" not in info:
            try:
                info["foreign"] = foreign_constructs(open(src, encoding="utf-8", errors="replace").read())
            except OSError:
                info["foreign"] = set()
        mflags = list(flags) + [f"--engine={engine}", "--leak-check=warn"] + list(extra_flags)
        if "test-cf-assert" in dropped:
            mflags.append("--assert=continue")
        rc, out, err = run([memref_run, src] + mflags, None, timeout, shell=False, merge=merge)
        errtext = (out if merge else err).decode(errors="replace")
        if rc is None:
            return False, f"RUN {n + 1} memref-run timeout after {timeout}s", "timeout"
        ok_rc = (rc != 0) if rneg else (rc == 0)
        if not ok_rc:
            try:
                mtext = open(src, encoding="utf-8", errors="replace").read()
            except OSError:
                mtext = None
            return (False, f"RUN {n + 1} memref-run exit {rc}: {first_line(errtext)}",
                    blocker(errtext, mtext))
        rest = stages[r + 1:]
        if rest:
            rc2, out2, err2 = run(" | ".join(rest), env, timeout, stdin_data=out)
            if rc2 != 0:
                return (False, f"RUN {n + 1} FileCheck exit {rc2}: {first_line(err2 + out2)}",
                        "output differs (FileCheck)")
    if not any_runner:
        return None, "no RUN line runs a program", None
    return True, "", None


def check_file(path, rel, args, env, libdir):
    text = open(path, encoding="utf-8", errors="replace").read()
    runs, requires, unsupported, xfail = read_directives(text)
    res = {"file": rel, "folder": rel.split("/", 1)[0]}
    if not runs:
        res.update(status="SKIP", reason="no RUN lines")
        return res
    for r in requires:
        if not feature_ok(r):
            res.update(status="SKIP", reason=f"REQUIRES: {r}")
            return res
    for u in unsupported:
        if feature_ok(u):
            res.update(status="SKIP", reason=f"UNSUPPORTED: {u}")
            return res
    with tempfile.TemporaryDirectory(prefix="integ-") as tmp:
        tmpbase = os.path.join(tmp, "t")
        subst = [substitute(c, path, libdir, tmpbase) for c in runs]
        up_runs = []
        for c in subst:
            c2, emulated = emulate_test_passes(c, args.has_test_passes)
            up_runs.append(c2)
            if emulated:
                res["emulated"] = True
        t0 = time.time()
        up_ok, up_reason = run_upstream(up_runs, env, args.timeout)
        if not up_ok and not args.has_test_passes and re.search(r"Unknown command line argument '-+test-", up_reason):
            up_reason = "reference mlir-opt has no test passes: " + up_reason
        res["upstream"] = up_ok
        res["upstream_reason"] = up_reason
        res["upstream_s"] = time.time() - t0
        if not up_ok and not args.all:
            res.update(status="UPSTREAM-FAIL", reason=up_reason)
            return res
        variants = {}
        for name, engine, direct, extra in args.variants:
            vt = os.path.join(tmp, name)
            os.makedirs(vt, exist_ok=True)
            info = {}
            ok, reason, blk = run_ours(path, subst, env, args.timeout, args.memref_run, engine,
                                       args.drop, direct, vt, info, extra,
                                       tensor_form=name in args.tensor_variants,
                                       has_test_passes=args.has_test_passes,
                                       keep=(os.path.join(args.keep_programs, name, rel[:-len(".mlir")])
                                             if args.keep_programs else None))
            variants[name] = (ok, reason, blk)
            if name == args.variants[0][0]:
                res["foreign"] = sorted(info.get("foreign", ()))
        res["variants"] = variants
        ok, reason, blk = variants[args.variants[0][0]]
        if ok is None:
            res.update(status="SKIP", reason=reason)
        elif not up_ok:
            res.update(status="UPSTREAM-FAIL", reason=up_reason)
        else:
            res.update(status="PASS" if ok else "FAIL", reason=reason, blocker=blk)
    return res


def fmt(res, variant_names, tensor_variants=()):
    s = f"{res['status']:<13} {res['file']}{' *' if res.get('emulated') else ''}"
    if res.get("reason"):
        s += f": {res['reason']}"
    v = res.get("variants") or {}
    extra = []
    shown = variant_names if res["status"] == "UPSTREAM-FAIL" else variant_names[1:]
    for name in shown:
        if name in v:
            ok, reason, _ = v[name]
            extra.append(f"{name}={'PASS' if ok else ('SKIP' if ok is None else 'FAIL')}")
    if extra:
        s += "  [" + " ".join(extra) + "]"
    for name in tensor_variants:
        ok, reason, blk = v.get(name, (None, "", None))
        if ok is False:
            s += f"\n{'':<13} {name}: {reason} [{blk}]"
    return s


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir", nargs="?", default="/tmp/w/integ")
    ap.add_argument("--folders", default=None,
                    help="comma-separated folders under DIR (default: every folder that exists of "
                    + ",".join(FOLDERS) + ")")
    ap.add_argument("--interp", action="store_true", help="also run memref-run --engine=interp")
    ap.add_argument("--direct", action="store_true",
                    help="also run memref-run directly on the file (no upstream pre-passes)")
    ap.add_argument("--no-pipeline", action="store_true",
                    help="also run memref-run --no-pipeline (pre-passes kept, no deallocation pipeline)")
    ap.add_argument("--tensor-form", action="store_true",
                    help="also run memref-run on the program as it is before bufferization (see the docstring)")
    ap.add_argument("--keep-programs", default=None, metavar="DIR",
                    help="write each program memref-run is given to DIR/<variant>/<folder>/<file>.runN.mlir")
    ap.add_argument("--erase-transform-schedule", action="store_true",
                    help="(internal) a filter, stdin to stdout: -test-transform-dialect-erase-schedule")
    ap.add_argument("--engine", default="jit", choices=["jit", "interp"],
                    help="engine of the main memref-run variant (default jit)")
    ap.add_argument("--drop", default="",
                    help="comma-separated extra passes to drop from mlir-opt stages (e.g. convert-scf-to-cf)")
    ap.add_argument("--all", action="store_true", help="run memref-run on files upstream fails too")
    ap.add_argument("--filter", default=None, help="only files whose path contains this")
    ap.add_argument("-o", "--output", default=None, help="also write the report to this file")
    args = ap.parse_args()
    if args.erase_transform_schedule:
        sys.stdout.write(erase_transform_schedule(sys.stdin.read()))
        return

    args.memref_run = os.environ.get("MEMREF_RUN", "/work/main/target/release/memref-run")
    args.timeout = float(os.environ.get("TIMEOUT", "60"))
    jobs = max(1, min(2, int(os.environ.get("JOBS", "2"))))
    args.drop = set(x for x in args.drop.split(",") if x)
    # Upstream's RUN lines often lower scf to cf before running: loops made of branches, which
    # the deallocation pipeline accepts only with this option (upstream's pass rejects them).
    cf = ("--allow-unstructured-control-flow-loops",)
    args.variants = [("memref-run", args.engine, False, cf)]
    if args.interp and args.engine != "interp":
        args.variants.append(("interp", "interp", False, cf))
    if args.no_pipeline:
        args.variants.append(("no-pipeline", args.engine, False, ("--no-pipeline",)))
        if args.interp and args.engine != "interp":
            args.variants.append(("interp-nopipe", "interp", False, ("--no-pipeline",)))
    if args.direct:
        args.variants.append(("direct", args.engine, True, ()))
    args.tensor_variants = set()
    if args.tensor_form:
        args.variants.append(("tensor-form", args.engine, False, cf))
        args.tensor_variants.add("tensor-form")
    if not os.access(args.memref_run, os.X_OK):
        sys.exit(f"memref-run not found at {args.memref_run} (set MEMREF_RUN)")
    try:
        os.nice(10)
    except OSError:
        pass

    env, libdir = upstream_env(os.environ.get("MLIR_REFERENCE", "/work/shared/tools/mlir-reference.sh"))
    helptext = subprocess.run(["mlir-opt", "--help"], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL).stdout.decode(errors="replace")
    args.has_test_passes = "--test-lower-to-llvm" in helptext
    folders = args.folders.split(",") if args.folders else [f for f in FOLDERS if os.path.isdir(os.path.join(args.dir, f))]
    files = []
    for f in folders:
        d = os.path.join(args.dir, f)
        for root, _, names in os.walk(d):
            for nme in sorted(names):
                if nme.endswith(".mlir"):
                    p = os.path.join(root, nme)
                    rel = os.path.relpath(p, args.dir)
                    if args.filter and args.filter not in rel:
                        continue
                    files.append((p, rel))
    files.sort(key=lambda x: x[1])

    report = []

    def emit(s=""):
        print(s, flush=True)
        report.append(s)

    rev = subprocess.run(["git", "-C", os.path.dirname(os.path.abspath(args.memref_run)), "log", "-1",
                          "--format=%h %s"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    rev = rev.stdout.decode(errors="replace").strip()[:100] if rev.returncode == 0 else "?"
    emit(f"# {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; memref-run: {args.memref_run} "
         f"(checkout at {rev})")
    emit(f"# upstream: {env.get('PATH', '').split(':')[0]} (libs {libdir})"
         + ("" if args.has_test_passes else "; no test passes: -test-lower-to-llvm is run as the passes it "
            "stands for (files marked *), -test-cf-assert cannot run"))
    emit(f"# corpus: {args.dir} ({len(files)} files); variants: "
         + ", ".join(f"{n} (engine {e}{', no pre-passes' if d else ''}{' ' + ' '.join(x) if x else ''})"
                     for n, e, d, x in args.variants)
         + (f"; extra dropped passes: {','.join(sorted(args.drop))}" if args.drop else ""))
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {ex.submit(check_file, p, rel, args, env, libdir): rel for p, rel in files}
        done = {}
        for fut in concurrent.futures.as_completed(futs):
            rel = futs[fut]
            try:
                done[rel] = fut.result()
            except Exception as e:  # never let one file stop the run
                done[rel] = {"file": rel, "folder": rel.split("/", 1)[0], "status": "FAIL",
                             "reason": f"harness error: {e!r}", "blocker": "harness error"}
            log(f"[{len(done)}/{len(files)}] {done[rel]['status']} {rel}")
    for _, rel in files:
        results.append(done[rel])
    names = [v[0] for v in args.variants]
    for res in results:
        emit(fmt(res, names, sorted(args.tensor_variants)))

    emit()
    emit("# Summary per folder: up-fail = files upstream's own run fails (no-test-pass: of those, because the")
    emit("# reference mlir-opt lacks a -test-* pass); upstream = files whose RUN lines upstream 22.1.8 passes;")
    emit("# the memref-run columns count those of them that pass under memref-run")
    hdr = (f"{'folder':<12} {'files':>5} {'skip':>5} {'up-fail':>7} {'no-test-pass':>12} {'upstream':>8}"
           + "".join(f" {n:>11}" for n in names))
    emit(hdr)
    tot = collections.Counter()
    for f in folders + ["TOTAL"]:
        rs = results if f == "TOTAL" else [r for r in results if r["folder"] == f]
        skip = sum(1 for r in rs if r["status"] == "SKIP")
        upfail = [r for r in rs if r.get("upstream") is False]
        notest = sum(1 for r in upfail if "has no test passes" in (r.get("upstream_reason") or ""))
        up = [r for r in rs if r.get("upstream")]
        line = f"{f:<12} {len(rs):>5} {skip:>5} {len(upfail):>7} {notest:>12} {len(up):>8}"
        for n in names:
            c = sum(1 for r in up if (r.get("variants") or {}).get(n, (False,))[0])
            line += f" {c:>11}"
        emit(line)
    if args.all:
        emit()
        emit("# --all: files that pass under each memref-run column, upstream failures included")
        emit(f"{'folder':<12} {'files':>5}" + "".join(f" {n:>11}" for n in names))
        for f in folders + ["TOTAL"]:
            rs = results if f == "TOTAL" else [r for r in results if r["folder"] == f]
            emit(f"{f:<12} {len(rs):>5}" + "".join(
                f" {sum(1 for r in rs if (r.get('variants') or {}).get(n, (False,))[0]):>11}" for n in names))

    emit()
    emit(f"# First blocker named in memref-run's error ({names[0]}), by number of files upstream passes")
    tally = collections.Counter()
    examples = {}
    for r in results:
        if r.get("upstream") and r["status"] == "FAIL":
            b = r.get("blocker") or "unknown"
            tally[b] += 1
            examples.setdefault(b, []).append(r["file"])
    for b, c in tally.most_common():
        ex = ", ".join(examples[b][:3]) + (" ..." if len(examples[b]) > 3 else "")
        emit(f"{c:>4}  {b}    ({ex})")
    for n in names[1:]:
        tv = collections.Counter()
        for r in results:
            v = (r.get("variants") or {}).get(n)
            if r.get("upstream") and v and v[0] is False:
                tv[v[2] or "unknown"] += 1
        if tv:
            top = None if n in args.tensor_variants else 15
            emit()
            emit(f"# The same for the variant {n}" + (f" (top {top})" if top else ""))
            for b, c in tv.most_common(top):
                emit(f"{c:>4}  {b}")
    if args.all:
        for n in names:
            tall = collections.Counter()
            ran = 0
            for r in results:
                v = (r.get("variants") or {}).get(n)
                if v and v[0] is not None:
                    ran += 1
                if v and v[0] is False:
                    tall[v[2] or "unknown"] += 1
            if n != names[0] and not tall:
                continue
            emit()
            emit(f"# --all: the same tally for {n} over every file memref-run ran ({ran}), "
                 "upstream failures included")
            for b, c in tall.most_common():
                emit(f"{c:>4}  {b}")
    emit()
    emit("# Every op/type outside the dialects of MEMREF_DIALECTS (" + ",".join(sorted(KNOWN_DIALECTS)) + ")")
    emit("# in the program memref-run is given (first RUN line with a runner, after the pre-passes),")
    emit("# by number of files upstream passes that use it")
    used = collections.Counter()
    for r in results:
        if r.get("upstream"):
            for c in r.get("foreign", ()):
                used[c] += 1
    for c, n in used.most_common():
        emit(f"{n:>4}  {c}")
    if args.output:
        with open(args.output, "w") as fh:
            fh.write("\n".join(report) + "\n")


if __name__ == "__main__":
    main()
