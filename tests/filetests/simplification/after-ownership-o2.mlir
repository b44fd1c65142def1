// RUN: memref-opt %s --pass-pipeline='builtin.module(ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification)' | filecheck %s
func.func @loop(%n: index, %buf: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %buf) -> (memref<?xf32>) {
    %nb = memref.alloc(%n) : memref<?xf32>
    memref.copy %b, %nb : memref<?xf32> to memref<?xf32>
    scf.yield %nb : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @ifs(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %r = scf.if %c -> (memref<?xf32>) {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.yield %b : memref<?xf32>
  } else {
    scf.yield %a : memref<?xf32>
  }
  %v = memref.load %r[%c0] : memref<?xf32>
  return %v : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @loop(%arg0: index, %arg1: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1, %arg4 = %false) -> (memref<?xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: memref.copy %arg3, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg3 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_0 : memref<f32>) if (%arg4)
// CHECK-NEXT: scf.yield %alloc, %true : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %3 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1) retain (%1 : memref<?xf32>)
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ifs(%arg0: i1, %arg1: index) -> f32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<?xf32>, i1) {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc_0, %true : memref<?xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %alloc, %false : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %0#0[%c0] : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%alloc, %base_buffer : memref<?xf32>, memref<f32>) if (%true, %0#1)
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
