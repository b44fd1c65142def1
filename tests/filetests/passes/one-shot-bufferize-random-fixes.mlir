// One-Shot Bufferize cases the random tensor programs (scripts/compare-tensor-upstream.sh)
// found different from upstream, each reduced to a function: constant operands count as
// static offsets/sizes (a fully overwritten insert_slice destination is not copied; a slice
// inserted back where it was extracted stays in place), a dead alloc_tensor is erased, the
// global of a 0-D constant is `__constant_xi64`, taken global names get the symbol table's
// running `_N` counter, and reshapes of strided buffers (function arguments, slices) get the
// layout the memref op infers; tensor.collapse_shape reads its source (it may copy it), so a
// later write of that source is out of place.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func @overwrite_with_constant_offsets(%a: tensor<4x3xi64>) -> tensor<4x3xi64> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4x3xi64>
  %ad = tensor.cast %a : tensor<4x3xi64> to tensor<4x?xi64>
  %r = tensor.insert_slice %ad into %e[%c0, %c0] [4, %c3] [1, 1] : tensor<4x?xi64> into tensor<4x3xi64>
  %x = tensor.extract %a[%c0, %c0] : tensor<4x3xi64>
  %w = tensor.insert %x into %r[%c0, %c0] : tensor<4x3xi64>
  return %w : tensor<4x3xi64>
}

// -----

func.func @slice_back_in_place(%a: tensor<3x2xi64>, %v: i64) -> tensor<3x2xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %a[0, 0] [2, 2] [1, 1] : tensor<3x2xi64> to tensor<2x2xi64>
  %s1 = tensor.insert %v into %s[%c1, %c1] : tensor<2x2xi64>
  %r = tensor.insert_slice %s1 into %a[%c0, 0] [2, 2] [%c1, 1] : tensor<2x2xi64> into tensor<3x2xi64>
  return %r : tensor<3x2xi64>
}

// -----

func.func @dead_alloc_tensor(%a: tensor<2x4xi64>) -> i64 {
  %c1 = arith.constant 1 : index
  %t = bufferization.alloc_tensor() copy(%a) : tensor<2x4xi64>
  %u = bufferization.alloc_tensor(%c1) : tensor<?xi64>
  %x = tensor.extract %a[%c1, %c1] : tensor<2x4xi64>
  return %x : i64
}

// -----

func.func @constants() -> (tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<i64>, tensor<2xi64>) {
  %a = arith.constant dense<7> : tensor<i64>
  %b = arith.constant dense<[1, 2]> : tensor<2xi64>
  %c = arith.constant dense<[3, 4]> : tensor<2xi64>
  %d = arith.constant dense<8> : tensor<i64>
  %e = arith.constant dense<[5, 6]> : tensor<2xi64>
  return %a, %b, %c, %d, %e : tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<i64>, tensor<2xi64>
}

// -----

func.func @reshape_strided(%a: tensor<6xi64>, %m: tensor<4x6xi64>, %n: index) -> (tensor<2x3xi64>, tensor<6xi64>, tensor<?x2xi64>, i64) {
  %c0 = arith.constant 0 : index
  %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xi64> into tensor<2x3xi64>
  %s = tensor.extract_slice %m[1, 0] [1, 6] [1, 1] : tensor<4x6xi64> to tensor<1x6xi64>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<1x6xi64> into tensor<6xi64>
  %d = tensor.extract_slice %m[0, 2] [%n, 4] [1, 1] : tensor<4x6xi64> to tensor<?x4xi64>
  %f = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xi64> into tensor<?xi64>
  %g = tensor.expand_shape %f [[0, 1]] output_shape [%n, 2] : tensor<?xi64> into tensor<?x2xi64>
  %x = tensor.extract %c[%c0] : tensor<6xi64>
  return %e, %c, %g, %x : tensor<2x3xi64>, tensor<6xi64>, tensor<?x2xi64>, i64
}

// -----

func.func @collapse_reads(%a: tensor<3x1xi64>, %v: i64) -> tensor<3x1xi64> {
  %c0 = arith.constant 0 : index
  %w = tensor.insert %v into %a[%c0, %c0] : tensor<3x1xi64>
  %x = tensor.collapse_shape %a [[0, 1]] : tensor<3x1xi64> into tensor<3xi64>
  return %w : tensor<3x1xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func @overwrite_with_constant_offsets(%arg0: memref<4x3xi64, strided<[?, ?], offset: ?>>) -> memref<4x3xi64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x3xi64>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x3xi64, strided<[?, ?], offset: ?>> to memref<4x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[%c0, %c0] [4, %c3] [1, 1] : memref<4x3xi64> to memref<4x?xi64, strided<[3, 1], offset: ?>>
// CHECK-NEXT: memref.copy %cast, %subview : memref<4x?xi64, strided<[?, ?], offset: ?>> to memref<4x?xi64, strided<[3, 1], offset: ?>>
// CHECK-NEXT: %0 = memref.load %arg0[%c0, %c0] : memref<4x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.store %0, %alloc[%c0, %c0] : memref<4x3xi64>
// CHECK-NEXT: %cast_0 = memref.cast %alloc : memref<4x3xi64> to memref<4x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<4x3xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @slice_back_in_place(%arg0: memref<3x2xi64, strided<[?, ?], offset: ?>>, %arg1: i64) -> memref<3x2xi64, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [2, 2] [1, 1] : memref<3x2xi64, strided<[?, ?], offset: ?>> to memref<2x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.store %arg1, %subview[%c1, %c1] : memref<2x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%c0, 0] [2, 2] [%c1, 1] : memref<3x2xi64, strided<[?, ?], offset: ?>> to memref<2x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_0 : memref<2x2xi64, strided<[?, ?], offset: ?>> to memref<2x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<3x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @dead_alloc_tensor(%arg0: memref<2x4xi64, strided<[?, ?], offset: ?>>) -> i64 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c1, %c1] : memref<2x4xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64_2 : memref<2xi64> = dense<[5, 6]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_xi64_1 : memref<i64> = dense<8> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64_0 : memref<2xi64> = dense<[3, 4]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[1, 2]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_xi64 : memref<i64> = dense<7> {alignment = 64 : i64}
// CHECK-NEXT: func.func @constants() -> (memref<i64>, memref<2xi64>, memref<2xi64>, memref<i64>, memref<2xi64>) {
// CHECK-NEXT: %0 = memref.get_global @__constant_xi64 : memref<i64>
// CHECK-NEXT: %1 = memref.get_global @__constant_2xi64 : memref<2xi64>
// CHECK-NEXT: %2 = memref.get_global @__constant_2xi64_0 : memref<2xi64>
// CHECK-NEXT: %3 = memref.get_global @__constant_xi64_1 : memref<i64>
// CHECK-NEXT: %4 = memref.get_global @__constant_2xi64_2 : memref<2xi64>
// CHECK-NEXT: %cast = memref.cast %0 : memref<i64> to memref<i64, strided<[], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %1 : memref<2xi64> to memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %2 : memref<2xi64> to memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_2 = memref.cast %3 : memref<i64> to memref<i64, strided<[], offset: ?>>
// CHECK-NEXT: %cast_3 = memref.cast %4 : memref<2xi64> to memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1, %2, %3, %4 : memref<i64>, memref<2xi64>, memref<2xi64>, memref<i64>, memref<2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @reshape_strided(%arg0: memref<6xi64, strided<[?], offset: ?>>, %arg1: memref<4x6xi64, strided<[?, ?], offset: ?>>, %arg2: index) -> (memref<2x3xi64, strided<[?, ?], offset: ?>>, memref<6xi64, strided<[?], offset: ?>>, memref<?x2xi64>, i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 3] : memref<6xi64, strided<[?], offset: ?>> into memref<2x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %arg1[1, 0] [1, 6] [1, 1] : memref<4x6xi64, strided<[?, ?], offset: ?>> to memref<1x6xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %subview {{\[\[}}0, 1]] : memref<1x6xi64, strided<[?, ?], offset: ?>> into memref<6xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg1[0, 2] [%arg2, 4] [1, 1] : memref<4x6xi64, strided<[?, ?], offset: ?>> to memref<?x4xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %subview_0, %c0_1 : memref<?x4xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xi64>
// CHECK-NEXT: memref.copy %subview_0, %alloc : memref<?x4xi64, strided<[?, ?], offset: ?>> to memref<?x4xi64>
// CHECK-NEXT: %collapse_shape_2 = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<?x4xi64> into memref<?xi64>
// CHECK-NEXT: %expand_shape_3 = memref.expand_shape %collapse_shape_2 {{\[\[}}0, 1]] output_shape [%arg2, 2] : memref<?xi64> into memref<?x2xi64>
// CHECK-NEXT: %0 = memref.load %collapse_shape[%c0] : memref<6xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %expand_shape_3 : memref<?x2xi64> to memref<?x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %expand_shape, %collapse_shape, %expand_shape_3, %0 : memref<2x3xi64, strided<[?, ?], offset: ?>>, memref<6xi64, strided<[?], offset: ?>>, memref<?x2xi64>, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @collapse_reads(%arg0: memref<3x1xi64, strided<[?, ?], offset: ?>>, %arg1: i64) -> memref<3x1xi64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x1xi64>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<3x1xi64, strided<[?, ?], offset: ?>> to memref<3x1xi64>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<3x1xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x1xi64>
// CHECK-NEXT: memref.copy %arg0, %alloc_0 : memref<3x1xi64, strided<[?, ?], offset: ?>> to memref<3x1xi64>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc_0 {{\[\[}}0, 1]] : memref<3x1xi64> into memref<3xi64>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<3x1xi64> to memref<3x1xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<3x1xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
