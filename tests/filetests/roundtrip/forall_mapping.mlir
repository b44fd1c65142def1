// RUN: memref-opt %s | filecheck %s
func.func @fa(%n: index, %m: memref<?xf32>, %v: f32) {
  scf.forall (%i) in (4) {
    memref.store %v, %m[%i] : memref<?xf32>
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i, %j) = (0, %n) to (%n, 8) step (1, 2) {
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @fa(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: scf.forall (%arg3) in (4) {
// CHECK-NEXT: memref.store %arg2, %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (0, %arg0) to (%arg0, 8) step (1, 2) {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
