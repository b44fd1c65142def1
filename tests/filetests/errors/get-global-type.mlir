// RUN: not memref-opt %s 2>&1 | filecheck %s
memref.global "private" @g : memref<4xf32> = uninitialized
func.func @getglobal2() {
  %0 = memref.get_global @g : memref<8xf32>
  return
}

// CHECK: {{.*}}get-global-type.mlir:4:8: error: 'memref.get_global' op result type 'memref<8xf32>' does not match type 'memref<4xf32>' of the global memref @g
// CHECK-NEXT: %0 = memref.get_global @g : memref<8xf32>
// CHECK-NEXT: ^
