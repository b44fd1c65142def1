// RUN: memref-opt %s --ownership-based-buffer-deallocation | filecheck %s
memref.global "private" constant @g : memref<4xf32> = dense<1.0>
func.func @views(%n: index, %m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %g = memref.get_global @g : memref<4xf32>
  %t = memref.alloca() : memref<4xf32>
  memref.copy %g, %t : memref<4xf32> to memref<4xf32>
  return %s : memref<4xf32, strided<[1], offset: 2>>
}
func.func @glob() -> memref<4xf32> {
  %g = memref.get_global @g : memref<4xf32>
  return %g : memref<4xf32>
}
func.func @alloca_ret() -> memref<4xf32> {
  %t = memref.alloca() : memref<4xf32>
  return %t : memref<4xf32>
}
func.func @manual(%n: index) {
  %a = memref.alloc(%n) {bufferization.manual_deallocation} : memref<?xf32>
  memref.dealloc %a {bufferization.manual_deallocation} : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %b {bufferization.manual_deallocation} : memref<?xf32>
  return
}
func.func @unranked(%u: memref<*xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<*xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @g : memref<4xf32> = dense<1.000000e+00>
// CHECK-NEXT: func.func @views(%arg0: index, %arg1: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %0 = memref.get_global @g : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloca : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_2 : memref<f32>, memref<f32>) if (%false_0, %true) retain (%subview : memref<4xf32, strided<[1], offset: 2>>)
// CHECK-NEXT: return %subview : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @glob() -> memref<4xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = memref.get_global @g : memref<4xf32>
// CHECK-NEXT: %1 = scf.if %false -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %3 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%1 : memref<4xf32>)
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @alloca_ret() -> memref<4xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %0 = scf.if %false -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %alloca : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %alloca : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %2 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%0 : memref<4xf32>)
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @manual(%arg0: index) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {bufferization.manual_deallocation} : memref<?xf32>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %0 = arith.xori %false, %true_0 : i1
// CHECK-NEXT: cf.assert %0, "expected that the block does not have ownership"
// CHECK-NEXT: memref.dealloc %alloc {bufferization.manual_deallocation} : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %true_2 = arith.constant true
// CHECK-NEXT: %1 = arith.xori %true, %true_2 : i1
// CHECK-NEXT: cf.assert %1, "expected that the block does not have ownership"
// CHECK-NEXT: memref.dealloc %alloc_1 {bufferization.manual_deallocation} : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc_1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unranked(%arg0: memref<*xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
