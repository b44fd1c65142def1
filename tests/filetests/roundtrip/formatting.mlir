// RUN: memref-opt %s | filecheck %s
// Comments and odd spacing are accepted.
func.func   @f ( %a :i32,%b: i32 )->i32 {   // trailing comment
  %0=arith.addi %a,%b:i32
  %1 = arith.muli   %0 ,   %0
       : i32
  return %1:i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
