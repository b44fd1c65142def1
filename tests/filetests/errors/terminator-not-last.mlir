// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @midterm() {
  return
  %c0 = arith.constant 0 : index
}

// CHECK: {{.*}}terminator-not-last.mlir:4:6: error: expected ':'
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: ^
