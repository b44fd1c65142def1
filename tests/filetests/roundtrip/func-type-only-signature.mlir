// RUN: memref-opt %s | filecheck %s
// Upstream accepts a function definition whose signature gives only types: the entry block names the arguments.
func.func @sum(i64, i64) -> i64 {
^bb0(%x: i64, %y: i64):
  %s = arith.addi %x, %y : i64
  return %s : i64
}
// CHECK: module {
// CHECK-NEXT: func.func @sum(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
