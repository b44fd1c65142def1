// expand-realloc is a partial dialect conversion upstream: on its way it folds the ops of
// every dialect but arith, memref and scf (and index, whose ops it leaves), each constant
// materialized right before the folded op, nothing uniqued or hoisted, the original constants
// kept; in-place folds apply, and replacements take effect at the end: a later fold sees the
// folded op, not its constant (log(absf(c)) folds the absf only). Expected output: mlir-opt 22.1.8's.
// RUN: memref-opt %s --expand-realloc | filecheck %s
// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s --check-prefix=PIPE
func.func @f(%k: index, %v: vector<4xf32>) -> (f32, f32, vector<4xf32>, index, f32, vector<2xf32>) {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %s = vector.shape_cast %a : vector<2x2xf32> to vector<4xf32>
  %e = vector.extract %s[1] : f32 from vector<4xf32>
  %c2 = arith.constant 2 : index
  %d = vector.extract %v[%c2] : f32 from vector<4xf32>
  %c4 = arith.constant 4.0 : f32
  %q = math.sqrt %c4 : f32
  %i1 = index.constant 3
  %i2 = index.add %i1, %i1
  %x = arith.addf %q, %q : f32
  %y = math.sqrt %x : f32
  %b = vector.broadcast %y : f32 to vector<4xf32>
  %r = vector.extract %a[0] : vector<2xf32> from vector<2x2xf32>
  return %e, %d, %b, %i2, %y, %r : f32, f32, vector<4xf32>, index, f32, vector<2xf32>
}
func.func @g(%m: memref<?xf32>, %n: index) -> (index, index, i64, complex<f32>, f32, memref<?xf32>, vector<8xf32>) {
  %i1 = index.constant 3
  %i2 = index.add %i1, %i1
  %c = arith.constant 5 : index
  %i3 = index.mul %c, %c
  %i4 = index.casts %i3 : index to i64
  %z = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %z2 = complex.add %z, %z : complex<f32>
  %re = complex.re %z : complex<f32>
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %w = arith.mulf %v, %v : vector<2x4xf32>
  %x = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  return %i2, %i3, %i4, %z2, %re, %r, %x : index, index, i64, complex<f32>, f32, memref<?xf32>, vector<8xf32>
}
func.func @h() -> (vector<3xf32>, vector<2xf32>, vector<2x2xi32>) {
  %s = arith.constant -0.0 : f32
  %z = vector.broadcast %s : f32 to vector<f32>
  %w = vector.broadcast %z : vector<f32> to vector<3xf32>
  %a = arith.constant dense<[-1.0, 4.0]> : vector<2xf32>
  %b = math.absf %a : vector<2xf32>
  %l = math.log %b : vector<2xf32>
  %m = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %r = arith.constant dense<[9, 9]> : vector<2xi32>
  %i = vector.insert %r, %m[0] : vector<2xi32> into vector<2x2xi32>
  return %w, %l, %i : vector<3xf32>, vector<2xf32>, vector<2x2xi32>
}

