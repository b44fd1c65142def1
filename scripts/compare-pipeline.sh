#!/usr/bin/env bash
# Times `--buffer-deallocation-pipeline` (parse + passes + print) with memref-opt and upstream
# mlir-opt on generated modules, and prints time and peak-memory ratios.
# Usage: scripts/compare-pipeline.sh [FUNCS...]   (default: 1000 10000)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
eval "$("$here/../shared/tools/mlir-reference.sh")"
cargo build --release --quiet --bin memref-opt --example gen_pipeline_module --example ir_stats --manifest-path "$here/Cargo.toml"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
for n in "${@:-1000 10000}"; do
  for k in $n; do
    "$here/target/release/examples/gen_pipeline_module" "$k" > "$tmp/in.mlir"
    /usr/bin/time -f "%e %M" -o "$tmp/ours" "$here/target/release/memref-opt" --buffer-deallocation-pipeline "$tmp/in.mlir" > "$tmp/ours.out"
    /usr/bin/time -f "%e %M" -o "$tmp/up" mlir-opt --buffer-deallocation-pipeline "$tmp/in.mlir" > "$tmp/up.out"
    read -r ot om < "$tmp/ours"; read -r ut um < "$tmp/up"
    mlir-opt "$tmp/ours.out" > "$tmp/ours.norm"; mlir-opt "$tmp/up.out" > "$tmp/up.norm"
    cmp -s "$tmp/ours.norm" "$tmp/up.norm" && same=identical || same=DIFFERENT
    # Ops of the output (the largest IR of the run) for the memory per op.
    ops=$("$here/target/release/examples/ir_stats" "$tmp/ours.out" --no-pipeline | sed 's/ops parsed //')
    python3 -c "print(f'{$k} funcs ({$ops} ops out): memref-opt {$ot}s {$om}KB, mlir-opt {$ut}s {$um}KB: speed-up {$ut/max($ot,0.001):.2f}x, memory {$om/$um:.2f}, outputs $same')"
  done
done
