// RUN: memref-opt %s | filecheck %s
// A zero offset along a dimension of dynamic stride adds nothing to the offset (0 * ? = 0, as
// upstream's SaturatedInteger): in the second subview the static offset 96 is the inferred
// one (the verifier used to make it dynamic and reject the op, which upstream accepts).
// CHECK: memref.subview %arg0[0, 2, 0] [1, 3, 8] [1, 1, 1] : memref<?x5x8xf32> to memref<3x8xf32, strided<[8, 1], offset: 16>>
// CHECK: memref.subview %arg1[0, 0] [2, 2] [1, 2] : memref<?x?xf32, strided<[?, 4], offset: 96>> to memref<2x2xf32, strided<[?, 8], offset: 96>>
func.func @f(%a: memref<?x5x8xf32>, %b: memref<?x?xf32, strided<[?, 4], offset: 96>>) {
  %0 = memref.subview %a[0, 2, 0] [1, 3, 8] [1, 1, 1] : memref<?x5x8xf32> to memref<3x8xf32, strided<[8, 1], offset: 16>>
  %1 = memref.subview %b[0, 0] [2, 2] [1, 2] : memref<?x?xf32, strided<[?, 4], offset: 96>> to memref<2x2xf32, strided<[?, 8], offset: 96>>
  return
}
