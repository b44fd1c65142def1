// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @dom() {
  %x = arith.addi %y, %y : index
  %y = arith.constant 0 : index
  return
}

// CHECK: {{.*}}dominance.mlir:3:8: error: operand #0 does not dominate this use
// CHECK-NEXT: %x = arith.addi %y, %y : index
// CHECK-NEXT: ^
