#!/usr/bin/env bash
# Upstream's chain for a program with tensor values: upstream can run one only after
# bufferization, so the program is bufferized first (--one-shot-bufferize=
# bufferize-function-boundaries, the pass memref-run runs, then --convert-linalg-to-loops for the
# linalg.map that tensor.generate, tensor.pad and tensor.splat bufferize to, and
# --expand-strided-metadata --lower-affine here, as the affine.apply it makes of the slices'
# dynamic offsets would otherwise outlive upstream-run.sh's --lower-affine), then run by
# scripts/upstream-run.sh (the deallocation pipeline, the lowering to LLVM, mlir-runner).
# No --empty-tensor-to-alloc-tensor: One-Shot Bufferize (LLVM 22) allocates for tensor.empty
# itself, and that pass (a greedy rewrite) also erases the ops whose results are unused and
# turns tensor.empty into alloc_tensor, which changes the analysis' decisions (a loop's yield
# becomes non-equivalent, a cast conflicts, an unavoidable conflict among dead ops vanishes):
# the chain would not bufferize the program memref-run bufferizes.
# Usage: scripts/upstream-run-tensor.sh [--track] FILE   (as scripts/upstream-run.sh)
set -uo pipefail
track=()
if [[ "${1:-}" == "--track" ]]; then
  track=(--track)
  shift
fi
file="$1"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
eval "$("$here/../../shared/tools/mlir-reference.sh")"
tmp="$(mktemp --suffix=.mlir)"
trap 'rm -f "$tmp"' EXIT
mlir-opt "$file" \
  --convert-elementwise-to-linalg \
  --one-shot-bufferize=bufferize-function-boundaries \
  --convert-linalg-to-loops \
  --expand-strided-metadata \
  --lower-affine >"$tmp" || exit 1
"$here/upstream-run.sh" "${track[@]}" "$tmp"
