// One-Shot Bufferize of tensor.generate/tensor.splat (an allocation filled by linalg.map),
// arith.select on tensors, tensor.reshape (a copy when the source layout is not the identity)
// and tensor.concat (an allocation, each input copied into its slice).
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func @gen(%n: index, %m: index) -> tensor<?x?xf32> {
  %g = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %ii = arith.index_cast %s : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    tensor.yield %fi : f32
  } : tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

// -----

func.func @splat(%n: index, %f: f32) -> (tensor<?x3xf32>, tensor<4xf32>) {
  %s = tensor.splat %f[%n] : tensor<?x3xf32>
  %s2 = tensor.splat %f : tensor<4xf32>
  return %s, %s2 : tensor<?x3xf32>, tensor<4xf32>
}

// -----

func.func @select(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %sel = arith.select %c, %a, %b : tensor<4xf32>
  %w = tensor.insert %v into %sel[%c0] : tensor<4xf32>
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

// -----

func.func @select_layouts(%c: i1, %a: tensor<8xf32>, %v: f32) -> tensor<4xf32> {
  %s = tensor.extract_slice %a[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %sel = arith.select %c, %s, %e : tensor<4xf32>
  return %sel : tensor<4xf32>
}

// -----

func.func @reshape(%a: tensor<4xf32>, %s: tensor<2xindex>) -> tensor<2x2xf32> {
  %rs = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  return %rs : tensor<2x2xf32>
}

// -----

func.func @reshape_const() -> tensor<2x2xf32> {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %shape = arith.constant dense<[2, 2]> : tensor<2xindex>
  %rs = tensor.reshape %a(%shape) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  return %rs : tensor<2x2xf32>
}


// -----

func.func @concat(%a: tensor<4xf32>, %b: tensor<2xf32>) -> tensor<6xf32> {
  %cc = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<2xf32>) -> tensor<6xf32>
  return %cc : tensor<6xf32>
}

// -----

func.func @concat2d(%a: tensor<2x3xf32>, %b: tensor<2x1xf32>, %c: tensor<2x2xf32>) -> (tensor<2x6xf32>, f32) {
  %cc = tensor.concat dim(1) %a, %b, %c : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x2xf32>) -> tensor<2x6xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0, %c0] : tensor<2x3xf32>
  return %cc, %x : tensor<2x6xf32>, f32
}

// -----

func.func @concat_rows(%a: tensor<1x3xf32>, %b: tensor<2x3xf32>) -> tensor<3x3xf32> {
  %cc = tensor.concat dim(0) %a, %b : (tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  return %cc : tensor<3x3xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @gen(%arg0: index, %arg1: index) -> memref<?x?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x?xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %0 = linalg.index 0 : index
// CHECK-NEXT: %1 = linalg.index 1 : index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @splat(%arg0: index, %arg1: f32) -> (memref<?x3xf32>, memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x3xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: linalg.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.map outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: linalg.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc, %alloc_0 : memref<?x3xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @select(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>, %arg3: f32) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = arith.select %arg0, %cast, %arg2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.store %arg3, %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = memref.load %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @select_layouts(%arg0: i1, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg1[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %0 = arith.select %arg0, %subview, %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @reshape(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<2xindex, strided<[?], offset: ?>>) -> memref<2x2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%arg1) : (memref<4xf32>, memref<2xindex, strided<[?], offset: ?>>) -> memref<2x2xf32>
// CHECK-NEXT: %cast = memref.cast %reshape : memref<2x2xf32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reshape : memref<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @__constant_2xindex : memref<2xindex> = dense<2> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: func.func @reshape_const() -> memref<2x2xf32> {
// CHECK-NEXT: %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: %1 = memref.get_global @__constant_2xindex : memref<2xindex>
// CHECK-NEXT: %reshape = memref.reshape %0(%1) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>
// CHECK-NEXT: %cast = memref.cast %reshape : memref<2x2xf32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reshape : memref<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @concat(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<2xf32, strided<[?], offset: ?>>) -> memref<6xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<6xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[4] [2] [1] : memref<6xf32> to memref<2xf32, strided<[1], offset: 4>>
// CHECK-NEXT: memref.copy %arg1, %subview_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1], offset: 4>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @concat2d(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<2x1xf32, strided<[?, ?], offset: ?>>, %arg2: memref<2x2xf32, strided<[?, ?], offset: ?>>) -> (memref<2x6xf32>, f32) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x6xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<2x6xf32> to memref<2x3xf32, strided<[6, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[6, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[0, 3] [2, 1] [1, 1] : memref<2x6xf32> to memref<2x1xf32, strided<[6, 1], offset: 3>>
// CHECK-NEXT: memref.copy %arg1, %subview_0 : memref<2x1xf32, strided<[?, ?], offset: ?>> to memref<2x1xf32, strided<[6, 1], offset: 3>>
// CHECK-NEXT: %subview_1 = memref.subview %alloc[0, 4] [2, 2] [1, 1] : memref<2x6xf32> to memref<2x2xf32, strided<[6, 1], offset: 4>>
// CHECK-NEXT: memref.copy %arg2, %subview_1 : memref<2x2xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[6, 1], offset: 4>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0, %c0] : memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2x6xf32> to memref<2x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc, %0 : memref<2x6xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @concat_rows(%arg0: memref<1x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<3x3xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [1, 3] [1, 1] : memref<3x3xf32> to memref<1x3xf32, strided<[3, 1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<1x3xf32, strided<[?, ?], offset: ?>> to memref<1x3xf32, strided<[3, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[1, 0] [2, 3] [1, 1] : memref<3x3xf32> to memref<2x3xf32, strided<[3, 1], offset: 3>>
// CHECK-NEXT: memref.copy %arg1, %subview_0 : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[3, 1], offset: 3>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<3x3xf32> to memref<3x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<3x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
