// RUN: memref-opt %s | filecheck %s
func.func @cv(%a: memref<8x8xf32>, %b: memref<4x4xf32>) {
  %s = memref.subview %a[0, 0] [4, 4] [2, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 2]>>
  memref.copy %s, %b : memref<4x4xf32, strided<[16, 2]>> to memref<4x4xf32>
  memref.copy %b, %s : memref<4x4xf32> to memref<4x4xf32, strided<[16, 2]>>
  %c = memref.cast %s : memref<4x4xf32, strided<[16, 2]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %t = memref.transpose %b (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  %e = memref.expand_shape %b [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>
  %f = memref.collapse_shape %e [[0, 1, 2]] : memref<2x2x4xf32> into memref<16xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @cv(%arg0: memref<8x8xf32>, %arg1: memref<4x4xf32>) {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [4, 4] [2, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 2]>>
// CHECK-NEXT: memref.copy %subview, %arg1 : memref<4x4xf32, strided<[16, 2]>> to memref<4x4xf32>
// CHECK-NEXT: memref.copy %arg1, %subview : memref<4x4xf32> to memref<4x4xf32, strided<[16, 2]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x4xf32, strided<[16, 2]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %transpose = memref.transpose %arg1 (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1, 2]] : memref<2x2x4xf32> into memref<16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
