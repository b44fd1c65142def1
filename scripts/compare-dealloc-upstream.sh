#!/usr/bin/env bash
# Run-time cost of bufferization.dealloc, side by side with upstream: the unknown-aliasing
# programs of benches/dealloc_lowering.rs (and their plain-free floor) through
#   upstream: mlir-opt (tail of the dealloc pipeline, helper lowering) | LLVM lowering
#             | mlir-runner -O2
#   ours:     memref-run --engine=jit --memory-checker=off, helper and fast lowerings.
# Prints ns per loop iteration (N allocs + one dealloc; the fastest of RUNS runs) and writes
# target/dealloc_upstream.csv. Needs upstream (../shared/tools/mlir-reference.sh).
# Usage: scripts/compare-dealloc-upstream.sh [--quick]   (RUNS=3 by default)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
tools="$here/../shared/tools"
eval "$(bash "$tools/mlir-reference.sh")"
libdir="${MLIR_LIB_DIR:-$(dirname "$(command -v mlir-opt)")/../lib}"
libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so"
runs="${RUNS:-3}"
ns=(1 2 4 8 16 32 64); ms=(0 2 4 16)
if [[ "${1:-}" == "--quick" ]]; then ms=(2 4); fi
cargo build --release --quiet --bin memref-run --example gen_dealloc_bench --manifest-path "$here/Cargo.toml"
gen="$here/target/release/examples/gen_dealloc_bench"
run="$here/target/release/memref-run"
tail_passes="canonicalize, buffer-deallocation-simplification, bufferization-lower-deallocations, cse, canonicalize"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT

upstream() {
  mlir-opt "$1" --pass-pipeline="builtin.module($tail_passes)" |
    python3 "$tools/widen-i1.py" |
    mlir-opt --convert-bufferization-to-memref --convert-scf-to-cf --expand-strided-metadata \
      --finalize-memref-to-llvm --convert-arith-to-llvm --convert-math-to-llvm \
      --convert-cf-to-llvm --convert-func-to-llvm --convert-index-to-llvm \
      --reconcile-unrealized-casts > "$tmp/llvm.mlir"
  mlir-runner -O2 "$tmp/llvm.mlir" -e main -entry-point-result=void -shared-libs="$libs" | head -1
}
ours() {
  "$run" "$1" --engine=jit --memory-checker=off \
    --pass-pipeline="builtin.module(${tail_passes/bufferization-lower-deallocations/bufferization-lower-deallocations\{lowering=$2\}})" | head -1
}
# The fastest of $runs runs of a command printing ns on its first line.
best() {
  local b=""
  for ((r = 0; r < runs; r++)); do
    local v; v="$("$@")"
    b="$(python3 -c "import sys; a=[float(x) for x in sys.argv[1:] if x]; print(f'{min(a):.2f}')" "$v" $b)"
  done
  echo "$b"
}

csv="$here/target/dealloc_upstream.csv"
echo "n,m,upstream_helper,upstream_floor,ours_helper,ours_fast,ours_floor" > "$csv"
printf "%4s %4s | %16s %15s | %12s %10s %11s\n" N M "upstream helper" "upstream floor" "ours helper" "ours fast" "ours floor"
for m in "${ms[@]}"; do
  for n in "${ns[@]}"; do
    k=$((200000 / n)); ((k < 500)) && k=500
    "$gen" unknown "$n" "$m" "$k" > "$tmp/u.mlir"
    "$gen" floor "$n" "$m" "$k" > "$tmp/f.mlir"
    uh="$(best upstream "$tmp/u.mlir")"; uf="$(best upstream "$tmp/f.mlir")"
    oh="$(best ours "$tmp/u.mlir" helper)"; of="$(best ours "$tmp/u.mlir" fast)"
    ofl="$(best ours "$tmp/f.mlir" helper)"
    printf "%4s %4s | %16s %15s | %12s %10s %11s\n" "$n" "$m" "$uh" "$uf" "$oh" "$of" "$ofl"
    echo "$n,$m,$uh,$uf,$oh,$of,$ofl" >> "$csv"
  done
done
echo "wrote $csv (ns per iteration: N allocs + one dealloc, fastest of $runs runs)"
