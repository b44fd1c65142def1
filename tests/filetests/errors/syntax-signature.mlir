// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @syntax( {
  return
}

// CHECK: {{.*}}syntax-signature.mlir:2:19: error: expected non-function type
// CHECK-NEXT: func.func @syntax( {
// CHECK-NEXT: ^
