// RUN: memref-opt %s | filecheck %s
func.func private @layouts(memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[1, 4]>>, memref<4xf32, strided<[1]>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<2x3x4xf32, strided<[12, 4, 1], offset: 7>>)
func.func @use(%m: memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1], offset: 9>> {
  %s = memref.subview %m[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
  return %s : memref<4x4xf32, strided<[8, 1], offset: 9>>
}

// CHECK: module {
// CHECK-NEXT: func.func private @layouts(memref<4x4xf32, strided<[4, 1]>>, memref<4x4xf32, strided<[1, 4]>>, memref<4xf32, strided<[1]>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<2x3x4xf32, strided<[12, 4, 1], offset: 7>>)
// CHECK-NEXT: func.func @use(%arg0: memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1], offset: 9>> {
// CHECK-NEXT: %subview = memref.subview %arg0[1, 1] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT: return %subview : memref<4x4xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT: }
// CHECK-NEXT: }
