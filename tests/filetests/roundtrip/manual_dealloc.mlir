// RUN: memref-opt %s | filecheck %s
func.func @m(%n: index) {
  %a = memref.alloc(%n) {bufferization.manual_deallocation} : memref<?xf32>
  %b = memref.realloc %a(%n) {bufferization.manual_deallocation} : memref<?xf32> to memref<?xf32>
  memref.dealloc %b {bufferization.manual_deallocation} : memref<?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @m(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {bufferization.manual_deallocation} : memref<?xf32>
// CHECK-NEXT: %0 = memref.realloc %alloc(%arg0) {bufferization.manual_deallocation} : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %0 {bufferization.manual_deallocation} : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
