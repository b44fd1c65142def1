#!/usr/bin/env bash
# Times the vector kernels of scripts/vector-kernels/ (a dot product and a saxpy written with
# vector.load/fma/store/reduction on 1M f32 elements, 400 repetitions, timed inside the program
# with rtclock) under memref-run's JIT (memory checker on, then off) and under upstream's chain
# (the deallocation pipeline, vector lowering to LLVM, mlir-runner -O3), in one run, and prints
# the times and ratios. Usage: scripts/vector-kernels.sh [MEMREF_RUN]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
run="${1:-$here/../target/release/memref-run}"
eval "$("$here/../../shared/tools/mlir-reference.sh")"
libdir="$(dirname "$(command -v mlir-opt)")/../lib"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# The best of three runs each (the machine may be shared).
best() { python3 -c "import sys; print(min(float(x) for x in sys.argv[1:]))" "$@"; }
echo "kernel  upstream-O3(s)  jit(s)  jit-no-checker(s)  ratio  ratio-no-checker"
for k in dot saxpy; do
  f="$here/vector-kernels/$k.mlir"
  mlir-opt "$f" --buffer-deallocation-pipeline |
    python3 "$here/../../shared/tools/widen-i1.py" |
    mlir-opt --convert-vector-to-scf --lower-affine --convert-bufferization-to-memref \
      --convert-scf-to-cf --expand-strided-metadata --convert-vector-to-llvm \
      --finalize-memref-to-llvm --convert-math-to-llvm --convert-to-llvm \
      --reconcile-unrealized-casts > "$tmp/$k.ll.mlir"
  up=$(best $(for r in 1 2 3; do mlir-runner -O3 -e main -entry-point-result=void \
    -shared-libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so" \
    "$tmp/$k.ll.mlir" | head -1; done))
  ours=$(best $(for r in 1 2 3; do "$run" "$f" | head -1; done))
  bare=$(best $(for r in 1 2 3; do "$run" --memory-checker=off "$f" | head -1; done))
  python3 -c "u,o,b=$up,$ours,$bare; print(f'$k  {u:.4f}  {o:.4f}  {b:.4f}  {o/u:.2f}  {b/u:.2f}')"
done
