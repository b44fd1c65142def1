// RUN: memref-opt %s | filecheck %s
func.func @misc(%arg0: index, %m: memref<?x?xf32>, %v: f32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %e = scf.execute_region -> i32 {
    scf.yield %c7 : i32
  }
  %e2:2 = scf.execute_region -> (i32, i32) {
    scf.yield %c7, %c7 : i32, i32
  }
  scf.execute_region {
    scf.yield
  }
  %e3 = scf.execute_region -> i32 no_inline {
    scf.yield %c7 : i32
  }
  %s = scf.index_switch %arg0 -> i32
  case 2 {
    scf.yield %c7 : i32
  }
  case 5 {
    scf.yield %c7 : i32
  }
  default {
    scf.yield %c7 : i32
  }
  scf.index_switch %arg0
  case 1 {
    scf.yield
  }
  default {
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  %red = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%v) -> f32 {
    %l = memref.load %m[%i, %i] : memref<?x?xf32>
    scf.reduce(%l : f32) {
    ^bb0(%a: f32, %b: f32):
      %r = arith.addf %a, %b : f32
      scf.reduce.return %r : f32
    }
  }
  scf.forall (%i, %j) in (4, %n) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  scf.forall (%i) = (0) to (%n) step (2) {
  }
  return %e : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @misc(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32, %arg3: index) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT: scf.yield %c7_i32, %c7_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: scf.yield %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %c7_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%arg3, %arg3) step (%c1, %c1) {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.parallel (%arg4) = (%c0) to (%arg3) step (%c1) init (%arg2) -> f32 {
// CHECK-NEXT: %5 = memref.load %arg1[%arg4, %arg4] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce(%5 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %6 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) in (4, %arg3) {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4) = (0) to (%arg3) step (2) {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
