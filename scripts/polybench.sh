#!/usr/bin/env bash
# Times the kernel suite of benches/polybench/ (PolyBench/C kernels written in memref/scf/arith,
# MEDIUM sizes, f64, plus the allocation-per-iteration loop): each program times its kernel
# alone with rtclock and prints the seconds on its first line, then a checksum. Four runs per
# kernel: upstream's chain (the deallocation pipeline, the lowering to LLVM of
# scripts/upstream-run.sh, mlir-runner -O3 and mlir-runner at its default level), and
# memref-run's JIT with the memory checker on and with --memory-checker=off. The checksum
# lines must agree across the four; a difference is reported (MISMATCH) and makes the exit
# status 1. Prints a table of kernel-only seconds (best of 3; --quick: 1 run) and the ratios
# ours/-O3 and ours/default with their geometric means.
# Usage: scripts/polybench.sh [--quick] [--markdown FILE] [--tsv FILE] [--memref-run PATH] [KERNEL...]
#   (no KERNEL: every benches/polybench/*.mlir; --markdown: also write the table as markdown;
#   --tsv: the raw rows, kernel, -O3, default, ours, no-checker seconds, agree, checksum)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$here/.."
run="$root/target/release/memref-run"
reps=3
markdown=""
tsv=""
kernels=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) reps=1 ;;
    --markdown) markdown="$2"; shift ;;
    --markdown=*) markdown="${1#--markdown=}" ;;
    --tsv) tsv="$2"; shift ;;
    --tsv=*) tsv="${1#--tsv=}" ;;
    --memref-run) run="$2"; shift ;;
    --memref-run=*) run="${1#--memref-run=}" ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    -*) echo "polybench.sh: unknown option $1" >&2; exit 1 ;;
    *) kernels+=("$1") ;;
  esac
  shift
done
if [[ ${#kernels[@]} -eq 0 ]]; then
  for f in "$root"/benches/polybench/*.mlir; do kernels+=("$(basename "$f" .mlir)"); done
fi
tools="$root/../shared/tools"
eval "$("$tools/mlir-reference.sh")"
libdir="${MLIR_LIB_DIR:-$(dirname "$(command -v mlir-opt)")/../lib}"
libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
results="$tmp/results.tsv"
: > "$results"

# Runs "$@" $reps times; keeps the smallest first line in $tmp/best and the rest of the
# output of every run in $tmp/sums (one block per run), failing on a non-zero exit.
timed() {
  local name="$1"
  shift
  : > "$tmp/times"
  : > "$tmp/sums.$name"
  for ((r = 0; r < reps; r++)); do
    if ! "$@" > "$tmp/out" 2> "$tmp/err"; then
      echo "polybench.sh: $name failed:" >&2
      cat "$tmp/err" >&2
      return 1
    fi
    head -1 "$tmp/out" >> "$tmp/times"
    tail -n +2 "$tmp/out" >> "$tmp/sums.$name"
  done
  sort -g "$tmp/times" | head -1 > "$tmp/best.$name"
}

status=0
for k in "${kernels[@]}"; do
  f="$root/benches/polybench/$k.mlir"
  [[ -f "$f" ]] || { echo "polybench.sh: no kernel $f" >&2; exit 1; }
  mlir-opt "$f" --buffer-deallocation-pipeline |
    python3 "$tools/widen-i1.py" |
    mlir-opt --lower-affine --convert-bufferization-to-memref --convert-scf-to-cf \
      --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm \
      --convert-math-to-llvm --convert-cf-to-llvm --convert-func-to-llvm \
      --convert-index-to-llvm --reconcile-unrealized-casts > "$tmp/$k.ll.mlir"
  runner=(mlir-runner -e main -entry-point-result=void -shared-libs="$libs")
  timed o3 "${runner[@]}" -O3 "$tmp/$k.ll.mlir"
  timed dflt "${runner[@]}" "$tmp/$k.ll.mlir"
  timed ours "$run" "$f"
  timed bare "$run" --memory-checker=off "$f"
  # Every run of every configuration must print the same checksum lines.
  sum="$(head -n "$(($(wc -l < "$tmp/sums.o3") / reps))" "$tmp/sums.o3" | tr '\n' ' ')"
  agree=yes
  for c in o3 dflt ours bare; do
    for ((r = 0; r < reps; r++)); do
      lines=$(($(wc -l < "$tmp/sums.$c") / reps))
      got="$(sed -n "$((r * lines + 1)),$(((r + 1) * lines))p" "$tmp/sums.$c" | tr '\n' ' ')"
      if [[ "$got" != "$sum" ]]; then
        echo "polybench.sh: $k: MISMATCH: $c prints '$got', upstream -O3 '$sum'" >&2
        agree=no
        status=1
      fi
    done
  done
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$k" "$(cat "$tmp/best.o3")" "$(cat "$tmp/best.dflt")" \
    "$(cat "$tmp/best.ours")" "$(cat "$tmp/best.bare")" "$agree" "${sum% }" >> "$results"
done

if [[ -n "$tsv" ]]; then cp "$results" "$tsv"; fi
python3 - "$results" "$reps" "$markdown" <<'PY'
import math, sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
reps, md = sys.argv[2], sys.argv[3]
head = ["kernel", "up -O3 (s)", "up default (s)", "ours (s)", "ours no-checker (s)",
        "ours/-O3", "ours/default", "no-checker/-O3", "no-checker/default", "checksum"]
table = []
logs = [[] for _ in range(4)]
for k, o3, dflt, ours, bare, agree, s in rows:
    o3, dflt, ours, bare = map(float, (o3, dflt, ours, bare))
    ratios = [ours / o3, ours / dflt, bare / o3, bare / dflt]
    for i, x in enumerate(ratios):
        logs[i].append(math.log(x))
    table.append([k, f"{o3:.6f}", f"{dflt:.6f}", f"{ours:.6f}", f"{bare:.6f}"]
                 + [f"{x:.2f}" for x in ratios]
                 + [s if agree == "yes" else "MISMATCH"])
geo = [math.exp(sum(l) / len(l)) if l else float("nan") for l in logs]
table.append(["geomean", "", "", "", ""] + [f"{x:.2f}" for x in geo] + [""])
widths = [max(len(r[i]) for r in [head] + table) for i in range(len(head))]
for r in [head] + table:
    print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
print(f"(kernel-only seconds, best of {reps}; ratios > 1: ours slower)")
if md:
    with open(md, "w") as out:
        out.write("| " + " | ".join(head) + " |\n")
        out.write("|" + "|".join("---" if i in (0, 9) else "---:" for i in range(len(head))) + "|\n")
        for r in table:
            out.write("| " + " | ".join(r) + " |\n")
PY
exit $status
