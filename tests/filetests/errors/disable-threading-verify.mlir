// Errors in several functions are all reported, in module order, with threads (the functions
// verify in parallel) and with --mlir-disable-threading alike.
// RUN: memref-opt %s --verify-diagnostics --mlir-disable-threading
// RUN: memref-opt %s --verify-diagnostics

func.func @bad1(%a: i32, %b: i64) -> i32 {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}
func.func @good(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @bad2(%a: f32, %b: f64) -> f32 {
  // expected-error @+1 {{'arith.addf' op requires the same type for all operands and results}}
  %0 = "arith.addf"(%a, %b) : (f32, f64) -> f32
  return %0 : f32
}
