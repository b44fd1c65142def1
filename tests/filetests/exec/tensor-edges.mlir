// Tensor edges in both engines: a generate with no elements, a pad of an empty tensor
// (only padding, from the body, with static and dynamic amounts), 0-D tensors through
// from_elements, extract, expand_shape and collapse_shape. The expected lines are upstream
// mlir-runner's after scripts/upstream-run-tensor.sh.
// RUN: memref-run %s --no-bufferize | filecheck %s
// RUN: memref-run %s --no-bufferize --engine=interp | filecheck %s
// RUN: memref-run %s --no-bufferize --engine=jit --check-bounds | filecheck %s
func.func private @printMemrefI32(memref<*xi32>)
func.func @show(%t: tensor<?x?xi32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xi32> to memref<?x?xi32>
  %u = memref.cast %m : memref<?x?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @edges(%n: index, %z: index, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // Empty tensors: a generate with no elements, a pad of an empty tensor.
  %e = tensor.generate %z, %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %k : i32
  } : tensor<?x?xi32>
  %d0 = tensor.dim %e, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %e, %c1 : tensor<?x?xi32>
  vector.print %d0 : index
  vector.print %d1 : index
  %p = tensor.pad %e low[1, 0] high[%c1, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<?x?xi32> to tensor<?x?xi32>
  call @show(%p) : (tensor<?x?xi32>) -> ()
  // 0-D tensors.
  %s0 = tensor.from_elements %k : tensor<i32>
  %x0 = tensor.extract %s0[] : tensor<i32>
  vector.print %x0 : i32
  %ex = tensor.expand_shape %s0 [] output_shape [1, 1] : tensor<i32> into tensor<1x1xi32>
  %exc = tensor.cast %ex : tensor<1x1xi32> to tensor<?x?xi32>
  call @show(%exc) : (tensor<?x?xi32>) -> ()
  %cl = tensor.collapse_shape %ex [] : tensor<1x1xi32> into tensor<i32>
  %x1 = tensor.extract %cl[] : tensor<i32>
  vector.print %x1 : i32
  return
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %k = arith.constant 7 : i32
  call @edges(%c3, %c0, %k) : (index, index, i32) -> ()
  return
}
// CHECK: 0
// CHECK-NEXT: 3
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2,   3],
// CHECK-NEXT:  [1,   2,   3,   4]]
// CHECK-NEXT: 7
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[7]]
// CHECK-NEXT: 7
