// RUN: memref-opt %s | filecheck %s
func.func @floats() {
  %0 = arith.constant 0.1 : f32
  %1 = arith.constant 0.9 : f32
  %2 = arith.constant 0.01 : f32
  %3 = arith.constant 1.0e-5 : f32
  %4 = arith.constant 0.6 : f32
  %5 = arith.constant 3.3 : f32
  %6 = arith.constant 0.7 : f64
  %7 = arith.constant 0.33333333333333333 : f64
  %8 = arith.constant 1.23456789e-10 : f64
  %9 = arith.constant 12345.678 : f32
  %10 = arith.constant 0.3 : f16
  %11 = arith.constant 0.1 : f16
  %12 = arith.constant 16777216.0 : f32
  %13 = arith.constant 1234567.0 : f32
  %14 = arith.constant 123456789.0 : f64
  %15 = arith.constant 1234567890000.0 : f64
  %16 = arith.constant 1.0e-45 : f32
  %17 = arith.constant 4.9406564584124654e-324 : f64
  %18 = arith.constant 2.0e-8 : f16
  %19 = arith.constant -2.5 : f32
  %20 = arith.constant 0x7FF0000000000000 : f64
  %21 = arith.constant 0x7C00 : f16
  %22 = arith.constant 0x7FC0 : bf16
  %23 = arith.constant 65504.0 : f16
  %24 = arith.constant 1.0e38 : f32
  %25 = arith.constant 3.14159265358979 : f64
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @floats() {
// CHECK-NEXT: %cst = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.899999976 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.00999999977 : f32
// CHECK-NEXT: %cst_2 = arith.constant 9.99999974E-6 : f32
// CHECK-NEXT: %cst_3 = arith.constant 6.000000e-01 : f32
// CHECK-NEXT: %cst_4 = arith.constant 3.300000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0.69999999999999996 : f64
// CHECK-NEXT: %cst_6 = arith.constant 0.33333333333333331 : f64
// CHECK-NEXT: %cst_7 = arith.constant 1.2345678900000001E-10 : f64
// CHECK-NEXT: %cst_8 = arith.constant 12345.6777 : f32
// CHECK-NEXT: %cst_9 = arith.constant 3.000490e-01 : f16
// CHECK-NEXT: %cst_10 = arith.constant 9.997550e-02 : f16
// CHECK-NEXT: %cst_11 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_12 = arith.constant 0x4996B438 : f32
// CHECK-NEXT: %cst_13 = arith.constant 0x419D6F3454000000 : f64
// CHECK-NEXT: %cst_14 = arith.constant 1.23456789E+12 : f64
// CHECK-NEXT: %cst_15 = arith.constant 1.401300e-45 : f32
// CHECK-NEXT: %cst_16 = arith.constant 4.940660e-324 : f64
// CHECK-NEXT: %cst_17 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %cst_18 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %cst_19 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_20 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_21 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT: %cst_22 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT: %cst_23 = arith.constant 9.99999968E+37 : f32
// CHECK-NEXT: %cst_24 = arith.constant 3.14159265358979 : f64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
