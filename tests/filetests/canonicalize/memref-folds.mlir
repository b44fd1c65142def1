// RUN: memref-opt %s --canonicalize | filecheck %s
// memref canonicalizations: constant alloc sizes, dim, casts folded into their users,
// constant subview/reinterpret_cast arguments (CHECK lines from upstream mlir-opt).
func.func private @use(memref<?xf32>, memref<?x?xf32>, index, index, f32)
func.func @allocs(%n: index) {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4) : memref<?xf32>
  %b = memref.alloc(%c2, %n) {alignment = 64 : i64} : memref<?x?xf32>
  %s = memref.alloca(%c2) : memref<?xf32>
  %d0 = memref.dim %a, %c2 : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d1 = memref.dim %b, %c1 : memref<?x?xf32>
  %x = memref.load %s[%c0] : memref<?xf32>
  memref.store %x, %a[%c1] : memref<?xf32>
  func.call @use(%a, %b, %d0, %d1, %x) : (memref<?xf32>, memref<?x?xf32>, index, index, f32) -> ()
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %b : memref<?x?xf32>
  return
}
func.func @casts(%m: memref<8xf32>, %o: memref<8xf32>) -> (index, memref<*xf32>) {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  %d = memref.dim %c, %c0 : memref<?xf32>
  %co = memref.cast %o : memref<8xf32> to memref<?xf32>
  memref.copy %c, %co : memref<?xf32> to memref<?xf32>
  %u = memref.cast %c : memref<?xf32> to memref<*xf32>
  return %d, %u : index, memref<*xf32>
}
func.func @views(%m: memref<16xf32>) -> (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32>, memref<?xf32, strided<[1], offset: ?>>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %sv = memref.subview %m[%c2] [%c4] [%c2] : memref<16xf32> to memref<?xf32, strided<[?], offset: ?>>
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %rc = memref.reinterpret_cast %c to offset: [0], sizes: [%c4], strides: [1] : memref<?xf32> to memref<?xf32>
  %sub = memref.subview %c[%c1] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  %sc = memref.cast %sub : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
  return %sv, %rc, %sc : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32>, memref<?xf32, strided<[1], offset: ?>>
}

// CHECK: module {
// CHECK-NEXT: func.func private @use(memref<?xf32>, memref<?x?xf32>, index, index, f32)
// CHECK-NEXT: func.func @allocs(%arg0: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) {alignment = 64 : i64} : memref<2x?xf32>
// CHECK-NEXT: %cast_1 = memref.cast %alloc_0 : memref<2x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %dim = memref.dim %cast, %c2 : memref<?xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<2xf32>
// CHECK-NEXT: memref.store %0, %alloc[%c1] : memref<4xf32>
// CHECK-NEXT: call @use(%cast, %cast_1, %dim, %arg0, %0) : (memref<?xf32>, memref<?x?xf32>, index, index, f32) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: memref<8xf32>, %arg1: memref<8xf32>) -> (index, memref<*xf32>) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8xf32> to memref<*xf32>
// CHECK-NEXT: return %c8, %cast : index, memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @views(%arg0: memref<16xf32>) -> (memref<?xf32, strided<[?], offset: ?>>, memref<?xf32>, memref<?xf32, strided<[1], offset: ?>>) {
// CHECK-NEXT: %subview = memref.subview %arg0[2] [4] [2] : memref<16xf32> to memref<4xf32, strided<[2], offset: 2>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[2], offset: 2>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<16xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %cast_0 = memref.cast %reinterpret_cast : memref<4xf32, strided<[1]>> to memref<?xf32>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[1] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %cast_2 = memref.cast %subview_1 : memref<4xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast, %cast_0, %cast_2 : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32>, memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
