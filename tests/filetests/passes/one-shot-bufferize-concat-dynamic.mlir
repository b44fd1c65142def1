// tensor.concat with dynamic sizes under One-Shot Bufferize, as mlir-opt 22: a new buffer of
// the reified shape, each input copied into its subview at the running offset (a sum composed
// and folded at each step, one more after the last input), in a loop too.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func @concat_dynamic(%a: tensor<?xf32>, %b: tensor<2xf32>) -> tensor<?xf32> {
  %cc = tensor.concat dim(0) %a, %b : (tensor<?xf32>, tensor<2xf32>) -> tensor<?xf32>
  return %cc : tensor<?xf32>
}
// -----
func.func @concat_dyn_other(%a: tensor<?x3xf32>, %b: tensor<?x2xf32>) -> tensor<?x5xf32> {
  %cc = tensor.concat dim(1) %a, %b : (tensor<?x3xf32>, tensor<?x2xf32>) -> tensor<?x5xf32>
  return %cc : tensor<?x5xf32>
}
// -----
func.func @concat_three(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<4x?xf32>) -> tensor<?x?xf32> {
  %cc = tensor.concat dim(0) %a, %b, %c : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
  return %cc : tensor<?x?xf32>
}
// -----
func.func @concat_dyn_result_only(%a: tensor<3xf32>, %b: tensor<2xf32>) -> tensor<?xf32> {
  %cc = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<2xf32>) -> tensor<?xf32>
  return %cc : tensor<?xf32>
}
// -----
func.func @static_result(%a: tensor<?xf32>, %b: tensor<2xf32>) -> tensor<5xf32> {
  %cc = tensor.concat dim(0) %a, %b : (tensor<?xf32>, tensor<2xf32>) -> tensor<5xf32>
  return %cc : tensor<5xf32>
}
// -----
func.func @inferred_other(%a: tensor<?x?xf32>, %b: tensor<?x4xf32>) -> tensor<?x?xf32> {
  %cc = tensor.concat dim(0) %a, %b : (tensor<?x?xf32>, tensor<?x4xf32>) -> tensor<?x?xf32>
  return %cc : tensor<?x?xf32>
}
// -----
func.func @same_twice(%a: tensor<2x?xi32>) -> tensor<2x?xi32> {
  %cc = tensor.concat dim(1) %a, %a, %a : (tensor<2x?xi32>, tensor<2x?xi32>, tensor<2x?xi32>) -> tensor<2x?xi32>
  return %cc : tensor<2x?xi32>
}
// -----
func.func @middle(%a: tensor<2x?x3xf32>, %b: tensor<2x1x3xf32>) -> tensor<2x?x3xf32> {
  %cc = tensor.concat dim(1) %a, %b : (tensor<2x?x3xf32>, tensor<2x1x3xf32>) -> tensor<2x?x3xf32>
  return %cc : tensor<2x?x3xf32>
}
// -----
func.func @single(%a: tensor<?xf32>) -> tensor<?xf32> {
  %cc = tensor.concat dim(0) %a : (tensor<?xf32>) -> tensor<?xf32>
  return %cc : tensor<?xf32>
}
// -----
func.func @in_loop(%a: tensor<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %s = tensor.extract_slice %a[0] [%i] [1] : tensor<?xf32> to tensor<?xf32>
    %cc = tensor.concat dim(0) %s, %a, %s : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    %v = tensor.extract %cc[%i] : tensor<?xf32>
    %x = arith.addf %acc, %v : f32
    scf.yield %x : f32
  }
  return %r : f32
}
// -----
func.func @mutated_after(%a: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %cc = tensor.concat dim(0) %a, %a : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %w = tensor.insert %f into %cc[%c0] : tensor<?xf32>
  return %cc, %w : tensor<?xf32>, tensor<?xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @concat_dynamic(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<2xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map()[%dim]
// CHECK-NEXT: %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %alloc, %c0_1 : memref<?xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %dim_4 = memref.dim %arg0, %c0_3 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim_4] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %subview_5 = memref.subview %alloc[%dim_4] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %subview_5 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map()[%dim_4]
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @concat_dyn_other(%arg0: memref<?x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x2xf32, strided<[?, ?], offset: ?>>) -> memref<?x5xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x5xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %alloc, %c0_0 : memref<?x5xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [%dim_1, 3] [1, 1] : memref<?x5xf32> to memref<?x3xf32, strided<[5, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[5, 1]>>
// CHECK-NEXT: %subview_2 = memref.subview %alloc[0, 3] [%dim_1, 2] [1, 1] : memref<?x5xf32> to memref<?x2xf32, strided<[5, 1], offset: 3>>
// CHECK-NEXT: memref.copy %arg1, %subview_2 : memref<?x2xf32, strided<[?, ?], offset: ?>> to memref<?x2xf32, strided<[5, 1], offset: 3>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x5xf32> to memref<?x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s0 + s1 + 4)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @concat_three(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg2: memref<4x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg1, %c0_1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map()[%dim_0, %dim_2]
// CHECK-NEXT: %alloc = memref.alloc(%0, %dim) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = memref.dim %alloc, %c0_4 : memref<?x?xf32>
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: %dim_7 = memref.dim %alloc, %c1_6 : memref<?x?xf32>
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %dim_9 = memref.dim %arg0, %c0_8 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [%dim_9, %dim_7] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %dim_11 = memref.dim %arg1, %c0_10 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_12 = memref.subview %alloc[%dim_9, 0] [%dim_11, %dim_7] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %subview_12 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map1()[%dim_9, %dim_11]
// CHECK-NEXT: %subview_13 = memref.subview %alloc[%1, 0] [4, %dim_7] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg2, %subview_13 : memref<4x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map()[%dim_9, %dim_11]
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @concat_dyn_result_only(%arg0: memref<3xf32, strided<[?], offset: ?>>, %arg1: memref<2xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %alloc = memref.alloc(%c5) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %alloc, %c0_1 : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [3] [1] : memref<?xf32> to memref<3xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[1]>>
// CHECK-NEXT: %subview_2 = memref.subview %alloc[3] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 3>>
// CHECK-NEXT: memref.copy %arg1, %subview_2 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: 3>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @static_result(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<2xf32, strided<[?], offset: ?>>) -> memref<5xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<5xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[%dim] [2] [1] : memref<5xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %subview_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %0 = affine.apply #map()[%dim]
// CHECK-NEXT: %cast = memref.cast %alloc : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @inferred_other(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x4xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg1, %c0_0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %dim_1]
// CHECK-NEXT: %alloc = memref.alloc(%0, %c4) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %alloc, %c0_2 : memref<?x?xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = memref.dim %alloc, %c1 : memref<?x?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = memref.dim %arg0, %c0_5 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [%dim_6, %dim_4] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %dim_8 = memref.dim %arg1, %c0_7 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_9 = memref.subview %alloc[%dim_6, 0] [%dim_8, %dim_4] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %subview_9 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map()[%dim_6, %dim_8]
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @same_twice(%arg0: memref<2x?xi32, strided<[?, ?], offset: ?>>) -> memref<2x?xi32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c1_0 : memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1_2 : memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %dim_1, %dim_3]
// CHECK-NEXT: %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<2x?xi32>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %dim_5 = memref.dim %alloc, %c1_4 : memref<2x?xi32>
// CHECK-NEXT: %c1_6 = arith.constant 1 : index
// CHECK-NEXT: %dim_7 = memref.dim %arg0, %c1_6 : memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [2, %dim_7] [1, 1] : memref<2x?xi32> to memref<2x?xi32, strided<[?, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2x?xi32, strided<[?, ?], offset: ?>> to memref<2x?xi32, strided<[?, 1]>>
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: %dim_9 = memref.dim %arg0, %c1_8 : memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_10 = memref.subview %alloc[0, %dim_7] [2, %dim_9] [1, 1] : memref<2x?xi32> to memref<2x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview_10 : memref<2x?xi32, strided<[?, ?], offset: ?>> to memref<2x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map1()[%dim_7, %dim_9]
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: %dim_12 = memref.dim %arg0, %c1_11 : memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_13 = memref.subview %alloc[0, %1] [2, %dim_12] [1, 1] : memref<2x?xi32> to memref<2x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview_13 : memref<2x?xi32, strided<[?, ?], offset: ?>> to memref<2x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map()[%dim_12, %dim_7, %dim_9]
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2x?xi32> to memref<2x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<2x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @middle(%arg0: memref<2x?x3xf32, strided<[?, ?, ?], offset: ?>>, %arg1: memref<2x1x3xf32, strided<[?, ?, ?], offset: ?>>) -> memref<2x?x3xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<2x?x3xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %0 = affine.apply #map()[%dim]
// CHECK-NEXT: %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<2x?x3xf32>
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %dim_3 = memref.dim %alloc, %c1_2 : memref<2x?x3xf32>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %dim_5 = memref.dim %arg0, %c1_4 : memref<2x?x3xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0, 0] [2, %dim_5, 3] [1, 1, 1] : memref<2x?x3xf32> to memref<2x?x3xf32, strided<[?, 3, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2x?x3xf32, strided<[?, ?, ?], offset: ?>> to memref<2x?x3xf32, strided<[?, 3, 1]>>
// CHECK-NEXT: %subview_6 = memref.subview %alloc[0, %dim_5, 0] [2, 1, 3] [1, 1, 1] : memref<2x?x3xf32> to memref<2x1x3xf32, strided<[?, 3, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg1, %subview_6 : memref<2x1x3xf32, strided<[?, ?, ?], offset: ?>> to memref<2x1x3xf32, strided<[?, 3, 1], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map()[%dim_5]
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2x?x3xf32> to memref<2x?x3xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<2x?x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @single(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %alloc, %c0_0 : memref<?xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim_3] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<(d0, d1)[s0] -> (d0 + d1 + s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 * 2 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @in_loop(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %subview = memref.subview %arg0[0] [%arg2] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %subview, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0_1 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %dim_4 = memref.dim %subview, %c0_3 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map(%dim, %dim_4)[%dim_2]
// CHECK-NEXT: %alloc = memref.alloc(%1) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = memref.dim %alloc, %c0_5 : memref<?xf32>
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %subview_8 = memref.subview %alloc[0] [%arg2] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %subview, %subview_8 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %dim_10 = memref.dim %arg0, %c0_9 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview_11 = memref.subview %alloc[%arg2] [%dim_10] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview_11 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %2 = affine.apply #map1()[%arg2, %dim_10]
// CHECK-NEXT: %c0_12 = arith.constant 0 : index
// CHECK-NEXT: %subview_13 = memref.subview %alloc[%2] [%arg2] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %subview, %subview_13 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %3 = affine.apply #map2()[%arg2, %dim_10]
// CHECK-NEXT: %4 = memref.load %alloc[%arg2] : memref<?xf32>
// CHECK-NEXT: %5 = arith.addf %arg3, %4 : f32
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mutated_after(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<?xf32>, memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c0_1 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = affine.apply #map()[%dim, %dim_2]
// CHECK-NEXT: %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %dim_4 = memref.dim %alloc, %c0_3 : memref<?xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = memref.dim %arg0, %c0_5 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim_6] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %dim_8 = memref.dim %arg0, %c0_7 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview_9 = memref.subview %alloc[%dim_6] [%dim_8] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %subview_9 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = affine.apply #map()[%dim_6, %dim_8]
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %dim_11 = memref.dim %alloc, %c0_10 : memref<?xf32>
// CHECK-NEXT: %alloc_12 = memref.alloc(%dim_11) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_12 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_12[%c0] : memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cast_13 = memref.cast %alloc_12 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %alloc_12 : memref<?xf32>, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
