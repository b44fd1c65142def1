#!/usr/bin/env python3
"""Writes the bodies of the narrow-float math exec tests (tests/filetests/exec/narrow-math-*.mlir);
their CHECK lines are upstream mlir-runner's output (scripts/upstream-run-narrow.sh for the
`apfloat` file, scripts/upstream-run.sh for the `native` one), appended by --checks.

    scripts/gen-narrow-math-tests.py apfloat|native [--checks] > FILE

Inputs come from memory (memref globals, loaded element by element), so nothing folds before
the engines run. Ops
upstream lowers on vectors run on one vector<16x...> per op; absf, fma, the classes and
fpowi (which upstream's APFloat and LLVM lowerings only take as scalars) run on each element
and are gathered with vector.from_elements. For f4E2M1FN (no NaN, no infinity) an op gets
only the inputs whose f32 result is finite: upstream's APFloat aborts converting the others.
"""
import importlib.util
import math
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("probe", os.path.join(here, "narrow-math-probe.py"))
probe = importlib.util.module_from_spec(spec)
spec.loader.exec_module(probe)

INPUTS = {
    "f8E4M3FN": ["0.0", "-0.0", "1.0", "-1.375", "0.5", "2.5", "448.0", "-448.0", "0.001953125",
                 "-0.013671875", "3.25", "96.0", "0.015625", "-0.75", "15.0", "0x7F"],
    "f8E5M2": ["0.0", "-0.0", "1.0", "-1.5", "0.25", "3.0", "57344.0", "-57344.0",
               "1.52587890625E-5", "-6.103515625E-5", "0x7C", "0xFC", "0x7E", "10.0", "-0.75",
               "0.875"],
    "f4E2M1FN": ["0.0", "-0.0", "0.5", "1.0", "1.5", "2.0", "3.0", "4.0", "6.0", "-0.5", "-1.0",
                 "-1.5", "-2.0", "-3.0", "-4.0", "-6.0"],
    "f16": ["0.0", "-0.0", "1.0", "-1.5", "0.5", "3.140625", "65504.0", "-65504.0",
            "5.9604644775390625E-8", "-6.103515625E-5", "0x7C00", "0xFC00", "0x7E00", "11.5",
            "-0.7998046875", "100.5"],
    "bf16": ["0.0", "-0.0", "1.0", "-1.5", "0.5", "3.140625", "3.3895313892515355E+38",
             "-3.3895313892515355E+38", "9.1835496157991212E-41", "-1.1754943508222875E-38",
             "0x7F80", "0xFF80", "0x7FC0", "11.5", "-0.80078125", "100.5"],
}
UNARY = ["sqrt", "rsqrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin", "cos",
         "tan", "tanh", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "erf",
         "erfc", "cbrt", "floor", "ceil", "round", "roundeven", "trunc"]
BINARY = ["powf", "atan2", "copysign"]
CLASSES = ["isnan", "isinf", "isfinite", "isnormal"]


def bits_of(ty, text):
    """Encoding of a literal (hex or decimal) in `ty`, through the probe's decoder."""
    fmt = probe.FORMATS[ty]
    if text.startswith("0x"):
        return int(text, 16)
    want = float(text)
    for b in range(1 << fmt[0]):
        k, s, mag, _ = probe.decode(b, fmt)
        if k == "num" and (-float(mag) if s else float(mag)) == want and (want != 0 or s == (text[0] == "-")):
            return b
    raise SystemExit(f"{text} is not a {ty}")


def value(ty, b):
    k, s, mag, _ = probe.decode(b, probe.FORMATS[ty])
    v = math.nan if k == "nan" else (math.inf if k == "inf" else float(mag))
    return -v if s else v


