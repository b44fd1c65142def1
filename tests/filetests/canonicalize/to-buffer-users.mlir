// RUN: memref-opt %s --canonicalize | filecheck %s
// The patterns bufferization.to_buffer registers (LLVM 22.1.8 applies LoadOfToBuffer to any
// to_buffer, read_only or not): a load from the buffer of a tensor becomes tensor.extract, a
// dim of it tensor.dim (a static size folds first); tensor.extract of a dense constant folds
// (a splat at any index, other constants at constant indices in range; complex elements become
// complex.constant), tensor.dim of a static size folds; an unused to_buffer is erased.
func.func @loads(%t: tensor<4x?xf32>, %i: index) -> (f32, f32) {
  %m = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %a = memref.load %m[%i, %i] : memref<4x?xf32>
  %r = bufferization.to_buffer %t read_only : tensor<4x?xf32> to memref<4x?xf32>
  %b = memref.load %r[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %unused = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  return %a, %b : f32, f32
}

func.func @dims(%t: tensor<4x?xf32>, %u: tensor<*xi8>, %i: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %d0 = memref.dim %m, %c0 : memref<4x?xf32>
  %d1 = memref.dim %m, %c1 : memref<4x?xf32>
  %n = bufferization.to_buffer %u : tensor<*xi8> to memref<*xi8>
  %d2 = memref.dim %n, %i : memref<*xi8>
  %r = memref.rank %n : memref<*xi8>
  %d3 = tensor.dim %t, %c0 : tensor<4x?xf32>
  return %d0, %d1, %d2, %r, %d3 : index, index, index, index, index
}

func.func @constants(%i: index) -> (f32, f32, i8, i8, i1, complex<f64>) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %s = arith.constant dense<2.5> : tensor<4xf32>
  %ms = bufferization.to_buffer %s : tensor<4xf32> to memref<4xf32>
  %v0 = memref.load %ms[%i] : memref<4xf32>
  %v1 = memref.load %ms[%c5] : memref<4xf32>
  %t = arith.constant dense<[7, 8, 9]> : tensor<3xi8>
  %mt = bufferization.to_buffer %t : tensor<3xi8> to memref<3xi8>
  %v2 = memref.load %mt[%c1] : memref<3xi8>
  %v3 = memref.load %mt[%c5] : memref<3xi8>
  %b = arith.constant dense<[false, true]> : tensor<2xi1>
  %v4 = tensor.extract %b[%c1] : tensor<2xi1>
  %z = arith.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f64>>
  %v5 = tensor.extract %z[%c1] : tensor<2xcomplex<f64>>
  return %v0, %v1, %v2, %v3, %v4, %v5 : f32, f32, i8, i8, i1, complex<f64>
}

// CHECK: module {
// CHECK-NEXT:   func.func @loads(%arg0: tensor<4x?xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x?xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %arg0[%arg1, %arg1] : tensor<4x?xf32>
// CHECK-NEXT:     return %extracted, %extracted_0 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dims(%arg0: tensor<4x?xf32>, %arg1: tensor<*xi8>, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<*xi8> to memref<*xi8>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %arg2 : tensor<*xi8>
// CHECK-NEXT:     %1 = memref.rank %0 : memref<*xi8>
// CHECK-NEXT:     return %c4, %dim, %dim_0, %1, %c4 : index, index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @constants(%arg0: index) -> (f32, f32, i8, i8, i1, complex<f64>) {
// CHECK-NEXT:     %cst = complex.constant [3.000000e+00, -4.000000e+00] : complex<f64>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst_0 = arith.constant dense<[7, 8, 9]> : tensor<3xi8>
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %cst_1 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT:     %extracted = tensor.extract %cst_0[%c5] : tensor<3xi8>
// CHECK-NEXT:     return %cst_1, %cst_1, %c8_i8, %extracted, %true, %cst : f32, f32, i8, i8, i1, complex<f64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
