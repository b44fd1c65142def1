// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%a: i32, %b: i1) -> (i32, i1, i1) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.addi %c5, %c7 : i32
  %1 = arith.addi %a, %c0 : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.andi %f, %b : i1
  %4 = arith.ori %3, %b : i1
  %5 = arith.xori %t, %b : i1
  %6 = arith.select %b, %4, %4 : i1
  %7 = arith.addi %c5, %2 : i32
  return %7, %6, %5 : i32, i1, i1
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32, %arg1: i1) -> (i32, i1, i1) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c12_i32 : i32
// CHECK-NEXT: %1 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %2 = arith.addi %0, %c5_i32 : i32
// CHECK-NEXT: return %2, %arg1, %1 : i32, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
