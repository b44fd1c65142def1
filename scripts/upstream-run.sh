#!/usr/bin/env bash
# Upstream's whole chain for a program of ours, as ../shared/tools/mlir-reference-run.sh runs it
# (the deallocation pipeline, i1 memrefs widened, the lowering to LLVM, mlir-runner), with the
# lowering of the dialects that script does not lower added first: vector
# (--convert-linalg-to-loops for linalg on buffers, --lower-vector-multi-reduction, --convert-vector-to-scf, --convert-vector-to-llvm), complex
# (--convert-complex-to-standard), math.clampf (--math-expand-ops=ops=clampf) and the math
# functions libm provides (--convert-vector-to-llvm and --convert-arith-to-llvm again after
# --convert-math-to-libm, for the vector.extract/insert and extf/truncf it puts around its
# calls on vectors and on f16/bf16); a program with vector.scan has it lowered first by the
# transform interpreter (scripts/lower-vector-scan.mlir: upstream's ScanToArithOps patterns,
# which no pass applies).
# Usage: scripts/upstream-run.sh [--track] FILE   (--track: as the shared script's, with
# TRACK_LIB the allocator library loaded after the runner's; RUNNER_FLAGS: more mlir-runner
# flags, e.g. -mattr=-avx512bf16: on a host with AVX512-BF16 LLVM converts f32 to bf16 with
# vcvtneps2bf16, which flushes denormal results to zero)
set -uo pipefail
track=0
if [[ "${1:-}" == "--track" ]]; then
  track=1
  shift
fi
file="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tools="$here/../../shared/tools"
eval "$("$tools/mlir-reference.sh")"
libdir="${MLIR_LIB_DIR:-$(dirname "$(command -v mlir-opt)")/../lib}"
libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so"
memref_to_llvm="--finalize-memref-to-llvm"
if [[ $track -eq 1 ]]; then
  memref_to_llvm="--finalize-memref-to-llvm=use-generic-functions=true"
  track_lib="${TRACK_LIB:-${XDG_CACHE_HOME:-$HOME/.cache}/libtrack.so}"
  [[ -f "$track_lib" ]] || cc -O2 -shared -fPIC -o "$track_lib" "$tools/track.c"
  libs="$libs,$track_lib"
fi
scan=()
if grep -q 'vector\.scan' "$file"; then
  scan=(--transform-preload-library="transform-library-paths=$here/lower-vector-scan.mlir" --transform-interpreter)
fi
mlir-opt "$file" --buffer-deallocation-pipeline |
  python3 "$tools/widen-i1.py" |
  mlir-opt \
    "${scan[@]}" \
    --convert-linalg-to-loops \
    --lower-vector-multi-reduction \
    --convert-vector-to-scf \
    --lower-affine \
    --convert-complex-to-standard \
    --math-expand-ops=ops=clampf \
    --convert-bufferization-to-memref \
    --convert-scf-to-cf \
    --expand-strided-metadata \
    --convert-vector-to-llvm \
    "$memref_to_llvm" \
    --convert-arith-to-llvm \
    --convert-math-to-llvm \
    --convert-math-to-libm \
    --convert-vector-to-llvm \
    --convert-arith-to-llvm \
    --convert-cf-to-llvm \
    --convert-func-to-llvm \
    --convert-index-to-llvm \
    --convert-ub-to-llvm \
    --reconcile-unrealized-casts |
  mlir-runner -e main -entry-point-result=void -shared-libs="$libs" ${RUNNER_FLAGS:-}
