// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @badint() {
  %0 = arith.constant 300 : i8
  return
}

// CHECK: {{.*}}int-out-of-range.mlir:3:23: error: integer constant out of range for attribute
// CHECK-NEXT: %0 = arith.constant 300 : i8
// CHECK-NEXT: ^
