// The deallocation pipeline around tensor values: to_buffer results are owned by no one (a clone
// when returned), to_tensor reads its buffer, materialize_in_destination writes a memref, and
// tensor ops (generate, pad, concat) pass through; identical to mlir-opt 22.1.8.
// RUN: memref-opt %s --split-input-file --buffer-deallocation-pipeline | filecheck %s
func.func @f(%t: tensor<4xf32>, %c: i1) -> (memref<4xf32>, tensor<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %s = arith.select %c, %a, %m : memref<4xf32>
  %u = bufferization.to_tensor %a restrict : memref<4xf32> to tensor<4xf32>
  %x = scf.if %c -> (memref<4xf32>) {
    scf.yield %m : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  memref.copy %s, %x : memref<4xf32> to memref<4xf32>
  return %x, %u : memref<4xf32>, tensor<4xf32>
}
// -----
func.func @g(%m: memref<4xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %a = memref.alloc() : memref<4xf32>
  %u = bufferization.to_tensor %a restrict : memref<4xf32> to tensor<4xf32>
  bufferization.materialize_in_destination %u in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  %p = tensor.pad %g low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<?xf32>
  %c = tensor.concat dim(0) %g, %p : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %c : tensor<?xf32>
}
// -----
func.func private @to_buffer_of_argument(%t : tensor<?x?x?xf16>) -> memref<?x?x?xf16> {
  %0 = bufferization.to_buffer %t : tensor<?x?x?xf16> to memref<?x?x?xf16>
  return %0 : memref<?x?x?xf16>
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: tensor<4xf32>, %arg1: i1) -> (memref<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = arith.select %arg1, %alloc, %0 : memref<4xf32>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc restrict : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %3 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %4 = scf.if %arg1 -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc_11 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc_11 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1, %4 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %5 = scf.if %arg1 -> (memref<4xf32>) {
// CHECK-NEXT: %8 = bufferization.clone %4 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %8 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %4 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %4 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<1xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<4xf32> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_0[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_3, %alloc_0[%c1] : memref<2xindex>
// CHECK-NEXT: memref.store %true, %alloc_1[%c0] : memref<2xi1>
// CHECK-NEXT: memref.store %3, %alloc_1[%c1] : memref<2xi1>
// CHECK-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %5 : memref<4xf32> -> index
// CHECK-NEXT: memref.store %intptr_4, %alloc_2[%c0] : memref<1xindex>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_1 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_2 : memref<1xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<1xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<1xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %6 = memref.load %alloc_7[%c0] : memref<2xi1>
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = memref.load %alloc_7[%c1] : memref<2xi1>
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<1xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<1xi1>
// CHECK-NEXT: return %5, %2 : memref<4xf32>, tensor<4xf32>
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
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @g(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> tensor<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc restrict : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %0 in restrict writable %arg0 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: %generated = tensor.generate %arg1 {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?xf32>
// CHECK-NEXT: %padded = tensor.pad %generated low[1] high[1] {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %generated, %padded : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: return %concat : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @to_buffer_of_argument(%arg0: tensor<?x?x?xf16>) -> memref<?x?x?xf16> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x?x?xf16> to memref<?x?x?xf16>
// CHECK-NEXT: %1 = bufferization.clone %0 : memref<?x?x?xf16> to memref<?x?x?xf16>
// CHECK-NEXT: return %1 : memref<?x?x?xf16>
// CHECK-NEXT: }
// CHECK-NEXT: }
