// RUN: memref-opt %s | filecheck %s
func.func @dyn(%n: index, %m: index) -> index {
  %a = memref.alloc(%n, %m) : memref<?x?xf32>
  %b = memref.alloc(%m) : memref<4x?x2xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<?x?xf32>
  %d1 = memref.dim %b, %c1 : memref<4x?x2xi64>
  %s = arith.addi %d0, %d1 : index
  memref.dealloc %a : memref<?x?xf32>
  memref.dealloc %b : memref<4x?x2xi64>
  return %s : index
}

// CHECK: module {
// CHECK-NEXT: func.func @dyn(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<4x?x2xi64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %alloc, %c0 : memref<?x?xf32>
// CHECK-NEXT: %dim_1 = memref.dim %alloc_0, %c1 : memref<4x?x2xi64>
// CHECK-NEXT: %0 = arith.addi %dim, %dim_1 : index
// CHECK-NEXT: memref.dealloc %alloc : memref<?x?xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4x?x2xi64>
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
