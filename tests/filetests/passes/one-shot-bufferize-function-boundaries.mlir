// One-Shot Bufferize with bufferize-function-boundaries: memref signatures (arguments fully
// dynamic, results inferred from the returned buffers), bufferization.writable honoured.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func @slices_into_args(%ro : tensor<?xf32> {bufferization.writable = false}, %rw : tensor<?xf32> {bufferization.writable = true}, %a : tensor<3xf32> {bufferization.writable = false}, %b : tensor<3xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %x = tensor.insert_slice %a into %ro[1][3][2] : tensor<3xf32> into tensor<?xf32>
  %y = tensor.insert_slice %b into %rw[2][3][1] : tensor<3xf32> into tensor<?xf32>
  %z = tensor.insert_slice %a into %rw[0][3][1] : tensor<3xf32> into tensor<?xf32>
  return %x, %y, %z : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @cast_then_overwrite(%big : tensor<?xf32> {bufferization.writable = true}, %off: index) -> (tensor<?xf32>) {
  %fixed = tensor.cast %big : tensor<?xf32> to tensor<6xf32>
  %head = tensor.extract_slice %fixed[0][2][1] : tensor<6xf32> to tensor<2xf32>
  %w = tensor.insert_slice %head into %big[%off][2][1] : tensor<2xf32> into tensor<?xf32>
  return %w : tensor<?xf32>
}

// -----

func.func @store_scalar(%t : tensor<?x?xi32> {bufferization.writable = true}, %s : i32, %i : index, %j : index) -> tensor<?x?xi32> {
  %0 = tensor.insert %s into %t[%i, %j] : tensor<?x?xi32>
  %1 = tensor.insert %s into %0[%j, %i] : tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}

