// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @unknown() {
  foo.bar
  return
}

// CHECK: {{.*}}unknown-dialect.mlir:3:3: error: Dialect `foo' not found for custom op 'foo.bar' 
// CHECK-NEXT: foo.bar
// CHECK-NEXT: ^
