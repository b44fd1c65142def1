// RUN: memref-opt %s | filecheck %s
func.func @r0(%v: f32) -> f32 {
  %a = memref.alloc() : memref<f32>
  memref.store %v, %a[] : memref<f32>
  %x = memref.load %a[] : memref<f32>
  %u = memref.cast %a : memref<f32> to memref<*xf32>
  memref.dealloc %a : memref<f32>
  return %x : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @r0(%arg0: f32) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<f32>
// CHECK-NEXT: memref.store %arg0, %alloc[] : memref<f32>
// CHECK-NEXT: %0 = memref.load %alloc[] : memref<f32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<f32> to memref<*xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
