// Folds found by an outside tester against mlir-opt 22.1.8 --canonicalize: min/max of a NaN
// keep the NaN's sign and payload as APFloat does (maximumf/minimumf return the first NaN,
// quieted; maxnumf/minnumf quiet a signaling NaN and otherwise return the other operand, and
// fold away a NaN right operand), on f16, bf16, f32, f64 and dense vectors; extract/insert
// at the poison position -1 (static, or a constant operand) and extract from a poison vector
// fold to ub.poison (a constant position out of range stays dynamic).
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @tester_nan() -> (f32, vector<2xf32>) {
  %a = arith.constant 0xFFC00000 : f32
  %b = arith.constant 0x7FC00000 : f32
  %0 = arith.minimumf %a, %b : f32
  %va = arith.constant dense<[0xFFC00000, 0x7FC00000]> : vector<2xf32>
  %vb = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %1 = arith.maximumf %va, %vb : vector<2xf32>
  return %0, %1 : f32, vector<2xf32>
}
func.func @f() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %qn = arith.constant 0xFFC00001 : f32
  %sn = arith.constant 0x7F800005 : f32
  %sn2 = arith.constant 0xFF800007 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.minimumf %qn, %one : f32
  %1 = arith.minimumf %one, %sn : f32
  %2 = arith.maximumf %sn2, %qn : f32
  %3 = arith.maximumf %one, %qn : f32
  %4 = arith.minnumf %sn, %one : f32
  %5 = arith.minnumf %one, %qn : f32
  %6 = arith.maxnumf %qn, %sn2 : f32
  %7 = arith.maxnumf %sn2, %one : f32
  %8 = arith.minnumf %qn, %sn : f32
  %9 = arith.maxnumf %one, %sn2 : f32
  %10 = arith.minimumf %sn, %qn : f32
  %11 = arith.maxnumf %qn, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
func.func @g() -> (f16, bf16, f64, vector<2xf16>) {
  %a = arith.constant 0xFE01 : f16
  %b = arith.constant 2.0 : f16
  %0 = arith.minimumf %a, %b : f16
  %c = arith.constant 0xFFC1 : bf16
  %d = arith.constant 2.0 : bf16
  %1 = arith.maximumf %d, %c : bf16
  %e = arith.constant 0xFFF0000000000001 : f64
  %g = arith.constant 2.0 : f64
  %2 = arith.maximumf %e, %g : f64
  %va = arith.constant dense<[0xFE01, 0x7C01]> : vector<2xf16>
  %vb = arith.constant dense<[1.0, 2.0]> : vector<2xf16>
  %3 = arith.minnumf %vb, %va : vector<2xf16>
  return %0, %1, %2, %3 : f16, bf16, f64, vector<2xf16>
}
func.func @tester_poison(%v: vector<4xf32>, %x: f32) -> (vector<4xf32>, vector<4xf32>, f32) {
  %c = arith.constant -1 : index
  %i = vector.insert %x, %v[%c] : f32 into vector<4xf32>
  %c4 = arith.constant 4 : index
  %j = vector.insert %x, %v[%c4] : f32 into vector<4xf32>
  %e = vector.extract %v[%c] : f32 from vector<4xf32>
  return %i, %j, %e : vector<4xf32>, vector<4xf32>, f32
}
func.func @poison(%v: vector<4xf32>, %x: f32, %m: vector<2x4xf32>) -> (f32, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>, f32) {
  %0 = vector.extract %v[-1] : f32 from vector<4xf32>
  %1 = vector.insert %x, %v[-1] : f32 into vector<4xf32>
  %p = ub.poison : vector<4xf32>
  %2 = vector.insert %x, %p[1] : f32 into vector<4xf32>
  %3 = vector.extract %p[1] : f32 from vector<4xf32>
  %px = ub.poison : f32
  %4 = vector.insert %px, %v[1] : f32 into vector<4xf32>
  %c = arith.constant -1 : index
  %5 = vector.insert %v, %m[%c] : vector<4xf32> into vector<2x4xf32>
  %6 = vector.shuffle %v, %v [0, -1, 2, 3] : vector<4xf32>, vector<4xf32>
  %c1 = arith.constant 1 : index
  %7 = vector.extract %m[%c1, %c] : f32 from vector<2x4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>, f32
}

// CHECK: module {
// CHECK-NEXT: func.func @tester_nan() -> (f32, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<[0xFFC00000, 0x7FC00000]> : vector<2xf32>
// CHECK-NEXT: return %cst, %cst_0 : f32, vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0xFFC00001 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00005 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0xFFC00007 : f32
// CHECK-NEXT: return %cst, %cst_1, %cst_2, %cst, %cst_1, %cst_0, %cst, %cst_2, %cst, %cst_0, %cst_1, %cst_0 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g() -> (f16, bf16, f64, vector<2xf16>) {
// CHECK-NEXT: %cst = arith.constant 0xFE01 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0xFFC1 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 0xFFF8000000000001 : f64
// CHECK-NEXT: %cst_2 = arith.constant dense<[1.000000e+00, 0x7E01]> : vector<2xf16>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2 : f16, bf16, f64, vector<2xf16>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tester_poison(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, vector<4xf32>, f32) {
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %1 = ub.poison : vector<4xf32>
// CHECK-NEXT: %2 = vector.insert %arg1, %arg0 [%c4] : f32 into vector<4xf32>
// CHECK-NEXT: return %1, %2, %0 : vector<4xf32>, vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @poison(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<2x4xf32>) -> (f32, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>, f32) {
// CHECK-NEXT: %0 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison : vector<4xf32>
// CHECK-NEXT: %3 = vector.insert %arg1, %2 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %4 = vector.insert %1, %arg0 [1] : f32 into vector<4xf32>
// CHECK-NEXT: %5 = vector.shuffle %arg0, %arg0 [0, -1, 2, 3] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: return %1, %2, %3, %1, %4, %0, %5, %1 : f32, vector<4xf32>, vector<4xf32>, f32, vector<4xf32>, vector<2x4xf32>, vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
