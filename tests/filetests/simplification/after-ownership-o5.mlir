// RUN: memref-opt %s --pass-pipeline='builtin.module(ownership-based-buffer-deallocation,canonicalize,buffer-deallocation-simplification)' | filecheck %s
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
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:3 = scf.while (%arg2 = %c0, %arg3 = %arg1, %arg4 = %false) : (index, memref<?xf32>, i1) -> (index, memref<?xf32>, i1) {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg2, %arg0 : index
// CHECK-NEXT: scf.condition(%3) %arg2, %arg3, %arg4 : index, memref<?xf32>, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: memref<?xf32>, %arg4: i1):
// CHECK-NEXT: %3 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: memref.copy %arg3, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg3 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_0 : memref<f32>) if (%arg4)
// CHECK-NEXT: scf.yield %3, %alloc, %true : index, memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#2 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %0#1 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %3 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#2) retain (%1 : memref<?xf32>)
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exec(%arg0: i1, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %0 = scf.if %true -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %2 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.dealloc (%alloc : memref<?xf32>) if (%true) retain (%0 : memref<?xf32>)
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @switch(%arg0: index, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %0:2 = scf.index_switch %arg0 -> memref<?xf32>, i1
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc_0, %true : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %alloc, %false : memref<?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %3 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%alloc, %base_buffer : memref<?xf32>, memref<f32>) if (%true, %0#1) retain (%1 : memref<?xf32>)
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @par(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
