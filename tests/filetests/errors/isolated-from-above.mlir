// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @isolated(%a: i32) {
  func.func @inner() {
    %x = arith.addi %a, %a : i32
    return
  }
  return
}

// CHECK: {{.*}}isolated-from-above.mlir:4:21: error: use of undeclared SSA value name
// CHECK-NEXT: %x = arith.addi %a, %a : i32
// CHECK-NEXT: ^
