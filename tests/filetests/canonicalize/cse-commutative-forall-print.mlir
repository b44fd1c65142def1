// CSE treats a commutative op's operands in either order as the same op (as upstream's
// OperationEquivalence; subi is not commutative), and scf.forall prints its `in` form when every
// lower bound is 0 and every step 1 through constant operands too (upstream's isNormalized).
// Found by running every file test through both tools' --cse. Expected output is mlir-opt's.
// RUN: memref-opt %s --cse | filecheck %s
func.func @f(%x: i64, %y: i64, %a: f32, %b: f32) -> (i64, i64, i64, i64, f32, f32, i64, i64) {
  %0 = arith.addi %x, %y : i64
  %1 = arith.addi %y, %x : i64
  %2 = arith.subi %x, %y : i64
  %3 = arith.subi %y, %x : i64
  %4 = arith.mulf %a, %b : f32
  %5 = arith.mulf %b, %a : f32
  %6 = arith.maxsi %x, %y : i64
  %7 = arith.maxsi %y, %x : i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i64, i64, f32, f32, i64, i64
}
func.func @g(%m: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.forall (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %v, %m[%i] : memref<4xf32>
  }
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: f32) -> (i64, i64, i64, i64, f32, f32, i64, i64) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i64
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i64
// CHECK-NEXT: %2 = arith.subi %arg1, %arg0 : i64
// CHECK-NEXT: %3 = arith.mulf %arg2, %arg3 : f32
// CHECK-NEXT: %4 = arith.maxsi %arg0, %arg1 : i64
// CHECK-NEXT: return %0, %0, %1, %2, %3, %3, %4, %4 : i64, i64, i64, i64, f32, f32, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<4xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.forall (%arg2) in (%c4) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
