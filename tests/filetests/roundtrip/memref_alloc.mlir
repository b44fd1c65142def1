// RUN: memref-opt %s | filecheck %s
#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @allocs(%n: index, %s: index, %m: memref<16xf32>) {
  %a = memref.alloc() : memref<4x8xf32>
  %b = memref.alloc(%n) : memref<?x8xf32>
  %c = memref.alloc()[%s] : memref<4xf32, #map>
  %d = memref.alloc(%n)[%s] : memref<?xf32, affine_map<(d0)[s0] -> (d0 * 2 + s0)>>
  %e = memref.alloc() {alignment = 64} : memref<16xf32>
  %f = memref.alloca(%n) {alignment = 32} : memref<?xi32>
  %g = memref.alloca() : memref<f32>
  %h = memref.alloc(%n) {bufferization.manual_deallocation} : memref<?xf32>
  %r0 = memref.realloc %h(%n) : memref<?xf32> to memref<?xf32>
  %r1 = memref.realloc %h(%n) {alignment = 16} : memref<?xf32> to memref<?xf32>
  %r2 = memref.realloc %e : memref<16xf32> to memref<32xf32>
  memref.dealloc %a : memref<4x8xf32>
  memref.dealloc %r1 {bufferization.manual_deallocation} : memref<?xf32>
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @allocs(%arg0: index, %arg1: index, %arg2: memref<16xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?x8xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc()[%arg1] : memref<4xf32, #map>
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg0)[%arg1] : memref<?xf32, #map1>
// CHECK-NEXT: %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT: %alloca = memref.alloca(%arg0) {alignment = 32 : i64} : memref<?xi32>
// CHECK-NEXT: %alloca_4 = memref.alloca() : memref<f32>
// CHECK-NEXT: %alloc_5 = memref.alloc(%arg0) {bufferization.manual_deallocation} : memref<?xf32>
// CHECK-NEXT: %0 = memref.realloc %alloc_5(%arg0) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %1 = memref.realloc %alloc_5(%arg0) {alignment = 16 : i64} : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %2 = memref.realloc %alloc_3 : memref<16xf32> to memref<32xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4x8xf32>
// CHECK-NEXT: memref.dealloc %1 {bufferization.manual_deallocation} : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
