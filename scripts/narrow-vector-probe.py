#!/usr/bin/env python3
"""Writes a probe program of the vector ops that compute (fma, reduction, multi_reduction,
outerproduct, contract) on random vectors of a float type, every result printed as its bits,
for comparing memref-run with upstream's mlir-runner bit for bit
(scripts/compare-narrow-math.sh runs it as mode `vector`).

    scripts/narrow-vector-probe.py TYPE [TRIALS] [SEED] > probe.mlir

Values come from memory (nothing folds): mostly random finite values of a few binades (so
that sums round and cancel), some zeros of either sign, infinities and NaNs.
"""
import random
import struct
import sys

WIDTH = {"f16": 16, "bf16": 16, "f32": 32}

CONTRACTS = [
    # name, lhs shape, rhs shape, acc shape, maps, iterators
    ("matmul", [2, 3], [3, 2], [2, 2], "(i, j, k) -> (i, k)", "(i, j, k) -> (k, j)", "(i, j, k) -> (i, j)", "parallel, parallel, reduction"),
    ("matmul_t", [3, 2], [2, 3], [2, 2], "(i, j, k) -> (k, i)", "(i, j, k) -> (j, k)", "(i, j, k) -> (j, i)", "parallel, parallel, reduction"),
    ("matvec", [2, 4], [4], [2], "(i, k) -> (i, k)", "(i, k) -> (k)", "(i, k) -> (i)", "parallel, reduction"),
    ("vecmat", [4], [2, 4], [2], "(i, k) -> (k)", "(i, k) -> (i, k)", "(i, k) -> (i)", "parallel, reduction"),
    ("tmatvec", [4, 2], [4], [2], "(k, i) -> (k, i)", "(k, i) -> (k)", "(k, i) -> (i)", "reduction, parallel"),
    ("dot", [5], [5], [], "(k) -> (k)", "(k) -> (k)", "(k) -> ()", "reduction"),
    ("batch", [2, 2, 3], [2, 3, 2], [2, 2, 2], "(b, i, j, k) -> (b, i, k)", "(b, i, j, k) -> (b, k, j)", "(b, i, j, k) -> (b, i, j)", "parallel, parallel, parallel, reduction"),
    ("tworeds", [2, 3, 2], [3, 2], [2], "(i, k, l) -> (i, k, l)", "(i, k, l) -> (k, l)", "(i, k, l) -> (i)", "parallel, reduction, reduction"),
    ("kouter", [3, 2], [3, 2], [2, 2], "(k, i, j) -> (k, i)", "(k, i, j) -> (k, j)", "(k, i, j) -> (i, j)", "reduction, parallel, parallel"),
]


