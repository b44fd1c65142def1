#!/usr/bin/env bash
# memref-run against upstream `mlir-opt | mlir-runner`, in one run:
#  1. End to end (parse + pipeline + compile + run, whole process, wall time) on small
#     programs of ours: random programs (src/testing/progs.rs) and the exec/ file tests that
#     upstream can run; outputs must be identical (buffer addresses masked).
#  2. Kernel only (rtclock around the kernel inside the program): 256x256 f32 matmul, 512x512
#     5-point stencil (10 steps), 1,000,000 small alloc/free pairs; upstream lowered to LLVM and
#     run with mlir-runner -O2; ours with the memory checker on (default) and off.
# Usage: scripts/compare-upstream.sh [--quick]    (needs ../shared/tools/mlir-reference.sh)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
tools="$here/../shared/tools"
eval "$(bash "$tools/mlir-reference.sh")"
libdir="${MLIR_LIB_DIR:-$(dirname "$(command -v mlir-opt)")/../lib}"
libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so"
quick=0; [[ "${1:-}" == "--quick" ]] && quick=1
cargo build --release --quiet --bin memref-run --example random_program --example gen_kernel \
  --manifest-path "$here/Cargo.toml"
run="$here/target/release/memref-run"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
mask() { sed -E 's/base@ = 0x[0-9a-f]+/base@ = 0x?/'; }
now() { echo "${EPOCHREALTIME/./}"; }   # microseconds

echo "== end to end (wall time of the whole process, ms) =="
programs=()
nrand=30; ((quick)) && nrand=10
for ((s = 1; s <= nrand; s++)); do
  "$here/target/release/examples/random_program" "$s" > "$tmp/random-$s.mlir"
  programs+=("$tmp/random-$s.mlir")
done
for f in "$here"/tests/filetests/exec/*.mlir; do
  grep -q "func.func @main" "$f" && ! grep -q -- "-split-input-file\|expected-error" "$f" && programs+=("$f")
done
printf "%-40s %10s %10s %8s\n" program ours upstream ratio
tot_o=0; tot_u=0; n=0; same=0; skipped=0; logsum=0
for p in "${programs[@]}"; do
  t0=$(now); "$run" "$p" > "$tmp/ours" 2> "$tmp/ours.err" || true; t1=$(now)
  if ! bash "$tools/mlir-reference-run.sh" "$p" > "$tmp/up" 2> "$tmp/up.err"; then
    skipped=$((skipped + 1)); continue   # upstream cannot run it (e.g. i1 memrefs); not timed
  fi
  t2=$(now)
  o=$(( (t1 - t0) )); u=$(( (t2 - t1) ))
  tot_o=$((tot_o + o)); tot_u=$((tot_u + u)); n=$((n + 1))
  if cmp -s <(mask < "$tmp/ours") <(mask < "$tmp/up"); then same=$((same + 1)); else echo "  output differs: $p"; fi
  logsum=$(python3 -c "import math; print($logsum + math.log($u / max($o, 1)))")
  printf "%-40s %10.1f %10.1f %7.1fx\n" "$(basename "$p")" "$(echo "$o/1000" | bc -l)" "$(echo "$u/1000" | bc -l)" "$(echo "$u/$o" | bc -l)"
done
echo "$n programs ($skipped skipped: upstream cannot run them), $same identical outputs"
printf "total: ours %.0f ms, upstream %.0f ms: %.1fx faster; geometric mean of per-program ratios %.1fx\n" \
  "$(echo "$tot_o/1000" | bc -l)" "$(echo "$tot_u/1000" | bc -l)" "$(echo "$tot_u/$tot_o" | bc -l)" \
  "$(python3 -c "import math; print(math.exp($logsum / max($n, 1)))")"

echo
echo "== kernels (ns inside the program, fastest of 3 runs) =="
upstream_kernel() {
  mlir-opt "$1" --buffer-deallocation-pipeline |
    python3 "$tools/widen-i1.py" |
    mlir-opt --convert-bufferization-to-memref --convert-scf-to-cf --expand-strided-metadata \
      --finalize-memref-to-llvm --convert-arith-to-llvm --convert-math-to-llvm \
      --convert-cf-to-llvm --convert-func-to-llvm --convert-index-to-llvm \
      --reconcile-unrealized-casts > "$tmp/llvm.mlir"
  mlir-runner -O2 "$tmp/llvm.mlir" -e main -entry-point-result=void -shared-libs="$libs" | tail -1
}
best() {
  local b=""
  for r in 1 2 3; do b="$b $("$@" | tail -1)"; done
  python3 -c "import sys; print(min(float(x) for x in sys.argv[1:]))" $b
}
if ((quick)); then sizes=("matmul 128" "stencil 256" "churn 200000"); else sizes=("matmul 256" "stencil 512" "churn 1000000"); fi
printf "%-16s %14s %14s %14s %10s %10s\n" kernel upstream-O2 ours ours-unchecked ratio unchecked
for ks in "${sizes[@]}"; do
  set -- $ks
  "$here/target/release/examples/gen_kernel" "$1" "$2" > "$tmp/k.mlir"
  u=$(best upstream_kernel "$tmp/k.mlir")
  o=$(best "$run" "$tmp/k.mlir")
  ou=$(best "$run" "$tmp/k.mlir" --memory-checker=off)
  printf "%-16s %14.0f %14.0f %14.0f %9.2fx %9.2fx\n" "$1 $2" "$u" "$o" "$ou" \
    "$(echo "$o/$u" | bc -l)" "$(echo "$ou/$u" | bc -l)"
done
echo "(ratio: our kernel time / upstream's; below 1 is faster)"
