#!/usr/bin/env bash
# Compile throughput: a generated module of N functions (the deallocation-pipeline workload of
# scripts/compare-pipeline.sh) with a @main that calls every function, run end to end by
# memref-run (parse, pipeline, Cranelift, run) and by upstream (mlir-opt with the pipeline and
# the lowering to LLVM, then mlir-runner at its default level), whole-process wall time and peak
# memory (and the CPU seconds of that run: the parallel compile shows in wall time only when
# cores are free), best of 3. The printed results must agree and upstream's tracked run must show no leak.
# Usage: scripts/compare-compile.sh [--quick] [FUNCS...]   (default: 1000)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
tools="$here/../shared/tools"
eval "$(bash "$tools/mlir-reference.sh")"
reps=3
sizes=()
for a in "$@"; do
  case "$a" in
    --quick) reps=1 ;;
    *) sizes+=("$a") ;;
  esac
done
[[ ${#sizes[@]} -eq 0 ]] && sizes=(1000)
cargo build --release --quiet --bin memref-run --example gen_pipeline_module --manifest-path "$here/Cargo.toml"
run="$here/target/release/memref-run"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
libdir="${MLIR_LIB_DIR:-$(dirname "$(command -v mlir-opt)")/../lib}"
libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so"
# Best wall time (s), and the peak RSS (KB) and CPU seconds (user + sys, children included) of
# that run, over $reps runs of "$@".
best() {
  local bt=999999 bm=0 bc=0 t m u s
  for ((r = 0; r < reps; r++)); do
    /usr/bin/time -f "%e %M %U %S" -o "$tmp/t" "$@" > "$tmp/out" 2> "$tmp/err" || {
      echo "compare-compile.sh: failed: $*" >&2; cat "$tmp/err" >&2; return 1; }
    read -r t m u s < "$tmp/t"
    if python3 -c "import sys; sys.exit(0 if $t < $bt else 1)"; then
      bt=$t; bm=$m; bc=$(python3 -c "print(round($u + $s, 2))")
    fi
  done
  echo "$bt $bm $bc"
}
upstream() {
  mlir-opt "$1" --buffer-deallocation-pipeline |
    python3 "$tools/widen-i1.py" |
    mlir-opt --convert-bufferization-to-memref --convert-scf-to-cf --expand-strided-metadata \
      --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm \
      --convert-func-to-llvm --convert-index-to-llvm --reconcile-unrealized-casts |
    mlir-runner -e main -entry-point-result=void -shared-libs="$libs"
}
export -f upstream
export libs tools
for n in "${sizes[@]}"; do
  "$here/target/release/examples/gen_pipeline_module" "$n" --main > "$tmp/in.mlir"
  read -r ot om oc < <(best "$run" "$tmp/in.mlir"); cp "$tmp/out" "$tmp/ours.out"
  read -r ut um uc < <(best bash -c 'upstream "$0"' "$tmp/in.mlir"); cp "$tmp/out" "$tmp/up.out"
  cmp -s "$tmp/ours.out" "$tmp/up.out" && same=identical || same=DIFFERENT
  track="$("$tools/mlir-reference-run.sh" --track "$tmp/in.mlir" 2>&1 | tail -1)"
  python3 -c "print(f'$n funcs: memref-run {$ot}s {$om}KB, mlir-opt|mlir-runner {$ut}s {$um}KB: speed-up {$ut/max($ot,0.001):.2f}x, memory {$om/max($um,1):.2f}, outputs $same (upstream tracked: $track); cpu {$oc}s vs {$uc}s: {$uc/max($oc,0.001):.2f}x')"
done
