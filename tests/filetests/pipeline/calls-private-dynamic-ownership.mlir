// RUN: memref-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership=true | filecheck %s
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
// CHECK-NEXT: return %alloc, %true : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @ret_arg(%arg0: memref<?xf32>) -> (memref<?xf32>, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %arg0, %false : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @ext(memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT: func.func @calls(%arg0: index) -> f32 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = call @priv(%arg0) : (index) -> (memref<?xf32>, i1)
// CHECK-NEXT: %1:2 = call @ret_arg(%0#0) : (memref<?xf32>) -> (memref<?xf32>, i1)
// CHECK-NEXT: %2 = call @ext(%1#0) : (memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT: %3 = memref.load %2[%c0] : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %2 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xindex>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %alloc_9 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<3xindex>
// CHECK-NEXT: %intptr_10 = memref.extract_aligned_pointer_as_index %base_buffer_0 : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_10, %alloc[%c1] : memref<3xindex>
// CHECK-NEXT: %intptr_11 = memref.extract_aligned_pointer_as_index %base_buffer_4 : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_11, %alloc[%c2] : memref<3xindex>
// CHECK-NEXT: memref.store %0#1, %alloc_8[%c0] : memref<3xi1>
// CHECK-NEXT: memref.store %1#1, %alloc_8[%c1] : memref<3xi1>
// CHECK-NEXT: memref.store %true, %alloc_8[%c2] : memref<3xi1>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<3xindex> to memref<?xindex>
// CHECK-NEXT: %cast_12 = memref.cast %alloc_8 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_13 = memref.cast %alloc_9 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_14 = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %alloc_15 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_16 = memref.cast %alloc_14 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_17 = memref.cast %alloc_15 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_13, %cast_12, %cast_16, %cast_17) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %4 = memref.load %alloc_14[%c0] : memref<3xi1>
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = memref.load %alloc_14[%c1] : memref<3xi1>
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: memref.dealloc %base_buffer_0 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = memref.load %alloc_14[%c2] : memref<3xi1>
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: memref.dealloc %base_buffer_4 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<3xindex>
// CHECK-NEXT: memref.dealloc %alloc_9 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<3xi1>
// CHECK-NEXT: memref.dealloc %alloc_14 : memref<3xi1>
// CHECK-NEXT: memref.dealloc %alloc_15 : memref<0xi1>
// CHECK-NEXT: return %3 : f32
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
