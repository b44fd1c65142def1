// RUN: memref-opt %s | filecheck %s
%0 = builtin.unrealized_conversion_cast to i32
func.func @f(%a: i32, %b: f32) -> i64 {
  %1 = builtin.unrealized_conversion_cast %a : i32 to i64
  %2:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, i8
  return %1 : i64
}

// CHECK: module {
// CHECK-NEXT: %0 = unrealized_conversion_cast to i32
// CHECK-NEXT: func.func @f(%arg0: i32, %arg1: f32) -> i64 {
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: %2:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, i8
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
