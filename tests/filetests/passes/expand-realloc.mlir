// RUN: memref-opt %s --expand-realloc | filecheck %s
func.func @f(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}
func.func @g(%m: memref<4xf32>) -> memref<8xf32> {
  %r = memref.realloc %m {alignment = 8} : memref<4xf32> to memref<8xf32>
  return %r : memref<8xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: memref<4xf32>) -> memref<8xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c4, %c8 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<8xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 8 : i64} : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8], strides: [1] : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
