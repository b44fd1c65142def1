// Unbounded recursion ends with a located error instead of a stack overflow.
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
func.func @f(%n: i64) -> i64 {
  %r = func.call @f(%n) : (i64) -> i64
  return %r : i64
}
func.func @main() {
  %z = arith.constant 0 : i64
  %r = func.call @f(%z) : (i64) -> i64
  return
}
// CHECK: deep-recursion.mlir:4:8: error: call stack too deep
