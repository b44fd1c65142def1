// RUN: memref-opt %s --canonicalize | filecheck %s
// Expected output is mlir-opt's.
//
// `memref.dim` of a `memref.reshape` reads the shape operand (a `memref.load` right after the
// reshape, index-cast when the shape holds integers), when the index cheaply dominates the
// reshape.

// CHECK-LABEL: func.func @index_shape
// CHECK-NEXT: %[[L:.*]] = memref.load %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: return %[[L]]
func.func @index_shape(%src: memref<*xi16>, %shape: memref<?xindex>, %i: index) -> index {
  %r = memref.reshape %src(%shape) : (memref<*xi16>, memref<?xindex>) -> memref<*xi16>
  %d = memref.dim %r, %i : memref<*xi16>
  return %d : index
}

// CHECK-LABEL: func.func @i64_shape
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %[[L:.*]] = memref.load %arg1[%c1] : memref<2xi64>
// CHECK-NEXT: %[[C:.*]] = arith.index_cast %[[L]] : i64 to index
// CHECK-NEXT: return %[[C]]
func.func @i64_shape(%src: memref<?xf64>, %shape: memref<2xi64>) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %src(%shape) : (memref<?xf64>, memref<2xi64>) -> memref<?x?xf64>
  %d = memref.dim %r, %c1 : memref<?x?xf64>
  return %d : index
}

// The index is computed after the reshape: left alone.
// CHECK-LABEL: func.func @index_after_reshape
// CHECK: memref.reshape
// CHECK-NEXT: arith.addi
// CHECK-NEXT: memref.dim
func.func @index_after_reshape(%src: memref<*xi16>, %shape: memref<?xindex>, %i: index) -> index {
  %r = memref.reshape %src(%shape) : (memref<*xi16>, memref<?xindex>) -> memref<*xi16>
  %j = arith.addi %i, %i : index
  %d = memref.dim %r, %j : memref<*xi16>
  return %d : index
}

// The reshape in a loop, the index from outside it: the load goes in the loop, after the
// reshape (which is then dead).
// CHECK-LABEL: func.func @reshape_in_loop
// CHECK: scf.for
// CHECK-NEXT: %[[L:.*]] = memref.load %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: memref.store %[[L]], %arg3[%arg4]
func.func @reshape_in_loop(%src: memref<*xi16>, %shape: memref<?xindex>, %i: index, %out: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c4 step %c1 {
    %r = memref.reshape %src(%shape) : (memref<*xi16>, memref<?xindex>) -> memref<*xi16>
    %d = memref.dim %r, %i : memref<*xi16>
    memref.store %d, %out[%k] : memref<4xindex>
  }
  return
}
