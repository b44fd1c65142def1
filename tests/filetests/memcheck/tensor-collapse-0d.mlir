// Collapsing to (or expanding from) a 0-D tensor keeps exactly one element: upstream's verifier
// accepts `tensor<6xi32> into tensor<i32>` (its bufferization then rejects the memref form), so
// both engines check the element count at run time with the same located error (the JIT read
// the first element; found by an outside tester; tensor form, --no-bufferize). One-element ok.
// RUN: memref-run %s --no-bufferize -e unit | filecheck %s --check-prefix=UNIT
// RUN: memref-run %s --no-bufferize --engine=interp -e unit | filecheck %s --check-prefix=UNIT
// RUN: not memref-run %s --no-bufferize -e collapse_six 2>&1 | filecheck %s --check-prefix=SIX
// RUN: not memref-run %s --no-bufferize --engine=interp -e collapse_six 2>&1 | filecheck %s --check-prefix=SIX
// RUN: not memref-run %s --no-bufferize -e collapse_empty 2>&1 | filecheck %s --check-prefix=EMPTY
// RUN: not memref-run %s --no-bufferize --engine=interp -e collapse_empty 2>&1 | filecheck %s --check-prefix=EMPTY
// RUN: not memref-run %s --no-bufferize -e expand_three 2>&1 | filecheck %s --check-prefix=THREE
// RUN: not memref-run %s --no-bufferize --engine=interp -e expand_three 2>&1 | filecheck %s --check-prefix=THREE
func.func @splat(%v: i32, %n: index) -> tensor<?xi32> {
  %t = tensor.splat %v[%n] : tensor<?xi32>
  return %t : tensor<?xi32>
}

func.func @unit() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 7 : i32
  %d = call @splat(%v, %c1) : (i32, index) -> tensor<?xi32>
  %s = tensor.cast %d : tensor<?xi32> to tensor<1xi32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [1, 1] : tensor<1xi32> into tensor<1x1xi32>
  %b = tensor.collapse_shape %e [] : tensor<1x1xi32> into tensor<i32>
  %x = tensor.extract %b[] : tensor<i32>
  vector.print %x : i32
  %u = tensor.expand_shape %b [] output_shape [1, 1, 1] : tensor<i32> into tensor<1x1x1xi32>
  %y = tensor.extract %u[%c0, %c0, %c0] : tensor<1x1x1xi32>
  vector.print %y : i32
  return
}
// UNIT: 7
// UNIT-NEXT: 7

func.func @collapse_six() {
  %c6 = arith.constant 6 : index
  %v = arith.constant 7 : i32
  %d = call @splat(%v, %c6) : (i32, index) -> tensor<?xi32>
  %s = tensor.cast %d : tensor<?xi32> to tensor<6xi32>
  %b = tensor.collapse_shape %s [] : tensor<6xi32> into tensor<i32>
  %x = tensor.extract %b[] : tensor<i32>
  vector.print %x : i32
  return
}
// SIX: tensor-collapse-0d.mlir:41:8: error: tensor.collapse_shape: a tensor of 6 elements cannot take a shape of 1 elements
// SIX-NOT: 7

func.func @collapse_empty() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i32
  %d = call @splat(%v, %c0) : (i32, index) -> tensor<?xi32>
  %s = tensor.cast %d : tensor<?xi32> to tensor<0xi32>
  %b = tensor.collapse_shape %s [] : tensor<0xi32> into tensor<i32>
  %x = tensor.extract %b[] : tensor<i32>
  vector.print %x : i32
  return
}
// EMPTY: tensor-collapse-0d.mlir:54:8: error: tensor.collapse_shape: a tensor of 0 elements cannot take a shape of 1 elements

func.func @expand_three() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 7 : i32
  %d = call @splat(%v, %c1) : (i32, index) -> tensor<?xi32>
  %s = tensor.cast %d : tensor<?xi32> to tensor<1xi32>
  %b = tensor.collapse_shape %s [] : tensor<1xi32> into tensor<i32>
  %u = tensor.expand_shape %b [] output_shape [%c3] : tensor<i32> into tensor<?xi32>
  %y = tensor.extract %u[%c1] : tensor<?xi32>
  vector.print %y : i32
  return
}
// THREE: tensor-collapse-0d.mlir:68:8: error: tensor.expand_shape: a tensor of 1 elements cannot take a shape of 3 elements
