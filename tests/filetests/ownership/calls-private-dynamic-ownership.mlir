// RUN: memref-opt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership=true | filecheck %s
func.func private @priv(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func private @ret_arg(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}
func.func private @ext(memref<?xf32>) -> memref<?xf32>
func.func @calls(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = func.call @priv(%n) : (index) -> memref<?xf32>
  %b = func.call @ret_arg(%a) : (memref<?xf32>) -> memref<?xf32>
  %c = func.call @ext(%b) : (memref<?xf32>) -> memref<?xf32>
  %v = memref.load %c[%c0] : memref<?xf32>
  return %v : f32
}

// CHECK: module {
// CHECK-NEXT: func.func private @priv(%arg0: index) -> (memref<?xf32>, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<?xf32>)
// CHECK-NEXT: return %alloc, %0 : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @ret_arg(%arg0: memref<?xf32>) -> (memref<?xf32>, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%false) retain (%arg0 : memref<?xf32>)
// CHECK-NEXT: return %arg0, %0 : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @ext(memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT: func.func @calls(%arg0: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = call @priv(%arg0) : (index) -> (memref<?xf32>, i1)
// CHECK-NEXT: %1:2 = call @ret_arg(%0#0) : (memref<?xf32>) -> (memref<?xf32>, i1)
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %2 = call @ext(%1#0) : (memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT: %3 = memref.load %2[%c0] : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %2 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_0, %base_buffer_4 : memref<f32>, memref<f32>, memref<f32>) if (%0#1, %1#1, %true)
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
