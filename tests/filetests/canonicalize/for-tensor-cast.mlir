// Upstream's ForOpTensorCastFolder: an scf.for iter_arg whose init is a tensor.cast that only
// erases static information, with a result used once, iterates on the static type; the casts
// move into the body and after the loop (the loop's location on all of them and on the yield).
// Not when the result has two uses or the cast adds static information. Output compared with
// mlir-opt 22.1.8: identical, with and without debug info.
// RUN: memref-opt %s --canonicalize | filecheck %s

func.func private @do(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32>

// CHECK-LABEL: func.func @loop(
// CHECK: %[[R:.*]] = scf.for {{.*}} iter_args(%[[A:.*]] = %arg0) -> (tensor<32x4xf32>) {
// CHECK-NEXT: %[[IN:.*]] = tensor.cast %[[A]] : tensor<32x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[C1:.*]] = func.call @do(%[[IN]])
// CHECK-NEXT: %[[C2:.*]] = func.call @do(%[[C1]])
// CHECK-NEXT: %[[OUT:.*]] = tensor.cast %[[C2]] : tensor<?x?xf32> to tensor<32x4xf32>
// CHECK-NEXT: scf.yield %[[OUT]] : tensor<32x4xf32>
// CHECK: %[[RES:.*]] = tensor.cast %[[R]] : tensor<32x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[RES]]
func.func @loop(%t0: tensor<32x4xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t0 : tensor<32x4xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %2 = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %3 = func.call @do(%2) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %3 : tensor<?x?xf32>
  }
  return %1 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @two_uses(
// CHECK: %[[CAST:.*]] = tensor.cast %arg0
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[CAST]]) -> (tensor<?x?xf32>)
func.func @two_uses(%t0: tensor<32x1024xf32>, %n: index) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %0 = tensor.cast %t0 : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %n step %c32 iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %2 = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  return %1, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @more_static(
// CHECK: %[[CAST:.*]] = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %[[CAST]]
func.func @more_static(%t0: tensor<?x?xf32>, %n: index) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %0 = tensor.cast %t0 : tensor<?x?xf32> to tensor<4x4xf32>
  %1 = scf.for %i = %c0 to %n step %c32 iter_args(%a = %0) -> (tensor<4x4xf32>) {
    scf.yield %a : tensor<4x4xf32>
  }
  return %1 : tensor<4x4xf32>
}
