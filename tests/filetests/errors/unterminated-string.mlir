// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @badstring() {
  cf.assert %c, "unterminated
}

// CHECK: {{.*}}unterminated-string.mlir:3:30: error: expected '"' in string literal
// CHECK-NEXT: cf.assert %c, "unterminated
// CHECK-NEXT: ^
