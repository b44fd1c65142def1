// Upstream 22.1.8 crashes on this input (spec/upstream-crashes); we must not. CHECK lines are
// our own output, reviewed by hand.
// RUN: memref-opt %s --ownership-based-buffer-deallocation | filecheck %s
func.func @cmp(%c: i1) -> (memref<2xf32>, memref<2xf32>) {
  %b = memref.alloc() : memref<2xf32>
  cf.br ^bb1
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb2
^bb2:
  return %a, %b : memref<2xf32>, memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @cmp(%arg0: i1) -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc_1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1:2 = bufferization.dealloc (%base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>) if (%0, %true_0) retain (%alloc, %alloc_1 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = scf.if %1#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %alloc_1 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = bufferization.clone %alloc_1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %5 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_10 = arith.constant true
// CHECK-NEXT: %3 = scf.if %0 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %5 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_11 = arith.constant true
// CHECK-NEXT: %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %alloc_1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_24, %offset_25, %sizes_26, %strides_27 = memref.extract_strided_metadata %3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4:2 = bufferization.dealloc (%base_buffer_12, %base_buffer_16, %base_buffer_20, %base_buffer_24 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%0, %1#1, %true_10, %true_11) retain (%2, %3 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: return %2, %3 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
