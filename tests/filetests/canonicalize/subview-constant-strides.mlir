// RUN: memref-opt %s --canonicalize --split-input-file | filecheck %s
// Which constant operands of a subview become static, as upstream: a negative stride does, a
// zero stride and a negative size do not (the folder used to keep negative strides dynamic and
// fold zero ones).

// CHECK-LABEL: func.func @negative_stride
// CHECK: memref.subview %arg0[7] [8] [-1] : memref<8xi32> to memref<8xi32, strided<[-1], offset: 7>>
func.func @negative_stride(%m: memref<8xi32>) -> memref<?xi32, strided<[?], offset: ?>> {
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %m1 = arith.constant -1 : index
  %s = memref.subview %m[%c7] [%c8] [%m1] : memref<8xi32> to memref<?xi32, strided<[?], offset: ?>>
  return %s : memref<?xi32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @zero_stride
// CHECK: memref.subview %arg0[2] [3] [%c0] : memref<8xi32> to memref<3xi32, strided<[?], offset: 2>>
func.func @zero_stride(%m: memref<8xi32>) -> memref<3xi32, strided<[?], offset: 2>> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[2] [3] [%c0] : memref<8xi32> to memref<3xi32, strided<[?], offset: 2>>
  return %s : memref<3xi32, strided<[?], offset: 2>>
}

// -----

// CHECK-LABEL: func.func @negative_size
// CHECK: memref.subview %arg0[1] [%c-2] [1]
func.func @negative_size(%m: memref<8xi32>) -> memref<?xi32, strided<[1], offset: 1>> {
  %n = arith.constant -2 : index
  %s = memref.subview %m[1] [%n] [1] : memref<8xi32> to memref<?xi32, strided<[1], offset: 1>>
  return %s : memref<?xi32, strided<[1], offset: 1>>
}
