// RUN: memref-opt %s | filecheck %s
func.func @loops(%n: index, %init: f32, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<?xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  %r2:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init, %b = %init) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  %lb = arith.constant 0 : i32
  %ub = arith.constant 10 : i32
  %st = arith.constant 1 : i32
  scf.for %i = %lb to %ub step %st : i32 {
  }
  %r3 = scf.for %i = %lb to %ub step %st iter_args(%a = %init) -> (f32) : i32 {
    scf.yield %a : f32
  }
  scf.for unsigned %i = %lb to %ub step %st : i32 {
  }
  %mr = scf.for %i = %c0 to %n step %c1 iter_args(%buf = %m) -> (memref<?xf32>) {
    %new = memref.alloc(%n) : memref<?xf32>
    scf.yield %new : memref<?xf32>
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @loops(%arg0: index, %arg1: f32, %arg2: memref<?xf32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %4 = memref.load %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT: %4 = memref.load %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT: %5 = arith.addf %arg4, %4 : f32
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1, %arg5 = %arg1) -> (f32, f32) {
// CHECK-NEXT: scf.yield %arg5, %arg4 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.for %arg3 = %c0_i32 to %c10_i32 step %c1_i32  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for %arg3 = %c0_i32 to %c10_i32 step %c1_i32 iter_args(%arg4 = %arg1) -> (f32)  : i32 {
// CHECK-NEXT: scf.yield %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg3 = %c0_i32 to %c10_i32 step %c1_i32  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
