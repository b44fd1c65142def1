#!/usr/bin/env bash
# Compares the printed IR of memref-opt with upstream mlir-opt's on N random programs
# (src/testing/progs.rs), for the whole pipeline (plain and dynamic ownership) and for each pass
# alone: canonicalize, cse, buffer-deallocation-simplification (on upstream's output of the
# ownership pass and canonicalize) and bufferization-lower-deallocations (on upstream's output of
# the pipeline's first five passes). Every output of ours must also parse in mlir-opt.
# A difference is kept (program and both outputs) in $KEEP (default /tmp/compare-ir).
# Also the pre-deallocation optimizations alone (buffer-hoisting, buffer-loop-hoisting,
# promote-buffers-to-stack) and all three before the pipeline.
# EXTRA adds flags to every compared run of both tools (e.g. EXTRA=--mlir-print-debuginfo);
# MODES limits the comparison to some modes (e.g. MODES="hoist loophoist promote").
# Usage: [JOBS=n] [KEEP=dir] [EXTRA=flags] [MODES=...] scripts/compare-ir-upstream.sh [N] [FIRST_SEED]
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
n="${1:-100}"; first="${2:-1}"; jobs="${JOBS:-$(nproc)}"; keep="${KEEP:-/tmp/compare-ir}"
eval "$(bash "$here/../shared/tools/mlir-reference.sh")" || exit 1
cargo build --release --quiet --bin memref-opt --example random_program --manifest-path "$here/Cargo.toml" || exit 1
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
mkdir -p "$keep"
# Private copies, so that rebuilding the project during a long run cannot disturb it.
cp "$here/target/release/memref-opt" "$here/target/release/examples/random_program" "$tmp/"
extra="${EXTRA:-}"
all_modes="pipe dyn canon cse simp lower hoist loophoist promote allopt"
modes="${MODES:-$all_modes}"
export tmp keep extra modes
one() {
  s="$1"; d="$tmp/$s"; mkdir -p "$d"; r=""
  "$tmp/random_program" "$s" > "$d/p.mlir"
  mlir-opt --pass-pipeline='builtin.module(ownership-based-buffer-deallocation,canonicalize)' \
    "$d/p.mlir" > "$d/own.mlir" 2>/dev/null
  mlir-opt --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},canonicalize,ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification)' \
    "$d/p.mlir" > "$d/simp.mlir" 2>/dev/null
  while IFS='|' read -r mode input args; do
    [[ " $modes " == *" $mode "* ]] || continue
    mlir-opt $args $extra "$d/$input" > "$d/up.$mode" 2>&1; a=$?
    "$tmp/memref-opt" $args $extra "$d/$input" > "$d/ours.$mode" 2>&1; b=$?
    # mlir-opt killed by a signal (its known crashes, e.g. getMemrefsToRetain on some
    # cf.cond_br) while ours succeeds: counted apart, not as a difference.
    if [ $a -ge 128 ] && [ $b -eq 0 ]; then r="$r upcrash-$mode"; continue; fi
    if [ $a -ne 0 ] || [ $b -ne 0 ]; then
      [ $a -eq $b ] || r="$r $mode:exit($a/$b)"
      continue
    fi
    if ! cmp -s "$d/up.$mode" "$d/ours.$mode"; then
      if ! mlir-opt "$d/ours.$mode" > /dev/null 2>&1; then r="$r $mode:unparseable"
      else r="$r $mode"; fi
      mkdir -p "$keep/$s"; cp "$d/$input" "$d/up.$mode" "$d/ours.$mode" "$keep/$s/"
    fi
  done <<'EOF'
pipe|p.mlir|--buffer-deallocation-pipeline
dyn|p.mlir|--buffer-deallocation-pipeline=private-function-dynamic-ownership=true
canon|p.mlir|--canonicalize
cse|p.mlir|--cse
simp|own.mlir|--buffer-deallocation-simplification
lower|simp.mlir|--bufferization-lower-deallocations
hoist|p.mlir|--buffer-hoisting
loophoist|p.mlir|--buffer-loop-hoisting
promote|p.mlir|--promote-buffers-to-stack
allopt|p.mlir|--buffer-hoisting --buffer-loop-hoisting --promote-buffers-to-stack --buffer-deallocation-pipeline
EOF
  [ -n "$r" ] && echo "seed $s:$r"
  echo "$s$r" >> "$tmp/results"
  rm -rf "$d"
}
export -f one
seq "$first" $((first + n - 1)) | xargs -P "$jobs" -I{} bash -c 'one {}'
total=$(wc -l < "$tmp/results")
for m in $modes; do
  bad=$(grep -c " $m\b" "$tmp/results")
  crashed=$(grep -c "upcrash-$m\b" "$tmp/results")
  echo "$m: $((total - bad - crashed)) of $((total - crashed)) identical"
done
echo "unparseable outputs of ours: $(grep -c unparseable "$tmp/results")"
echo "runs where mlir-opt crashed and ours did not (not compared): $(grep -o 'upcrash-[a-z]*' "$tmp/results" | wc -l)"
