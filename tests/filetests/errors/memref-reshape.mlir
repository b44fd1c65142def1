// memref.reshape's verifier: every rule of upstream's, its messages and positions.
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @f(%m: memref<4xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xi32>
  return
}
// -----
func.func @f(%m: memref<4xf32, strided<[2]>>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<1xi32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %s: memref<1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xi32>) -> memref<4xf32, strided<[2]>>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %s: memref<?xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xi32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %s: memref<2xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xi32>) -> memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %s: memref<2xf32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xf32>) -> memref<2x2xf32>
  return
}
// -----
func.func @f(%m: memref<4xf32>, %s: memref<2x1xi32>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2x1xi32>) -> memref<2x2xf32>
  return
}
// CHECK: memref-reshape.mlir:4:8: error: 'memref.reshape' op element types of source and destination memref types should be the same
// CHECK: memref-reshape.mlir:9:8: error: 'memref.reshape' op source memref type should have identity affine map
// CHECK: memref-reshape.mlir:14:8: error: 'memref.reshape' op result memref type should have identity affine map
// CHECK: memref-reshape.mlir:19:8: error: 'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type
// CHECK: memref-reshape.mlir:24:8: error: 'memref.reshape' op length of shape operand differs from the result's memref rank
// CHECK: memref-reshape.mlir:29:8: error: 'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'
// CHECK: memref-reshape.mlir:34:8: error: 'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2x1xi32>'
