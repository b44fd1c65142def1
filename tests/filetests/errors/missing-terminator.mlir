// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @noterm() {
  %c0 = arith.constant 0 : index
}

// CHECK: {{.*}}missing-terminator.mlir:3:9: error: block with no terminator, has %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: ^
