// RUN: memref-opt %s | filecheck %s
func.func @w(%a: i32, %b: f32, %lim: i32) -> (f32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%p: f32, %q: i32):
    %one = arith.constant 1 : i32
    %nq = arith.addi %q, %one : i32
    scf.yield %nq, %p : i32, f32
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK: module {
// CHECK-NEXT: func.func @w(%arg0: i32, %arg1: f32, %arg2: i32) -> (f32, i32) {
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (i32, f32) -> (f32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg4, %arg3 : f32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: i32):
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1, %arg3 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
