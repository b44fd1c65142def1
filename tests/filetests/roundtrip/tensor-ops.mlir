// The tensor dialect and bufferization's tensor ops: custom forms print as mlir-opt 22.1.8 prints them
// (static and dynamic slices, rank reduction, regions of generate and pad, nofold, functional
// types of reshape and concat, alloc_tensor's copy/size_hint/memory_space, both destinations
// of materialize_in_destination).
// RUN: memref-opt %s | filecheck %s
func.func @f(%t: tensor<4x?xf32>, %i: index, %m: memref<4xf32>, %s: f32) -> tensor<4x?xf32> {
  %e = tensor.empty(%i) : tensor<4x?xf32>
  %x = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %y = tensor.insert %x into %t[%i, %i] : tensor<4x?xf32>
  %z = tensor.extract_slice %t[0, %i] [2, %i] [1, 2] : tensor<4x?xf32> to tensor<2x?xf32>
  %w = tensor.insert_slice %z into %t[0, %i] [2, %i] [1, 2] : tensor<2x?xf32> into tensor<4x?xf32>
  %r = tensor.extract_slice %t[0, 0] [1, 3] [1, 1] : tensor<4x?xf32> to tensor<3xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %u = tensor.cast %t : tensor<4x?xf32> to tensor<*xf32>
  %rk = tensor.rank %u : tensor<*xf32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %g = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    %v = arith.index_cast %a : index to i32
    %f = arith.sitofp %v : i32 to f32
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %p = tensor.pad %t low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %p2 = tensor.pad %t nofold low[1, 1] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %s : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %cs = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  %es = tensor.expand_shape %cs [[0, 1]] output_shape [2, %i] : tensor<?xf32> into tensor<2x?xf32>
  %sh = arith.constant dense<[2, 2]> : tensor<2xindex>
  %rs = tensor.reshape %t(%sh) : (tensor<4x?xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  %fe = tensor.from_elements %s, %s : tensor<2xf32>
  %fe0 = tensor.from_elements %s : tensor<f32>
  %sp = tensor.splat %s : tensor<4xf32>
  %sp2 = tensor.splat %s[%i] : tensor<4x?xf32>
  %cc = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  %tt = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %tb = bufferization.to_buffer %tt read_only : tensor<4xf32> to memref<4xf32>
  %at = bufferization.alloc_tensor(%i) : tensor<4x?xf32>
  %at2 = bufferization.alloc_tensor() copy(%tt) : tensor<4xf32>
  %at3 = bufferization.alloc_tensor(%i) size_hint=%i : tensor<4x?xf32>
  %at4 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %md = bufferization.materialize_in_destination %tt in %tt : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %tt in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return %y : tensor<4x?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: memref<4xf32>, %arg3: f32) -> tensor<4x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<4x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1, %arg1] : tensor<4x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %extracted into %arg0[%arg1, %arg1] : tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [2, %arg1] [1, 2] : tensor<4x?xf32> to tensor<2x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg1] [2, %arg1] [1, 2] : tensor<2x?xf32> into tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, 0] [1, 3] [1, 1] : tensor<4x?xf32> to tensor<3xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg0 : tensor<4x?xf32> to tensor<*xf32>
// CHECK-NEXT: %rank = tensor.rank %cast_1 : tensor<*xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
// CHECK-NEXT: %generated = tensor.generate %arg1 {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: %8 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: %9 = arith.sitofp %8 : i32 to f32
// CHECK-NEXT: tensor.yield %9 : f32
// CHECK-NEXT: } : tensor<4x?xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg1] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<7x?xf32>
// CHECK-NEXT: %padded_2 = tensor.pad %arg0 nofold low[1, 1] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<7x?xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [2, %arg1] : tensor<?xf32> into tensor<2x?xf32>
// CHECK-NEXT: %cst = arith.constant dense<2> : tensor<2xindex>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%cst) : (tensor<4x?xf32>, tensor<2xindex>) -> tensor<2x2xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg3, %arg3 : tensor<2xf32>
// CHECK-NEXT: %from_elements_3 = tensor.from_elements %arg3 : tensor<f32>
// CHECK-NEXT: %splat = tensor.splat %arg3 : tensor<4xf32>
// CHECK-NEXT: %splat_4 = tensor.splat %arg3[%arg1] : tensor<4x?xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %arg2 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: %2 = bufferization.to_buffer %1 read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %3 = bufferization.alloc_tensor(%arg1) : tensor<4x?xf32>
// CHECK-NEXT: %4 = bufferization.alloc_tensor() copy(%1) : tensor<4xf32>
// CHECK-NEXT: %5 = bufferization.alloc_tensor(%arg1) size_hint=%arg1 : tensor<4x?xf32>
// CHECK-NEXT: %6 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
// CHECK-NEXT: %7 = bufferization.materialize_in_destination %1 in %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %1 in restrict writable %arg2 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: return %inserted : tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
