#!/usr/bin/env bash
# Runs N random programs (src/testing/progs.rs) through memref-run and through upstream
# (mlir-opt --buffer-deallocation-pipeline | mlir-runner, with the allocation tracker of
# ../shared/tools), and reports every program whose output differs or where either side leaks
# or double-frees.
# Usage: [ENGINE=jit|interp] scripts/compare-random-upstream.sh [N] [FIRST_SEED]
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
n="${1:-100}"; first="${2:-1}"
cargo build --release --quiet --bin memref-run --example random_program --manifest-path "$here/Cargo.toml" || exit 1
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
same=0; diff=0; ours_findings=0; up_findings=0
for ((s = first; s < first + n; s++)); do
  "$here/target/release/examples/random_program" "$s" > "$tmp/p.mlir"
  "$here/target/release/memref-run" "$tmp/p.mlir" --engine="${ENGINE:-interp}" > "$tmp/ours" 2> "$tmp/ours.err"; rc=$?
  bash "$here/../shared/tools/mlir-reference-run.sh" --track "$tmp/p.mlir" > "$tmp/up" 2> "$tmp/up.err"
  [ $rc -eq 0 ] || { ours_findings=$((ours_findings + 1)); echo "seed $s: memref-run exit $rc: $(head -1 "$tmp/ours.err")"; }
  grep -q "live=0 double_free=0" "$tmp/up.err" || { up_findings=$((up_findings + 1)); echo "seed $s: upstream: $(grep live= "$tmp/up.err")"; }
  if cmp -s "$tmp/ours" "$tmp/up"; then same=$((same + 1)); else diff=$((diff + 1)); echo "seed $s: outputs differ"; fi
done
echo "$n programs: $same identical outputs, $diff different; findings: memref-run $ours_findings, upstream $up_findings"
