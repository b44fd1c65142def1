// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @loadidx(%m: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4x4xf32>
  return
}

// CHECK: {{.*}}load-index-count.mlir:4:8: error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
// CHECK-NEXT: %v = memref.load %m[%c0] : memref<4x4xf32>
// CHECK-NEXT: ^
