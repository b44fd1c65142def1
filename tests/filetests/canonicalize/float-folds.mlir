// Upstream's float folds: addf/subf/mulf/divf identities with -0.0/+0.0/1.0, negf of negf and of
// a constant, maximumf/minimumf/maxnumf/minnumf with -inf/+inf/NaN and constants (NaN wins for
// maximumf), cmpf of constants (a NaN constant decides alone), sitofp/uitofp/fptosi (not out of
// range)/extf/truncf of constants. Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%x: f32, %y: f64) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %n0 = arith.constant -0.0 : f32
  %p0 = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %c2 = arith.constant 2.5 : f32
  %c3 = arith.constant -3.0 : f32
  %0 = arith.addf %x, %n0 : f32
  %1 = arith.subf %x, %p0 : f32
  %2 = arith.mulf %x, %one : f32
  %3 = arith.divf %x, %one : f32
  %n = arith.negf %x : f32
  %4 = arith.negf %n : f32
  %5 = arith.negf %c2 : f32
  %6 = arith.maximumf %x, %ninf : f32
  %7 = arith.minimumf %x, %pinf : f32
  %8 = arith.maxnumf %x, %nan : f32
  %9 = arith.maximumf %c2, %c3 : f32
  %10 = arith.minnumf %c2, %c3 : f32
  %11 = arith.maximumf %c2, %nan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
func.func @g(%x: f64) -> (i1, i1, i1, i1, i1, f32, f32, i32, i32, f64, f32) {
  %a = arith.constant 1.5 : f64
  %b = arith.constant 2.5 : f64
  %nan = arith.constant 0x7FF8000000000000 : f64
  %0 = arith.cmpf olt, %a, %b : f64
  %1 = arith.cmpf uge, %a, %b : f64
  %2 = arith.cmpf olt, %x, %nan : f64
  %3 = arith.cmpf ult, %nan, %x : f64
  %4 = arith.cmpf one, %a, %a : f64
  %i = arith.constant -5 : i16
  %5 = arith.sitofp %i : i16 to f32
  %6 = arith.uitofp %i : i16 to f32
  %m = arith.constant -7.75 : f64
  %7 = arith.fptosi %m : f64 to i32
  %big = arith.constant 1.0e20 : f64
  %8 = arith.fptosi %big : f64 to i32
  %h = arith.constant 0.1 : f32
  %9 = arith.extf %h : f32 to f64
  %10 = arith.truncf %b : f64 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, f32, f32, i32, i32, f64, f32
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: f64) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %arg0, %cst, %arg0, %arg0, %arg0, %cst_0, %cst_1, %cst_2 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: f64) -> (i1, i1, i1, i1, i1, f32, f32, i32, i32, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+20 : f64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst_2 = arith.constant -5.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 6.553100e+04 : f32
// CHECK-NEXT: %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT: %0 = arith.fptosi %cst_1 : f64 to i32
// CHECK-NEXT: return %true, %false, %false, %true, %false, %cst_2, %cst_3, %c-7_i32, %0, %cst_0, %cst : i1, i1, i1, i1, i1, f32, f32, i32, i32, f64, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
