#!/usr/bin/env bash
# Compares One-Shot Bufferize with upstream on N random tensor programs
# (src/testing/tensor_progs.rs, examples/random_tensor_program.rs):
#   osb   memref-opt vs mlir-opt --one-shot-bufferize: identical printed IR (or both fail)
#   osbf  the same with bufferize-function-boundaries
#   run   executed: our interpreter on the tensor form (memref-run --no-pipeline
#         --engine=interp, the oracle), memref-run (bufferized, then the deallocation pipeline)
#         in the JIT and in the interpreter, and upstream's chain
#         (scripts/upstream-run-tensor.sh): identical output (allocation addresses aside;
#         for the tensor form also the printed offsets and strides, as its buffers are
#         copies), every run exiting 0 (so the memory checker found nothing)
# A difference is kept (program and outputs) in $KEEP (default /tmp/compare-tensor).
# SCF=1 generates scf ops on tensors too (--scf); LINALG=1 linalg ops on tensors (--linalg; with
# SCF=1 also loops carrying tensors and nested statements). MODES limits the modes (e.g. MODES=run).
# Usage: [JOBS=n] [KEEP=dir] [SCF=1] [LINALG=1] [MODES=...] scripts/compare-tensor-upstream.sh [N] [FIRST_SEED]
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
n="${1:-100}"; first="${2:-1}"; jobs="${JOBS:-$(nproc)}"; keep="${KEEP:-/tmp/compare-tensor}"
eval "$(bash "$here/../shared/tools/mlir-reference.sh")" || exit 1
cargo build --release --quiet --bin memref-opt --bin memref-run --example random_tensor_program \
  --manifest-path "$here/Cargo.toml" || exit 1
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
mkdir -p "$keep"
# Private copies, so that rebuilding the project during a long run cannot disturb it.
cp "$here/target/release/memref-opt" "$here/target/release/memref-run" \
  "$here/target/release/examples/random_tensor_program" "$tmp/"
