#!/usr/bin/env bash
# Runs N random programs (src/testing/progs.rs) through memref-run and through upstream
# (mlir-opt --buffer-deallocation-pipeline | mlir-runner, with the allocation tracker of
# ../shared/tools), and reports every program whose output differs or where either side leaks
# or double-frees.
# Usage: [ENGINE=jit|interp] (default jit) [JOBS=n] scripts/compare-random-upstream.sh [N] [FIRST_SEED]
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
n="${1:-100}"; first="${2:-1}"; jobs="${JOBS:-$(nproc)}"
cargo build --release --quiet --bin memref-run --example random_program --manifest-path "$here/Cargo.toml" || exit 1
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
# Private copies, so that rebuilding the project during a long run cannot disturb it.
cp "$here/target/release/memref-run" "$here/target/release/examples/random_program" "$tmp/"
export here tmp
one() {
  s="$1"; d="$tmp/$s"; mkdir -p "$d"
  "$tmp/random_program" "$s" > "$d/p.mlir"
  "$tmp/memref-run" "$d/p.mlir" --engine="${ENGINE:-jit}" > "$d/ours" 2> "$d/ours.err"; rc=$?
  bash "$here/../shared/tools/mlir-reference-run.sh" --track "$d/p.mlir" > "$d/up" 2> "$d/up.err"
  r=""
  [ $rc -eq 0 ] || r="$r ours_findings"
  grep -q "live=0 double_free=0" "$d/up.err" || r="$r up_findings"
  cmp -s "$d/ours" "$d/up" || r="$r differ"
  if [ -n "$r" ]; then
    echo "seed $s:$r"
    [ $rc -eq 0 ] || echo "  memref-run exit $rc: $(head -1 "$d/ours.err")"
    grep -q "live=0 double_free=0" "$d/up.err" || echo "  upstream: $(grep live= "$d/up.err")"
  fi
  echo "$s$r" >> "$tmp/results"
  rm -rf "$d"
}
export -f one
seq "$first" $((first + n - 1)) | xargs -P "$jobs" -I{} bash -c 'one {}'
total=$(wc -l < "$tmp/results")
same=$(grep -cv "differ" "$tmp/results")
ours=$(grep -c "ours_findings" "$tmp/results")
up=$(grep -c "up_findings" "$tmp/results")
echo "$total programs: $same identical outputs, $((total - same)) different; findings: memref-run $ours, upstream $up"
