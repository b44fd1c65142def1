// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @brargs(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// CHECK: {{.*}}branch-operand-count.mlir:3:3: error: branch has 1 operands for successor #0, but target block has 0
// CHECK-NEXT: cf.br ^bb1(%a : i32)
// CHECK-NEXT: ^
