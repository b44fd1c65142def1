#!/usr/bin/env python3
"""Random constant-folding programs, compared with upstream: arith and math ops on scalar,
splat and non-splat vector/tensor constants (and on a mix with function arguments), printed by
`memref-opt --canonicalize` and by `mlir-opt --canonicalize`; any difference is reported.

usage: scripts/compare-const-folds.py [N=500] [SEED=1]   (needs mlir-opt on PATH and a release
build of memref-opt; failing programs are kept in $KEEP, default /tmp/const-folds)"""
import os, random, subprocess, sys

N = int(sys.argv[1]) if len(sys.argv) > 1 else 500
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 1
KEEP = os.environ.get('KEEP', '/tmp/const-folds')
OURS = os.environ.get('MEMREF_OPT', os.path.join(os.path.dirname(__file__), '..', 'target', 'release', 'memref-opt'))
os.makedirs(KEEP, exist_ok=True)

INTS = ['i1', 'i8', 'i16', 'i32', 'i64', 'index']
FLOATS = ['f16', 'bf16', 'f32', 'f64']
INT_BIN = ['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'divui', 'divsi', 'remui', 'remsi',
           'ceildivui', 'ceildivsi', 'floordivsi', 'maxsi', 'minsi', 'maxui', 'minui',
           'shli', 'shrsi', 'shrui']
FLT_BIN = ['addf', 'subf', 'mulf', 'divf', 'remf', 'maximumf', 'minimumf', 'maxnumf', 'minnumf']
MATH_UN = ['absf', 'ceil', 'floor', 'sqrt', 'log', 'exp', 'sin', 'cos', 'tanh']
MATH_BIN = ['copysign', 'powf']
WIDTH = {'i1': 1, 'i8': 8, 'i16': 16, 'i32': 32, 'i64': 64, 'index': 64,
         'f16': 16, 'bf16': 16, 'f32': 32, 'f64': 64}

def int_lit(t, r):
    w = WIDTH[t]
    if t == 'i1':
        return r.choice(['true', 'false'])
    edge = [0, 1, -1, 2, 3, 7, -7, (1 << (w - 1)) - 1, -(1 << (w - 1)), 1 << (w - 2) if w > 2 else 1, w, w - 1]
    return str(r.choice(edge + [r.randint(-(1 << (w - 1)), (1 << (w - 1)) - 1)]))

def flt_lit(t, r):
    c = r.choice(['0.0', '-0.0', '1.0', '-1.0', '2.5', '-3.75', '0.1', '1.0e+10', '65504.0',
                  '0x7FC00000' if t == 'f32' else None, '0x7F800000' if t == 'f32' else None,
                  '3.0', '0.5', '100.0', '-2.0'])
    if c is None:
        c = '4.0'
    if c.startswith('0x') and t != 'f32':
        c = '4.0'
    return c

def shape(r):
    return r.choice([[4], [2, 3], [3], [1], [2, 2]])

def stype(kind, sh, t):
    if sh is None:
        return t
    return f"{kind}<{'x'.join(map(str, sh))}x{t}>"

def const(r, t, sh, lit):
    if sh is None:
        v = lit(t, r)
        return (v if t == 'i1' and v in ('true', 'false') else f"{v} : {t}"), lit
    n = 1
    for d in sh:
        n *= d
    if r.random() < 0.4:
        return f"dense<{lit(t, r)}>", lit
    vals = [lit(t, r) for _ in range(n)]
    # nest by shape
    def nest(vs, dims):
        if len(dims) == 1:
            return '[' + ', '.join(vs) + ']'
        k = len(vs) // dims[0]
        return '[' + ', '.join(nest(vs[i * k:(i + 1) * k], dims[1:]) for i in range(dims[0])) + ']'
    return f"dense<{nest(vals, sh)}>", lit

