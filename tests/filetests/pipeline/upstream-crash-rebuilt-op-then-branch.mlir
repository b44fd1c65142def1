// Upstream 22.1.8's ownership pass crashes on this input when run alone; the pipeline must work too.
// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s
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
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c10 step %c1 iter_args(%arg2 = %arg0) -> (f32) {
// CHECK-NEXT: %1 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
