// Upstream's math constant folds: absf, ceil, floor, copysign, sqrt and log (not of a negative
// or -0.0), exp, sin, cos, tanh, powf on f32 and f64 (through the C library, as upstream), absi
// on any width (the minimum value stays itself). Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 0.7 : f32
  %n0 = arith.constant -0.0 : f32
  %c3 = arith.constant 3.0 : f32
  %0 = math.absf %a : f32
  %1 = math.ceil %a : f32
  %2 = math.floor %a : f32
  %3 = math.copysign %b, %a : f32
  %4 = math.sqrt %c3 : f32
  %5 = math.sqrt %n0 : f32
  %6 = math.log %c3 : f32
  %7 = math.log %a : f32
  %8 = math.exp %b : f32
  %9 = math.sin %b : f32
  %10 = math.cos %b : f32
  %11 = math.tanh %b : f32
  %12 = math.powf %c3, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}
func.func @g() -> (f64, f64, f64, f64, f64, f64, f64, i32, i8, i64) {
  %a = arith.constant 0.3 : f64
  %c3 = arith.constant 3.0 : f64
  %0 = math.sin %a : f64
  %1 = math.cos %a : f64
  %2 = math.exp %a : f64
  %3 = math.log %c3 : f64
  %4 = math.tanh %a : f64
  %5 = math.powf %c3, %a : f64
  %6 = math.sqrt %c3 : f64
  %i = arith.constant -7 : i32
  %m = arith.constant -128 : i8
  %z = arith.constant 9 : i64
  %7 = math.absi %i : i32
  %8 = math.absi %m : i8
  %9 = math.absi %z : i64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f64, f64, f64, f64, f64, f64, f64, i32, i8, i64
}
// CHECK: module {
// CHECK-NEXT: func.func @f() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 2.15766931 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.604367733 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.764842212 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.644217669 : f32
// CHECK-NEXT: %cst_3 = arith.constant 2.0137527 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.09861231 : f32
// CHECK-NEXT: %cst_5 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %cst_6 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_7 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_8 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_9 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_10 = arith.constant -0.699999988 : f32
// CHECK-NEXT: %cst_11 = arith.constant 1.73205078 : f32
// CHECK-NEXT: %0 = math.sqrt %cst_6 : f32
// CHECK-NEXT: %1 = math.log %cst_5 : f32
// CHECK-NEXT: return %cst_7, %cst_8, %cst_9, %cst_10, %cst_11, %0, %cst_4, %1, %cst_3, %cst_2, %cst_1, %cst_0, %cst : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g() -> (f64, f64, f64, f64, f64, f64, f64, i32, i8, i64) {
// CHECK-NEXT: %cst = arith.constant 0.29552020666133955 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0.95533648912560598 : f64
// CHECK-NEXT: %cst_1 = arith.constant 1.3498588075760032 : f64
// CHECK-NEXT: %cst_2 = arith.constant 1.0986122886681098 : f64
// CHECK-NEXT: %cst_3 = arith.constant 0.2913126124515909 : f64
// CHECK-NEXT: %cst_4 = arith.constant 1.3903891703159093 : f64
// CHECK-NEXT: %cst_5 = arith.constant 1.7320508075688772 : f64
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c9_i64 = arith.constant 9 : i64
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %c7_i32, %c-128_i8, %c9_i64 : f64, f64, f64, f64, f64, f64, f64, i32, i8, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
