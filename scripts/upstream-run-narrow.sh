#!/usr/bin/env bash
# Upstream's chain for programs computing on the narrow floats LLVM has no type for (f8/f6/f4,
# tf32): scripts/upstream-run.sh's chain with upstream's software float lowering first:
#   --convert-math-to-apfloat        math.absf, fma, isnan/isinf/isfinite/isnormal through APFloat
#                                    (exact, in the type's own format: the lowering of upstream's
#                                    Math/CPU/test-apfloat-emulation.mlir)
#   --math-extend-to-supported-types every other math op (fma excepted: it is legal there) on
#                                    an unsupported float: extf to f32, the f32 op, truncf
#   --convert-arith-to-apfloat       the arith ops (and those truncf/extf) through APFloat
# then the usual lowering to LLVM and mlir-runner with the APFloat wrappers library.
# It runs f16/bf16 through the same passes (extended to f32 / APFloat): for their native
# lowering (what memref-run follows for f16/bf16) use scripts/upstream-run.sh.
# Usage: scripts/upstream-run-narrow.sh FILE   (RUNNER_FLAGS: more mlir-runner flags)
set -uo pipefail
file="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tools="$here/../../shared/tools"
eval "$("$tools/mlir-reference.sh")"
libdir="${MLIR_LIB_DIR:-$(dirname "$(command -v mlir-opt)")/../lib}"
libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so,$libdir/libmlir_apfloat_wrappers.so"
mlir-opt "$file" --buffer-deallocation-pipeline |
  python3 "$tools/widen-i1.py" |
  mlir-opt \
    --lower-vector-multi-reduction \
    --convert-math-to-apfloat \
    --math-extend-to-supported-types \
    --math-expand-ops=ops=clampf \
    --convert-arith-to-apfloat \
    --convert-vector-to-scf \
    --lower-affine \
    --convert-bufferization-to-memref \
    --convert-scf-to-cf \
    --expand-strided-metadata \
    --convert-vector-to-llvm \
    --finalize-memref-to-llvm \
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
