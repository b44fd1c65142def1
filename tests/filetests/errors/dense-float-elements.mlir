// Elements of a dense float literal: hexadecimal integers are the float's bits (they used to
// be read as integer values, so `0x7FF8000000000000` became 9.2e18 instead of NaN); decimal
// integers, signed hex and booleans are errors, with upstream's messages.
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
// RUN: not memref-opt %s --split-input-file | filecheck %s --check-prefix=OK
memref.global "private" constant @bits : memref<4xf64> = dense<[0x7FF8000000000000, -0.0, 0x7FF0000000000000, 0x3FF0000000000000]>
memref.global "private" constant @bits32 : memref<2xf32> = dense<[0x7FC00000, 0x3F800000]>
memref.global "private" constant @bits16 : memref<2xf16> = dense<[0x7E00, 0x3C00]>
// OK: memref.global "private" constant @bits : memref<4xf64> = dense<[0x7FF8000000000000, -0.000000e+00, 0x7FF0000000000000, 1.000000e+00]>
// OK: memref.global "private" constant @bits32 : memref<2xf32> = dense<[0x7FC00000, 1.000000e+00]>
// OK: memref.global "private" constant @bits16 : memref<2xf16> = dense<[0x7E00, 1.000000e+00]>
// -----
memref.global "private" constant @g : memref<2xf32> = dense<[1, 2.0]>
// CHECK: dense-float-elements.mlir:13:62: error: unexpected decimal integer literal for a floating point value
// CHECK: dense-float-elements.mlir:13:62: note: add a trailing dot to make the literal a float
// -----
memref.global "private" constant @g : memref<2xf32> = dense<[2.0, -1]>
// CHECK: dense-float-elements.mlir:17:68: error: unexpected decimal integer literal for a floating point value
// -----
memref.global "private" constant @g : memref<2xf32> = dense<[-0x7FC00000, 1.0]>
// CHECK: dense-float-elements.mlir:20:63: error: hexadecimal float literal should not have a leading minus
// -----
memref.global "private" constant @g : memref<2xf32> = dense<[0x17FC00000, 1.0]>
// CHECK: dense-float-elements.mlir:23:62: error: hexadecimal float constant out of range for type
// -----
memref.global "private" constant @g : memref<f32> = dense<1>
// CHECK: dense-float-elements.mlir:26:59: error: unexpected decimal integer literal for a floating point value
// -----
memref.global "private" constant @g : memref<2xf32> = dense<[true, 1.0]>
// CHECK: dense-float-elements.mlir:29:62: error: expected floating point literal
// -----
memref.global "private" constant @g : memref<2xi32> = dense<[true, 1]>
// CHECK: dense-float-elements.mlir:32:62: error: expected i1 type for 'true' or 'false' values
