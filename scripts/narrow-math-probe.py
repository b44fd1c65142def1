#!/usr/bin/env python3
"""Writes a probe program for one narrow float type: math ops applied to many encodings (every
one for types of at most 16 bits), every result printed as its bits, one line per case, so that
memref-run and upstream can be compared bit for bit (scripts/compare-narrow-math.sh).

    scripts/narrow-math-probe.py TYPE MODE [N] [SEED] > probe.mlir

MODE: unary (each unary op on every encoding), binary (powf, atan2, copysign, clampf on every
pair, or N random pairs for 16-bit types), fpowi (exponents -3..8), fma (every triple of
special values and N random triples), classes (isnan, isinf, isfinite, isnormal).
Cases upstream aborts on are left out: for f4/f6 (no NaN, no infinity) a NaN or infinite
f32 result, for f8E8M0FNU a negative or NaN one (APFloat aborts, or sets the missing sign bit
over the exponent) and a NaN operand of clampf (APFloat extends E8M0's NaN to +inf), and (EXACT_FMA=1, for the APFloat chain,
whose fma wrapper asserts on a status other than OK) an fma whose exact result the format
cannot hold. NATIVE=1: for f16/bf16 through scripts/upstream-run.sh (no classes).
Each case prints `( op#, operand bits..., result bits )`.
"""
import math
import os
import random
import sys
from fractions import Fraction as Fr

# width, mantissa bits, bias, non-finite kind (ieee, fn, fnuz, finite, e8m0)
FORMATS = {
    "f16": (16, 10, 15, "ieee"), "bf16": (16, 7, 127, "ieee"), "tf32": (19, 10, 127, "ieee"),
    "f8E5M2": (8, 2, 15, "ieee"), "f8E4M3": (8, 3, 7, "ieee"), "f8E4M3FN": (8, 3, 7, "fn"),
    "f8E5M2FNUZ": (8, 2, 16, "fnuz"), "f8E4M3FNUZ": (8, 3, 8, "fnuz"),
    "f8E4M3B11FNUZ": (8, 3, 11, "fnuz"), "f8E3M4": (8, 4, 3, "ieee"),
    "f8E8M0FNU": (8, 0, 127, "e8m0"), "f4E2M1FN": (4, 1, 1, "finite"),
    "f6E2M3FN": (6, 3, 1, "finite"), "f6E3M2FN": (6, 2, 3, "finite"),
}
UNARY = ["absf", "sqrt", "rsqrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p",
         "sin", "cos", "tan", "tanh", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh",
         "atanh", "erf", "erfc", "cbrt", "floor", "ceil", "round", "roundeven", "trunc",
         "sincos"]
CLASSES = ["isnan", "isinf", "isfinite", "isnormal"]
BINARY = ["powf", "atan2", "copysign", "clampf"]


def decode(bits, fmt):
    """('nan'|'inf'|'num', sign, Fraction magnitude, signaling)."""
    w, mb, bias, nf = fmt
    if nf == "e8m0":
        return ("nan", 0, None, False) if bits == 0xFF else ("num", 0, Fr(2) ** (bits - bias), False)
    sign = bits >> (w - 1) & 1
    e = bits >> mb & ((1 << (w - 1 - mb)) - 1)
    m = bits & ((1 << mb) - 1)
    emax = (1 << (w - 1 - mb)) - 1
    if nf == "ieee" and e == emax:
        return ("inf", sign, None, False) if m == 0 else ("nan", sign, None, m >> (mb - 1) == 0)
    if nf == "fn" and e == emax and m == (1 << mb) - 1:
        return ("nan", sign, None, False)
    if nf == "fnuz" and bits == 1 << (w - 1):
        return ("nan", 0, None, False)
    mag = Fr(m, 1 << mb) * Fr(2) ** (1 - bias) if e == 0 else Fr((1 << mb) + m, 1 << mb) * Fr(2) ** (e - bias)
    return ("num", sign, mag, False)


def representable(v, fmt):
    """Whether the exact value v (Fraction, signed) is a finite value of the format."""
    w, mb, bias, nf = fmt
    for bits in range(1 << w) if w <= 8 else ():
        k, s, mag, _ = decode(bits, fmt)
        if k == "num" and (-mag if s else mag) == v:
            return True
    if w > 8:
        a = abs(v)
        if a == 0:
            return True
        e = math.floor(math.log2(a))
        while Fr(2) ** e > a:
            e -= 1
        while Fr(2) ** (e + 1) <= a:
            e += 1
        q = a / Fr(2) ** (max(e, 1 - bias) - mb)
        emax = (1 << (w - 1 - mb)) - 2 - bias
        return q.denominator == 1 and e <= emax
    return False


