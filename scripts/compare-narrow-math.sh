#!/usr/bin/env bash
# memref-run (both engines) against upstream's mlir-runner, bit for bit, on the probe programs
# of scripts/narrow-math-probe.py: every math op on many encodings of each narrow float type.
#   scripts/compare-narrow-math.sh [TYPES...]      (default: every type upstream can run)
# Environment: MODES (default "unary binary fpowi classes fma vector"), N (random cases for
# 16-bit types, default 20000), TRIALS (random vector sets, default 500), KEEP (directory for
# the programs and outputs, default a temporary one), MEMREF_RUN (default
# target/release/memref-run), RUNNER_FLAGS (for mlir-runner: -mattr=-avx512bf16 keeps bf16
# denormals on a host with AVX512-BF16, see scripts/upstream-run.sh).
# Cases whose result upstream leaves open are expected to differ: which NaN two NaNs give
# (LLVM commutes operands) and the sign of a zero maxnumf/minnumf picks from +0 and -0.
# f8/f6/f4 run through scripts/upstream-run-narrow.sh (APFloat, math extended to f32); f16
# and bf16 through scripts/upstream-run.sh (LLVM's own f16/bf16 lowering), except the
# classes, which only the APFloat chain lowers (isinf, isnormal). tf32 is not compared:
# upstream's LLVM lowering has no tf32. Mode `vector` (scripts/narrow-vector-probe.py) runs for
# f16, bf16 and f32.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
run="${MEMREF_RUN:-$here/../target/release/memref-run}"
dir="${KEEP:-$(mktemp -d)}"
mkdir -p "$dir"
types=("$@")
[[ ${#types[@]} -eq 0 ]] && types=(f16 bf16 f8E5M2 f8E4M3 f8E4M3FN f8E5M2FNUZ f8E4M3FNUZ
  f8E4M3B11FNUZ f8E3M4 f8E8M0FNU f4E2M1FN f6E2M3FN f6E3M2FN)
status=0
for t in "${types[@]}"; do
  for m in ${MODES:-unary binary fpowi classes fma vector}; do
    f="$dir/$t.$m"
    chain="$here/upstream-run-narrow.sh"
    native=0
    if [[ ($t == f16 || $t == bf16) && $m != classes ]]; then
      chain="$here/upstream-run.sh"
      native=1
    fi
    if [[ $m == vector ]]; then
      # Vector ops on random vectors (f16, bf16 and f32 only: upstream lowers them on no other).
      [[ $t == f16 || $t == bf16 || $t == f32 ]] || continue
      chain="$here/upstream-run.sh"
      python3 "$here/narrow-vector-probe.py" "$t" "${TRIALS:-500}" >"$f.mlir"
    else
      # The APFloat chain's fma wrapper asserts on inexact results: exact cases only there.
      NATIVE=$native EXACT_FMA=$((1 - native)) python3 "$here/narrow-math-probe.py" "$t" "$m" "${N:-20000}" >"$f.mlir"
    fi
    [[ -s $f.up ]] || "$chain" "$f.mlir" >"$f.up" 2>"$f.up.err" || { echo "$t $m: upstream failed"; status=1; continue; }
    "$run" "$f.mlir" >"$f.jit" 2>"$f.jit.err"
    "$run" --engine=interp "$f.mlir" >"$f.interp" 2>"$f.interp.err"
    res="$(wc -l <"$f.up") cases"
    for e in jit interp; do
      if cmp -s "$f.up" "$f.$e"; then res="$res, $e identical"; else
        res="$res, $e: $(diff "$f.up" "$f.$e" | grep -c '^>') differ"; status=1
      fi
    done
    echo "$t $m: $res"
  done
done
exit $status
