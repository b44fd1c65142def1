// --mlir-disable-threading (upstream's flag) keeps printing and verifying on one thread; the
// output is the same as with threads (tests/parallel.rs compares every RUN line both ways).
// Before, the flag was accepted and ignored.
// RUN: memref-opt %s --mlir-disable-threading | filecheck %s
// RUN: memref-opt %s --mlir-disable-threading --mlir-print-debuginfo | filecheck %s --check-prefix=LOC

// CHECK-LABEL: func.func @first
// CHECK: %[[C:.*]] = arith.constant 1 : i32
// CHECK-LABEL: func.func @second
// CHECK: arith.addi %arg0, %arg0 : i32
// LOC: func.func @first() -> i32 {
// LOC: } loc(#loc{{[0-9]*}})
// LOC: #loc{{[0-9]*}} = loc("{{.*}}disable-threading.mlir":
func.func @first() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @second(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

