// RUN: memref-opt %s | filecheck %s
func.func @ifs(%c: i1, %x: f32, %y: f32, %n: i32) -> f32 {
  scf.if %c {
    %a = arith.addf %x, %y : f32
  }
  %0 = scf.if %c -> f32 {
    scf.yield %x : f32
  } else {
    scf.yield %y : f32
  }
  scf.if %c {
  } else {
  }
  %1:2 = scf.if %c -> (f32, f32) {
    scf.yield %x, %y : f32, f32
  } else {
    scf.yield %y, %x : f32, f32
  }
  %w = scf.while (%arg = %n) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %n : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%arg: i32):
    %nx = arith.addi %arg, %arg : i32
    scf.yield %nx : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %0 : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @ifs(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: i32) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %3 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, f32) {
// CHECK-NEXT: scf.yield %arg1, %arg2 : f32, f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2, %arg1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.while (%arg4 = %arg3) : (i32) -> i32 {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg4, %arg3 : i32
// CHECK-NEXT: scf.condition(%3) %arg4 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32):
// CHECK-NEXT: %3 = arith.addi %arg4, %arg4 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
