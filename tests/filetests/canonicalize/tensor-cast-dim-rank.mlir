// RUN: memref-opt %s --canonicalize | filecheck %s
// tensor.cast, tensor.dim and tensor.rank under --canonicalize, as mlir-opt 22.1.8: casts to
// the same type go, chains of casts join when no run-time check is lost, a dim is a static
// size, the size operand of the op that made the tensor (empty, generate, a non rank-reducing
// extract_slice, alloc_tensor), the dim of a cast's source or of a destination, an element of a
// reshape's shape (cast to index), a memref.dim of to_tensor's buffer.
func.func @casts(%a: tensor<*xf32>, %b: tensor<4x?xf32>, %c: tensor<?x?xf32>) -> (tensor<4x8xf32>, tensor<4x?xf32>, tensor<?x8xf32>, tensor<4x?xf32>) {
  %0 = tensor.cast %a : tensor<*xf32> to tensor<?x8xf32>
  %1 = tensor.cast %0 : tensor<?x8xf32> to tensor<4x8xf32>
  %2 = tensor.cast %b : tensor<4x?xf32> to tensor<?x?xf32>
  %3 = tensor.cast %2 : tensor<?x?xf32> to tensor<4x?xf32>
  %4 = tensor.cast %c : tensor<?x?xf32> to tensor<4x?xf32>
  %5 = tensor.cast %4 : tensor<4x?xf32> to tensor<?x8xf32>
  %6 = tensor.cast %b : tensor<4x?xf32> to tensor<4x?xf32>
  return %1, %3, %5, %6 : tensor<4x8xf32>, tensor<4x?xf32>, tensor<?x8xf32>, tensor<4x?xf32>
}

func.func @dims(%t: tensor<4x?xf32>, %n: index, %m: index, %u: tensor<*xf32>, %s: tensor<3xi32>, %buf: memref<?x5xf32>) -> (index, index, index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %e = tensor.empty(%n, %m) : tensor<?x3x?xf32>
  %d0 = tensor.dim %e, %c1 : tensor<?x3x?xf32>
  %d1 = tensor.dim %e, %c0 : tensor<?x3x?xf32>
  %g = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %v = arith.addi %i, %j : index
    tensor.yield %v : index
  } : tensor<?x?xindex>
  %d2 = tensor.dim %g, %c1 : tensor<?x?xindex>
  %sl = tensor.extract_slice %t[0, 1] [2, %m] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  %d3 = tensor.dim %sl, %c1 : tensor<2x?xf32>
  %ca = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d4 = tensor.dim %ca, %c0 : tensor<?x?xf32>
  %d5 = tensor.dim %ca, %c1 : tensor<?x?xf32>
  %x = arith.constant 1.0 : f32
  %ins = tensor.insert %x into %t[%c0, %c0] : tensor<4x?xf32>
  %d6 = tensor.dim %ins, %c1 : tensor<4x?xf32>
  %r = tensor.reshape %u(%s) : (tensor<*xf32>, tensor<3xi32>) -> tensor<?x?x?xf32>
  %d7 = tensor.dim %r, %c1 : tensor<?x?x?xf32>
  %tt = bufferization.to_tensor %buf : memref<?x5xf32> to tensor<?x5xf32>
  %d8 = tensor.dim %tt, %c0 : tensor<?x5xf32>
  %oob = tensor.dim %e, %c7 : tensor<?x3x?xf32>
  return %d0, %d1, %d2, %d3, %d4, %d5, %d6, %d7, %d8, %oob : index, index, index, index, index, index, index, index, index, index
}

func.func @ranks(%t: tensor<4x?xf32>, %u: tensor<*xf32>) -> (index, index) {
  %r = tensor.rank %t : tensor<4x?xf32>
  %q = tensor.rank %u : tensor<*xf32>
  return %r, %q : index, index
}

func.func @alloc_tensor_dims(%n: index, %t: tensor<?xf32>) -> (index, index, tensor<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %a = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %b = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %e = tensor.dim %b, %c0 : tensor<?xf32>
  %s = bufferization.alloc_tensor(%c6) : tensor<?x4xf32>
  return %d, %e, %s : index, index, tensor<?x4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: tensor<*xf32>, %arg1: tensor<4x?xf32>, %arg2: tensor<?x?xf32>) -> (tensor<4x8xf32>, tensor<4x?xf32>, tensor<?x8xf32>, tensor<4x?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %cast_0 : tensor<4x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: return %cast, %arg1, %cast_1, %arg1 : tensor<4x8xf32>, tensor<4x?xf32>, tensor<?x8xf32>, tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dims(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: index, %arg3: tensor<*xf32>, %arg4: tensor<3xi32>, %arg5: memref<?x5xf32>) -> (index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %0 = tensor.empty(%arg1, %arg2) : tensor<?x3x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg4[%c1] : tensor<3xi32>
// CHECK-NEXT: %1 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT: %dim_1 = memref.dim %arg5, %c0 : memref<?x5xf32>
// CHECK-NEXT: %dim_2 = tensor.dim %0, %c7 : tensor<?x3x?xf32>
// CHECK-NEXT: return %c3, %arg1, %arg1, %arg2, %c4, %dim, %dim_0, %1, %dim_1, %dim_2 : index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ranks(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>) -> (index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: return %c2, %rank : index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @alloc_tensor_dims(%arg0: index, %arg1: tensor<?xf32>) -> (index, index, tensor<?x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<?x4xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor() copy(%arg1) : tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT: %2 = bufferization.alloc_tensor() : tensor<6x4xf32>
// CHECK-NEXT: %cast = tensor.cast %2 : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %arg0, %dim, %cast : index, index, tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
