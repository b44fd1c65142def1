// Upstream's TrivialSubViewOpFolder (a subview of the whole statically shaped source is a cast,
// or the source when the types match) and foldMemRefCast in load, store and dealloc (any cast
// of a ranked memref, also one that adds static information); copy only folds casts that
// erase information. Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%m: memref<?xf32>, %n: memref<4xf32>, %i: index, %v: f32) -> (f32, index) {
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  %x = memref.load %c[%i] : memref<4xf32>
  memref.store %v, %c[%i] : memref<4xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<4xf32>
  %e = memref.cast %n : memref<4xf32> to memref<?xf32>
  %d2 = memref.dim %e, %c0 : memref<?xf32>
  memref.copy %c, %n : memref<4xf32> to memref<4xf32>
  memref.copy %n, %c : memref<4xf32> to memref<4xf32>
  %s = memref.subview %n[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
  %y = memref.load %s[%i] : memref<4xf32, strided<[1]>>
  %t = memref.subview %m[0] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1]>>
  %u = memref.subview %n[0] [4] [1] : memref<4xf32> to memref<4xf32>
  %z = memref.load %u[%i] : memref<4xf32>
  %w = memref.load %t[%i] : memref<4xf32, strided<[1]>>
  %sum = arith.addf %x, %y : f32
  %sum2 = arith.addf %sum, %z : f32
  %sum3 = arith.addf %sum2, %w : f32
  memref.dealloc %c : memref<4xf32>
  return %sum3, %d : f32, index
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<?xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: f32) -> (f32, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: memref.store %arg3, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: memref.copy %cast, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %cast : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %arg0[0] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %2 = memref.load %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT: %3 = memref.load %subview[%arg2] : memref<4xf32, strided<[1]>>
// CHECK-NEXT: %4 = arith.addf %0, %1 : f32
// CHECK-NEXT: %5 = arith.addf %4, %2 : f32
// CHECK-NEXT: %6 = arith.addf %5, %3 : f32
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: return %6, %c4 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: }
