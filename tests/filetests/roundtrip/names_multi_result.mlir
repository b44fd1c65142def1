// RUN: memref-opt %s | filecheck %s
func.func private @pair() -> (i32, i32)
func.func @f() -> i32 {
  %p:2 = func.call @pair() : () -> (i32, i32)
  %q:2 = func.call @pair() : () -> (i32, i32)
  %s = arith.addi %p#1, %q#0 : i32
  %l, %h = arith.mului_extended %s, %p#0 : i32
  %l2, %h2 = arith.mului_extended %l, %h : i32
  return %h2 : i32
}

// CHECK: module {
// CHECK-NEXT: func.func private @pair() -> (i32, i32)
// CHECK-NEXT: func.func @f() -> i32 {
// CHECK-NEXT: %0:2 = call @pair() : () -> (i32, i32)
// CHECK-NEXT: %1:2 = call @pair() : () -> (i32, i32)
// CHECK-NEXT: %2 = arith.addi %0#1, %1#0 : i32
// CHECK-NEXT: %low, %high = arith.mului_extended %2, %0#0 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %low, %high : i32
// CHECK-NEXT: return %high_1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
