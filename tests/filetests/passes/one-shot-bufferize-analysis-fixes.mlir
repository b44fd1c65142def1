// In-place analysis cases where One-Shot Bufferize used to decide differently from upstream
// (found with scripts/compare-osb-analysis.sh):
// - an element-wise linalg op in a loop reading a tensor defined outside of the loop and
//   writing it in place: a later iteration would read the earlier write, so the write needs a
//   copy (the element-wise exception holds only where op order can be used);
// - a bodiless callee's tensor results may alias its tensor arguments, and a declared
//   bufferization.access replaces the analysis: writing the result of a read-only callee
//   conflicts with a later read of the argument.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | filecheck %s

func.func @elementwise_reads_outer_in_loop(%a: tensor<4xi64>, %b: tensor<4xi64>, %n: index) -> tensor<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %b) -> (tensor<4xi64>) {
    %m = linalg.add ins(%a, %t : tensor<4xi64>, tensor<4xi64>) outs(%a : tensor<4xi64>) -> tensor<4xi64>
    scf.yield %m : tensor<4xi64>
  }
  return %r : tensor<4xi64>
}

// -----

func.func private @view(tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32>

func.func @write_through_alias(%t: tensor<4xf32>, %i: index, %f: f32) -> (tensor<4xf32>, f32) {
  %v = call @view(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %v[%i] : tensor<4xf32>
  %r = tensor.extract %t[%i] : tensor<4xf32>
  return %w, %r : tensor<4xf32>, f32
}

// CHECK: module {
// CHECK-NEXT: func.func @elementwise_reads_outer_in_loop(%arg0: memref<4xi64, strided<[?], offset: ?>>, %arg1: memref<4xi64, strided<[?], offset: ?>>, %arg2: index) -> memref<4xi64, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (memref<4xi64, strided<[?], offset: ?>>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
// CHECK-NEXT: linalg.add ins(%arg0, %arg4 : memref<4xi64, strided<[?], offset: ?>>, memref<4xi64, strided<[?], offset: ?>>) outs(%alloc : memref<4xi64>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @view(memref<4xf32, strided<[?], offset: ?>> {bufferization.access = "read"}) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: func.func @write_through_alias(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT: %0 = call @view(%arg0) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %1 : memref<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
