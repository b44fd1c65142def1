// RUN: memref-opt %s --canonicalize | filecheck %s
// Reshapes, pads, concatenations, empty/generate/alloc_tensor sizes and bufferization's
// to_buffer/to_tensor under --canonicalize, as mlir-opt 22.1.8.
func.func @reshapes(%t: tensor<2x3x4xf32>, %x: f32, %n: index) -> (tensor<24xf32>, tensor<6x4xf32>, tensor<12xi32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<2x3x4xf32>) {
  %a = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %b = tensor.collapse_shape %a [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %e = tensor.expand_shape %b [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  %k = arith.constant dense<[[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]]> : tensor<2x6xi32>
  %kx = tensor.expand_shape %k [[0], [1, 2]] output_shape [2, 2, 3] : tensor<2x6xi32> into tensor<2x2x3xi32>
  %kc = tensor.collapse_shape %kx [[0], [1, 2]] : tensor<2x2x3xi32> into tensor<2x6xi32>
  %kk = tensor.expand_shape %kc [[0], [1, 2]] output_shape [2, 3, 2] : tensor<2x6xi32> into tensor<2x3x2xi32>
  %k2 = tensor.collapse_shape %kk [[0, 1, 2]] : tensor<2x3x2xi32> into tensor<12xi32>
  %sp = tensor.splat %x : tensor<6xf32>
  %spx = tensor.expand_shape %sp [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  %fe = tensor.from_elements %x, %x, %x, %x : tensor<4xf32>
  %fex = tensor.expand_shape %fe [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %x2 = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %b, %e, %k2, %spx, %fex, %x2 : tensor<24xf32>, tensor<6x4xf32>, tensor<12xi32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<2x3x4xf32>
}

func.func @reshape_casts(%t: tensor<4x6xf32>, %sh: tensor<2xindex>, %u: tensor<?xf32>, %s1: tensor<1xindex>) -> (tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>) {
  %c = tensor.cast %t : tensor<4x6xf32> to tensor<?x?xf32>
  %a = tensor.collapse_shape %c [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %r1 = tensor.reshape %t(%sh) : (tensor<4x6xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %r2 = tensor.reshape %r1(%sh) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %r3 = tensor.reshape %u(%s1) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %a, %r2, %r3 : tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>
}

func.func @pads(%t: tensor<4x?xf32>, %s: tensor<?x?xf32>, %v: f32, %n: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<6x?xf32>, tensor<6x9xf32>, tensor<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %z = tensor.pad %t low[0, %c0] high[%c0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  %nf = tensor.pad %s nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %st = tensor.pad %t low[%c2, 1] high[0, %n] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  %stc = tensor.cast %st : tensor<?x?xf32> to tensor<6x?xf32>
  %p = tensor.pad %t low[1, 2] high[1, %c2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<6x?xf32>
  %pc = tensor.cast %p : tensor<6x?xf32> to tensor<6x9xf32>
  %ct = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %q = tensor.pad %ct low[0, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<4x4xf32>
  return %z, %nf, %stc, %pc, %q : tensor<4x?xf32>, tensor<?x?xf32>, tensor<6x?xf32>, tensor<6x9xf32>, tensor<4x4xf32>
}

func.func @sizes(%n: index, %t: tensor<2x?xi32>) -> (tensor<?x3xf32>, tensor<?x?xindex>, tensor<4x3xf32>, tensor<?x5xi8>, tensor<2x5xi32>, tensor<2x?xi32>) {
  %c4 = arith.constant 4 : index
  %cm = arith.constant -1 : index
  %e = tensor.empty(%c4) : tensor<?x3xf32>
  %g = tensor.generate %n, %c4 {
  ^bb0(%i: index, %j: index):
    tensor.yield %i : index
  } : tensor<?x?xindex>
  %e2 = tensor.empty(%n) : tensor<?x3xf32>
  %ec = tensor.cast %e2 : tensor<?x3xf32> to tensor<4x3xf32>
  %neg = bufferization.alloc_tensor(%cm) : tensor<?x5xi8>
  %one = tensor.concat dim(1) %t : (tensor<2x?xi32>) -> tensor<2x5xi32>
  %same = tensor.concat dim(0) %t : (tensor<2x?xi32>) -> tensor<2x?xi32>
  return %e, %g, %ec, %neg, %one, %same : tensor<?x3xf32>, tensor<?x?xindex>, tensor<4x3xf32>, tensor<?x5xi8>, tensor<2x5xi32>, tensor<2x?xi32>
}

func.func @buffers(%m: memref<4xf32>, %t: tensor<4xf32>, %u: memref<?xf32>) -> (memref<4xf32>, memref<?xf32>, memref<?xf32>, tensor<4xf32>) {
  %tt = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %tt : tensor<4xf32> to memref<4xf32>
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %cb = bufferization.to_buffer %c : tensor<?xf32> to memref<?xf32>
  %tu = bufferization.to_tensor %u : memref<?xf32> to tensor<?xf32>
  %bu = bufferization.to_buffer %tu : tensor<?xf32> to memref<?xf32>
  %tb = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %back = bufferization.to_tensor %tb : memref<4xf32> to tensor<4xf32>
  return %b, %cb, %bu, %back : memref<4xf32>, memref<?xf32>, memref<?xf32>, tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @reshapes(%arg0: tensor<2x3x4xf32>, %arg1: f32, %arg2: index) -> (tensor<24xf32>, tensor<6x4xf32>, tensor<12xi32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<2x3x4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]> : tensor<12xi32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %splat = tensor.splat %arg1 : tensor<3x2xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg1, %arg1, %arg1, %arg1 : tensor<2x2xf32>
// CHECK-NEXT: return %collapsed, %collapsed_0, %cst, %splat, %from_elements, %arg0 : tensor<24xf32>, tensor<6x4xf32>, tensor<12xi32>, tensor<3x2xf32>, tensor<2x2xf32>, tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshape_casts(%arg0: tensor<4x6xf32>, %arg1: tensor<2xindex>, %arg2: tensor<?xf32>, %arg3: tensor<1xindex>) -> (tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<4x6xf32> into tensor<24xf32>
// CHECK-NEXT: %cast = tensor.cast %collapsed : tensor<24xf32> to tensor<?xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<4x6xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT: return %cast, %reshape, %arg2 : tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pads(%arg0: tensor<4x?xf32>, %arg1: tensor<?x?xf32>, %arg2: f32, %arg3: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<6x?xf32>, tensor<6x9xf32>, tensor<4x4xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %padded = tensor.pad %arg1 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 low[%c2, 1] high[0, %arg3] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg0 low[1, 2] high[1, %c2] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<6x9xf32>
// CHECK-NEXT: %padded_2 = tensor.pad %arg0 low[0, 0] high[0, 1] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %arg0, %padded, %padded_0, %padded_1, %padded_2 : tensor<4x?xf32>, tensor<?x?xf32>, tensor<6x?xf32>, tensor<6x9xf32>, tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @sizes(%arg0: index, %arg1: tensor<2x?xi32>) -> (tensor<?x3xf32>, tensor<?x?xindex>, tensor<4x3xf32>, tensor<?x5xi8>, tensor<2x5xi32>, tensor<2x?xi32>) {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x3xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg2 : index
// CHECK-NEXT: } : tensor<?x4xindex>
// CHECK-NEXT: %cast_0 = tensor.cast %generated : tensor<?x4xindex> to tensor<?x?xindex>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4x3xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor(%c-1) : tensor<?x5xi8>
// CHECK-NEXT: %cast_1 = tensor.cast %arg1 : tensor<2x?xi32> to tensor<2x5xi32>
// CHECK-NEXT: return %cast, %cast_0, %1, %2, %cast_1, %arg1 : tensor<?x3xf32>, tensor<?x?xindex>, tensor<4x3xf32>, tensor<?x5xi8>, tensor<2x5xi32>, tensor<2x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @buffers(%arg0: memref<4xf32>, %arg1: tensor<4xf32>, %arg2: memref<?xf32>) -> (memref<4xf32>, memref<?xf32>, memref<?xf32>, tensor<4xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %arg0, %cast, %arg2, %arg1 : memref<4xf32>, memref<?xf32>, memref<?xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
