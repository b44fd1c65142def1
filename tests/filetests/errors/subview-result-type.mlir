// memref.subview's result type must be the inferred one (or a rank-reduced version) and a
// static slice must lie inside its source, with upstream's messages. The first case is what
// fuzzing the run target found: accepted before, the JIT then copied past the end of the
// 8-element buffer.
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
// RUN: not memref-opt %s --split-input-file | filecheck %s --check-prefix=OK
func.func @main() {
  %big = memref.alloc() : memref<8xf32>
  %g = memref.alloc() : memref<4xf32>
  %sv2 = memref.subview %big[8] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  memref.copy %g, %sv2 : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
  return
}
// CHECK: subview-result-type.mlir:10:10: error: expected result type to be 'memref<4xf32, strided<[1], offset: 8>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1], offset: 4>>'

// -----
func.func @f(%big: memref<8xf32>) {
  %s = memref.subview %big[8] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 8>>
  return
}
// CHECK: subview-result-type.mlir:18:8: error: offset 0 is out-of-bounds: 8 >= 8

// -----
func.func @f(%big: memref<8xf32>) {
  %s = memref.subview %big[6] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 6>>
  return
}
// CHECK: subview-result-type.mlir:25:8: error: slice along dimension 0 runs out-of-bounds: 9 >= 8

// -----
func.func @f(%big: memref<8xf32>) {
  %s = memref.subview %big[0] [4] [1] : memref<8xf32> to memref<3xf32, strided<[1]>>
  return
}
// CHECK: subview-result-type.mlir:32:8: error: expected result type to be 'memref<4xf32, strided<[1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3xf32, strided<[1]>>'

// -----
func.func @f(%big: memref<8xf32>) {
  %s = memref.subview %big[0] [4] [1] : memref<8xf32> to memref<4xi32, strided<[1]>>
  return
}
// CHECK: subview-result-type.mlir:39:8: error: expected result element type to be 'f32', but got 'memref<4xi32, strided<[1]>>'

// -----
func.func @f(%big: memref<8xf32>) {
  %s = memref.subview %big[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[1]>>
  return
}
// CHECK: subview-result-type.mlir:46:8: error: expected result type to be 'memref<4xf32, strided<[2]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1]>>'

// -----
// Valid: rank reduction, identity result layout, a strided affine-map source.
#t = affine_map<(d0, d1) -> (d1 * 3 + d0 + 2)>
func.func @ok(%a: memref<8x1x4xf32>, %b: memref<8xf32>, %c: memref<3x4xf32, #t>) {
  %s = memref.subview %a[0, 0, 0] [2, 1, 4] [1, 1, 1] : memref<8x1x4xf32> to memref<2x4xf32, strided<[4, 1]>>
  %t = memref.subview %b[0] [4] [1] : memref<8xf32> to memref<4xf32>
  %u = memref.subview %c[1, 1] [2, 2] [1, 1] : memref<3x4xf32, #t> to memref<2x2xf32, strided<[1, 3], offset: 6>>
  return
}
// OK: func.func @ok(
// OK: memref.subview %arg0[0, 0, 0] [2, 1, 4] [1, 1, 1] : memref<8x1x4xf32> to memref<2x4xf32, strided<[4, 1]>>
// OK: memref.subview %arg2[1, 1] [2, 2] [1, 1] : memref<3x4xf32, #map> to memref<2x2xf32, strided<[1, 3], offset: 6>>
