// RUN: memref-opt %s --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' | filecheck %s
// The cond_br + select example: the same output with and without deallocation, and after it
// no leak, double free or invalid free (memref-run exits 2 on any finding).
func.func private @printMemrefF32(memref<*xf32>)
func.func @example(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
  cf.cond_br %arg1, ^bb1, ^bb2
^bb1:
  %alloc = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.0 : f32
  memref.store %v, %alloc[%c0] : memref<2xf32>
  memref.store %v, %alloc[%c0] : memref<2xf32>
  cf.br ^bb3(%alloc : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg0 : memref<2xf32>)
^bb3(%0: memref<2xf32>):
  %sel = arith.select %arg1, %0, %arg0 : memref<2xf32>
  return %sel : memref<2xf32>
}
func.func @main() {
  %in = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %one, %in[%c0] : memref<2xf32>
  memref.store %one, %in[%c1] : memref<2xf32>
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @example(%in, %t) : (memref<2xf32>, i1) -> memref<2xf32>
  %u1 = memref.cast %r1 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %r2 = call @example(%in, %f) : (memref<2xf32>, i1) -> memref<2xf32>
  %u2 = memref.cast %r2 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printMemrefF32(memref<*xf32>)
// CHECK-NEXT: func.func @example(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2(%arg0, %false : memref<2xf32>, i1)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.store %cst, %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: memref.store %cst, %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: cf.br ^bb2(%alloc, %true : memref<2xf32>, i1)
// CHECK-NEXT: ^bb2(%0: memref<2xf32>, %1: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %2 = arith.select %arg1, %0, %arg0 : memref<2xf32>
// CHECK-NEXT: %3 = arith.select %arg1, %1, %false : i1
// CHECK-NEXT: %4 = scf.if %3 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %7 = bufferization.clone %2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %7 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %4 : memref<2xf32> -> index
// CHECK-NEXT: %5 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %6 = arith.andi %5, %1 : i1
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.store %cst, %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: memref.store %cst, %alloc[%c1] : memref<2xf32>
// CHECK-NEXT: %0 = call @example(%alloc, %true) : (memref<2xf32>, i1) -> memref<2xf32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast) : (memref<*xf32>) -> ()
// CHECK-NEXT: %1 = call @example(%alloc, %false) : (memref<2xf32>, i1) -> memref<2xf32>
// CHECK-NEXT: %cast_0 = memref.cast %1 : memref<2xf32> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%cast_0) : (memref<*xf32>) -> ()
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<3xindex>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<2xf32> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_5[%c0] : memref<3xindex>
// CHECK-NEXT: %intptr_8 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_8, %alloc_5[%c1] : memref<3xindex>
// CHECK-NEXT: %intptr_9 = memref.extract_aligned_pointer_as_index %base_buffer_1 : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_9, %alloc_5[%c2] : memref<3xindex>
// CHECK-NEXT: memref.store %true, %alloc_6[%c0] : memref<3xi1>
// CHECK-NEXT: memref.store %true, %alloc_6[%c1] : memref<3xi1>
// CHECK-NEXT: memref.store %true, %alloc_6[%c2] : memref<3xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_5 : memref<3xindex> to memref<?xindex>
// CHECK-NEXT: %cast_11 = memref.cast %alloc_6 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_12 = memref.cast %alloc_7 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_13 = memref.alloc() : memref<3xi1>
// CHECK-NEXT: %alloc_14 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_15 = memref.cast %alloc_13 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT: %cast_16 = memref.cast %alloc_14 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast_10, %cast_12, %cast_11, %cast_15, %cast_16) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %2 = memref.load %alloc_13[%c0] : memref<3xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloc_13[%c1] : memref<3xi1>
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = memref.load %alloc_13[%c2] : memref<3xi1>
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: memref.dealloc %base_buffer_1 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_5 : memref<3xindex>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_6 : memref<3xi1>
// CHECK-NEXT: memref.dealloc %alloc_13 : memref<3xi1>
// CHECK-NEXT: memref.dealloc %alloc_14 : memref<0xi1>
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