def main():
    which = sys.argv[1]
    types = ["f8E4M3FN", "f8E5M2", "f4E2M1FN"] if which == "apfloat" else ["f16", "bf16"]
    globals_, body = [], ["func.func @main() {"] + [f"  %i{i} = arith.constant {i} : index" for i in range(16)]
    n_global = [0]

    def glob(ty, texts):
        name = f"@in{n_global[0]}"
        n_global[0] += 1
        globals_.append(f'memref.global "private" constant {name} : memref<{len(texts)}x{ty}> = '
                        f"dense<[{', '.join(texts)}]>")
        v = f"%g{n_global[0]}"
        m = len(texts)
        body.append(f"  {v}m = memref.get_global {name} : memref<{m}x{ty}>")
        # Element by element (upstream's vector.load of sub-byte elements reads packed bits,
        # not the byte per element its memrefs hold).
        for i in range(m):
            body.append(f"  {v}e{i} = memref.load {v}m[%i{i}] : memref<{m}x{ty}>")
        body.append(f"  {v} = vector.from_elements {', '.join(f'{v}e{i}' for i in range(m))} : vector<{m}x{ty}>")
        return v

    count = [0]

    def fresh():
        count[0] += 1
        return f"%v{count[0]}"

    def lanes(vec, ty, n):
        out = []
        for i in range(n):
            x = fresh()
            body.append(f"  {x} = vector.extract {vec}[{i}] : {ty} from vector<{n}x{ty}>")
            out.append(x)
        return out

    def show(label, v, vt):
        body.append(f'  vector.print str "{label}: "')
        body.append(f"  vector.print {v} : {vt}")

    for ty in types:
        texts = INPUTS[ty]
        bits = [bits_of(ty, t) for t in texts]
        fmt = probe.FORMATS[ty]
        finite_only = fmt[3] == "finite"
        n = len(texts)
        vt = f"vector<{n}x{ty}>"
        body.append(f"  // {ty}")
        x = glob(ty, texts)
        # Unary ops on the vector (f4: only the inputs with a finite f32 result).
        for op in UNARY:
            keep = [i for i in range(n) if not finite_only or finite_ok(op, [value(ty, bits[i])])]
            if len(keep) == n:
                src, m = x, n
            else:
                src, m = glob(ty, [texts[i] for i in keep]), len(keep)
            r = fresh()
            body.append(f"  {r} = math.{op} {src} : vector<{m}x{ty}>")
            show(f"{ty} {op}", r, f"vector<{m}x{ty}>")
        s, c = fresh(), fresh()
        body.append(f"  {s}, {c} = math.sincos {x} : {vt}")
        show(f"{ty} sincos.sin", s, vt)
        show(f"{ty} sincos.cos", c, vt)
        # Binary ops: x against x reversed.
        rev = list(reversed(range(n)))
        y = glob(ty, [texts[i] for i in rev])
        for op in BINARY:
            keep = [i for i in range(n) if not finite_only or finite_ok(op, [value(ty, bits[i]), value(ty, bits[rev[i]])])]
            if len(keep) == n:
                a, b, m = x, y, n
            else:
                a = glob(ty, [texts[i] for i in keep])
                b = glob(ty, [texts[rev[i]] for i in keep])
                m = len(keep)
            r = fresh()
            body.append(f"  {r} = math.{op} {a}, {b} : vector<{m}x{ty}>")
            show(f"{ty} {op}", r, f"vector<{m}x{ty}>")
        lo = glob(ty, [texts[(i + 3) % n] for i in range(n)])
        hi = glob(ty, [texts[(i + 7) % n] for i in range(n)])
        r = fresh()
        body.append(f"  {r} = math.clampf {x} to [{lo}, {hi}] : {vt}")
        show(f"{ty} clampf", r, vt)
        # Scalar ops gathered into a vector.
        xs = lanes(x, ty, n)
        outs = []
        for xi in xs:
            r = fresh()
            body.append(f"  {r} = math.absf {xi} : {ty}")
            outs.append(r)
        g = fresh()
        body.append(f"  {g} = vector.from_elements {', '.join(outs)} : {vt}")
        show(f"{ty} absf", g, vt)
        if which == "apfloat":
            for op in CLASSES:
                outs = []
                for xi in xs:
                    r = fresh()
                    body.append(f"  {r} = math.{op} {xi} : {ty}")
                    outs.append(r)
                g = fresh()
                body.append(f"  {g} = vector.from_elements {', '.join(outs)} : vector<{n}xi1>")
                show(f"{ty} {op}", g, f"vector<{n}xi1>")
        exps = [-3, -1, 0, 1, 2, 3, 7, 5, -2, 4, 1, 2, 3, -1, 0, 6]
        outs = []
        keep = [i for i in range(n) if not finite_only or finite_ok("fpowi", [value(ty, bits[i]), exps[i]])]
        for i in keep:
            e, r = fresh(), fresh()
            body.append(f"  {e} = arith.constant {exps[i]} : i32")
            body.append(f"  {r} = math.fpowi {xs[i]}, {e} : {ty}, i32")
            outs.append(r)
        g = fresh()
        body.append(f"  {g} = vector.from_elements {', '.join(outs)} : vector<{len(outs)}x{ty}>")
        show(f"{ty} fpowi", g, f"vector<{len(outs)}x{ty}>")
        # fma: on the apfloat chain only the triples whose result is exact (upstream's wrapper
        # asserts otherwise; exec/narrow-fma-rounding.mlir has the rounded ones).
        trip = [(i, (i + 3) % n, (i + 5) % n) for i in range(n)] + \
               [(i, (i + 1) % n, (i + 2) % n) for i in range(n)]
        if which == "apfloat":
            trip = [t for t in trip if probe.fma_ok(bits[t[0]], bits[t[1]], bits[t[2]], fmt)]
        outs = []
        for (a, b, c) in trip:
            r = fresh()
            body.append(f"  {r} = math.fma {xs[a]}, {xs[b]}, {xs[c]} : {ty}")
            outs.append(r)
        g = fresh()
        body.append(f"  {g} = vector.from_elements {', '.join(outs)} : vector<{len(outs)}x{ty}>")
        show(f"{ty} fma", g, f"vector<{len(outs)}x{ty}>")
    if which == "apfloat":
        # The classes of f16 and bf16 (upstream lowers isinf/isnormal through APFloat only).
        for ty in ["f16", "bf16"]:
            texts = INPUTS[ty]
            n = len(texts)
            x = glob(ty, texts)
            xs = lanes(x, ty, n)
            for op in CLASSES:
                outs = []
                for xi in xs:
                    r = fresh()
                    body.append(f"  {r} = math.{op} {xi} : {ty}")
                    outs.append(r)
                g = fresh()
                body.append(f"  {g} = vector.from_elements {', '.join(outs)} : vector<{n}xi1>")
                show(f"{ty} {op}", g, f"vector<{n}xi1>")
    body += ["  return", "}"]
    print("\n".join(globals_ + body))


def finite_ok(op, xs):
    r = probe.f32_result(op, xs)
    return not (math.isnan(r) or math.isinf(r))


main()
