// RUN: memref-opt %s --canonicalize | filecheck %s
// Chains of tensor.pad under --canonicalize, as mlir-opt 22.1.8: a pad of a pad with the same
// padding value is one pad (constant paddings added, a zero one dropped); slice/pad/slice/pad
// chains padding different dimensions at the high end become one slice and one pad.
func.func @consecutive(%t: tensor<3x5xi32>, %v: i32, %n: index) -> (tensor<6x9xi32>, tensor<?x7xi32>, tensor<5x6xi32>) {
  %a = tensor.pad %t low[1, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<3x5xi32> to tensor<4x7xi32>
  %b = tensor.pad %a low[0, 1] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<4x7xi32> to tensor<6x9xi32>
  %c = tensor.pad %t low[%n, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<3x5xi32> to tensor<?x7xi32>
  %d = tensor.pad %c low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<?x7xi32> to tensor<?x7xi32>
  %w = arith.constant 0 : i32
  %e = tensor.pad %t low[1, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<3x5xi32> to tensor<4x5xi32>
  %f = tensor.pad %e low[0, 1] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : i32
  } : tensor<4x5xi32> to tensor<5x6xi32>
  return %b, %d, %f : tensor<6x9xi32>, tensor<?x7xi32>, tensor<5x6xi32>
}

func.func @orthogonal(%t: tensor<32x32xf32>, %s0: index, %s1: index, %p0: index, %p1: index) -> tensor<8x6xf32> {
  %z = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %t[4, 0] [%s0, 32] [1, 1] : tensor<32x32xf32> to tensor<?x32xf32>
  %1 = tensor.pad %0 low[0, 0] high[%p0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<?x32xf32> to tensor<8x32xf32>
  %2 = tensor.extract_slice %1[0, 3] [8, %s1] [1, 1] : tensor<8x32xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %p1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<8x?xf32> to tensor<8x6xf32>
  return %3 : tensor<8x6xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @consecutive(%arg0: tensor<3x5xi32>, %arg1: i32, %arg2: index) -> (tensor<6x9xi32>, tensor<?x7xi32>, tensor<5x6xi32>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 1] high[2, 3] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : i32
// CHECK-NEXT: } : tensor<3x5xi32> to tensor<6x9xi32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 low[%arg2, 1] high[0, 1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : i32
// CHECK-NEXT: } : tensor<3x5xi32> to tensor<?x7xi32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg0 low[1, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : i32
// CHECK-NEXT: } : tensor<3x5xi32> to tensor<4x5xi32>
// CHECK-NEXT: %padded_2 = tensor.pad %padded_1 low[0, 1] high[1, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %c0_i32 : i32
// CHECK-NEXT: } : tensor<4x5xi32> to tensor<5x6xi32>
// CHECK-NEXT: return %padded, %padded_0, %padded_2 : tensor<6x9xi32>, tensor<?x7xi32>, tensor<5x6xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @orthogonal(%arg0: tensor<32x32xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<8x6xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[4, 3] [%arg1, %arg2] [1, 1] : tensor<32x32xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, %arg4] {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<8x6xf32>
// CHECK-NEXT: return %padded : tensor<8x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
