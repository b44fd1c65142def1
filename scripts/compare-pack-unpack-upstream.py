#!/usr/bin/env python3
"""Random linalg.pack/unpack programs (ours: -linalg-lower-pack-unpack) run four ways:
memref-run (JIT), memref-run --engine=interp, the interpreter on tensor values
(--no-bufferize: the oracle) and upstream's chain on the program lowered by
memref-opt -linalg-lower-pack-unpack (scripts/upstream-run-tensor.sh). Each program packs a
1..3-D i32 source (element = its index digits) with random inner_dims_pos, tiles (static or
run-time), outer_dims_perm, padding (or dividing tiles without), dynamic sizes and sometimes a
spare all-padding tile, prints it, unpacks it back and prints that.

    scripts/compare-pack-unpack-upstream.py N [FIRST_SEED] [--keep DIR]

Prints one line per program that differs and a tally. A result with a zero size is compared
between our runs only: upstream's printMemref prints data read from past an empty buffer.
Environment: MEMREF_BIN (default target/release).
"""
import os, random, re, subprocess, sys, tempfile

def gen(seed):
    r = random.Random(seed)
    n = r.randint(1, 3)
    shape = [r.randint(0 if r.random() < 0.1 else 1, 6) for _ in range(n)]
    k = r.randint(0, n)
    inner = r.sample(range(n), k)
    tiles = [r.randint(1, 4) for _ in range(k)]
    dyn_tile = [r.random() < 0.4 for _ in range(k)]
    perm = list(range(n)); r.shuffle(perm)
    use_perm = r.random() < 0.6
    use_pad = r.random() < 0.8
    src_dyn = [r.random() < 0.3 for _ in range(n)]
    # outer sizes in unpacked dim order
    outer = []
    for d in range(n):
        if d in inner:
            t = tiles[inner.index(d)]
            outer.append(-(-shape[d] // t))
        else:
            outer.append(shape[d])
    if not use_pad:
        # make tiles divide
        for j, d in enumerate(inner):
            shape[d] = outer[d] * tiles[j]
    spare = use_pad and r.random() < 0.3
    p = perm if use_perm else list(range(n))
    packed_outer = [outer[p[i]] for i in range(n)]
    out_dyn = [r.random() < 0.3 for _ in range(n)]
    if spare and inner:
        d = r.choice(inner); i = p.index(d); packed_outer[i] += 1; out_dyn[i] = True
    ts = lambda dims: 'tensor<' + ''.join(f'{x}x' for x in dims) + 'i32>'
    srcty = ts(['?' if src_dyn[d] else shape[d] for d in range(n)])
    packed_shape = packed_outer + tiles
    packed_dyn = out_dyn + dyn_tile
    pty = ts(['?' if packed_dyn[i] else packed_shape[i] for i in range(len(packed_shape))])
    L = []
    L.append('func.func private @printMemrefI32(memref<*xi32>)')
    L.append('func.func @show(%t: tensor<*xi32>) {\n  %m = bufferization.to_buffer %t read_only : tensor<*xi32> to memref<*xi32>\n  call @printMemrefI32(%m) : (memref<*xi32>) -> ()\n  return\n}')
    L.append('func.func @id(%x: index) -> index {\n  return %x : index\n}')
    L.append('func.func @main() {')
    idx = ', '.join(f'%i{d}' for d in range(n))
    L.append(f'  %g = tensor.generate {{\n  ^bb0({", ".join(f"%i{d}: index" for d in range(n))}):')
    L.append('    %c0 = arith.constant 0 : index')
    acc = '%c0'
    for d in range(n):
        L.append(f'    %m{d} = arith.constant {10**(n-1-d)} : index')
        L.append(f'    %p{d} = arith.muli %i{d}, %m{d} : index')
        L.append(f'    %a{d} = arith.addi {acc}, %p{d} : index'); acc = f'%a{d}'
    L.append(f'    %v = arith.index_cast {acc} : index to i32\n    tensor.yield %v : i32')
    L.append(f'  }} : {ts(shape)}')
    L.append(f'  %src = tensor.cast %g : {ts(shape)} to {srcty}')
    consts = {}
    def c(v):
        nm = f'%k{v}'
        if v not in consts:
            consts[v] = True
            L.append(f'  %k{v}r = arith.constant {v} : index')
            L.append(f'  {nm} = call @id(%k{v}r) : (index) -> index')
        return nm
    dyn_ops = [c(packed_shape[i]) for i in range(len(packed_shape)) if packed_dyn[i]]
    L.append(f'  %e = tensor.empty({", ".join(dyn_ops)}) : {pty}')
    tl = ', '.join(c(tiles[j]) if dyn_tile[j] else str(tiles[j]) for j in range(k))
    L.append(f'  %pad = arith.constant -1 : i32')
    padc = ' padding_value(%pad : i32)' if use_pad else ''
    permc = f' outer_dims_perm = {perm}' if use_perm else ''
    L.append(f'  %pk = linalg.pack %src{padc}{permc} inner_dims_pos = {inner} inner_tiles = [{tl}] into %e : {srcty} -> {pty}')
    L.append(f'  %pc = tensor.cast %pk : {pty} to tensor<*xi32>\n  call @show(%pc) : (tensor<*xi32>) -> ()')
    udyn = [r.random() < 0.3 for _ in range(n)]
    uty = ts(['?' if udyn[d] else shape[d] for d in range(n)])
    L.append(f'  %ue = tensor.empty({", ".join(c(shape[d]) for d in range(n) if udyn[d])}) : {uty}')
    L.append(f'  %un = linalg.unpack %pk{permc} inner_dims_pos = {inner} inner_tiles = [{tl}] into %ue : {pty} -> {uty}')
    L.append(f'  %uc = tensor.cast %un : {uty} to tensor<*xi32>\n  call @show(%uc) : (tensor<*xi32>) -> ()')
    L.append('  return\n}')
    return '\n'.join(L) + '\n'

def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    return re.sub(r'base@ = 0x[0-9a-f]+', 'base@', p.stdout + p.stderr)


def main():
    args = sys.argv[1:]
    keep = None
    if '--keep' in args:
        i = args.index('--keep')
        keep = args[i + 1]
        del args[i:i + 2]
        os.makedirs(keep, exist_ok=True)
    if not args:
        print(__doc__)
        sys.exit(2)
    n = int(args[0])
    first = int(args[1]) if len(args) > 1 else 1
    here = os.path.dirname(os.path.abspath(__file__))
    bin_dir = os.environ.get('MEMREF_BIN', os.path.join(here, '..', 'target', 'release'))
    run_bin, opt_bin = os.path.join(bin_dir, 'memref-run'), os.path.join(bin_dir, 'memref-opt')
    tally = {'identical': 0, 'same error': 0, 'empty (ours agree)': 0, 'DIFFER': 0}
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(first, first + n):
            d = keep or tmp
            f = os.path.join(d, f'pack{seed}.mlir')
            low = os.path.join(d, f'pack{seed}.lowered.mlir')
            with open(f, 'w') as fh:
                fh.write(gen(seed))
            jit = run([run_bin, f])
            interp = run([run_bin, '--engine=interp', f])
            oracle = run([run_bin, '--no-bufferize', '--engine=interp', f])
            with open(low, 'w') as fh:
                fh.write(run([opt_bin, '-linalg-lower-pack-unpack', f]))
            up = run([os.path.join(here, 'upstream-run-tensor.sh'), low])
            if jit != interp:
                kind = 'DIFFER'
                why = 'JIT and interpreter differ'
            elif 'error:' in jit:
                # Both engines stop at the same cf.assert; the oracle at the same op.
                loc = jit.split('error:')[0]
                same = 'error:' in oracle and oracle.split('error:')[0] == loc
                kind, why = ('same error', '') if same else ('DIFFER', 'errors differ')
            elif jit != oracle:
                kind, why = 'DIFFER', 'differs from the interpreter on tensor values'
            elif jit == up:
                kind, why = 'identical', ''
            elif re.search(r'sizes = \[[^]]*\b0\b', jit):
                kind, why = 'empty (ours agree)', ''
            else:
                kind, why = 'DIFFER', 'differs from upstream'
            tally[kind] += 1
            if kind == 'DIFFER':
                print(f'seed {seed}: {why}')
    print(', '.join(f'{k}: {v}' for k, v in tally.items()))
    sys.exit(1 if tally['DIFFER'] else 0)


if __name__ == '__main__':
    main()
