// RUN: not memref-opt %s 2>&1 | filecheck %s
// Regression (found by fuzz_frontend): an out-of-range predicate in generic form. Given as a
// property it fails the property conversion (mlir-opt 22.1.8's message).
func.func @f(%a: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 99 : i64}> : (i32, i32) -> i1
  return %0 : i1
}
// CHECK: cmpi-predicate-range.mlir:5:8: error: invalid properties {predicate = 99 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 99 : i64
