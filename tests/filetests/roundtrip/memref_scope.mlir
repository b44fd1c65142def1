// RUN: memref-opt %s | filecheck %s
func.func @scope(%m: memref<4xf32>) -> f32 {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @scope(%arg0: memref<4xf32>) -> f32 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
