// RUN: memref-opt %s --canonicalize | filecheck %s
// Constant folding of extended arithmetic and bitcasts, inverse reshapes, an empty
// scf.parallel, and constant scf.forall bounds (CHECK lines from upstream mlir-opt).
func.func @extended() -> (i32, i1, i32, i32, i32, i32, i64, i64, i32, i1) {
  %a = arith.constant -1 : i32
  %b = arith.constant 3 : i32
  %z = arith.constant 0 : i32
  %big = arith.constant 9223372036854775807 : i64
  %s, %c = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mului_extended %a, %b : i32
  %l2, %h2 = arith.mulsi_extended %a, %b : i32
  %l3, %h3 = arith.mulsi_extended %big, %big : i64
  %x = func.call @opaque() : () -> i32
  %s0, %c0 = arith.addui_extended %x, %z : i32, i1
  return %s, %c, %l, %h, %l2, %h2, %l3, %h3, %s0, %c0 : i32, i1, i32, i32, i32, i32, i64, i64, i32, i1
}
func.func private @opaque() -> i32
func.func @bitcasts() -> (f32, i32, f64) {
  %bits = arith.constant 1078530011 : i32
  %f = arith.bitcast %bits : i32 to f32
  %one = arith.constant 1.0 : f32
  %i = arith.bitcast %one : f32 to i32
  %m = arith.constant -4616189618054758400 : i64
  %d = arith.bitcast %m : i64 to f64
  return %f, %i, %d : f32, i32, f64
}
func.func @reshapes(%m: memref<6xf32>, %n: memref<2x3xf32>) -> (memref<6xf32>, memref<2x3xf32>) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %c2 = memref.collapse_shape %n [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %e2 = memref.expand_shape %c2 [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return %c, %e2 : memref<6xf32>, memref<2x3xf32>
}
func.func @parallel(%buf: memref<8xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i64
  %e = scf.parallel (%i, %j) = (%c0, %c3) to (%c4, %c3) step (%c1, %c1) init (%one) -> i64 {
    %v = memref.load %buf[%i] : memref<8xi64>
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %r = arith.addi %a, %b : i64
      scf.reduce.return %r : i64
    }
  }
  scf.forall (%i) = (%c0) to (%c4) step (%c1) {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %buf[%i] : memref<8xi64>
  }
  return %e : i64
}

// CHECK: module {
// CHECK-NEXT: func.func @extended() -> (i32, i1, i32, i32, i32, i32, i64, i64, i32, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c4611686018427387903_i64 = arith.constant 4611686018427387903 : i64
// CHECK-NEXT: %0 = call @opaque() : () -> i32
// CHECK-NEXT: return %c2_i32, %true, %c-3_i32, %c2_i32, %c-3_i32, %c-1_i32, %c1_i64, %c4611686018427387903_i64, %0, %false : i32, i1, i32, i32, i32, i32, i64, i64, i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @opaque() -> i32
// CHECK-NEXT: func.func @bitcasts() -> (f32, i32, f64) {
// CHECK-NEXT: %cst = arith.constant 3.14159274 : f32
// CHECK-NEXT: %c1065353216_i32 = arith.constant 1065353216 : i32
// CHECK-NEXT: %cst_0 = arith.constant -1.000000e+00 : f64
// CHECK-NEXT: return %cst, %c1065353216_i32, %cst_0 : f32, i32, f64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshapes(%arg0: memref<6xf32>, %arg1: memref<2x3xf32>) -> (memref<6xf32>, memref<2x3xf32>) {
// CHECK-NEXT: return %arg0, %arg1 : memref<6xf32>, memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parallel(%arg0: memref<8xi64>) -> i64 {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: scf.forall (%arg1) in (4) {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i64
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<8xi64>
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i64 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
