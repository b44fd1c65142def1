// RUN: memref-opt %s | filecheck %s
func.func @access(%m: memref<4x8xf32>, %v: f32, %z: memref<f32>, %u: memref<*xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.load %m[%c0, %c1] : memref<4x8xf32>
  memref.store %v, %m[%c0, %c1] : memref<4x8xf32>
  %1 = memref.load %m[%c0, %c0] {nontemporal = true} : memref<4x8xf32>
  memref.store %v, %m[%c1, %c1] {nontemporal = false} : memref<4x8xf32>
  %2 = memref.load %z[] : memref<f32>
  memref.copy %m, %m : memref<4x8xf32> to memref<4x8xf32>
  %d = memref.dim %m, %c0 : memref<4x8xf32>
  %r = memref.rank %u : memref<*xf32>
  %p = memref.extract_aligned_pointer_as_index %m : memref<4x8xf32> -> index
  return %0 : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @access(%arg0: memref<4x8xf32>, %arg1: f32, %arg2: memref<f32>, %arg3: memref<*xf32>) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0, %c1] : memref<4x8xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%c0, %c1] : memref<4x8xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%c0, %c0] {nontemporal = true} : memref<4x8xf32>
// CHECK-NEXT: memref.store %arg1, %arg0[%c1, %c1] : memref<4x8xf32>
// CHECK-NEXT: %2 = memref.load %arg2[] : memref<f32>
// CHECK-NEXT: memref.copy %arg0, %arg0 : memref<4x8xf32> to memref<4x8xf32>
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<4x8xf32>
// CHECK-NEXT: %3 = memref.rank %arg3 : memref<*xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x8xf32> -> index
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
