// Upstream 22.1.8 crashes on this input (spec/upstream-crashes); we must not. CHECK lines are
// our own output, reviewed by hand.
// RUN: memref-opt %s --ownership-based-buffer-deallocation | filecheck %s
func.func @simple_std_2_for(%arg0: f32) -> f32 {
  cf.br ^bb1
^bb1:
  %c0 = arith.constant 0: index
  %c1 = arith.constant 1: index
  %c10 = arith.constant 10: index
  %1 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> f32 {
    %2 = arith.addf %arg2, %arg2 : f32
    scf.yield %2 : f32
  }
  cf.br ^bb2
^bb2:
  return %1 : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @simple_std_2_for(%arg0: f32) -> f32 {
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
