// RUN: memref-opt %s | filecheck %s
func.func @dealloc(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: i1, %arg3: i1, %arg4: memref<4xf32>) {
  bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2)
  bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<?xf32>) if (%arg2, %arg3)
  %0 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg4 : memref<4xf32>)
  %1:2 = bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<?xf32>) if (%arg2, %arg3) retain (%arg4, %arg1 : memref<4xf32>, memref<?xf32>)
  bufferization.dealloc
  %3 = bufferization.dealloc retain (%arg4 : memref<4xf32>)
  %4 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @dealloc(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: i1, %arg3: i1, %arg4: memref<4xf32>) {
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2)
// CHECK-NEXT: bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<?xf32>) if (%arg2, %arg3)
// CHECK-NEXT: %0 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%arg4 : memref<4xf32>)
// CHECK-NEXT: %1:2 = bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<?xf32>) if (%arg2, %arg3) retain (%arg4, %arg1 : memref<4xf32>, memref<?xf32>)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: %2 = bufferization.dealloc retain (%arg4 : memref<4xf32>)
// CHECK-NEXT: %3 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