def fma_ok(a, b, c, fmt):
    """Whether APFloat's fusedMultiplyAdd returns opOK (the assertion of upstream's wrapper):
    no signaling NaN, no 0 * inf, no inf - inf, an exact finite result."""
    da, db, dc = (decode(x, fmt) for x in (a, b, c))
    if any(d[3] for d in (da, db, dc)):
        return False
    if da[0] == "nan" or db[0] == "nan":
        return True
    zero = lambda d: d[0] == "num" and d[2] == 0
    if (da[0] == "inf" and zero(db)) or (db[0] == "inf" and zero(da)):
        return False
    if dc[0] == "nan":
        return True
    val = lambda d: (-d[2] if d[1] else d[2])
    if da[0] == "inf" or db[0] == "inf":
        return dc[0] != "inf" or (da[1] ^ db[1]) == dc[1]
    if dc[0] == "inf":
        return True
    return representable(val(da) * val(db) + val(dc), fmt)


def f32_result(op, xs):
    """The f64 value of an op (NaN for a domain error, inf for overflow), for filtering."""
    f = {
        "absf": abs, "sqrt": math.sqrt, "rsqrt": lambda x: 1 / math.sqrt(x), "exp": math.exp,
        "exp2": lambda x: 2.0 ** x, "expm1": math.expm1, "log": math.log, "log2": math.log2,
        "log10": math.log10, "log1p": math.log1p, "sin": math.sin, "cos": math.cos,
        "tan": math.tan, "tanh": math.tanh, "sinh": math.sinh, "cosh": math.cosh,
        "asin": math.asin, "acos": math.acos, "atan": math.atan, "asinh": math.asinh,
        "acosh": math.acosh, "atanh": math.atanh, "erf": math.erf, "erfc": math.erfc,
        "cbrt": lambda x: math.copysign(abs(x) ** (1 / 3), x), "floor": math.floor,
        "ceil": math.ceil, "round": round, "roundeven": round, "trunc": math.trunc,
        "sincos": math.sin, "powf": lambda x, y: x ** y, "atan2": math.atan2,
        "copysign": math.copysign, "fpowi": lambda x, n: x ** n,
    }[op]
    try:
        r = complex(f(*xs))
        if r.imag != 0:
            return math.nan
        r = r.real
    except (ValueError, ZeroDivisionError):
        if op in ("log", "log2", "log10", "log1p", "atanh") and xs[0] in (0.0, -1.0, 1.0):
            return -math.inf if op != "atanh" or xs[0] < 0 else math.inf
        if op in ("rsqrt", "fpowi") and xs[0] == 0:
            return math.inf
        return math.nan
    except OverflowError:
        return math.inf
    return math.inf if abs(r) > 3.4028234663852886e38 else r


