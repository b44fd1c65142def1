#!/usr/bin/env bash
# Measures the dealloc lowerings and regenerates docs/dealloc-cost.md and docs/dealloc-cost.svg.
#   scripts/dealloc-report.sh [--quick]
# --quick: the small grid (BENCH_QUICK=1, under two minutes). With upstream installed
# (../shared/tools/mlir-reference.sh) the report also compares with mlir-opt | mlir-runner;
# NO_UPSTREAM=1 skips that.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"
quick=""
if [[ "${1:-}" == "--quick" ]]; then quick="--quick"; export BENCH_QUICK=1; fi
cargo bench --bench dealloc_lowering
rm -f target/dealloc_upstream.csv
if [[ -z "${NO_UPSTREAM:-}" ]] && bash ../shared/tools/mlir-reference.sh > /dev/null 2>&1; then
  bash scripts/compare-dealloc-upstream.sh $quick
fi
python3 scripts/dealloc_report.py
