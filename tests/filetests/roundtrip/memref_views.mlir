// RUN: memref-opt %s | filecheck %s
func.func @views(%arg0: memref<8x16xf32>, %arg1: memref<?x?xf32>, %o: index, %s: index, %t: index, %raw: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %cast = memref.cast %arg0 : memref<8x16xf32> to memref<?x?xf32>
  %cast2 = memref.cast %arg0 : memref<8x16xf32> to memref<*xf32>
  %sv0 = memref.subview %arg0[2, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 36>>
  %sv1 = memref.subview %arg0[%o, 0] [%s, 8] [%t, 2] : memref<8x16xf32> to memref<?x8xf32, strided<[?, 2], offset: ?>>
  %sv2 = memref.subview %arg0[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
  %rc = memref.reinterpret_cast %arg1 to offset: [%o], sizes: [%s, 4], strides: [%t, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %rc2 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  %v = memref.view %raw[%c0][] : memref<64xi8> to memref<4x4xf32>
  %v2 = memref.view %raw[%c0][%s] : memref<64xi8> to memref<?x4xf32>
  %e = memref.expand_shape %arg1 [[0, 1], [2]] output_shape [%s, 4, %o] : memref<?x?xf32> into memref<?x4x?xf32>
  %cs = memref.collapse_shape %arg0 [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %one = memref.alloc() : memref<1x1xf32>
  %cs2 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  %tr = memref.transpose %arg0 (i, j) -> (j, i) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b1, %o1, %s1, %t1 = memref.extract_strided_metadata %sv2 : memref<16xf32, strided<[1], offset: 16>> -> memref<f32>, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %cs2 : memref<f32> -> memref<f32>, index
  %al = memref.assume_alignment %one, 64 : memref<1x1xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @views(%arg0: memref<8x16xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: memref<64xi8>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<8x16xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<8x16xf32> to memref<*xf32>
// CHECK-NEXT: %subview = memref.subview %arg0[2, 4] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 36>>
// CHECK-NEXT: %subview_1 = memref.subview %arg0[%arg2, 0] [%arg3, 8] [%arg4, 2] : memref<8x16xf32> to memref<?x8xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %arg0[1, 0] [1, 16] [1, 1] : memref<8x16xf32> to memref<16xf32, strided<[1], offset: 16>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [%arg2], sizes: [%arg3, 4], strides: [%arg4, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_3 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
// CHECK-NEXT: %view = memref.view %arg5[%c0][] : memref<64xi8> to memref<4x4xf32>
// CHECK-NEXT: %view_4 = memref.view %arg5[%c0][%arg3] : memref<64xi8> to memref<?x4xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg3, 4, %arg2] : memref<?x?xf32> into memref<?x4x?xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<8x16xf32> into memref<128xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<1x1xf32>
// CHECK-NEXT: %collapse_shape_5 = memref.collapse_shape %alloc [] : memref<1x1xf32> into memref<f32>
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %subview_2 : memref<16xf32, strided<[1], offset: 16>> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_10, %offset_11 = memref.extract_strided_metadata %collapse_shape_5 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %assume_align = memref.assume_alignment %alloc, 64 : memref<1x1xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
