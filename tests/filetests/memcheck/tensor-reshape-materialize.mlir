// Shapes checked at run time in both engines (found by an outside tester): a reshape to a
// negative size, and materialize_in_destination of a larger source into a smaller memref (the
// JIT wrote past the end, even under --check-bounds).
// RUN: not memref-run %s --no-bufferize -e negative_reshape 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not memref-run %s --no-bufferize --engine=interp -e negative_reshape 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not memref-run %s --no-bufferize -e materialize_too_large 2>&1 | filecheck %s --check-prefix=MAT
// RUN: not memref-run %s --no-bufferize --check-bounds -e materialize_too_large 2>&1 | filecheck %s --check-prefix=MAT
// RUN: not memref-run %s --no-bufferize --engine=interp -e materialize_too_large 2>&1 | filecheck %s --check-prefix=MAT
func.func @negative_reshape() {
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %s = arith.constant dense<[-2, -3]> : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<6xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  call @print_dim0(%r) : (tensor<?x?xi32>) -> ()
  return
}
// In a callee: canonicalize folds tensor.dim of a reshape to an element of its shape.
func.func @print_dim0(%r: tensor<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?x?xi32>
  vector.print %d : index
  return
}
// NEG: tensor-reshape-materialize.mlir:12:8: error: tensor.reshape: size -2 of dimension 0 is negative
// NEG-NOT: 18446744073709551614

func.func @materialize_too_large() {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %m = memref.alloc() : memref<2xi32>
  %md = memref.cast %m : memref<2xi32> to memref<?xi32>
  %ad = tensor.cast %a : tensor<3xi32> to tensor<?xi32>
  bufferization.materialize_in_destination %ad in restrict writable %md : (tensor<?xi32>, memref<?xi32>) -> ()
  return
}
// MAT: tensor-reshape-materialize.mlir:31:3: error: bufferization.materialize_in_destination: dimension 0 of the source has size 3 but the destination 2
