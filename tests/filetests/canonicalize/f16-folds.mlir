// Rows that were partial, f16/bf16 part: constant folding of addf, subf, mulf, divf (rounded
// once from f64), truncf (only when exact: not on overflow, underflow or a cut NaN payload),
// extf, sitofp/uitofp, negf, maximumf, remf, and of absf, ceil, floor and copysign (the only
// math folds upstream does on these widths); extf(truncf x) when both have contract;
// truncf(extf x) to x or to truncf x; NaN operands keep sign and payload. Expected output is
// mlir-opt's. No EXEC: the engines reject f16/bf16 arithmetic with a located error.
// RUN: memref-opt %s --canonicalize | filecheck %s

func.func @f16() -> (f16, f16, f16, f16, bf16, f16, f16) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant 2.25 : f16
  %0 = arith.addf %a, %b : f16
  %1 = arith.mulf %a, %b : f16
  %2 = arith.subf %a, %b : f16
  %3 = arith.divf %a, %b : f16
  %c = arith.constant 1.5 : bf16
  %d = arith.constant 3.0e3 : bf16
  %4 = arith.addf %c, %d : bf16
  %big = arith.constant 6.0e4 : f16
  %5 = arith.addf %big, %big : f16
  %t = arith.constant 1.0e-3 : f16
  %6 = arith.addf %t, %a : f16
  return %0, %1, %2, %3, %4, %5, %6 : f16, f16, f16, f16, bf16, f16, f16
}
func.func @ext_trunc(%x: f32, %y: f64, %h: f16) -> (f32, f32, f64, f32, f16, f32) {
  %t = arith.truncf %x fastmath<contract> : f32 to f16
  %e = arith.extf %t fastmath<contract> : f16 to f32
  %t2 = arith.truncf %x : f32 to f16
  %e2 = arith.extf %t2 fastmath<contract> : f16 to f32
  %ey = arith.extf %x : f32 to f64
  %ty = arith.truncf %ey : f64 to f32
  %eh = arith.extf %h : f16 to f64
  %th = arith.truncf %eh : f64 to f32
  %th2 = arith.truncf %eh : f64 to f16
  %ce = arith.constant 1.5 : f16
  %cx = arith.extf %ce : f16 to f32
  return %e, %e2, %y, %ty, %th2, %th : f32, f32, f64, f32, f16, f32
}
func.func @t() -> (f16, f16, bf16, f32, f16, f16, bf16, f32, f16) {
  %a = arith.constant 1.1 : f64
  %b = arith.constant 1.5 : f64
  %0 = arith.truncf %a : f64 to f16
  %1 = arith.truncf %b : f64 to f16
  %2 = arith.truncf %b : f64 to bf16
  %3 = arith.truncf %b : f64 to f32
  %big = arith.constant 1.0e6 : f64
  %4 = arith.truncf %big : f64 to f16
  %nan = arith.constant 0x7FF8000000000000 : f64
  %5 = arith.truncf %nan : f64 to f16
  %h = arith.constant 1.5 : f16
  %6 = arith.truncf %b : f64 to bf16
  %7 = arith.extf %h : f16 to f32
  %tiny = arith.constant 1.0e-7 : f64
  %8 = arith.truncf %tiny : f64 to f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f16, f16, bf16, f32, f16, f16, bf16, f32, f16
}
func.func @u() -> (f16, bf16, f16, f16, f16) {
  %i = arith.constant 70000 : i32
  %0 = arith.sitofp %i : i32 to f16
  %1 = arith.uitofp %i : i32 to bf16
  %h = arith.constant 2.5 : f16
  %2 = arith.negf %h : f16
  %k = arith.constant -3.5 : f16
  %3 = arith.maximumf %h, %k : f16
  %4 = arith.remf %h, %k : f16
  return %0, %1, %2, %3, %4 : f16, bf16, f16, f16, f16
}
func.func @e() -> (f16, f16, f16, f16, bf16, bf16, f16, f16, f16, f16, f16, bf16, f16, f32) {
  %inf = arith.constant 0x7C00 : f16
  %0 = arith.subf %inf, %inf : f16
  %z = arith.constant 0.0 : f16
  %nz = arith.constant -0.0 : f16
  %1 = arith.divf %z, %z : f16
  %2 = arith.addf %nz, %nz : f16
  %s = arith.constant 6.0e-8 : f16
  %3 = arith.mulf %s, %s : f16
  %b1 = arith.constant 1.0 : bf16
  %b3 = arith.constant 3.0 : bf16
  %4 = arith.divf %b1, %b3 : bf16
  %5 = arith.subf %b1, %b3 : bf16
  %h = arith.constant 2.5 : f16
  %m = arith.constant -2.5 : f16
  %6 = math.absf %m : f16
  %7 = math.ceil %h : f16
  %8 = math.floor %m : f16
  %9 = math.copysign %h, %m : f16
  %10 = arith.divf %h, %z : f16
  %11 = math.absf %b3 : bf16
  %12 = arith.divf %s, %h : f16
  %nan32 = arith.constant 0x7FC00001 : f32
  %inf32 = arith.constant 0x7F800000 : f32
  %13 = arith.subf %inf32, %inf32 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f16, f16, f16, f16, bf16, bf16, f16, f16, f16, f16, f16, bf16, f16, f32
}
func.func @n() -> (f32, f16) {
  %nan = arith.constant 0x7FF8000000000001 : f64
  %0 = arith.truncf %nan : f64 to f32
  %n2 = arith.constant 0xFFF8000000000000 : f64
  %1 = arith.truncf %n2 : f64 to f16
  return %0, %1 : f32, f16
}
func.func @r() -> (f32, f64, f32, f16, f32, f16, f32, f64, f16) {
  %inf = arith.constant 0x7F800000 : f32
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f64
  %o64 = arith.constant 1.0 : f64
  %0 = arith.remf %inf, %one : f32
  %1 = arith.remf %o64, %z : f64
  %n1 = arith.constant 0x7FC00123 : f32
  %n2 = arith.constant 0xFFC00456 : f32
  %2 = arith.addf %one, %n2 : f32
  %h1 = arith.constant 0x7E12 : f16
  %h2 = arith.constant 0xFE34 : f16
  %3 = arith.subf %h2, %h1 : f16
  %4 = arith.mulf %n1, %n2 : f32
  %hone = arith.constant 1.0 : f16
  %5 = arith.divf %hone, %h1 : f16
  %6 = arith.remf %n2, %one : f32
  %sn = arith.constant 0x7FF0000000000001 : f64
  %7 = arith.addf %sn, %o64 : f64
  %8 = math.absf %h2 : f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f64, f32, f16, f32, f16, f32, f64, f16
}

