// --entry-point-result is checked against the entry function's results, with mlir-runner's
// messages (located here); a float result is printed as mlir-runner prints it (%e style).
// RUN: memref-run %s -e ret_i64 --entry-point-result=i64 | filecheck %s --check-prefix=I64
// RUN: memref-run %s -e ret_i32 --entry-point-result=i32 | filecheck %s --check-prefix=I32
// RUN: memref-run %s -e ret_f32 --entry-point-result=f32 | filecheck %s --check-prefix=F32
// RUN: memref-run %s -e ret_f64 --entry-point-result=f64 | filecheck %s --check-prefix=F64
// RUN: memref-run %s -e ret_inf --entry-point-result=f32 | filecheck %s --check-prefix=INF
// RUN: not memref-run %s -e ret_i64 --entry-point-result=i32 2>&1 | filecheck %s --check-prefix=BAD-I32
// RUN: not memref-run %s -e ret_f32 --entry-point-result=void 2>&1 | filecheck %s --check-prefix=BAD-VOID
// RUN: not memref-run %s -e nothing --entry-point-result=f32 2>&1 | filecheck %s --check-prefix=BAD-F32

// I64: 42
func.func @ret_i64() -> i64 {
  %c = arith.constant 42 : i64
  return %c : i64
}
// I32: -7
func.func @ret_i32() -> i32 {
  %c = arith.constant -7 : i32
  return %c : i32
}
// F32: 1.500000e+00
// BAD-VOID: entry-point-result.mlir:24:1: error: expected void function
func.func @ret_f32() -> f32 {
  %c = arith.constant 1.5 : f32
  return %c : f32
}
// F64: -2.500000e-07
func.func @ret_f64() -> f64 {
  %c = arith.constant -2.5e-7 : f64
  return %c : f64
}
// INF: -INF
func.func @ret_inf() -> f32 {
  %c = arith.constant 0xFF800000 : f32
  return %c : f32
}
// BAD-F32: entry-point-result.mlir:39:1: error: only single f32 function result supported
func.func @nothing() {
  return
}
// BAD-I32: entry-point-result.mlir:13:1: error: only single i32 function result supported
