// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @redef() {
  %a = arith.constant 0 : index
  %a = arith.constant 1 : index
  return
}

// CHECK: {{.*}}ssa-redefinition.mlir:4:3: error: redefinition of SSA value '%a'
// CHECK-NEXT: %a = arith.constant 1 : index
// CHECK-NEXT: ^
// CHECK-NEXT: ssa-redefinition.mlir:3:3: note: previously defined here
