// RUN: not memref-opt %s 2>&1 | filecheck %s
// Regression (found by fuzz_frontend): an out-of-range predicate in generic form.
func.func @f(%a: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 99 : i64}> : (i32, i32) -> i1
  return %0 : i1
}
// CHECK: cmpi-predicate-range.mlir:4:8: error: 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases
