// One-Shot Bufferize of tensor.cast, as the random tensor programs
// (scripts/compare-tensor-upstream.sh) found it different from upstream: a cast to the
// buffer's own type makes no memref.cast (the result of a call whose callee's returned cast
// was folded into its signature), and the buffer type of a cast (which decides the type of an
// scf.if yielding it) is its source's layout with the cast's shape.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func @slice_of(%a: tensor<4xi64>) -> tensor<1xi64> {
  %e = tensor.extract_slice %a[1] [1] [1] : tensor<4xi64> to tensor<1xi64>
  %f = tensor.cast %e : tensor<1xi64> to tensor<?xi64>
  %g = tensor.cast %f : tensor<?xi64> to tensor<1xi64>
  return %g : tensor<1xi64>
}
func.func private @use(tensor<?xi64>)
func.func @cast_of_call_result(%a: tensor<4xi64>) {
  %r = call @slice_of(%a) : (tensor<4xi64>) -> tensor<1xi64>
  %d = tensor.cast %r : tensor<1xi64> to tensor<?xi64>
  call @use(%d) : (tensor<?xi64>) -> ()
  return
}

// -----

func.func @if_yields_casts(%a: tensor<4xi64>, %c: i1, %x: i64) -> tensor<2xi64> {
  %c0 = arith.constant 0 : index
  %e = tensor.extract_slice %a[1] [2] [1] : tensor<4xi64> to tensor<2xi64>
  %d = tensor.cast %e : tensor<2xi64> to tensor<?xi64>
  %w = tensor.insert %x into %a[%c0] : tensor<4xi64>
  %r = scf.if %c -> (tensor<2xi64>) {
    %y = tensor.cast %d : tensor<?xi64> to tensor<2xi64>
    scf.yield %y : tensor<2xi64>
  } else {
    %i = tensor.insert %x into %d[%c0] : tensor<?xi64>
    %z = tensor.cast %i : tensor<?xi64> to tensor<2xi64>
    scf.yield %z : tensor<2xi64>
  }
  %s = tensor.extract %w[%c0] : tensor<4xi64>
  return %r : tensor<2xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func @slice_of(%arg0: memref<4xi64, strided<[?], offset: ?>>) -> memref<?xi64, strided<[?], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[1] [1] [1] : memref<4xi64, strided<[?], offset: ?>> to memref<1xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<1xi64, strided<[?], offset: ?>> to memref<?xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<?xi64, strided<[?], offset: ?>> to memref<1xi64, strided<[?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xi64, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @use(memref<?xi64, strided<[?], offset: ?>>)
// CHECK-NEXT: func.func @cast_of_call_result(%arg0: memref<4xi64, strided<[?], offset: ?>>) {
// CHECK-NEXT: %0 = call @slice_of(%arg0) : (memref<4xi64, strided<[?], offset: ?>>) -> memref<?xi64, strided<[?], offset: ?>>
// CHECK-NEXT: call @use(%0) : (memref<?xi64, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_yields_casts(%arg0: memref<4xi64, strided<[?], offset: ?>>, %arg1: i1, %arg2: i64) -> memref<2xi64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %arg0[1] [2] [1] : memref<4xi64, strided<[?], offset: ?>> to memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<2xi64, strided<[?], offset: ?>> to memref<2xi64>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xi64> to memref<?xi64>
// CHECK-NEXT: memref.store %arg2, %arg0[%c0] : memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = scf.if %arg1 -> (memref<2xi64>) {
// CHECK-NEXT: %cast_1 = memref.cast %cast : memref<?xi64> to memref<2xi64>
// CHECK-NEXT: scf.yield %cast_1 : memref<2xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg2, %cast[%c0] : memref<?xi64>
// CHECK-NEXT: %cast_1 = memref.cast %cast : memref<?xi64> to memref<2xi64>
// CHECK-NEXT: scf.yield %cast_1 : memref<2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %0 : memref<2xi64> to memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : memref<2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
