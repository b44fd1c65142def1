// RUN: memref-opt %s --canonicalize --split-input-file | filecheck %s
// A subview's constant operands become static a list at a time (offsets, sizes, strides),
// and not past the first list whose slice would run out of its source: the op stays valid,
// as upstream's canonicalizer leaves it (found by the faulty random programs, seed 2).

// CHECK-LABEL: func.func @size_past_end
// CHECK: memref.subview %arg0[1] [%c4] [1] : memref<4xi64> to memref<?xi64, strided<[1], offset: 1>>
func.func @size_past_end(%b: memref<4xi64>) -> memref<?xi64, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %b[%c1] [%c4] [1] : memref<4xi64> to memref<?xi64, strided<[1], offset: ?>>
  return %s : memref<?xi64, strided<[1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @one_size_past_end
// CHECK: memref.subview %arg0[0, 0] [%c2, %c9] [1, 1]
func.func @one_size_past_end(%b: memref<4x4xi64>) -> memref<?x?xi64, strided<[4, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %s = memref.subview %b[%c0, %c0] [%c2, %c9] [1, 1] : memref<4x4xi64> to memref<?x?xi64, strided<[4, 1], offset: ?>>
  return %s : memref<?x?xi64, strided<[4, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @stride_past_end
// CHECK: memref.subview %arg0[1] [2] [%c3] : memref<4xi64> to memref<2xi64, strided<[?], offset: 1>>
func.func @stride_past_end(%b: memref<4xi64>) -> memref<?xi64, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.subview %b[%c1] [%c2] [%c3] : memref<4xi64> to memref<?xi64, strided<[?], offset: ?>>
  return %s : memref<?xi64, strided<[?], offset: ?>>
}

// -----

// The offset does not fit: nothing becomes static, the valid size included.
// CHECK-LABEL: func.func @offset_past_end
// CHECK: memref.subview %arg0[%c5] [%c1] [1] : memref<4xi64> to memref<?xi64, strided<[1], offset: ?>>
func.func @offset_past_end(%b: memref<4xi64>) -> memref<?xi64, strided<[1], offset: ?>> {
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %b[%c5] [%c1] [1] : memref<4xi64> to memref<?xi64, strided<[1], offset: ?>>
  return %s : memref<?xi64, strided<[1], offset: ?>>
}