def main():
    ty, mode = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 20000
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    native = os.environ.get("NATIVE") == "1"
    exact_fma = os.environ.get("EXACT_FMA") == "1"
    fmt = FORMATS[ty]
    w, nf = fmt[0], fmt[3]
    sw = 8 if w <= 8 else (16 if w <= 16 else 32)
    it = f"i{w}"
    every = list(range(1 << w)) if w <= 16 else [rng.randrange(1 << w) for _ in range(n)]
    mask = (1 << w) - 1
    spec = sorted({0, 1, 2, 3, mask, mask - 1, 1 << (w - 1), (1 << (w - 1)) + 1,
                   (1 << (w - 1)) - 1, (1 << (w - 1)) - 2, 1 << (w - 2), (1 << (w - 2)) - 1,
                   (1 << (w - 2)) + 1, 3 << (w - 3), mask ^ (1 << (w - 2))})

    def fval(bits):
        k, s, mag, _ = decode(bits, fmt)
        v = math.nan if k == "nan" else (math.inf if k == "inf" else float(mag))
        return -v if s else v

    def keep(op, xs):
        if nf not in ("finite", "e8m0") or op in ("absf", "fma") or op in CLASSES:
            return True
        if op == "clampf":
            # E8M0's NaN extends to +inf under APFloat: leave it out.
            return nf != "e8m0" or all(not math.isnan(fval(x)) for x in xs)
        args = [fval(x) if i == 0 or op != "fpowi" else x for i, x in enumerate(xs)]
        results = [f32_result(op, args)]
        if op == "sincos":
            results.append(f32_result("cos", args))
        for r in results:
            if math.isnan(r) or math.isinf(r):
                return False
            # E8M0 has no sign: APFloat puts a negative value's sign into the exponent.
            if nf == "e8m0" and not (r > 0 or (r == 0 and math.copysign(1, r) > 0)):
                return False
        return True

    cases = []  # (op, operand tuples)
    if mode == "unary":
        for op in UNARY:
            cases.append((op, [(x,) for x in every if keep(op, (x,))]))
    elif mode == "classes":
        for op in CLASSES:
            cases.append((op, [(x,) for x in every]))
    elif mode == "fpowi":
        cases.append(("fpowi", [(x, e) for x in every for e in range(-3, 9) if keep("fpowi", (x, e))]))
    elif mode == "binary":
        if w <= 8:
            pairs = [(x, y) for x in every for y in every]
        else:
            pairs = [(x, y) for x in spec for y in spec]
            pairs += [(rng.randrange(1 << w), rng.randrange(1 << w)) for _ in range(n)]
        for op in BINARY:
            if op == "clampf":
                z = spec[len(pairs) % len(spec)]
                cases.append((op, [(x, y, z) for (x, y) in pairs[:20000] if keep(op, (x, y, z))]))
            else:
                cases.append((op, [p for p in pairs if keep(op, p)]))
    elif mode == "fma":
        trip = [(x, y, z) for x in spec for y in spec for z in spec]
        if w <= 8:
            trip += [(x, y, z) for x in every for y in every for z in rng.sample(every, 4)]
        else:
            trip += [tuple(rng.randrange(1 << w) for _ in range(3)) for _ in range(n)]
        if exact_fma:
            trip = [t for t in trip if fma_ok(*t, fmt)]
        cases.append(("fma", trip))
    else:
        raise SystemExit(f"unknown mode {mode}")

    def sgn(v, bits):
        return v - (1 << bits) if v >= 1 << (bits - 1) else v

    out = []
    body = ["func.func @main() {", "  %c0 = arith.constant 0 : index",
            "  %c1 = arith.constant 1 : index"]
    for ci, (op, rows) in enumerate(cases):
        if not rows:
            continue
        k = len(rows[0])
        flat = [sgn(v, sw if not (op == "fpowi" and j == 1) else 32)
                for r in rows for j, v in enumerate(r)]
        out.append(f'memref.global "private" constant @in{ci} : memref<{len(flat)}xi32> = '
                   f"dense<[{', '.join(str(v) for v in flat)}]>")
        b = [f"  %g{ci} = memref.get_global @in{ci} : memref<{len(flat)}xi32>",
             f"  %n{ci} = arith.constant {len(rows)} : index",
             f"  %k{ci} = arith.constant {k} : index",
             f"  %id{ci} = arith.constant {ci} : i32",
             f"  scf.for %i = %c0 to %n{ci} step %c1 {{",
             f"    %base = arith.muli %i, %k{ci} : index"]
        xs, raw = [], []
        for j in range(k):
            b.append(f"    %cj{j} = arith.constant {j} : index")
            b.append(f"    %o{j} = arith.addi %base, %cj{j} : index")
            b.append(f"    %s{j} = memref.load %g{ci}[%o{j}] : memref<{len(flat)}xi32>")
            if op == "fpowi" and j == 1:
                xs.append(f"%s{j}")
                raw.append(f"%s{j}")
                continue
            b.append(f"    %t{j} = arith.trunci %s{j} : i32 to {it}")
            b.append(f"    %x{j} = arith.bitcast %t{j} : {it} to {ty}")
            b.append(f"    %u{j} = arith.extui %t{j} : {it} to i32")
            xs.append(f"%x{j}")
            raw.append(f"%u{j}")
        results = []
        if op == "sincos":
            b.append(f"    %r0, %r1 = math.sincos {xs[0]} : {ty}")
            results = [("%r0", "f"), ("%r1", "f")]
        elif op in CLASSES:
            b.append(f"    %r0 = math.{op} {xs[0]} : {ty}")
            results = [("%r0", "b")]
        elif op == "fpowi":
            b.append(f"    %r0 = math.fpowi {xs[0]}, {xs[1]} : {ty}, i32")
            results = [("%r0", "f")]
        elif op == "clampf":
            b.append(f"    %r0 = math.clampf {xs[0]} to [{xs[1]}, {xs[2]}] : {ty}")
            results = [("%r0", "f")]
        else:
            b.append(f"    %r0 = math.{op} {', '.join(xs)} : {ty}")
            results = [("%r0", "f")]
        ints = [f"%id{ci}"] + raw
        for ri, (name, kind) in enumerate(results):
            if kind == "f":
                b.append(f"    %q{ri} = arith.bitcast {name} : {ty} to {it}")
                b.append(f"    %z{ri} = arith.extui %q{ri} : {it} to i32")
            else:
                b.append(f"    %z{ri} = arith.extui {name} : i1 to i32")
            ints.append(f"%z{ri}")
        b.append(f"    %v = vector.from_elements {', '.join(ints)} : vector<{len(ints)}xi32>")
        b.append(f"    vector.print %v : vector<{len(ints)}xi32>")
        b.append("  }")
        body += b
    body += ["  return", "}"]
    print("\n".join(out + body))


if __name__ == "__main__":
    main()
