// tensor.pad under One-Shot Bufferize without function boundaries, as mlir-opt 22: the
// source buffer comes from a to_buffer at its definition for each use (tensor.dim ones included).
// RUN: memref-opt %s --split-input-file --one-shot-bufferize | filecheck %s

func.func @pad_static(%t: tensor<2x3xf32>) -> tensor<5x4xf32> {
  %cst = arith.constant 7.0 : f32
  %p = tensor.pad %t low[1, 0] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x3xf32> to tensor<5x4xf32>
  return %p : tensor<5x4xf32>
}
// -----
func.func @pad_dyn(%t: tensor<?x10xindex>, %l: index, %h: index) -> tensor<?x?xindex> {
  %p = tensor.pad %t low[5, %l] high[%h, %h] {
  ^bb0(%a: index, %b: index):
    %m = arith.muli %a, %b : index
    tensor.yield %m : index
  } : tensor<?x10xindex> to tensor<?x?xindex>
  return %p : tensor<?x?xindex>
}
// -----
func.func @same_value(%t: tensor<?xf32>, %p: index) -> tensor<?xf32> {
  %cst = arith.constant 0.0 : f32
  %r = tensor.pad %t low[%p] high[%p] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}
// -----
func.func @const_values(%t: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 9 : i32
  %r = tensor.pad %t low[%c2, 1] high[%c3, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : i32
  } : tensor<?x?xi32> to tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
// -----
func.func @static_to_dynamic(%t: tensor<?x4xf32>, %h: index) -> tensor<6x?xf32> {
  %cst = arith.constant 1.0 : f32
  %r = tensor.pad %t nofold low[1, %h] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<6x?xf32>
  return %r : tensor<6x?xf32>
}
// -----
func.func @read_after(%t: tensor<4xf32>, %f: f32) -> (tensor<6xf32>, f32) {
  %c0 = arith.constant 0 : index
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  %w = tensor.insert %f into %p[%c0] : tensor<6xf32>
  %v = tensor.extract %p[%c0] : tensor<6xf32>
  return %w, %v : tensor<6xf32>, f32
}
// -----
func.func @body_uses_indices(%t: tensor<2x2xindex>) -> tensor<3x5xindex> {
  %r = tensor.pad %t low[0, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<2x2xindex> to tensor<3x5xindex>
  return %r : tensor<3x5xindex>
}

// CHECK: module {
// CHECK-NEXT: func.func @pad_static(%arg0: tensor<2x3xf32>) -> tensor<5x4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5x4xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<5x4xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %subview = memref.subview %alloc[1, 0] [2, 3] [1, 1] : memref<5x4xf32> to memref<2x3xf32, strided<[4, 1], offset: 4>>
// CHECK-NEXT: memref.copy %0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[4, 1], offset: 4>>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<5x4xf32> to tensor<5x4xf32>
// CHECK-NEXT: return %1 : tensor<5x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 5)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1 + 10)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @pad_dyn(%arg0: tensor<?x10xindex>, %arg1: index, %arg2: index) -> tensor<?x?xindex> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x10xindex> to memref<?x10xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x10xindex> to memref<?x10xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<?x10xindex> to memref<?x10xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg0 : tensor<?x10xindex> to memref<?x10xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = bufferization.to_buffer %arg0 : tensor<?x10xindex> to memref<?x10xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %4, %c0 : memref<?x10xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %5 = affine.apply #map()[%dim, %c5, %arg2]
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %3, %c1 : memref<?x10xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %6 = affine.apply #map()[%dim_0, %arg1, %arg2]
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %2, %c0_1 : memref<?x10xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %7 = affine.apply #map1()[%dim_2, %arg2]
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %8 = affine.apply #map2()[%arg1, %arg2]
// CHECK-NEXT: %alloc = memref.alloc(%7, %8) {alignment = 64 : i64} : memref<?x?xindex>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x?xindex>)
// CHECK-NEXT: (%init: index) {
// CHECK-NEXT: %10 = linalg.index 0 : index
// CHECK-NEXT: %11 = linalg.index 1 : index
// CHECK-NEXT: %12 = arith.muli %10, %11 : index
// CHECK-NEXT: linalg.yield %12 : index
// CHECK-NEXT: }
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %dim_5 = memref.dim %1, %c0_4 : memref<?x10xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[5, %arg1] [%dim_5, 10] [1, 1] : memref<?x?xindex> to memref<?x10xindex, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %0, %subview : memref<?x10xindex, strided<[?, ?], offset: ?>> to memref<?x10xindex, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %9 = bufferization.to_tensor %alloc : memref<?x?xindex> to tensor<?x?xindex>
// CHECK-NEXT: return %9 : tensor<?x?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @same_value(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %3, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %4 = affine.apply #map()[%dim, %arg1, %arg1]
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %2, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %5 = affine.apply #map1()[%dim_1, %arg1]
// CHECK-NEXT: %alloc = memref.alloc(%5) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %7 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = memref.dim %1, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[%arg1] [%dim_3] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %6 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %6 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 5)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @const_values(%arg0: tensor<?x?xi32>) -> tensor<?x?xi32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg0 : tensor<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = bufferization.to_buffer %arg0 : tensor<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %5 = bufferization.to_buffer %arg0 : tensor<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %6 = bufferization.to_buffer %arg0 : tensor<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %6, %c0 : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c3_1 = arith.constant 3 : index
// CHECK-NEXT: %7 = affine.apply #map()[%dim, %c2_0, %c3_1]
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_2 = memref.dim %5, %c1 : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %8 = affine.apply #map()[%dim_2, %c1_3, %c0_4]
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = memref.dim %4, %c0_5 : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %9 = affine.apply #map1()[%dim_6]
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = memref.dim %3, %c1_7 : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %10 = affine.apply #map2()[%dim_8]
// CHECK-NEXT: %alloc = memref.alloc(%9, %10) {alignment = 64 : i64} : memref<?x?xi32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x?xi32>)
// CHECK-NEXT: (%init: i32) {
// CHECK-NEXT: %12 = linalg.index 0 : index
// CHECK-NEXT: %13 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %c9_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_9 = arith.constant 0 : index
// CHECK-NEXT: %dim_10 = memref.dim %2, %c0_9 : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_11 = arith.constant 1 : index
// CHECK-NEXT: %dim_12 = memref.dim %1, %c1_11 : memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[2, 1] [%dim_10, %dim_12] [1, 1] : memref<?x?xi32> to memref<?x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %0, %subview : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<?x?xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %11 = bufferization.to_tensor %alloc : memref<?x?xi32> to tensor<?x?xi32>
// CHECK-NEXT: return %11 : tensor<?x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 6)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @static_to_dynamic(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<6x?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %2, %c1 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %3 = affine.apply #map()[%dim, %arg1, %c2]
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %4 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %alloc = memref.alloc(%4) {alignment = 64 : i64} : memref<6x?xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<6x?xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %6 = linalg.index 0 : index
// CHECK-NEXT: %7 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %1, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[1, %arg1] [%dim_1, 4] [1, 1] : memref<6x?xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %0, %subview : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %5 = bufferization.to_tensor %alloc : memref<6x?xf32> to tensor<6x?xf32>
// CHECK-NEXT: return %5 : tensor<6x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @read_after(%arg0: tensor<4xf32>, %arg1: f32) -> (tensor<6xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<6xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %3 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %subview = memref.subview %alloc[1] [4] [1] : memref<6xf32> to memref<4xf32, strided<[1], offset: 1>>
// CHECK-NEXT: memref.copy %0, %subview : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<6xf32> to memref<6xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%c0] : memref<6xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc_0 : memref<6xf32> to tensor<6xf32>
// CHECK-NEXT: %2 = memref.load %alloc[%c0] : memref<6xf32>
// CHECK-NEXT: return %1, %2 : tensor<6xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @body_uses_indices(%arg0: tensor<2x2xindex>) -> tensor<3x5xindex> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<2x2xindex> to memref<2x2xindex, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x5xindex>
// CHECK-NEXT: linalg.map outs(%alloc : memref<3x5xindex>)
// CHECK-NEXT: (%init: index) {
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: %4 = arith.addi %2, %3 : index
// CHECK-NEXT: linalg.yield %4 : index
// CHECK-NEXT: }
// CHECK-NEXT: %subview = memref.subview %alloc[0, 1] [2, 2] [1, 1] : memref<3x5xindex> to memref<2x2xindex, strided<[5, 1], offset: 1>>
// CHECK-NEXT: memref.copy %0, %subview : memref<2x2xindex, strided<[?, ?], offset: ?>> to memref<2x2xindex, strided<[5, 1], offset: 1>>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<3x5xindex> to tensor<3x5xindex>
// CHECK-NEXT: return %1 : tensor<3x5xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
