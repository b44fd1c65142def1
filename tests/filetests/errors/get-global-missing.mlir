// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @getglobal() {
  %0 = memref.get_global @missing : memref<4xf32>
  return
}

// CHECK: {{.*}}get-global-missing.mlir:3:8: error: 'memref.get_global' op 'missing' does not reference a valid global memref
// CHECK-NEXT: %0 = memref.get_global @missing : memref<4xf32>
// CHECK-NEXT: ^
