// RUN: memref-opt %s --ownership-based-buffer-deallocation | filecheck %s
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
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %false, %arg1 : i1
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0) retain (%arg0 : memref<2xf32>)
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %2 = arith.xori %true, %arg1 : i1
// CHECK-NEXT: %3 = arith.andi %false, %2 : i1
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer : memref<f32>) if (%3) retain (%arg0 : memref<2xf32>)
// CHECK-NEXT: %5 = arith.select %arg1, %1, %4 : i1
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %6:2 = bufferization.dealloc (%base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>) if (%5, %true_0) retain (%alloc, %arg0 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%alloc, %6#0 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %7:2 = bufferization.dealloc (%base_buffer_9 : memref<f32>) if (%5) retain (%arg0, %arg0 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%arg0, %7#0 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb3(%8: memref<2xf32>, %9: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %10 = arith.select %arg1, %8, %arg0 : memref<2xf32>
// CHECK-NEXT: %11 = arith.select %arg1, %9, %5 : i1
// CHECK-NEXT: %12 = scf.if %11 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %10 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %14 = bufferization.clone %10 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %14 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_13 = arith.constant true
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_18, %offset_19, %sizes_20, %strides_21 = memref.extract_strided_metadata %8 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_22, %offset_23, %sizes_24, %strides_25 = memref.extract_strided_metadata %12 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %13 = bufferization.dealloc (%base_buffer_14, %base_buffer_18, %base_buffer_22 : memref<f32>, memref<f32>, memref<f32>) if (%5, %9, %true_13) retain (%12 : memref<2xf32>)
// CHECK-NEXT: return %12 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