def main():
    ty = sys.argv[1]
    trials = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    w = WIDTH[ty]
    it = f"i{w}"

    def enc(x):
        b = struct.unpack("<I", struct.pack("<f", x))[0]
        if ty == "bf16":
            return (b + 0x7FFF + ((b >> 16) & 1)) >> 16 if x == x else 0x7FC0
        if ty == "f32":
            return b
        return struct.unpack("<H", struct.pack("<e", x))[0]

    def value():
        r = rng.random()
        if r < 0.03:
            return rng.choice([0.0, -0.0])
        if r < 0.04:
            return rng.choice([float("inf"), -float("inf"), float("nan")])
        e = rng.choice([-3, -1, 0, 0, 1, 2, 5, 9])
        return rng.choice([-1, 1]) * rng.uniform(1, 2) * 2.0 ** e

    per_trial = 64
    data = []
    for _ in range(trials):
        data += [enc(value()) for _ in range(per_trial)]

    def sgn(v):
        return v - (1 << w) if v >= 1 << (w - 1) else v

    lines = [f'memref.global "private" constant @data : memref<{len(data)}x{it}> = '
             f"dense<[{', '.join(str(sgn(v)) for v in data)}]>"]
    b = ["func.func @main() {",
         f"  %g = memref.get_global @data : memref<{len(data)}x{it}>",
         "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
         f"  %n = arith.constant {trials} : index", f"  %per = arith.constant {per_trial} : index",
         "  scf.for %t = %c0 to %n step %c1 {", "    %base = arith.muli %t, %per : index"]
    cursor = [0]
    counter = [0]

    def load(shape):
        """A vector of `shape` (or a scalar for []) loaded from the trial's data."""
        n = 1
        for d in shape:
            n *= d
        i = counter[0]
        counter[0] += 1
        off = cursor[0]
        cursor[0] = (cursor[0] + n) % (per_trial - 16)
        b.append(f"    %o{i} = arith.constant {off} : index")
        b.append(f"    %a{i} = arith.addi %base, %o{i} : index")
        b.append(f"    %l{i} = vector.load %g[%a{i}] : memref<{len(data)}x{it}>, vector<{max(n, 1)}x{it}>")
        b.append(f"    %f{i} = arith.bitcast %l{i} : vector<{max(n, 1)}x{it}> to vector<{max(n, 1)}x{ty}>")
        if not shape:
            b.append(f"    %v{i} = vector.extract %f{i}[0] : {ty} from vector<1x{ty}>")
        elif len(shape) == 1:
            b.append(f"    %v{i} = vector.shape_cast %f{i} : vector<{n}x{ty}> to vector<{n}x{ty}>")
        else:
            b.append(f"    %v{i} = vector.shape_cast %f{i} : vector<{n}x{ty}> to {vt(shape)}")
        return f"%v{i}"

    def vt(shape):
        return ty if not shape else f"vector<{'x'.join(map(str, shape))}x{ty}>"

    def show(v, shape):
        i = counter[0]
        counter[0] += 1
        n = 1
        for d in shape:
            n *= d
        if not shape:
            b.append(f"    %p{i} = arith.bitcast {v} : {ty} to {it}")
            b.append(f"    vector.print %p{i} : {it}")
            return
        flat = f"%q{i}"
        b.append(f"    {flat} = vector.shape_cast {v} : {vt(shape)} to vector<{n}x{ty}>")
        b.append(f"    %p{i} = arith.bitcast {flat} : vector<{n}x{ty}> to vector<{n}x{it}>")
        b.append(f"    vector.print %p{i} : vector<{n}x{it}>")

    kinds = ["add", "mul", "minimumf", "maximumf", "minnumf", "maxnumf"]
    for k in kinds:
        x = load([5])
        r = counter[0]
        counter[0] += 1
        b.append(f"    %r{r} = vector.reduction <{k}>, {x} : vector<5x{ty}> into {ty}")
        show(f"%r{r}", [])
        acc = load([])
        b.append(f"    %ra{r} = vector.reduction <{k}>, {x}, {acc} : vector<5x{ty}> into {ty}")
        show(f"%ra{r}", [])
    for k in ["add", "mul", "maxnumf", "minimumf"]:
        for dims, accs in (([0], [3]), ([1], [2]), ([0, 1], [])):
            x = load([2, 3])
            acc = load(accs)
            r = counter[0]
            counter[0] += 1
            b.append(f"    %m{r} = vector.multi_reduction <{k}>, {x}, {acc} [{', '.join(map(str, dims))}] : {vt([2, 3])} to {vt(accs)}")
            show(f"%m{r}", accs)
    x, y, z = load([4]), load([4]), load([4])
    r = counter[0]
    counter[0] += 1
    b.append(f"    %fma{r} = vector.fma {x}, {y}, {z} : {vt([4])}")
    show(f"%fma{r}", [4])
    for k in ["add", "mul", "maxnumf"]:
        x, y, acc = load([3]), load([2]), load([3, 2])
        r = counter[0]
        counter[0] += 1
        b.append(f"    %op{r} = vector.outerproduct {x}, {y}, {acc} {{kind = #vector.kind<{k}>}} : {vt([3])}, {vt([2])}")
        show(f"%op{r}", [3, 2])
    x, y = load([3]), load([2])
    r = counter[0]
    counter[0] += 1
    b.append(f"    %opn{r} = vector.outerproduct {x}, {y} : {vt([3])}, {vt([2])}")
    show(f"%opn{r}", [3, 2])
    for (name, ls, rs, accs, ml, mr, ma, iters) in CONTRACTS:
        x, y, acc = load(ls), load(rs), load(accs)
        r = counter[0]
        counter[0] += 1
        its = ", ".join(f'"{s.strip()}"' for s in iters.split(","))
        b.append(f"    %ct{r} = vector.contract {{indexing_maps = [affine_map<{ml}>, affine_map<{mr}>, affine_map<{ma}>], "
                 f"iterator_types = [{its}], kind = #vector.kind<add>}} {x}, {y}, {acc} : {vt(ls)}, {vt(rs)} into {vt(accs)}")
        show(f"%ct{r}", accs)
    b += ["  }", "  return", "}"]
    print("\n".join(lines + b))


main()
