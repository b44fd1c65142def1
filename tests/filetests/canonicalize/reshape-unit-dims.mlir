// RUN: memref-opt %s --canonicalize | filecheck %s
// Reshape compositions through unit dimensions, as mlir-opt 22.1.8: the forward and backward
// scans of getReassociationIndicesForCollapse may disagree only on unit dimensions, and their
// ranges need not overlap (through a 0-D tensor or memref, 1x1x1 into 1x1x1x1 is
// [[0], [1], [2, 3]]).
func.func @tensors(%a: tensor<1x1x1xf32>, %b: tensor<1x1x1x1xf32>, %c: tensor<2x1x1xf32>) -> (tensor<1x1x1x1xf32>, tensor<1x1x1xf32>, tensor<2x1xf32>) {
  %0 = tensor.collapse_shape %a [] : tensor<1x1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1, 1, 1] : tensor<f32> into tensor<1x1x1x1xf32>
  %2 = tensor.collapse_shape %b [] : tensor<1x1x1x1xf32> into tensor<f32>
  %3 = tensor.expand_shape %2 [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
  %4 = tensor.collapse_shape %c [[0, 1, 2]] : tensor<2x1x1xf32> into tensor<2xf32>
  %5 = tensor.expand_shape %4 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  return %1, %3, %5 : tensor<1x1x1x1xf32>, tensor<1x1x1xf32>, tensor<2x1xf32>
}

func.func @memrefs(%a: memref<1x1x1xf32>, %b: memref<1x1x1x1xf32>, %c: memref<1x3x1x1xf32>) -> (memref<1x1x1x1xf32>, memref<1x1x1xf32>, memref<3x1xf32>) {
  %0 = memref.collapse_shape %a [] : memref<1x1x1xf32> into memref<f32>
  %1 = memref.expand_shape %0 [] output_shape [1, 1, 1, 1] : memref<f32> into memref<1x1x1x1xf32>
  %2 = memref.collapse_shape %b [] : memref<1x1x1x1xf32> into memref<f32>
  %3 = memref.expand_shape %2 [] output_shape [1, 1, 1] : memref<f32> into memref<1x1x1xf32>
  %4 = memref.collapse_shape %c [[0, 1, 2, 3]] : memref<1x3x1x1xf32> into memref<3xf32>
  %5 = memref.expand_shape %4 [[0, 1]] output_shape [3, 1] : memref<3xf32> into memref<3x1xf32>
  return %1, %3, %5 : memref<1x1x1x1xf32>, memref<1x1x1xf32>, memref<3x1xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @tensors(%arg0: tensor<1x1x1xf32>, %arg1: tensor<1x1x1x1xf32>, %arg2: tensor<2x1x1xf32>) -> (tensor<1x1x1x1xf32>, tensor<1x1x1xf32>, tensor<2x1xf32>) {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [1, 1, 1, 1] : tensor<1x1x1xf32> into tensor<1x1x1x1xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0], [1], [2, 3]] : tensor<1x1x1x1xf32> into tensor<1x1x1xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg2 {{\[\[}}0], [1, 2]] : tensor<2x1x1xf32> into tensor<2x1xf32>
// CHECK-NEXT: return %expanded, %collapsed, %collapsed_0 : tensor<1x1x1x1xf32>, tensor<1x1x1xf32>, tensor<2x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @memrefs(%arg0: memref<1x1x1xf32>, %arg1: memref<1x1x1x1xf32>, %arg2: memref<1x3x1x1xf32>) -> (memref<1x1x1x1xf32>, memref<1x1x1xf32>, memref<3x1xf32>) {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [1, 1, 1, 1] : memref<1x1x1xf32> into memref<1x1x1x1xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg1 {{\[\[}}0], [1], [2, 3]] : memref<1x1x1x1xf32> into memref<1x1x1xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg2 {{\[\[}}0, 1], [2, 3]] : memref<1x3x1x1xf32> into memref<3x1xf32>
// CHECK-NEXT: return %expand_shape, %collapse_shape, %collapse_shape_0 : memref<1x1x1x1xf32>, memref<1x1x1xf32>, memref<3x1xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
