// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @badattr() attributes {a = dense<[1, 2]> : tensor<3xi32>} {
  return
}

// CHECK: {{.*}}dense-shape.mlir:2:38: error: inferred shape of elements literal ([2]) does not match type ([3])
// CHECK-NEXT: func.func @badattr() attributes {a = dense<[1, 2]> : tensor<3xi32>} {
// CHECK-NEXT: ^
