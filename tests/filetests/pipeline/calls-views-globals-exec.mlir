// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s
// Private and public calls returning fresh or argument buffers, subviews, globals, allocas.
memref.global "private" constant @g : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @fresh(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 9.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xf32>
  }
  return %a : memref<?xf32>
}
func.func private @same(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}
func.func @tail(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 4>> {
  %s = memref.subview %m[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  return %s : memref<4xf32, strided<[1], offset: 4>>
}
func.func @glob() -> memref<4xf32> {
  %g = memref.get_global @g : memref<4xf32>
  return %g : memref<4xf32>
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %a = call @fresh(%c3) : (index) -> memref<?xf32>
  %b = call @same(%a) : (memref<?xf32>) -> memref<?xf32>
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %big = memref.alloc() : memref<8xf32>
  %g = call @glob() : () -> memref<4xf32>
  %sv = memref.subview %big[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  memref.copy %g, %sv : memref<4xf32> to memref<4xf32, strided<[1]>>
  %sv2 = memref.subview %big[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  memref.copy %g, %sv2 : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
  %t = call @tail(%big) : (memref<8xf32>) -> memref<4xf32, strided<[1], offset: 4>>
  %ut = memref.cast %t : memref<4xf32, strided<[1], offset: 4>> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %st = memref.alloca() : memref<2xf32>
  %ust = memref.cast %st : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ust) : (memref<*xf32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @g : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NEXT: func.func private @printMemrefF32(memref<*xf32>)
// CHECK-NEXT: func.func private @fresh(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %cst = arith.constant 9.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: memref.store %cst, %alloc[%arg1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @same(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tail(%arg0: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 4>> {
// CHECK-NEXT: %subview = memref.subview %arg0[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %0 = bufferization.clone %subview : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: return %0 : memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @glob() -> memref<4xf32> {
// CHECK-NEXT: %0 = memref.get_global @g : memref<4xf32>
// CHECK-NEXT: %1 = bufferization.clone %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = call @fresh(%c3) : (index) -> memref<?xf32>
// CHECK-NEXT: %1 = call @same(%0) : (memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %1 : memref<?xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %2 = call @glob() : () -> memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %2, %subview : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: memref.copy %2, %subview_0 : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %3 = call @tail(%alloc) : (memref<8xf32>) -> memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %cast_1 = memref.cast %3 : memref<4xf32, strided<[1], offset: 4>> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast_1) : (memref<*xf32>) -> ()
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %cast_2 = memref.cast %alloca : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast_2) : (memref<*xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %3 : memref<4xf32, strided<[1], offset: 4>> -> memref<f32>, index, index, index
// CHECK-NEXT: %alloc_15 = memref.alloc() : memref<5xindex>
// CHECK-NEXT: %alloc_16 = memref.alloc() : memref<5xi1>
// CHECK-NEXT: %alloc_17 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_15[%c0] : memref<5xindex>
// CHECK-NEXT: %intptr_18 = memref.extract_aligned_pointer_as_index %base_buffer_3 : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_18, %alloc_15[%c1] : memref<5xindex>
// CHECK-NEXT: %intptr_19 = memref.extract_aligned_pointer_as_index %alloc : memref<8xf32> -> index
// CHECK-NEXT: memref.store %intptr_19, %alloc_15[%c2] : memref<5xindex>
// CHECK-NEXT: %intptr_20 = memref.extract_aligned_pointer_as_index %base_buffer_7 : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_20, %alloc_15[%c3] : memref<5xindex>
// CHECK-NEXT: %intptr_21 = memref.extract_aligned_pointer_as_index %base_buffer_11 : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_21, %alloc_15[%c4] : memref<5xindex>
// CHECK-NEXT: memref.store %true, %alloc_16[%c0] : memref<5xi1>
// CHECK-NEXT: memref.store %true, %alloc_16[%c1] : memref<5xi1>
// CHECK-NEXT: memref.store %true, %alloc_16[%c2] : memref<5xi1>
// CHECK-NEXT: memref.store %true, %alloc_16[%c3] : memref<5xi1>
// CHECK-NEXT: memref.store %true, %alloc_16[%c4] : memref<5xi1>
// CHECK-NEXT: %cast_22 = memref.cast %alloc_15 : memref<5xindex> to memref<?xindex>
// CHECK-NEXT: %cast_23 = memref.cast %alloc_16 : memref<5xi1> to memref<?xi1>
// CHECK-NEXT: %cast_24 = memref.cast %alloc_17 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_25 = memref.alloc() : memref<5xi1>
// CHECK-NEXT: %alloc_26 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_27 = memref.cast %alloc_25 : memref<5xi1> to memref<?xi1>
// CHECK-NEXT: %cast_28 = memref.cast %alloc_26 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast_22, %cast_24, %cast_23, %cast_27, %cast_28) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %4 = memref.load %alloc_25[%c0] : memref<5xi1>
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = memref.load %alloc_25[%c1] : memref<5xi1>
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: memref.dealloc %base_buffer_3 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = memref.load %alloc_25[%c2] : memref<5xi1>
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = memref.load %alloc_25[%c3] : memref<5xi1>
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: memref.dealloc %base_buffer_7 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %8 = memref.load %alloc_25[%c4] : memref<5xi1>
// CHECK-NEXT: scf.if %8 {
// CHECK-NEXT: memref.dealloc %base_buffer_11 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_15 : memref<5xindex>
// CHECK-NEXT: memref.dealloc %alloc_17 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_16 : memref<5xi1>
// CHECK-NEXT: memref.dealloc %alloc_25 : memref<5xi1>
// CHECK-NEXT: memref.dealloc %alloc_26 : memref<0xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
