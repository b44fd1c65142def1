// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @badtypekw(%a: i33x) {
  return
}

// CHECK: {{.*}}bad-type-keyword.mlir:2:25: error: expected non-function type
// CHECK-NEXT: func.func @badtypekw(%a: i33x) {
// CHECK-NEXT: ^