// PIPE: module {
// PIPE-NEXT: func.func @f(%arg0: index, %arg1: vector<4xf32>) -> (f32, f32, vector<4xf32>, index, f32, vector<2xf32>) {
// PIPE-NEXT: %cst = arith.constant dense<2.000000e+00> : vector<4xf32>
// PIPE-NEXT: %idx6 = index.constant 6
// PIPE-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// PIPE-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// PIPE-NEXT: %0 = vector.extract %arg1[2] : f32 from vector<4xf32>
// PIPE-NEXT: return %cst_1, %0, %cst, %idx6, %cst_1, %cst_0 : f32, f32, vector<4xf32>, index, f32, vector<2xf32>
// PIPE-NEXT: }
// PIPE-NEXT: func.func @g(%arg0: memref<?xf32>, %arg1: index) -> (index, index, i64, complex<f32>, f32, memref<?xf32>, vector<8xf32>) {
// PIPE-NEXT: %cst = arith.constant dense<[1.000000e+00, 4.000000e+00, 9.000000e+00, 1.600000e+01, 2.500000e+01, 3.600000e+01, 4.900000e+01, 6.400000e+01]> : vector<8xf32>
// PIPE-NEXT: %c0 = arith.constant 0 : index
// PIPE-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// PIPE-NEXT: %cst_1 = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// PIPE-NEXT: %idx6 = index.constant 6
// PIPE-NEXT: %idx25 = index.constant 25
// PIPE-NEXT: %0 = index.casts %idx25 : index to i64
// PIPE-NEXT: %1 = complex.add %cst_1, %cst_1 : complex<f32>
// PIPE-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// PIPE-NEXT: %2 = arith.cmpi ult, %dim, %arg1 : index
// PIPE-NEXT: %3:2 = scf.if %2 -> (memref<?xf32>, memref<?xf32>) {
// PIPE-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// PIPE-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// PIPE-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// PIPE-NEXT: scf.yield %alloc, %alloc : memref<?xf32>, memref<?xf32>
// PIPE-NEXT: } else {
// PIPE-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// PIPE-NEXT: %6 = bufferization.clone %reinterpret_cast : memref<?xf32> to memref<?xf32>
// PIPE-NEXT: scf.yield %reinterpret_cast, %6 : memref<?xf32>, memref<?xf32>
// PIPE-NEXT: }
// PIPE-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %3#0 : memref<?xf32> -> memref<f32>, index, index, index
// PIPE-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// PIPE-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %3#1 : memref<?xf32> -> index
// PIPE-NEXT: %4 = arith.cmpi ne, %intptr, %intptr_2 : index
// PIPE-NEXT: %5 = arith.andi %4, %2 : i1
// PIPE-NEXT: scf.if %5 {
// PIPE-NEXT: memref.dealloc %base_buffer : memref<f32>
// PIPE-NEXT: }
// PIPE-NEXT: return %idx6, %idx25, %0, %1, %cst_0, %3#1, %cst : index, index, i64, complex<f32>, f32, memref<?xf32>, vector<8xf32>
// PIPE-NEXT: }
// PIPE-NEXT: func.func @h() -> (vector<3xf32>, vector<2xf32>, vector<2x2xi32>) {
// PIPE-NEXT: %cst = arith.constant dense<{{\[\[}}9, 9], [3, 4]]> : vector<2x2xi32>
// PIPE-NEXT: %cst_0 = arith.constant dense<-0.000000e+00> : vector<3xf32>
// PIPE-NEXT: %cst_1 = arith.constant dense<[0.000000e+00, 1.38629436]> : vector<2xf32>
// PIPE-NEXT: return %cst_0, %cst_1, %cst : vector<3xf32>, vector<2xf32>, vector<2x2xi32>
// PIPE-NEXT: }
// PIPE-NEXT: }

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: vector<4xf32>) -> (f32, f32, vector<4xf32>, index, f32, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : vector<2x2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = vector.extract %arg1[2] : f32 from vector<4xf32>
// CHECK-NEXT: %cst_2 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %1 = index.add %idx3, %idx3
// CHECK-NEXT: %2 = arith.addf %cst_3, %cst_3 : f32
// CHECK-NEXT: %3 = math.sqrt %2 : f32
// CHECK-NEXT: %4 = vector.broadcast %3 : f32 to vector<4xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: return %cst_1, %0, %4, %1, %3, %cst_4 : f32, f32, vector<4xf32>, index, f32, vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<?xf32>, %arg1: index) -> (index, index, i64, complex<f32>, f32, memref<?xf32>, vector<8xf32>) {
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %0 = index.add %idx3, %idx3
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %1 = index.mul %c5, %c5
// CHECK-NEXT: %2 = index.casts %1 : index to i64
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %3 = complex.add %cst, %cst : complex<f32>
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %4 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %5 = scf.if %4 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]]> : vector<2x4xf32>
// CHECK-NEXT: %6 = arith.mulf %cst_1, %cst_1 : vector<2x4xf32>
// CHECK-NEXT: %7 = vector.shape_cast %6 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %cst_0, %5, %7 : index, index, i64, complex<f32>, f32, memref<?xf32>, vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h() -> (vector<3xf32>, vector<2xf32>, vector<2x2xi32>) {
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<-0.000000e+00> : vector<f32>
// CHECK-NEXT: %0 = vector.broadcast %cst_0 : vector<f32> to vector<3xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[-1.000000e+00, 4.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1.000000e+00, 4.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %1 = math.log %cst_2 : vector<2xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : vector<2x2xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<9> : vector<2xi32>
// CHECK-NEXT: %cst_5 = arith.constant dense<{{\[\[}}9, 9], [3, 4]]> : vector<2x2xi32>
// CHECK-NEXT: return %0, %1, %cst_5 : vector<3xf32>, vector<2xf32>, vector<2x2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
