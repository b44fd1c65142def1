// RUN: memref-opt %s --canonicalize | filecheck %s
// Folds on the f8/f6/f4 types: overflow to NaN (FN), inf (E5M2), rounding, E8M0 powers of two, an inexact truncf to f4 kept.
func.func @folds() -> (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f4E2M1FN, f32, f8E8M0FNU, f16, i32, f6E2M3FN, f8E3M4, f8E5M2FNUZ, f8E4M3B11FNUZ) {
  %a = arith.constant 1.5 : f8E4M3FN
  %b = arith.constant 448.0 : f8E4M3FN
  %s = arith.addf %a, %b : f8E4M3FN
  %c = arith.constant 57344.0 : f8E5M2
  %c2 = arith.addf %c, %c : f8E5M2
  %d = arith.constant 3.0 : f32
  %e = arith.truncf %d : f32 to f8E4M3FNUZ
  %f = arith.constant 5.0 : f32
  %g = arith.truncf %f : f32 to f4E2M1FN
  %h = arith.constant 0.75 : f4E2M1FN
  %i = arith.extf %h : f4E2M1FN to f32
  %j = arith.constant 7 : i32
  %k = arith.sitofp %j : i32 to f8E8M0FNU
  %l = arith.constant 0.1 : f8E4M3FN
  %m = arith.extf %l : f8E4M3FN to f16
  %n = arith.constant -3.5 : f8E5M2
  %o = arith.fptosi %n : f8E5M2 to i32
  %p = arith.constant 100 : i32
  %q = arith.uitofp %p : i32 to f6E2M3FN
  %r = arith.constant 1.0 : f8E3M4
  %r2 = arith.constant 3.0 : f8E3M4
  %r3 = arith.divf %r, %r2 : f8E3M4
  %t = arith.constant 1.0 : f8E5M2FNUZ
  %t2 = arith.negf %t : f8E5M2FNUZ
  %u = arith.constant 2.0 : f8E4M3B11FNUZ
  %u2 = arith.mulf %u, %u : f8E4M3B11FNUZ
  return %s, %c2, %e, %g, %i, %k, %m, %o, %q, %r3, %t2, %u2 : f8E4M3FN, f8E5M2, f8E4M3FNUZ, f4E2M1FN, f32, f8E8M0FNU, f16, i32, f6E2M3FN, f8E3M4, f8E5M2FNUZ, f8E4M3B11FNUZ
}

// CHECK: module {
// CHECK-NEXT: func.func @folds() -> (f8E4M3FN, f8E5M2, f8E4M3FNUZ, f4E2M1FN, f32, f8E8M0FNU, f16, i32, f6E2M3FN, f8E3M4, f8E5M2FNUZ, f8E4M3B11FNUZ) {
// CHECK-NEXT: %cst = arith.constant 4.000000e+00 : f8E4M3B11FNUZ
// CHECK-NEXT: %cst_0 = arith.constant -1.000000e+00 : f8E5M2FNUZ
// CHECK-NEXT: %cst_1 = arith.constant 3.281250e-01 : f8E3M4
// CHECK-NEXT: %cst_2 = arith.constant 7.500000e+00 : f6E2M3FN
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %cst_3 = arith.constant 1.015630e-01 : f16
// CHECK-NEXT: %cst_4 = arith.constant 8.000000e+00 : f8E8M0FNU
// CHECK-NEXT: %cst_5 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: %cst_7 = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-NEXT: %cst_8 = arith.constant 0x7C : f8E5M2
// CHECK-NEXT: %cst_9 = arith.constant 3.000000e+00 : f8E4M3FNUZ
// CHECK-NEXT: %0 = arith.truncf %cst_6 : f32 to f4E2M1FN
// CHECK-NEXT: return %cst_7, %cst_8, %cst_9, %0, %cst_5, %cst_4, %cst_3, %c-3_i32, %cst_2, %cst_1, %cst_0, %cst : f8E4M3FN, f8E5M2, f8E4M3FNUZ, f4E2M1FN, f32, f8E8M0FNU, f16, i32, f6E2M3FN, f8E3M4, f8E5M2FNUZ, f8E4M3B11FNUZ
// CHECK-NEXT: }
// CHECK-NEXT: }
