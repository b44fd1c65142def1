// Upstream's ceildivsi/ceildivui/floordivsi folds (x / 1; constants, not by zero or INT_MIN / -1)
// and remf of constants (the dividend's sign). Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%x: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i8, i64, f32, f64) {
  %m7 = arith.constant -7 : i64
  %c7 = arith.constant 7 : i64
  %c2 = arith.constant 2 : i64
  %m2 = arith.constant -2 : i64
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %0 = arith.ceildivsi %m7, %c2 : i64
  %1 = arith.floordivsi %m7, %c2 : i64
  %2 = arith.ceildivsi %c7, %c2 : i64
  %3 = arith.floordivsi %c7, %m2 : i64
  %4 = arith.ceildivui %c7, %c2 : i64
  %5 = arith.ceildivsi %m7, %m2 : i64
  %6 = arith.ceildivsi %x, %c1 : i64
  %7 = arith.floordivsi %x, %c1 : i64
  %8 = arith.ceildivui %c7, %c0 : i64
  %min = arith.constant -128 : i8
  %mone = arith.constant -1 : i8
  %9 = arith.floordivsi %min, %mone : i8
  %10 = arith.ceildivui %m7, %c2 : i64
  %a = arith.constant 5.5 : f32
  %b = arith.constant -2.0 : f32
  %11 = arith.remf %a, %b : f32
  %p = arith.constant -7.25 : f64
  %q = arith.constant 2.0 : f64
  %12 = arith.remf %p, %q : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i8, i64, f32, f64
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i8, i64, f32, f64) {
// CHECK-NEXT: %cst = arith.constant -1.250000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %c9223372036854775805_i64 = arith.constant 9223372036854775805 : i64
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c-4_i64 = arith.constant -4 : i64
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %0 = arith.ceildivui %c7_i64, %c0_i64 : i64
// CHECK-NEXT: %1 = arith.floordivsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: return %c-3_i64, %c-4_i64, %c4_i64, %c-4_i64, %c4_i64, %c4_i64, %arg0, %arg0, %0, %1, %c9223372036854775805_i64, %cst_0, %cst : i64, i64, i64, i64, i64, i64, i64, i64, i64, i8, i64, f32, f64
// CHECK-NEXT: }
// CHECK-NEXT: }
