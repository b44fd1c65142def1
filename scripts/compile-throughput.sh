#!/usr/bin/env bash
# Compile throughput of memref-run against mlir-runner on a generated module of N functions
# (memref_jit::testing::gen::pipeline_module) with a @main that calls every one of them
# ("all": everything reachable) or only the first ("one": the rest is not compiled). Both
# tools run the deallocation pipeline and execute @main; upstream's chain is that of
# scripts/polybench.sh. Prints wall and CPU seconds of each run and the ratios, measured in
# this one run. Usage: scripts/compile-throughput.sh [N] (default 1000)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$here/.."
n="${1:-1000}"
cargo build --release --quiet --bin memref-run --example gen_pipeline_module --manifest-path "$root/Cargo.toml"
tools="$root/../shared/tools"
eval "$("$tools/mlir-reference.sh")"
libdir="${MLIR_LIB_DIR:-$(dirname "$(command -v mlir-opt)")/../lib}"
libs="$libdir/libmlir_runner_utils.so,$libdir/libmlir_c_runner_utils.so"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$root/target/release/examples/gen_pipeline_module" "$n" > "$tmp/funcs.mlir"
for which in all one; do
  {
    cat "$tmp/funcs.mlir"
    echo 'func.func @main() {'
    echo '  %c2 = arith.constant 2 : index'
    echo '  %t = arith.constant true'
    echo '  %arg = memref.alloc(%c2) : memref<?xf32>'
    k=$([[ $which == all ]] && echo "$n" || echo 1)
    for ((f = 0; f < k; f++)); do
      echo "  %r$f = func.call @p$f(%c2, %arg, %t) : (index, memref<?xf32>, i1) -> memref<?xf32>"
    done
    echo '  return'
    echo '}'
  } > "$tmp/$which.mlir"
done
# Wall and CPU (user + sys) seconds of a command, on one line.
timed() {
  /usr/bin/time -f "%e %U %S" -o "$tmp/t" "$@" > /dev/null 2> "$tmp/err" || {
    cat "$tmp/err" >&2
    exit 1
  }
  awk '{printf "%.2f %.2f", $1, $2 + $3}' "$tmp/t"
}
printf '%-5s %10s %10s %12s %12s %10s %10s\n' main "ours wall" "ours cpu" "upstream wall" "upstream cpu" "wall x" "cpu x"
for which in all one; do
  read -r ow oc <<< "$(timed "$root/target/release/memref-run" "$tmp/$which.mlir")"
  up() {
    mlir-opt "$tmp/$which.mlir" --buffer-deallocation-pipeline |
      python3 "$tools/widen-i1.py" |
      mlir-opt --lower-affine --convert-bufferization-to-memref --convert-scf-to-cf \
        --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm \
        --convert-math-to-llvm --convert-cf-to-llvm --convert-func-to-llvm \
        --convert-index-to-llvm --reconcile-unrealized-casts > "$tmp/$which.ll.mlir"
    mlir-runner -e main -entry-point-result=void -shared-libs="$libs" "$tmp/$which.ll.mlir"
  }
  export -f up
  export tmp which tools libs
  read -r uw uc <<< "$(timed bash -c up)"
  printf '%-5s %10s %10s %12s %12s %10.1f %10.1f\n' "$which" "$ow" "$oc" "$uw" "$uc" \
    "$(echo "$uw / $ow" | bc -l)" "$(echo "$uc / $oc" | bc -l)"
done
