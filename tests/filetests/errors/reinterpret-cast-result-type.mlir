// memref.reinterpret_cast's result type must agree with its static sizes, offset and strides,
// with upstream's messages (found writing the vectoriser's tests: a result type with offset 0
// for `offset: [1]` was accepted, and every engine then read the wrong elements).
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
// RUN: not memref-opt %s --split-input-file | filecheck %s --check-prefix=OK
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s --check-prefix=NOTE
func.func @offset(%x: memref<?xf32>) -> memref<?xf32, strided<[2]>> {
  %r = memref.reinterpret_cast %x to offset: [1], sizes: [9], strides: [2] : memref<?xf32> to memref<?xf32, strided<[2]>>
  return %r : memref<?xf32, strided<[2]>>
}
// CHECK: reinterpret-cast-result-type.mlir:8:8: error: expected result type with offset = 1 instead of 0
// -----
func.func @size(%x: memref<?xf32>) -> memref<8xf32> {
  %r = memref.reinterpret_cast %x to offset: [0], sizes: [9], strides: [1] : memref<?xf32> to memref<8xf32>
  return %r : memref<8xf32>
}
// CHECK: reinterpret-cast-result-type.mlir:14:8: error: expected result type with size = 9 instead of 8 in dim = 0
// -----
func.func @dynamic_size(%x: memref<?xf32>, %n: index) -> memref<8xf32> {
  %r = memref.reinterpret_cast %x to offset: [0], sizes: [%n], strides: [1] : memref<?xf32> to memref<8xf32>
  return %r : memref<8xf32>
}
// CHECK: reinterpret-cast-result-type.mlir:20:8: error: expected result type with size = dynamic instead of 8 in dim = 0
// -----
func.func @stride(%x: memref<?xf32>) -> memref<3x4xf32, strided<[5, 1]>> {
  %r = memref.reinterpret_cast %x to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<?xf32> to memref<3x4xf32, strided<[5, 1]>>
  return %r : memref<3x4xf32, strided<[5, 1]>>
}
// CHECK: reinterpret-cast-result-type.mlir:26:8: error: expected result type with stride = 4 instead of 5 in dim = 0
// -----
func.func @identity_strides(%x: memref<?xf32>) -> memref<3x4xf32> {
  %r = memref.reinterpret_cast %x to offset: [0], sizes: [3, 4], strides: [1, 3] : memref<?xf32> to memref<3x4xf32>
  return %r : memref<3x4xf32>
}
// CHECK: reinterpret-cast-result-type.mlir:32:8: error: expected result type with stride = 1 instead of 4 in dim = 0
// -----
func.func @elem(%x: memref<?xf32>) -> memref<4xi32> {
  %r = memref.reinterpret_cast %x to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xi32>
  return %r : memref<4xi32>
}
// CHECK: reinterpret-cast-result-type.mlir:38:8: error: different element types specified for source type 'memref<?xf32>' and result memref type 'memref<4xi32>'
// -----
func.func @dynamic_ok(%x: memref<?xf32>, %o: index) -> memref<?xf32, strided<[2], offset: ?>> {
  %r = memref.reinterpret_cast %x to offset: [%o], sizes: [9], strides: [2] : memref<?xf32> to memref<?xf32, strided<[2], offset: ?>>
  return %r : memref<?xf32, strided<[2], offset: ?>>
}
// OK-LABEL: func.func @dynamic_ok
// OK: memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [9], strides: [2]
// The note names values as upstream does, from the enclosing function (`%arg0`, results
// numbered through it).
// NOTE: reinterpret-cast-result-type.mlir:8:8: note: see current operation: %0 = "memref.reinterpret_cast"(%arg0)
// NOTE: reinterpret-cast-result-type.mlir:20:8: note: see current operation: %0 = "memref.reinterpret_cast"(%arg0, %arg1)
