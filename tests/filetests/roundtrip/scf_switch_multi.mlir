// RUN: memref-opt %s | filecheck %s
func.func @sw(%i: index, %a: i32, %b: f32) -> (i32, f32) {
  %r:2 = scf.index_switch %i -> i32, f32
  case 0 {
    scf.yield %a, %b : i32, f32
  }
  case 7 {
    %na = arith.addi %a, %a : i32
    scf.yield %na, %b : i32, f32
  }
  default {
    scf.yield %a, %b : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// CHECK: module {
// CHECK-NEXT: func.func @sw(%arg0: index, %arg1: i32, %arg2: f32) -> (i32, f32) {
// CHECK-NEXT: %0:2 = scf.index_switch %arg0 -> i32, f32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: case 7 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1, %arg2 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
