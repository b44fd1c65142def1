// Tensor accesses out of bounds and bad sizes are located errors in both engines (upstream:
// undefined behaviour after bufferization), never a crash: extract and insert past a
// dimension, extract_slice and insert_slice past the end, a negative dynamic size of
// tensor.empty and of a slice, tensor.dim past the rank, a cast to a static size the value
// does not have, a reshape to another element count, and a tensor too large.
// RUN: not memref-run %s --no-bufferize -e extract_oob 2>&1 | filecheck %s --check-prefix=EXTRACT
// RUN: not memref-run %s --no-bufferize --engine=interp -e extract_oob 2>&1 | filecheck %s --check-prefix=EXTRACT
// RUN: not memref-run %s --no-bufferize -e insert_oob 2>&1 | filecheck %s --check-prefix=INSERT
// RUN: not memref-run %s --no-bufferize --engine=interp -e insert_oob 2>&1 | filecheck %s --check-prefix=INSERT
// RUN: not memref-run %s --no-bufferize -e slice_past_end 2>&1 | filecheck %s --check-prefix=SLICE
// RUN: not memref-run %s --no-bufferize --engine=interp -e slice_past_end 2>&1 | filecheck %s --check-prefix=SLICE
// RUN: not memref-run %s --no-bufferize -e insert_slice_past_end 2>&1 | filecheck %s --check-prefix=ISLICE
// RUN: not memref-run %s --no-bufferize --engine=interp -e insert_slice_past_end 2>&1 | filecheck %s --check-prefix=ISLICE
// RUN: not memref-run %s --no-bufferize -e negative_empty 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not memref-run %s --no-bufferize --engine=interp -e negative_empty 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not memref-run %s --no-bufferize -e negative_slice 2>&1 | filecheck %s --check-prefix=NEGSLICE
// RUN: not memref-run %s --no-bufferize --engine=interp -e negative_slice 2>&1 | filecheck %s --check-prefix=NEGSLICE
// RUN: not memref-run %s --no-bufferize -e dim_past_rank 2>&1 | filecheck %s --check-prefix=DIM
// RUN: not memref-run %s --no-bufferize --engine=interp -e dim_past_rank 2>&1 | filecheck %s --check-prefix=DIM
// RUN: not memref-run %s --no-bufferize -e bad_cast 2>&1 | filecheck %s --check-prefix=CAST
// RUN: not memref-run %s --no-bufferize --engine=interp -e bad_cast 2>&1 | filecheck %s --check-prefix=CAST
// RUN: not memref-run %s --no-bufferize -e bad_reshape 2>&1 | filecheck %s --check-prefix=RESHAPE
// RUN: not memref-run %s --no-bufferize --engine=interp -e bad_reshape 2>&1 | filecheck %s --check-prefix=RESHAPE
// RUN: not memref-run %s --no-bufferize -e huge 2>&1 | filecheck %s --check-prefix=HUGE
// RUN: not memref-run %s --no-bufferize --engine=interp -e huge 2>&1 | filecheck %s --check-prefix=HUGE
// EXTRACT: tensor-bounds.mlir:43:8: error: tensor.extract: index 4 out of bounds for dimension 0 of size 4
// INSERT: tensor-bounds.mlir:52:8: error: tensor.insert: index -1 out of bounds for dimension 1 of size 2
// SLICE: tensor-bounds.mlir:59:8: error: tensor.extract_slice: slice (offset 2, size 3, stride 1) out of bounds of dimension 0 of size 4
// ISLICE: tensor-bounds.mlir:67:8: error: tensor.insert_slice: slice (offset 1, size 2, stride 3) out of bounds of dimension 0 of size 4
// NEG: tensor-bounds.mlir:73:8: error: negative tensor size -3
// NEGSLICE: tensor-bounds.mlir:80:8: error: tensor.extract_slice: negative size -1 in dimension 0
// DIM: tensor-bounds.mlir:87:8: error: tensor.dim: dimension 1 out of bounds for a tensor of rank 1
// CAST: tensor-bounds.mlir:94:8: error: tensor.cast: dimension 0 of size 4 cast to size 5
// RESHAPE: tensor-bounds.mlir:101:8: error: tensor.reshape: a tensor of 4 elements cannot take a shape of 3 elements
// HUGE: tensor-bounds.mlir:107:8: error: tensor of 1099511627776 elements is too large
func.func @data() -> tensor<4xf32> {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %t : tensor<4xf32>
}
func.func @extract_oob() {
  %t = call @data() : () -> tensor<4xf32>
  %c4 = arith.constant 4 : index
  %e = tensor.extract %t[%c4] : tensor<4xf32>
  vector.print %e : f32
  return
}
func.func @insert_oob() {
  %t = tensor.empty() : tensor<3x2xi32>
  %c0 = arith.constant 0 : index
  %m1 = arith.constant -1 : index
  %v = arith.constant 7 : i32
  %e = tensor.insert %v into %t[%c0, %m1] : tensor<3x2xi32>
  call @use2(%e) : (tensor<3x2xi32>) -> ()
  return
}
func.func @slice_past_end() {
  %t = call @data() : () -> tensor<4xf32>
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%c2] [3] [1] : tensor<4xf32> to tensor<3xf32>
  call @use(%s) : (tensor<3xf32>) -> ()
  return
}
func.func @insert_slice_past_end() {
  %t = call @data() : () -> tensor<4xf32>
  %s = tensor.empty() : tensor<2xf32>
  %c3 = arith.constant 3 : index
  %r = tensor.insert_slice %s into %t[1] [2] [%c3] : tensor<2xf32> into tensor<4xf32>
  call @use4(%r) : (tensor<4xf32>) -> ()
  return
}
func.func @negative_empty() {
  %n = arith.constant -3 : index
  %t = tensor.empty(%n) : tensor<?xf32>
  call @used(%t) : (tensor<?xf32>) -> ()
  return
}
func.func @negative_slice() {
  %t = call @data() : () -> tensor<4xf32>
  %n = arith.constant -1 : index
  %s = tensor.extract_slice %t[0] [%n] [1] : tensor<4xf32> to tensor<?xf32>
  call @used(%s) : (tensor<?xf32>) -> ()
  return
}
func.func @dim_past_rank() {
  %t = call @data() : () -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<4xf32>
  vector.print %d : index
  return
}
func.func @bad_cast() {
  %t = call @data() : () -> tensor<4xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %v = tensor.cast %u : tensor<?xf32> to tensor<5xf32>
  call @use5(%v) : (tensor<5xf32>) -> ()
  return
}
func.func @bad_reshape() {
  %t = call @data() : () -> tensor<4xf32>
  %s = arith.constant dense<3> : tensor<1xindex>
  %r = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xindex>) -> tensor<?xf32>
  call @used(%r) : (tensor<?xf32>) -> ()
  return
}
func.func @huge() {
  %n = arith.constant 1048576 : index
  %t = tensor.empty(%n, %n) : tensor<?x?xf32>
  call @print_dim(%t) : (tensor<?x?xf32>) -> ()
  return
}
// In a callee: canonicalize folds tensor.dim of tensor.empty to its size operand.
func.func @print_dim(%t: tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x?xf32>
  vector.print %d : index
  return
}
func.func @use(%t: tensor<3xf32>) {
  return
}
func.func @use2(%t: tensor<3x2xi32>) {
  return
}
func.func @use4(%t: tensor<4xf32>) {
  return
}
func.func @use5(%t: tensor<5xf32>) {
  return
}
func.func @used(%t: tensor<?xf32>) {
  return
}
