// RUN: memref-opt %s | filecheck %s
func.func private @callee(index) -> index
func.func @caller(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %v = func.call @callee(%acc) : (index) -> index
    scf.yield %v : index
  }
  %top = func.call @callee(%r) : (index) -> index
  return %top : index
}

// CHECK: module {
// CHECK-NEXT: func.func private @callee(index) -> index
// CHECK-NEXT: func.func @caller(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT: %2 = func.call @callee(%arg2) : (index) -> index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = call @callee(%0) : (index) -> index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
