// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%a: i32) -> (i32) {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %c5, %c7 : i32
  %1 = arith.muli %a, %0 : i32
  %2 = arith.muli %1, %c5 : i32
  return %2 : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: %c60_i32 = arith.constant 60 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c60_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
