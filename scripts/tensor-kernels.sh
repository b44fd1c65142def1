#!/usr/bin/env bash
# Times the tensor kernels of scripts/tensor-kernels/ (a 256x256 f32 linalg.matmul and a
# linalg.conv_2d_nhwc_hwcf, written on tensors) under memref-run (its One-Shot Bufferize, the
# deallocation pipeline, the JIT; memory checker on, then off) and under upstream's chain
# (mlir-opt -one-shot-bufferize=bufferize-function-boundaries, -convert-linalg-to-loops, the
# deallocation pipeline, the lowering to LLVM, mlir-runner -O3), in one run. Two numbers each:
# kernel-only (rtclock around the call, printed by the program) and end to end (wall time of the
# whole command: parsing, passes, compiling, running; for upstream both mlir-opt and
# mlir-runner). Best of three runs. Usage: scripts/tensor-kernels.sh [MEMREF_RUN]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
run="${1:-$here/../target/release/memref-run}"
eval "$("$here/../../shared/tools/mlir-reference.sh")"
libdir="$(dirname "$(command -v mlir-opt)")/../lib"
libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
best() { python3 -c "import sys; print(min(float(x) for x in sys.argv[1:]))" "$@"; }
# Wall seconds of a shell command (its output discarded).
wall() { python3 -c "
import subprocess, sys, time
t = time.perf_counter(); subprocess.run(sys.argv[1], shell=True, check=True, stdout=subprocess.DEVNULL)
print(time.perf_counter() - t)" "$1"; }
upstream_lower() {
  mlir-opt "$1" --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries \
    --convert-linalg-to-loops --expand-strided-metadata --lower-affine --buffer-deallocation-pipeline |
    python3 "$here/../../shared/tools/widen-i1.py" |
    mlir-opt --convert-vector-to-scf --lower-affine --convert-bufferization-to-memref \
      --convert-scf-to-cf --expand-strided-metadata --convert-vector-to-llvm \
      --finalize-memref-to-llvm --convert-math-to-llvm --convert-to-llvm \
      --reconcile-unrealized-casts
}
echo "kernel  upstream-O3  jit  jit-no-checker  (kernel-only s; ratio)  |  end-to-end s: upstream  jit  (ratio)"
for k in matmul conv2d; do
  f="$here/tensor-kernels/$k.mlir"
  upstream_lower "$f" > "$tmp/$k.ll.mlir"
  # Same answers first.
  a=$(mlir-runner -O3 -e main -entry-point-result=void -shared-libs="$libs" "$tmp/$k.ll.mlir" | tail -1)
  b=$("$run" "$f" | tail -1)
  [[ "$a" == "$b" ]] || { echo "$k: outputs differ: upstream $a, memref-run $b" >&2; exit 1; }
  up=$(best $(for r in 1 2 3; do mlir-runner -O3 -e main -entry-point-result=void \
    -shared-libs="$libs" "$tmp/$k.ll.mlir" | head -1; done))
  ours=$(best $(for r in 1 2 3; do "$run" "$f" | head -1; done))
  bare=$(best $(for r in 1 2 3; do "$run" --memory-checker=off "$f" | head -1; done))
  up_e2e=$(best $(for r in 1 2 3; do wall "$(declare -f upstream_lower); here='$here'; upstream_lower '$f' | mlir-runner -O3 -e main -entry-point-result=void -shared-libs='$libs'"; done))
  our_e2e=$(best $(for r in 1 2 3; do wall "'$run' '$f'"; done))
  python3 -c "u,o,b,ue,oe=$up,$ours,$bare,$up_e2e,$our_e2e; print(f'$k  {u:.4f}  {o:.4f}  {b:.4f}  ({o/u:.2f}x, {b/u:.2f}x no checker)  |  {ue:.3f}  {oe:.3f}  ({ue/oe:.1f}x faster)')"
done
