// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @trip(%m: memref<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %v) -> (f32) {
    %l = memref.load %m[%i] : memref<4xf32>
    %s = arith.addf %acc, %l : f32
    scf.yield %s : f32
  }
  %z = scf.for %i = %c2 to %c1 step %c1 iter_args(%acc = %r) -> (f32) {
    scf.yield %acc : f32
  }
  return %z : f32
}
func.func @ifs(%c: i1, %a: i32, %b: i32) -> (i32, i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %c -> (i1) {
    scf.yield %t : i1
  } else {
    scf.yield %f : i1
  }
  %2 = scf.if %c -> (i1) {
    scf.yield %f : i1
  } else {
    scf.yield %t : i1
  }
  %3 = scf.if %t -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %0, %1, %2, %3 : i32, i1, i1, i32
}
func.func @branches(%c: i1, %x: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  cf.cond_br %c, ^bb4(%y : i32), ^bb4(%y : i32)
^bb4(%z: i32):
  return %z : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @trip(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = arith.addf %arg1, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i1, i1, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: return %0, %arg0, %1, %arg1 : i32, i1, i1, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @branches(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