def program(r):
    kind = r.choice(['vector', 'vector', 'tensor', None])
    sh = None if kind is None else shape(r)
    lines, rets, rtys = [], [], []
    args = []
    k = 0
    def c(t):
        nonlocal k
        body, _ = const(r, t, sh, int_lit if t in INTS else flt_lit)
        ty = stype(kind, sh, t)
        k += 1
        if sh is None:
            lines.append(f"  %c{k} = arith.constant {body}")
        else:
            lines.append(f"  %c{k} = arith.constant {body} : {ty}")
        return f"%c{k}"
    def arg(t):
        ty = stype(kind, sh, t)
        args.append(f"%a{len(args)}: {ty}")
        return f"%a{len(args) - 1}"
    for i in range(r.randint(1, 4)):
        op_kind = r.random()
        opnd = lambda t: arg(t) if r.random() < 0.2 else c(t)
        if op_kind < 0.45:
            t = r.choice([x for x in INTS if not (x == 'index' and kind == 'vector' and False)])
            op = r.choice(INT_BIN)
            a, b = opnd(t), opnd(t)
            ty = stype(kind, sh, t)
            lines.append(f"  %r{i} = arith.{op} {a}, {b} : {ty}")
            rets.append(f"%r{i}"); rtys.append(ty)
        elif op_kind < 0.55:
            t = r.choice(INTS)
            pred = r.choice(['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge'])
            a, b = opnd(t), opnd(t)
            lines.append(f"  %r{i} = arith.cmpi {pred}, {a}, {b} : {stype(kind, sh, t)}")
            rets.append(f"%r{i}"); rtys.append(stype(kind, sh, 'i1'))
        elif op_kind < 0.7:
            t = r.choice(FLOATS)
            op = r.choice(FLT_BIN)
            a, b = opnd(t), opnd(t)
            ty = stype(kind, sh, t)
            lines.append(f"  %r{i} = arith.{op} {a}, {b} : {ty}")
            rets.append(f"%r{i}"); rtys.append(ty)
        elif op_kind < 0.8:
            t = r.choice(['f32', 'f64'] + FLOATS)
            op = r.choice(MATH_UN + MATH_BIN)
            ty = stype(kind, sh, t)
            if op in MATH_BIN:
                a, b = opnd(t), opnd(t)
                lines.append(f"  %r{i} = math.{op} {a}, {b} : {ty}")
            else:
                a = opnd(t)
                lines.append(f"  %r{i} = math.{op} {a} : {ty}")
            rets.append(f"%r{i}"); rtys.append(ty)
        elif op_kind < 0.9:
            # casts
            choice = r.choice(['extsi', 'extui', 'trunci', 'index_cast', 'index_castui', 'sitofp',
                               'uitofp', 'fptosi', 'fptoui', 'extf', 'truncf', 'bitcast', 'negf'])
            if choice in ('extsi', 'extui'):
                s, d = r.choice([('i1', 'i8'), ('i8', 'i32'), ('i16', 'i64'), ('i32', 'i64')])
            elif choice == 'trunci':
                s, d = r.choice([('i8', 'i1'), ('i32', 'i8'), ('i64', 'i16'), ('i64', 'i32')])
            elif choice in ('index_cast', 'index_castui'):
                s, d = r.choice([('i32', 'index'), ('index', 'i8'), ('i64', 'index'), ('index', 'i32')])
            elif choice in ('sitofp', 'uitofp'):
                s, d = r.choice(INTS[1:-1]), r.choice(FLOATS)
            elif choice in ('fptosi', 'fptoui'):
                s, d = r.choice(FLOATS), r.choice(INTS[1:-1])
            elif choice == 'extf':
                s, d = r.choice([('f16', 'f32'), ('bf16', 'f64'), ('f32', 'f64'), ('f16', 'f64')])
            elif choice == 'truncf':
                s, d = r.choice([('f32', 'f16'), ('f64', 'f32'), ('f64', 'bf16'), ('f32', 'bf16')])
            elif choice == 'bitcast':
                s, d = r.choice([('i32', 'f32'), ('f32', 'i32'), ('f64', 'i64'), ('i16', 'f16'), ('f16', 'bf16'), ('bf16', 'i16')])
            else:
                s = d = r.choice(FLOATS)
            a = opnd(s)
            if choice == 'negf':
                lines.append(f"  %r{i} = arith.negf {a} : {stype(kind, sh, s)}")
            else:
                lines.append(f"  %r{i} = arith.{choice} {a} : {stype(kind, sh, s)} to {stype(kind, sh, d)}")
            rets.append(f"%r{i}"); rtys.append(stype(kind, sh, d))
        else:
            t = r.choice(INTS + FLOATS)
            cond = opnd('i1') if kind is not None and r.random() < 0.7 else c_scalar_i1(r, lines, i)
            a, b = opnd(t), opnd(t)
            ty = stype(kind, sh, t)
            cty = stype(kind, sh, 'i1') if cond.startswith('%c') or cond.startswith('%a') else 'i1'
            if cond.startswith('%s'):
                cty = 'i1'
            lines.append(f"  %r{i} = arith.select {cond}, {a}, {b} : {cty + ', ' if cty != 'i1' else ''}{ty}")
            rets.append(f"%r{i}"); rtys.append(ty)
    body = '\n'.join(lines)
    return (f"func.func @f({', '.join(args)}) -> ({', '.join(rtys)}) {{\n{body}\n"
            f"  return {', '.join(rets)} : {', '.join(rtys)}\n}}\n")

def c_scalar_i1(r, lines, i):
    lines.append(f"  %s{i} = arith.constant {r.choice(['true', 'false'])}")
    return f"%s{i}"

def run(cmd, path):
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=30)
    return p.returncode, p.stdout, p.stderr

same = diff = both_err = one_err = 0
for n in range(N):
    r = random.Random(SEED * 1000003 + n)
    text = program(r)
    path = os.path.join(KEEP, f'p{SEED}-{n}.mlir')
    with open(path, 'w') as f:
        f.write(text)
    ur, uo, ue = run(['mlir-opt', '--canonicalize'], path)
    orr, oo, oe = run([OURS, '--canonicalize'], path)
    if ur != 0 and orr != 0:
        both_err += 1; os.remove(path)
    elif ur != 0 or orr != 0:
        one_err += 1
        print(f'{path}: only {"upstream" if ur else "memref-opt"} fails: {(ue or oe).splitlines()[0] if (ue or oe) else ""}')
    elif uo == oo:
        same += 1; os.remove(path)
    else:
        diff += 1
        print(f'{path}: output differs')
print(f'{N} programs: {same} identical, {diff} differ, {one_err} rejected by one tool only, {both_err} rejected by both')
sys.exit(1 if diff or one_err else 0)
