// Slice canonicalizations that would make a static tensor slice run past its tensor's end
// (an op that no longer verifies) do not apply, as upstream's: folding a constant stride or
// offset, and folding a cast of the source or destination. The verifier rejects such static
// slices since it checks bounds (errors/tensor-slice-bounds.mlir).
// RUN: memref-opt %s --canonicalize | filecheck %s

// CHECK-LABEL: func.func @extract_of_cast
// CHECK: %[[C:.*]] = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK: tensor.extract_slice %[[C]][7] [2] [1] : tensor<?xf32> to tensor<2xf32>
func.func @extract_of_cast(%t: tensor<4xf32>) -> tensor<2xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %s = tensor.extract_slice %c[7] [2] [1] : tensor<?xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// CHECK-LABEL: func.func @insert_into_cast
// CHECK: %[[C:.*]] = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// CHECK: tensor.insert_slice %arg1 into %[[C]][7] [2] [1] : tensor<2xf32> into tensor<?xf32>
func.func @insert_into_cast(%t: tensor<4xf32>, %x: tensor<2xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %s = tensor.insert_slice %x into %c[7] [2] [1] : tensor<2xf32> into tensor<?xf32>
  return %s : tensor<?xf32>
}

// CHECK-LABEL: func.func @insert_constant_stride
// CHECK: tensor.insert_slice %arg1 into %arg0[1] [2] [%{{.*}}] : tensor<2xf32> into tensor<4xf32>
func.func @insert_constant_stride(%t: tensor<4xf32>, %x: tensor<2xf32>) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %r = tensor.insert_slice %x into %t[1] [2] [%c3] : tensor<2xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @extract_constant_offset
// CHECK: tensor.extract_slice %arg0[%{{.*}}] [3] [1] : tensor<4xf32> to tensor<3xf32>
func.func @extract_constant_offset(%t: tensor<4xf32>) -> tensor<3xf32> {
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%c2] [3] [1] : tensor<4xf32> to tensor<3xf32>
  return %s : tensor<3xf32>
}

// In bounds, both fold.
// CHECK-LABEL: func.func @in_bounds
// CHECK: tensor.insert_slice %arg1 into %arg0[1] [2] [2] : tensor<2xf32> into tensor<4xf32>
// CHECK: tensor.extract_slice %arg0[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
func.func @in_bounds(%t: tensor<4xf32>, %x: tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  %c2 = arith.constant 2 : index
  %r = tensor.insert_slice %x into %t[1] [2] [%c2] : tensor<2xf32> into tensor<4xf32>
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %s = tensor.extract_slice %c[%c2] [2] [1] : tensor<?xf32> to tensor<2xf32>
  return %r, %s : tensor<4xf32>, tensor<2xf32>
}
