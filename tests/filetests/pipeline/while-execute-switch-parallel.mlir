// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s
func.func @while(%n: index, %buf: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%i = %c0, %b = %buf) : (index, memref<?xf32>) -> (index, memref<?xf32>) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %b : index, memref<?xf32>
  } do {
  ^bb0(%i: index, %b: memref<?xf32>):
    %c1 = arith.constant 1 : index
    %ni = arith.addi %i, %c1 : index
    %nb = memref.alloc(%n) : memref<?xf32>
    memref.copy %b, %nb : memref<?xf32> to memref<?xf32>
    scf.yield %ni, %nb : index, memref<?xf32>
  }
  return %r#1 : memref<?xf32>
}
func.func @exec(%c: i1, %n: index) -> memref<?xf32> {
  %r = scf.execute_region -> memref<?xf32> {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @switch(%i: index, %n: index) -> memref<?xf32> {
  %x = memref.alloc(%n) : memref<?xf32>
  %r = scf.index_switch %i -> memref<?xf32>
  case 0 {
    %a = memref.alloc(%n) : memref<?xf32>
    scf.yield %a : memref<?xf32>
  }
  default {
    scf.yield %x : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @par(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc(%n) : memref<?xf32>
  }
  scf.forall (%i) in (4) {
    %b = memref.alloc() : memref<2xf32>
  }
  memref.alloca_scope {
    %c = memref.alloc() : memref<2xf32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @while(%arg0: index, %arg1: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:3 = scf.while (%arg2 = %c0, %arg3 = %arg1, %arg4 = %false) : (index, memref<?xf32>, i1) -> (index, memref<?xf32>, i1) {
// CHECK-NEXT: %4 = arith.cmpi slt, %arg2, %arg0 : index
// CHECK-NEXT: scf.condition(%4) %arg2, %arg3, %arg4 : index, memref<?xf32>, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: memref<?xf32>, %arg4: i1):
// CHECK-NEXT: %4 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: memref.copy %arg3, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg3 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: memref.dealloc %base_buffer_1 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4, %alloc, %true : index, memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#2 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %0#1 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0#1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %4 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %1 : memref<?xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %3 = arith.andi %2, %0#2 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exec(%arg0: i1, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @switch(%arg0: index, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %0:2 = scf.index_switch %arg0 -> memref<?xf32>, i1
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %alloc_11 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc_11, %true : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %alloc, %false : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0#0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %4 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<1xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<?xf32> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_0[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_3, %alloc_0[%c1] : memref<2xindex>
// CHECK-NEXT: memref.store %true, %alloc_1[%c0] : memref<2xi1>
// CHECK-NEXT: memref.store %0#1, %alloc_1[%c1] : memref<2xi1>
// CHECK-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %1 : memref<?xf32> -> index
// CHECK-NEXT: memref.store %intptr_4, %alloc_2[%c0] : memref<1xindex>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_1 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_2 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<1xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %2 = memref.load %alloc_7[%c0] : memref<2xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloc_7[%c1] : memref<2xi1>
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<1xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<1xi1>
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @par(%arg0: index) {
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
