// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @realloc2d(%m: memref<4x4xf32>) {
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8x4xf32>
  return
}

// CHECK: {{.*}}realloc-rank.mlir:3:8: error: 'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'
// CHECK-NEXT: %0 = memref.realloc %m : memref<4x4xf32> to memref<8x4xf32>
// CHECK-NEXT: ^
