// RUN: memref-opt %s --pass-pipeline='builtin.module(ownership-based-buffer-deallocation,canonicalize)' | filecheck %s
func.func @example(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
  cf.cond_br %arg1, ^bb1, ^bb2
^bb1:
  %alloc = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%alloc : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg0 : memref<2xf32>)
^bb3(%0: memref<2xf32>):
  %sel = arith.select %arg1, %0, %arg0 : memref<2xf32>
  return %sel : memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @example(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2(%arg0, %false : memref<2xf32>, i1)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0:2 = bufferization.dealloc (%alloc : memref<2xf32>) if (%true) retain (%alloc, %arg0 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: cf.br ^bb2(%alloc, %0#0 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb2(%1: memref<2xf32>, %2: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %3 = arith.select %arg1, %1, %arg0 : memref<2xf32>
// CHECK-NEXT: %4 = arith.select %arg1, %2, %false : i1
// CHECK-NEXT: %5 = scf.if %4 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %7 = bufferization.clone %3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %7 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %6 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%2, %true) retain (%5 : memref<2xf32>)
// CHECK-NEXT: return %5 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
