// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%a: i32) -> (i32, i32, i32) {
  %x = arith.addi %a, %a : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %0 = arith.addi %c5, %c7 : i32
  %1 = arith.muli %c5, %c7 : i32
  %y = arith.addi %x, %0 : i32
  %z = arith.addi %y, %1 : i32
  %w = arith.addi %z, %c5 : i32
  return %w, %0, %1 : i32, i32, i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c52_i32 = arith.constant 52 : i32
// CHECK-NEXT: %c35_i32 = arith.constant 35 : i32
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c52_i32 : i32
// CHECK-NEXT: return %1, %c12_i32, %c35_i32 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
