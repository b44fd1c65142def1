#!/usr/bin/env python3
"""Writes src/values/complex/generated.rs: each complex op as upstream's
`--convert-complex-to-standard` (mlir-opt 22.1.8) expands it, one Rust function per op over the
`Fx` builder trait of src/values/complex.rs, so that the interpreter (computing) and the JIT
(emitting Cranelift IR) run exactly upstream's sequence of float operations.

    eval "$(../shared/tools/mlir-reference.sh)"; scripts/gen-complex-lowering.py

Expanded on complex<f64> (full-precision constants; the f32 expansion is the same sequence,
its constants rounded to f32, which `Fx::cst` does)."""
import re
import subprocess
import sys

UNARY = ["exp", "log", "log1p", "expm1", "sqrt", "rsqrt", "sin", "cos", "tan", "tanh",
         "sign", "neg", "conj"]
PART = ["abs", "angle"]
BINARY = ["add", "sub", "mul", "div", "pow", "atan2"]
CMP = ["eq", "neq"]

ARITH = {"addf": "add", "subf": "sub", "mulf": "mul", "divf": "div",
         "maximumf": "maximum", "minimumf": "minimum"}
MATH = {"absf": "abs", "sqrt": "sqrt", "rsqrt": "rsqrt", "exp": "exp", "log": "log",
        "log1p": "log1p", "expm1": "expm1", "sin": "sin", "cos": "cos", "atan2": "atan2",
        "powf": "powf", "copysign": "copysign", "fma": "fma"}
PRED = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true"]


def source(op):
    c = "complex<f64>"
    if op in UNARY:
        return f"func.func @f(%a: {c}) -> {c} {{\n  %r = complex.{op} %a : {c}\n  return %r : {c}\n}}\n"
    if op in PART:
        return f"func.func @f(%a: {c}) -> f64 {{\n  %r = complex.{op} %a : {c}\n  return %r : f64\n}}\n"
    if op in BINARY:
        return (f"func.func @f(%a: {c}, %b: {c}) -> {c} {{\n  %r = complex.{op} %a, %b : {c}\n"
                f"  return %r : {c}\n}}\n")
    return (f"func.func @f(%a: {c}, %b: {c}) -> i1 {{\n  %r = complex.{op} %a, %b : {c}\n"
            f"  return %r : i1\n}}\n")


def rust_name(v):
    v = v.lstrip("%")
    if v.startswith("arg"):
        return "ab"[int(v[3:])]
    if v[0].isdigit():
        return "v" + v
    # `%true` is a keyword in Rust.
    return "t_" + v if v == "true" else v


def float_lit(s):
    if s.startswith("0x"):
        return f"f64::from_bits({s.lower()})"
    x = float(s)
    r = repr(x)
    return r if ("." in r or "e" in r) else r + ".0"


def lower(op):
    text = subprocess.run(["mlir-opt", "--convert-complex-to-standard"], input=source(op),
                          capture_output=True, text=True, check=True).stdout
    body = []
    kinds = {"a": "c", "b": "c"}  # c: complex pair, f: float, b: bool
    ret = None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(("module", "func.func", "}")):
            continue
        m = re.match(r"return (%\w+) : (.*)$", line)
        if m:
            ret = rust_name(m.group(1))
            continue
        if re.match(r"%\w+ = arith.constant true$", line):
            line += " : i1"
        m = re.match(r"(%\w+) = ([\w.]+) (.*) : ([\w<>]+)$", line)
        if not m:
            sys.exit(f"{op}: cannot read: {line}")
        res, name, args, ty = m.groups()
        r = rust_name(res)
        ops = [rust_name(a.strip()) for a in args.split(",")] if "%" in args else []
        if name in ("complex.re", "complex.im"):
            src = ops[0]
            assert kinds[src] == "c", line
            body.append(f"let {r} = {src}.{0 if name.endswith('re') else 1};")
            kinds[r] = "f"
        elif name == "complex.create":
            body.append(f"let {r} = ({ops[0]}, {ops[1]});")
            kinds[r] = "c"
        elif name == "arith.constant":
            if args == "true":
                body.append(f"let {r} = f.bool(true);")
                kinds[r] = "b"
            else:
                body.append(f"let {r} = f.cst({float_lit(args)});")
                kinds[r] = "f"
        elif name == "arith.cmpf":
            pred, x, y = [a.strip() for a in args.split(",")]
            body.append(f"let {r} = f.cmp({PRED.index(pred)}, {rust_name(x)}, {rust_name(y)});")
            kinds[r] = "b"
        elif name in ("arith.andi", "arith.ori", "arith.xori"):
            assert ty == "i1", line
            body.append(f"let {r} = f.{name[6:-1]}({ops[0]}, {ops[1]});")
            kinds[r] = "b"
        elif name == "arith.select":
            c, x, y = ops
            if kinds[x] == "c":
                body.append(f"let {r} = (f.select({c}, {x}.0, {y}.0), f.select({c}, {x}.1, {y}.1));")
                kinds[r] = "c"
            else:
                body.append(f"let {r} = f.select({c}, {x}, {y});")
                kinds[r] = "f"
        elif name == "arith.negf":
            body.append(f"let {r} = f.neg({ops[0]});")
            kinds[r] = "f"
        elif name.startswith("arith.") and name[6:] in ARITH:
            body.append(f"let {r} = f.{ARITH[name[6:]]}({ops[0]}, {ops[1]});")
            kinds[r] = "f"
        elif name.startswith("math.") and name[5:] in MATH:
            body.append(f"let {r} = f.{MATH[name[5:]]}({', '.join(ops)});")
            kinds[r] = "f"
        else:
            sys.exit(f"{op}: unknown op {name}")
    if op in UNARY:
        sig = f"pub fn {op}<F: Fx>(f: &mut F, a: C<F>) -> C<F>"
    elif op in PART:
        sig = f"pub fn {op}<F: Fx>(f: &mut F, a: C<F>) -> F::V"
    elif op in BINARY:
        sig = f"pub fn {op}<F: Fx>(f: &mut F, a: C<F>, b: C<F>) -> C<F>"
    else:
        sig = f"pub fn {op}<F: Fx>(f: &mut F, a: C<F>, b: C<F>) -> F::B"
    lines = [f"/// `complex.{op}`.", "#[allow(unused_variables, clippy::let_and_return)]",
             sig + " {"]
    lines += ["    " + s for s in body]
    lines += [f"    {ret}", "}", ""]
    return "\n".join(lines)


def main():
    out = ["//! Generated by `scripts/gen-complex-lowering.py` from mlir-opt 22.1.8's",
           "//! `--convert-complex-to-standard`: do not edit. Each function is upstream's expansion",
           "//! of one complex op into float operations, over [`Fx`].",
           "",
           "use super::{Fx, C};",
           ""]
    for op in UNARY + PART + BINARY + CMP:
        out.append(lower(op))
    open("src/values/complex/generated.rs", "w").write("\n".join(out))


if __name__ == "__main__":
    main()
