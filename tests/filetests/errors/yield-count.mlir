// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @yieldcount(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
    scf.yield
  }
  return
}

// CHECK: {{.*}}yield-count.mlir:5:8: error: 'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs
// CHECK-NEXT: %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
// CHECK-NEXT: ^
// CHECK: yield-count.mlir:6:5: note: region branch point
