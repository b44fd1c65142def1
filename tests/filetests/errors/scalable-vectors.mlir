// Scalable vectors parse, verify and print as upstream's, but their size is known only on the
// target: both engines stop at the first op that makes or uses one, with a located error.
// RUN: memref-opt %s | filecheck %s --check-prefix=IR
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s --check-prefix=INTERP
// RUN: not memref-run %s 2>&1 | filecheck %s --check-prefix=JIT
// IR: %cst = arith.constant dense<1.000000e+00> : vector<[4]xf32>
// IR: vector.print %cst : vector<[4]xf32>
// INTERP: scalable-vectors.mlir:11:8: error: scalable vectors are not supported
// JIT: scalable-vectors.mlir:11:8: error: scalable vectors are not supported
func.func @main() {
  %v = arith.constant dense<1.0> : vector<[4]xf32>
  vector.print %v : vector<[4]xf32>
  return
}