gen_flags=""
[ "${SCF:-0}" = 1 ] && gen_flags="--scf"
[ "${LINALG:-0}" = 1 ] && gen_flags="$gen_flags --linalg"
modes="${MODES:-osb osbf run}"
export tmp keep modes gen_flags here
norm() { sed -E 's/base@ = 0x[0-9a-f]+/base@ = ADDR/'; }
export -f norm
layout_norm() { sed -E 's/offset = [0-9]+ (sizes = \[[0-9, ]*\]) strides = \[[0-9, ]*\]/\1/'; }
export -f layout_norm
globals_norm() {
  local t; t="$(mktemp)"
  sed -E 's/@__constant_([0-9a-z]+)(_[0-9]+)?/@__constant_\1/g' > "$t"
  grep -v 'memref.global' "$t"; grep 'memref.global' "$t" | sort; rm -f "$t"
}
export -f globals_norm
one() {
  s="$1"; d="$tmp/$s"; mkdir -p "$d"; r=""
  "$tmp/random_tensor_program" "$s" $gen_flags > "$d/p.mlir"
  for mode in osb osbf; do
    [[ " $modes " == *" $mode "* ]] || continue
    args="--one-shot-bufferize"
    [ $mode = osbf ] && args="--one-shot-bufferize=bufferize-function-boundaries"
    mlir-opt $args "$d/p.mlir" > "$d/up.$mode" 2>&1; a=$?
    "$tmp/memref-opt" $args "$d/p.mlir" > "$d/ours.$mode" 2>&1; b=$?
    if [ $a -ne 0 ] || [ $b -ne 0 ]; then
      [ $a -eq $b ] || r="$r $mode:exit($a/$b)"
    elif ! cmp -s "$d/up.$mode" "$d/ours.$mode"; then
      # Upstream bufferizes the functions that call no other in DenseMap order (pointer
      # hashes), which decides the order of the constants' globals and their _N suffixes:
      # identical up to that, it is counted apart.
      if cmp -s <(globals_norm < "$d/up.$mode") <(globals_norm < "$d/ours.$mode"); then
        r="$r order-$mode"
      else
        r="$r $mode"
      fi
    fi
    if [[ "$r" == *" $mode"* || "$r" == *" $mode:"* ]]; then
      mkdir -p "$keep/$s"; cp "$d/p.mlir" "$d/up.$mode" "$d/ours.$mode" "$keep/$s/"
    fi
  done
  if [[ " $modes " == *" run "* ]]; then
    "$here/scripts/upstream-run-tensor.sh" "$d/p.mlir" 2>&1 | norm > "$d/run.up"; a=${PIPESTATUS[0]}
    "$tmp/memref-run" "$d/p.mlir" --no-pipeline --engine=interp 2>&1 | norm > "$d/run.tensor"; t=${PIPESTATUS[0]}
    "$tmp/memref-run" "$d/p.mlir" 2>&1 | norm > "$d/run.jit"; j=${PIPESTATUS[0]}
    "$tmp/memref-run" "$d/p.mlir" --engine=interp 2>&1 | norm > "$d/run.interp"; i=${PIPESTATUS[0]}
    # The interpreter runs no linalg op on tensors (a located error): no tensor-form oracle.
    if [ "$t" != 0 ] && grep -q 'linalg on tensors needs bufferization first' "$d/run.tensor"; then
      r="$r no-tensor-oracle"
      t=skip
    fi
    bad=""
    if [ "$a" != 0 ] && [ "$a" != skip ] && [ "$j" != 0 ] && [ "$i" != 0 ] \
      && [ "$(grep -m1 'error' "$d/run.up" | sed 's/^[^:]*://')" = "$(grep -m1 'error' "$d/run.jit" | sed 's/^[^:]*://')" ] \
      && [ "$(grep -m1 'error' "$d/run.up" | sed 's/^[^:]*://')" = "$(grep -m1 'error' "$d/run.interp" | sed 's/^[^:]*://')" ]; then
      # Both chains reject the program with the same located error.
      r="$r both-fail-run"
      a=skip
    fi
    if [ "$a" != 0 ] && [ "${t/skip/0}$j$i" = "000" ] && grep -q 'failed to legalize' "$d/run.up"; then
      # Upstream's chain cannot lower what its own pipeline made (e.g. a bufferization.clone
      # of a strided view): not compared.
      r="$r upfail-run"
      a=skip
    fi
    [ "$a" = skip ] || [ "$a${t/skip/0}$j$i" = "0000" ] || bad="exit($a/$t/$j/$i)"
    for x in jit interp; do
      [ "$a" = skip ] && break
      if ! cmp -s "$d/run.up" "$d/run.$x"; then
        # Upstream's chain folds tensor ops (greedy rewrites in --convert-elementwise-to-linalg)
        # before bufferizing, so a printed view may have another offset or strides: the same
        # elements are counted apart.
        if cmp -s <(layout_norm < "$d/run.up") <(layout_norm < "$d/run.$x"); then
          r="$r layout-$x"
        else
          bad="$bad $x"
        fi
      fi
    done
    [ "$a" = skip ] && t=skip
    # The tensor form's buffers are fresh copies: its printed offsets and strides are not
    # those of the bufferized program's views, so they are left out of that comparison.
    [ "$t" = skip ] || cmp -s <(layout_norm < "$d/run.up") <(layout_norm < "$d/run.tensor") || bad="$bad tensor"
    if [ -n "$bad" ]; then
      r="$r run:${bad// /,}"
      mkdir -p "$keep/$s"; cp "$d/p.mlir" "$d"/run.* "$keep/$s/"
    fi
  fi
  [ -n "$r" ] && echo "seed $s:$r"
  echo "$s$r" >> "$tmp/results"
  rm -rf "$d"
}
export -f one
seq "$first" $((first + n - 1)) | xargs -P "$jobs" -I{} bash -c 'one {}'
total=$(wc -l < "$tmp/results")
for m in $modes; do
  bad=$(grep -c " $m\b" "$tmp/results")
  if [ "$m" = run ]; then
    upfail=$(grep -c " upfail-run" "$tmp/results")
    layout=$(grep -c " layout-" "$tmp/results")
    notensor=$(grep -c " no-tensor-oracle" "$tmp/results")
    bothfail=$(grep -c " both-fail-run" "$tmp/results")
    upfail=$((upfail + bothfail))
    echo "run: $((total - bad - upfail)) of $((total - upfail)) identical ($layout of them up to the printed layout of a view; $upfail where upstream's chain failed, not compared; $notensor without the tensor-form oracle, as it has linalg ops; of the not compared, $bothfail where both chains gave the same error)"
  else
    order=$(grep -c " order-$m\b" "$tmp/results")
    echo "$m: $((total - bad)) of $total identical ($order of them up to the order of the constants' globals)"
  fi
done
