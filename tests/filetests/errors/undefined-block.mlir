// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @badblock() {
  cf.br ^nowhere
}

// CHECK: {{.*}}undefined-block.mlir:3:9: error: reference to an undefined block
// CHECK-NEXT: cf.br ^nowhere
// CHECK-NEXT: ^
