// RUN: memref-opt %s | filecheck %s
func.func @chain(%raw: memref<256xi8>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %v = memref.view %raw[%c16][%n] : memref<256xi8> to memref<?x4xf32>
  %s = memref.subview %v[0, 1] [2, 2] [1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
  %c = memref.cast %s : memref<2x2xf32, strided<[4, 1], offset: 1>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [4], strides: [1] : memref<2x2xf32, strided<[?, ?], offset: ?>> to memref<4xf32>
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @chain(%arg0: memref<256xi8>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %view = memref.view %arg0[%c16][%arg1] : memref<256xi8> to memref<?x4xf32>
// CHECK-NEXT: %subview = memref.subview %view[0, 1] [2, 2] [1, 1] : memref<?x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2x2xf32, strided<[4, 1], offset: 1>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %cast to offset: [0], sizes: [4], strides: [1] : memref<2x2xf32, strided<[?, ?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %0 = memref.load %reinterpret_cast[%c0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
