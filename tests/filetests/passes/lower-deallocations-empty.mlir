// RUN: memref-opt %s --bufferization-lower-deallocations | filecheck %s
// Expected output is mlir-opt's.

// A dealloc with no memrefs is replaced by a `false` for each result; upstream creates the
// constant even when there are no results, and leaves it dead.
// CHECK-LABEL: func.func @nothing_to_free
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return
func.func @nothing_to_free() {
  bufferization.dealloc
  return
}

// CHECK-LABEL: func.func @retained_only
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false, %false
func.func @retained_only(%m: memref<2xi8>, %n: memref<2xi8>) -> (i1, i1) {
  %r:2 = bufferization.dealloc retain (%m, %n : memref<2xi8>, memref<2xi8>)
  return %r#0, %r#1 : i1, i1
}
