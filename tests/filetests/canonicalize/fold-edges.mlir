// Folds at the edges, as mlir-opt: i128 constants that overflow (add, sub, remsi and ceildivsi
// of INT_MIN by -1 are left or wrap as upstream; addui_extended's carry at 128 bits; min/max at
// i128 extremes) — these panicked in a debug build; -2^127 as a literal; truncf folds only when
// exact (0.1 with upward/downward rounding was folded to the nearest value); int/float casts of
// values that do not fit. Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%x: i128) -> (i128, i128, i128, i128, i128) {
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  %one = arith.constant 1 : i128
  %a = arith.addi %max, %one : i128
  %b = arith.addi %x, %max : i128
  %c = arith.addi %b, %max : i128
  %d = arith.maxsi %x, %max : i128
  %s = arith.subi %x, %max : i128
  %e = arith.subi %s, %max : i128
  return %a, %c, %d, %e, %s : i128, i128, i128, i128, i128
}
func.func @g2(%x: i128) -> (i128, i1, i128, i128, i128, i128) {
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  %min = arith.constant -170141183460469231731687303715884105728 : i128
  %m1 = arith.constant -1 : i128
  %one = arith.constant 1 : i128
  %s, %c = arith.addui_extended %m1, %one : i128, i1
  %r = arith.remsi %min, %m1 : i128
  %d = arith.ceildivsi %max, %m1 : i128
  %e = arith.floordivsi %min, %one : i128
  %f = arith.minsi %x, %min : i128
  return %s, %c, %r, %d, %e, %f : i128, i1, i128, i128, i128, i128
}
func.func @tr() -> (f32, f32, f32) {
  %b = arith.constant 0.1 : f64
  %0 = arith.truncf %b : f64 to f32
  %1 = arith.truncf %b upward : f64 to f32
  %2 = arith.truncf %b downward : f64 to f32
  return %0, %1, %2 : f32, f32, f32
}
func.func @casts() -> (f32, f32, f64, i8, i32) {
  %a = arith.constant 16777217 : i32
  %0 = arith.sitofp %a : i32 to f32
  %b = arith.constant -1 : i64
  %1 = arith.uitofp %b : i64 to f32
  %2 = arith.uitofp %b : i64 to f64
  %c = arith.constant 300.5 : f32
  %3 = arith.fptosi %c : f32 to i8
  %d = arith.constant -0.5 : f64
  %4 = arith.fptoui %d : f64 to i32
  return %0, %1, %2, %3, %4 : f32, f32, f64, i8, i32
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i128) -> (i128, i128, i128, i128, i128) {
// CHECK-NEXT: %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: %c-2_i128 = arith.constant -2 : i128
// CHECK-NEXT: %0 = arith.addi %arg0, %c-2_i128 : i128
// CHECK-NEXT: %1 = arith.subi %arg0, %c170141183460469231731687303715884105727_i128 : i128
// CHECK-NEXT: %2 = arith.subi %arg0, %c-2_i128 : i128
// CHECK-NEXT: return %c-170141183460469231731687303715884105728_i128, %0, %c170141183460469231731687303715884105727_i128, %2, %1 : i128, i128, i128, i128, i128
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g2(%arg0: i128) -> (i128, i1, i128, i128, i128, i128) {
// CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-170141183460469231731687303715884105727_i128 = arith.constant -170141183460469231731687303715884105727 : i128
// CHECK-NEXT: return %c0_i128, %true, %c0_i128, %c-170141183460469231731687303715884105727_i128, %c-170141183460469231731687303715884105728_i128, %c-170141183460469231731687303715884105728_i128 : i128, i1, i128, i128, i128, i128
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tr() -> (f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %0 = arith.truncf %cst : f64 to f32
// CHECK-NEXT: %1 = arith.truncf %cst upward : f64 to f32
// CHECK-NEXT: %2 = arith.truncf %cst downward : f64 to f32
// CHECK-NEXT: return %0, %1, %2 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts() -> (f32, f32, f64, i8, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant 3.005000e+02 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.84467441E+19 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.8446744073709552E+19 : f64
// CHECK-NEXT: %0 = arith.fptosi %cst : f32 to i8
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %0, %c0_i32 : f32, f32, f64, i8, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