// CHECK: module {
// CHECK-NEXT: func.func @f16() -> (f16, f16, f16, f16, bf16, f16, f16) {
// CHECK-NEXT: %cst = arith.constant 3.750000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 3.375000e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant -7.500000e-01 : f16
// CHECK-NEXT: %cst_2 = arith.constant 6.665040e-01 : f16
// CHECK-NEXT: %cst_3 = arith.constant 3.008000e+03 : bf16
// CHECK-NEXT: %cst_4 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_5 = arith.constant 1.500980e+00 : f16
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : f16, f16, f16, f16, bf16, f16, f16
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ext_trunc(%arg0: f32, %arg1: f64, %arg2: f16) -> (f32, f32, f64, f32, f16, f32) {
// CHECK-NEXT: %0 = arith.truncf %arg0 : f32 to f16
// CHECK-NEXT: %1 = arith.extf %0 fastmath<contract> : f16 to f32
// CHECK-NEXT: %2 = arith.extf %arg2 : f16 to f64
// CHECK-NEXT: %3 = arith.truncf %2 : f64 to f32
// CHECK-NEXT: return %arg0, %1, %arg1, %arg0, %arg2, %3 : f32, f32, f64, f32, f16, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t() -> (f16, f16, bf16, f32, f16, f16, bf16, f32, f16) {
// CHECK-NEXT: %cst = arith.constant 0x7E00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.500000e+00 : bf16
// CHECK-NEXT: %cst_2 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 9.9999999999999995E-8 : f64
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+06 : f64
// CHECK-NEXT: %cst_5 = arith.constant 1.100000e+00 : f64
// CHECK-NEXT: %0 = arith.truncf %cst_5 : f64 to f16
// CHECK-NEXT: %1 = arith.truncf %cst_4 : f64 to f16
// CHECK-NEXT: %2 = arith.truncf %cst_3 : f64 to f16
// CHECK-NEXT: return %0, %cst_2, %cst_1, %cst_0, %1, %cst, %cst_1, %cst_0, %2 : f16, f16, bf16, f32, f16, f16, bf16, f32, f16
// CHECK-NEXT: }
// CHECK-NEXT: func.func @u() -> (f16, bf16, f16, f16, f16) {
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 7.014400e+04 : bf16
// CHECK-NEXT: %cst_1 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_2 : f16, bf16, f16, f16, f16
// CHECK-NEXT: }
// CHECK-NEXT: func.func @e() -> (f16, f16, f16, f16, bf16, bf16, f16, f16, f16, f16, f16, bf16, f16, f32) {
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0x7E00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 3.339840e-01 : bf16
// CHECK-NEXT: %cst_3 = arith.constant -2.000000e+00 : bf16
// CHECK-NEXT: %cst_4 = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %cst_5 = arith.constant 3.000000e+00 : f16
// CHECK-NEXT: %cst_6 = arith.constant -3.000000e+00 : f16
// CHECK-NEXT: %cst_7 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT: %cst_8 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_9 = arith.constant 3.000000e+00 : bf16
// CHECK-NEXT: %cst_10 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst_0, %cst_0, %cst, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %cst_1, %cst_10 : f16, f16, f16, f16, bf16, bf16, f16, f16, f16, f16, f16, bf16, f16, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @n() -> (f32, f16) {
// CHECK-NEXT: %cst = arith.constant 0xFE00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF8000000000001 : f64
// CHECK-NEXT: %0 = arith.truncf %cst_0 : f64 to f32
// CHECK-NEXT: return %0, %cst : f32, f16
// CHECK-NEXT: }
// CHECK-NEXT: func.func @r() -> (f32, f64, f32, f16, f32, f16, f32, f64, f16) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0xFFC00456 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0xFE34 : f16
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00123 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0x7E12 : f16
// CHECK-NEXT: %cst_5 = arith.constant 0x7FF8000000000001 : f64
// CHECK-NEXT: %cst_6 = arith.constant 0x7E34 : f16
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_1, %cst_5, %cst_6 : f32, f64, f32, f16, f32, f16, f32, f64, f16
// CHECK-NEXT: }
// CHECK-NEXT: }
