// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @undef() {
  %x = arith.addi %c0, %c0 : index
  return
}

// CHECK: {{.*}}undeclared-value.mlir:3:19: error: use of undeclared SSA value name
// CHECK-NEXT: %x = arith.addi %c0, %c0 : index
// CHECK-NEXT: ^
