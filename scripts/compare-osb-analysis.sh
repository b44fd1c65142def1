#!/usr/bin/env bash
# Compares One-Shot Bufferize's in-place analysis with upstream's on N random tensor programs
# (examples/random_tensor_program.rs with --scf --linalg): memref-opt and mlir-opt with
# --one-shot-bufferize="test-analysis-only" (mode `ta`) and with
# ="test-analysis-only bufferize-function-boundaries" (mode `taf`) must print identical IR
# (the same __inplace_operands_attr__, bufferization.access and __equivalent_func_args__), or
# both fail; modes `tad` and `tafd` add dump-alias-sets (the alias sets in upstream's order). A
# difference is kept (program and both outputs) in $KEEP (default
# /tmp/compare-osb-analysis).
# Usage: [JOBS=n] [KEEP=dir] [MODES="ta taf tad tafd"] scripts/compare-osb-analysis.sh [N] [FIRST_SEED]
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
n="${1:-300}"; first="${2:-1}"; jobs="${JOBS:-$(nproc)}"; keep="${KEEP:-/tmp/compare-osb-analysis}"
eval "$(bash "$here/../shared/tools/mlir-reference.sh")" || exit 1
cargo build --release --quiet --bin memref-opt --example random_tensor_program \
  --manifest-path "$here/Cargo.toml" || exit 1
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
mkdir -p "$keep"
# Private copies, so that rebuilding the project during a long run cannot disturb it.
cp "$here/target/release/memref-opt" "$here/target/release/examples/random_tensor_program" "$tmp/"
modes="${MODES:-ta taf tad tafd}"
export tmp keep modes

one() {
  local seed="$1" d="$tmp/$1" mode opts
  mkdir -p "$d"
  "$tmp/random_tensor_program" "$seed" --scf --linalg > "$d/in.mlir" || { echo "GENFAIL $seed"; return; }
  for mode in $modes; do
    case "$mode" in
      ta) opts="test-analysis-only" ;;
      taf) opts="test-analysis-only bufferize-function-boundaries" ;;
      tad) opts="test-analysis-only dump-alias-sets" ;;
      tafd) opts="test-analysis-only bufferize-function-boundaries dump-alias-sets" ;;
      *) echo "unknown mode $mode"; return ;;
    esac
    local u="$d/$mode.upstream" o="$d/$mode.ours" urc=0 orc=0
    mlir-opt --one-shot-bufferize="$opts" "$d/in.mlir" > "$u" 2>&1 || urc=1
    "$tmp/memref-opt" --one-shot-bufferize="$opts" "$d/in.mlir" > "$o" 2>&1 || orc=1
    if { [ $urc = 1 ] && [ $orc = 1 ]; } || { [ $urc = 0 ] && [ $orc = 0 ] && cmp -s "$u" "$o"; }; then
      echo "SAME $mode $seed"
    else
      echo "DIFF $mode $seed"
      cp "$d/in.mlir" "$keep/$seed.mlir"
      cp "$u" "$keep/$seed.$mode.upstream"; cp "$o" "$keep/$seed.$mode.ours"
    fi
  done
  rm -rf "$d"
}
export -f one

seq "$first" $((first + n - 1)) | xargs -P "$jobs" -I{} bash -c 'one {}' > "$tmp/results"
for mode in $modes; do
  same=$(grep -c "^SAME $mode " "$tmp/results")
  diffs=$(grep "^DIFF $mode " "$tmp/results" | awk '{print $3}' | sort -n | tr '\n' ' ')
  echo "$mode: $same/$n identical${diffs:+; differ: $diffs(kept in $keep)}"
done
grep '^GENFAIL' "$tmp/results" || true
