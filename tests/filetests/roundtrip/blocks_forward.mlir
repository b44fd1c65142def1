// RUN: memref-opt %s | filecheck %s
func.func @f(%c: i1) -> i32 {
  %one = arith.constant 1 : i32
  cf.br ^later
^exit(%r: i32):
  return %r : i32
^later:
  %two = arith.addi %one, %one : i32
  cf.br ^exit(%two : i32)
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%1 : i32)
// CHECK-NEXT: }
// CHECK-NEXT: }
