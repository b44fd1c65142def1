// RUN: memref-opt %s | filecheck %s
func.func @consts() {
  %0 = arith.constant 0 : index
  %1 = arith.constant -1 : index
  %2 = arith.constant 42 : i64
  %3 = arith.constant 255 : i8
  %4 = arith.constant 2147483648 : i32
  %5 = arith.constant true
  %6 = arith.constant false
  %7 = arith.constant 1.5 : f32
  %8 = arith.constant 0x7FC00000 : f32
  %9 = arith.constant 0xFF800000 : f32
  %10 = arith.constant -0.0 : f32
  %11 = arith.constant 1.0e10 : f32
  %12 = arith.constant 0x3F800000 : f32
  %13 = arith.constant 0x7E00 : f16
  %14 = arith.constant 12345678.0 : f64
  %15 = arith.constant 0.7 : f32
  %16 = arith.constant 1.0e-4 : f32
  %17 = arith.constant 0.1 : bf16
  %18 = arith.constant 0 : index
  %19 = arith.constant 42 : i64
  %20 = arith.constant dense<1.0> : vector<4xf32>
  %21 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %22 = arith.constant -3 : i32
  %23 = arith.constant 1 : i1
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @consts() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %c42_i64 = arith.constant 42 : i64
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+10 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x7E00 : f16
// CHECK-NEXT: %cst_6 = arith.constant 0x41678C29C0000000 : f64
// CHECK-NEXT: %cst_7 = arith.constant 0.699999988 : f32
// CHECK-NEXT: %cst_8 = arith.constant 9.99999974E-5 : f32
// CHECK-NEXT: %cst_9 = arith.constant 1.000980e-01 : bf16
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %c42_i64_11 = arith.constant 42 : i64
// CHECK-NEXT: %cst_12 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %true_14 = arith.constant true
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
