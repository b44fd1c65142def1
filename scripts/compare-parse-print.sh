#!/usr/bin/env bash
# Times parse + verify + print of a generated module (10,000 functions of ~100 ops) with
# memref-opt and with upstream mlir-opt, and prints the time and peak-memory ratios.
# Usage: scripts/compare-parse-print.sh [FUNCS] [OPS_PER_FUNC]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
funcs="${1:-10000}"; ops="${2:-100}"
eval "$("$here/../shared/tools/mlir-reference.sh")"
cargo build --release --quiet --bin memref-opt --example gen_module --example ir_stats --manifest-path "$here/Cargo.toml"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
"$here/target/release/examples/gen_module" "$funcs" "$ops" > "$tmp/in.mlir"
echo "input: $(wc -c < "$tmp/in.mlir") bytes, $(wc -l < "$tmp/in.mlir") lines, $("$here/target/release/examples/ir_stats" "$tmp/in.mlir" --no-pipeline)"
best() { # best-of-3 wall time (s) and peak RSS (KB) of a command
  local bt=999999 bm=0
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$tmp/t" "$@" > "$tmp/out.$(basename "$1")" 2>/dev/null
    read -r t m < "$tmp/t"
    bt=$(python3 -c "print(min($bt, $t))"); bm=$m
  done
  echo "$bt $bm"
}
read -r ot om < <(best "$here/target/release/memref-opt" "$tmp/in.mlir")
read -r ut um < <(best mlir-opt "$tmp/in.mlir")
cmp -s "$tmp/out.memref-opt" "$tmp/out.mlir-opt" && same=identical || same=DIFFERENT
echo "memref-opt: ${ot}s ${om}KB"
echo "mlir-opt:   ${ut}s ${um}KB"
python3 -c "print(f'speed-up {${ut}/${ot}:.2f}x, memory ratio {${om}/${um}:.2f} (ours/upstream), outputs $same')"