// -----
func.func @matching(%t : tensor<8x8xf32>, %i : index, %v : f32) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %t[%i, 0][2, 8][1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
  %s2 = tensor.insert %v into %s[%i, %i] : tensor<2x8xf32>
  %r = tensor.insert_slice %s2 into %t[%i, 0][2, 8][1, 1] : tensor<2x8xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----
func.func @rr(%t : tensor<8x8xf32>, %i : index) -> (tensor<8xf32>, index, index) {
  %s = tensor.extract_slice %t[%i, 0][1, 8][1, 1] : tensor<8x8xf32> to tensor<8xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<8x8xf32>
  %r = tensor.rank %t : tensor<8x8xf32>
  return %s, %d, %r : tensor<8xf32>, index, index
}

// -----
func.func @fe(%a : f32, %b : f32) -> (tensor<2x3xf32>, tensor<f32>, tensor<6xf32>, tensor<3x2xf32>) {
  %0 = tensor.from_elements %a, %b, %a, %b, %a, %b : tensor<2x3xf32>
  %1 = tensor.from_elements %a : tensor<f32>
  %2 = tensor.collapse_shape %0 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %3 = tensor.expand_shape %2 [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<f32>, tensor<6xf32>, tensor<3x2xf32>
}

// -----
func.func @dyn(%n : index, %v : f32) -> tensor<?x4xf32> {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %v into %e[%c0, %c0] : tensor<?x4xf32>
  %1 = tensor.insert %v into %e[%c0, %c0] : tensor<?x4xf32>
  %x = tensor.extract %0[%c0, %c0] : tensor<?x4xf32>
  %2 = tensor.insert %x into %1[%c0, %c0] : tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}

// -----
func.func @consts() -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) {
  %a = arith.constant dense<[1, 2]> : tensor<2xi32>
  %b = arith.constant dense<[3, 4]> : tensor<2xi32>
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %a, %b, %c : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>
}

// -----
func.func @at(%t : tensor<?xf32>, %m : memref<4xf32>, %v : f32) -> (tensor<?xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %b = tensor.insert %v into %a[%c0] : tensor<?xf32>
  %tt = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %w = tensor.insert %v into %tt[%c0] : tensor<4xf32>
  return %b, %w, %w : tensor<?xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----
func.func @mat(%s : tensor<4xf32>, %d : tensor<4xf32>, %m : memref<4xf32>) -> tensor<4xf32> {
  %r = bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %s in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return %r : tensor<4xf32>
}

// -----
func.func @g(%i: index, %v: f32) -> f32 {
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<4x5xf32>
  %s = tensor.extract_slice %e[1, 1][2, 3][1, 1] : tensor<4x5xf32> to tensor<2x3xf32>
  %s2 = tensor.insert %v into %s[%i, %i] : tensor<2x3xf32>
  %r = tensor.insert_slice %s2 into %e[0, 0][2, 3][1, 1] : tensor<2x3xf32> into tensor<4x5xf32>
  %x = tensor.extract %r[%i, %i] : tensor<4x5xf32>
  %y = tensor.extract %c[%i] : tensor<3xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

// -----
func.func @unknown_reads_and_writes(%m : memref<4xf32>, %v : f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %tt = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %w = tensor.insert %v into %tt[%c0] : tensor<4xf32>
  return %w, %w : tensor<4xf32>, tensor<4xf32>
}

// -----
func.func @slice_of_read_only_arg(%t : tensor<8xf32>) -> (tensor<4xf32>, tensor<8xf32>) {
  %s = tensor.extract_slice %t[0][4][1] : tensor<8xf32> to tensor<4xf32>
  return %s, %t : tensor<4xf32>, tensor<8xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @slices_into_args(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: memref<3xf32, strided<[?], offset: ?>>, %arg3: memref<3xf32, strided<[?], offset: ?>>) -> (memref<?xf32>, memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[1] [3] [2] : memref<?xf32> to memref<3xf32, strided<[2], offset: 1>>
// CHECK-NEXT: memref.copy %arg2, %subview : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[2], offset: 1>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc_2 = memref.alloc(%dim_1) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc_2 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: %subview_3 = memref.subview %alloc_2[2] [3] [1] : memref<?xf32> to memref<3xf32, strided<[1], offset: 2>>
// CHECK-NEXT: memref.copy %arg3, %subview_3 : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %subview_4 = memref.subview %arg1[0] [3] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy %arg2, %subview_4 : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_2 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %alloc_2, %arg1 : memref<?xf32>, memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @cast_then_overwrite(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32, strided<[?], offset: ?>> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: memref.copy %cast, %alloc : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<6xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg1] [2] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_0 : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @store_scalar(%arg0: memref<?x?xi32, strided<[?, ?], offset: ?>>, %arg1: i32, %arg2: index, %arg3: index) -> memref<?x?xi32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg2, %arg3] : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3, %arg2] : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @matching(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<8x8xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [2, 8] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<2x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.store %arg2, %subview[%arg1, %arg1] : memref<2x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %arg0[%arg1, 0] [2, 8] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<2x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_0 : memref<2x8xf32, strided<[?, ?], offset: ?>> to memref<2x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<8x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @rr(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> (memref<8xf32, strided<[?], offset: ?>>, index, index) {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [1, 8] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<8x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %0 = memref.rank %arg0 : memref<8x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %subview, %dim, %0 : memref<8xf32, strided<[?], offset: ?>>, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @fe(%arg0: f32, %arg1: f32) -> (memref<2x3xf32>, memref<f32>, memref<6xf32>, memref<3x2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: memref.store %arg0, %alloc[%c0, %c0] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0, %c1] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c0, %c2] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c1, %c0] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c1, %c1] : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c1, %c2] : memref<2x3xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT: memref.store %arg0, %alloc_0[] : memref<f32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %alloc_0 : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %cast_2 = memref.cast %collapse_shape : memref<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_3 = memref.cast %expand_shape : memref<3x2xf32> to memref<3x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc, %alloc_0, %collapse_shape, %expand_shape : memref<2x3xf32>, memref<f32>, memref<6xf32>, memref<3x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @dyn(%arg0: index, %arg1: f32) -> memref<?x4xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%c0, %c0] : memref<?x4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<?x4xf32>
// CHECK-NEXT: %0 = memref.load %alloc_0[%c0, %c0] : memref<?x4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%c0, %c0] : memref<?x4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @__constant_2xi32_0 : memref<2xi32> = dense<[3, 4]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_2xi32 : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
// CHECK-NEXT: func.func @consts() -> (memref<2xi32>, memref<2xi32>, memref<2xi32>) {
// CHECK-NEXT: %0 = memref.get_global @__constant_2xi32 : memref<2xi32>
// CHECK-NEXT: %1 = memref.get_global @__constant_2xi32_0 : memref<2xi32>
// CHECK-NEXT: %2 = memref.get_global @__constant_2xi32 : memref<2xi32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<2xi32> to memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %1 : memref<2xi32> to memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %2 : memref<2xi32> to memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1, %2 : memref<2xi32>, memref<2xi32>, memref<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @at(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32>, %arg2: f32) -> (memref<?xf32>, memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc[%c0_0] : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %arg1[%c0_0] : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_2 = memref.cast %arg1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %arg1, %arg1 : memref<?xf32>, memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mat(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: memref.copy %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %arg2 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: return %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = memref.get_global @__constant_3xf32 : memref<3xf32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[1, 1] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 6>>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%arg0, %arg0] : memref<2x3xf32>
// CHECK-NEXT: %subview_1 = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<4x5xf32> to memref<2x3xf32, strided<[5, 1]>>
// CHECK-NEXT: memref.copy %alloc_0, %subview_1 : memref<2x3xf32> to memref<2x3xf32, strided<[5, 1]>>
// CHECK-NEXT: %1 = memref.load %alloc[%arg0, %arg0] : memref<4x5xf32>
// CHECK-NEXT: %2 = memref.load %0[%arg0] : memref<3xf32>
// CHECK-NEXT: %3 = arith.addf %1, %2 : f32
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @unknown_reads_and_writes(%arg0: memref<4xf32>, %arg1: f32) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %arg0, %arg0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @slice_of_read_only_arg(%arg0: memref<8xf32, strided<[?], offset: ?>>) -> (memref<4xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %subview = memref.subview %arg0[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %subview, %arg0 : memref<4xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
