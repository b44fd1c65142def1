// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @alloc(%n: index) {
  %a = memref.alloc() : memref<?xf32>
  return
}

// CHECK: {{.*}}alloc-dynamic-sizes.mlir:3:8: error: 'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1
// CHECK-NEXT: %a = memref.alloc() : memref<?xf32>
// CHECK-NEXT: ^
