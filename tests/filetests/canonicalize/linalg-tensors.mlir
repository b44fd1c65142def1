// Canonicalization of linalg ops on tensors: tensor.cast producers folded into the operands
// (the results cast back), static sizes inferred from the other operands through the
// indexing maps, a more static tensor.cast consumer moved onto the init (not across blocks),
// transposes composed (an identity then folds), casts and constant tiles folded into
// linalg.pack, identity generics and broadcasts replaced by their inputs (a copy is kept),
// fills folded into reshapes, extracts, copies, transposes and packs. Expected output from
// upstream mlir-opt.
// RUN: memref-opt %s --split-input-file --canonicalize | filecheck %s

func.func @casts(%a: tensor<3x4xf32>, %b: tensor<4x?xf32>, %c: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %ta = tensor.cast %a : tensor<3x4xf32> to tensor<?x?xf32>
  %tb = tensor.cast %b : tensor<4x?xf32> to tensor<?x?xf32>
  %tc = tensor.cast %c : tensor<3x?xf32> to tensor<?x?xf32>
  %0 = linalg.matmul ins(%ta, %tb: tensor<?x?xf32>, tensor<?x?xf32>) outs(%tc: tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<3x?xf32>
  return %1: tensor<3x?xf32>
}
// -----
func.func @infer(%a: tensor<?x?xf32>, %b: tensor<2x?xf32>, %n: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%n) : tensor<?x5xf32>
  %c = tensor.cast %e : tensor<?x5xf32> to tensor<?x?xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<?x?xf32>, tensor<2x?xf32>) outs(%c : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// -----
func.func @trans(%a: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x4xf32>) {
  %e = tensor.empty() : tensor<3x4x2xf32>
  %e2 = tensor.empty() : tensor<4x2x3xf32>
  %e3 = tensor.empty() : tensor<2x3x4xf32>
  %t = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%e : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %u = linalg.transpose ins(%t : tensor<3x4x2xf32>) outs(%e2 : tensor<4x2x3xf32>) permutation = [1, 2, 0]
  %v = linalg.transpose ins(%t : tensor<3x4x2xf32>) outs(%e3 : tensor<2x3x4xf32>) permutation = [2, 0, 1]
  return %u, %v : tensor<4x2x3xf32>, tensor<2x3x4xf32>
}
// -----
func.func @trans_mem(%a: memref<2x3xf32>, %b: memref<3x2xf32>, %c: memref<2x3xf32>) {
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%b : memref<3x2xf32>) permutation = [1, 0]
  linalg.transpose ins(%b : memref<3x2xf32>) outs(%c : memref<2x3xf32>) permutation = [1, 0]
  return
}
// -----
func.func @fill_cast(%x: f32, %n: index) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = tensor.cast %e : tensor<5xf32> to tensor<?xf32>
  %f = linalg.fill ins(%x : f32) outs(%c : tensor<?xf32>) -> tensor<?xf32>
  %m = linalg.map { math.absf } ins(%f : tensor<?xf32>) outs(%c : tensor<?xf32>)
  %r = linalg.reduce { arith.addf } ins(%m : tensor<?xf32>) outs(%c : tensor<?xf32>) dimensions = []
  return %r : tensor<?xf32>
}
// -----
func.func @bcast(%x: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %c = tensor.cast %x : tensor<?xf32> to tensor<3xf32>
  %d = tensor.cast %c : tensor<3xf32> to tensor<?xf32>
  %b = linalg.broadcast ins(%d : tensor<?xf32>) outs(%e : tensor<?x4xf32>) dimensions = [1]
  %cc = tensor.cast %b : tensor<?x4xf32> to tensor<3x4xf32>
  %back = tensor.cast %cc : tensor<3x4xf32> to tensor<?x4xf32>
  return %back : tensor<?x4xf32>
}
// -----
func.func @mixed(%x: tensor<?xf32>, %m: memref<4xf32>) -> tensor<?xf32> {
  %c = tensor.cast %x : tensor<?xf32> to tensor<4xf32>
  %d = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  %e = linalg.exp ins(%d : tensor<?xf32>) outs(%x : tensor<?xf32>) -> tensor<?xf32>
  return %e : tensor<?xf32>
}
// -----
func.func @cross_block(%x: tensor<?xf32>, %b: i1) -> tensor<4xf32> {
  %e = linalg.exp ins(%x : tensor<?xf32>) outs(%x : tensor<?xf32>) -> tensor<?xf32>
  %r = scf.if %b -> tensor<4xf32> {
    %c = tensor.cast %e : tensor<?xf32> to tensor<4xf32>
    scf.yield %c : tensor<4xf32>
  } else {
    %c = tensor.cast %x : tensor<?xf32> to tensor<4xf32>
    scf.yield %c : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----
func.func @pack(%s: tensor<7x5xi32>, %n: index) -> tensor<7x1x?xi32> {
  %c7 = arith.constant 7 : index
  %e = tensor.empty() : tensor<7x1x7xi32>
  %d = tensor.cast %e : tensor<7x1x7xi32> to tensor<7x1x?xi32>
  %p0 = arith.constant -1 : i32
  %p = linalg.pack %s padding_value(%p0 : i32) inner_dims_pos = [1] inner_tiles = [%c7] into %d : tensor<7x5xi32> -> tensor<7x1x?xi32>
  return %p : tensor<7x1x?xi32>
}

// -----

func.func @identity_generic(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>, %c: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>) {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<?x3xf32>) outs(%b, %c : tensor<2x3xf32>, tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %y : f32, f32
  } -> (tensor<2x3xf32>, tensor<2x3xf32>)
  %1 = linalg.copy ins(%a : tensor<?x3xf32>) outs(%a : tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0#0, %0#1, %1 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>
}

// -----

func.func @fills(%x: f32, %i: index, %t: tensor<4x6xf32>, %u: tensor<6x4xf32>) -> (tensor<24xf32>, f32, tensor<6x4xf32>, tensor<4x6xf32>, tensor<2x3x2x2xf32>) {
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %c = tensor.collapse_shape %f [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  %v = tensor.extract %f[%i, %i] : tensor<4x6xf32>
  %tr = linalg.transpose ins(%f : tensor<4x6xf32>) outs(%u : tensor<6x4xf32>) permutation = [1, 0]
  %cp = linalg.copy ins(%t : tensor<4x6xf32>) outs(%f : tensor<4x6xf32>) -> tensor<4x6xf32>
  %pe = tensor.empty() : tensor<2x3x2x2xf32>
  %p = linalg.pack %f inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %pe : tensor<4x6xf32> -> tensor<2x3x2x2xf32>
  return %c, %v, %tr, %cp, %p : tensor<24xf32>, f32, tensor<6x4xf32>, tensor<4x6xf32>, tensor<2x3x2x2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: tensor<3x4xf32>, %arg1: tensor<4x?xf32>, %arg2: tensor<3x?xf32>) -> tensor<3x?xf32> {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<3x4xf32>, tensor<4x?xf32>) outs(%arg2 : tensor<3x?xf32>) -> tensor<3x?xf32>
// CHECK-NEXT: return %0 : tensor<3x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @infer(%arg0: tensor<?x?xf32>, %arg1: tensor<2x?xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg2) : tensor<?x5xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<?x2xf32>
// CHECK-NEXT: %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%cast, %arg1 : tensor<?x2xf32>, tensor<2x?xf32>) outs(%0 : tensor<?x5xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT: %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT: linalg.yield %2 : f32
// CHECK-NEXT: } -> tensor<?x5xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %1 : tensor<?x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @trans(%arg0: tensor<2x3x4xf32>) -> (tensor<4x2x3xf32>, tensor<2x3x4xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x2x3xf32>
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK-NEXT: return %transposed, %arg0 : tensor<4x2x3xf32>, tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @trans_mem(%arg0: memref<2x3xf32>, %arg1: memref<3x2xf32>, %arg2: memref<2x3xf32>) {
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<2x3xf32>) outs(%arg1 : memref<3x2xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.transpose ins(%arg1 : memref<3x2xf32>) outs(%arg2 : memref<2x3xf32>) permutation = [1, 0]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @fill_cast(%arg0: f32, %arg1: index) -> tensor<?xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg0 : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: %mapped = linalg.map { math.absf } ins(%1 : tensor<5xf32>) outs(%0 : tensor<5xf32>)
// CHECK-NEXT: %reduced = linalg.reduce { arith.addf } ins(%mapped : tensor<5xf32>) outs(%0 : tensor<5xf32>) dimensions = []
// CHECK-NEXT: %cast = tensor.cast %reduced : tensor<5xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @bcast(%arg0: tensor<?xf32>, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<3xf32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%cast : tensor<3xf32>) outs(%0 : tensor<3x4xf32>) dimensions = [1]
// CHECK-NEXT: %cast_0 = tensor.cast %broadcasted : tensor<3x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mixed(%arg0: tensor<?xf32>, %arg1: memref<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: %0 = linalg.exp ins(%cast : tensor<4xf32>) outs(%cast_0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %cast_1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @cross_block(%arg0: tensor<?xf32>, %arg1: i1) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<?xf32>) outs(%arg0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %1 = scf.if %arg1 -> (tensor<4xf32>) {
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: scf.yield %cast : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: scf.yield %cast : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @pack(%arg0: tensor<7x5xi32>, %arg1: index) -> tensor<7x1x?xi32> {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = tensor.empty() : tensor<7x1x7xi32>
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%c-1_i32 : i32) inner_dims_pos = [1] inner_tiles = [7] into %0 : tensor<7x5xi32> -> tensor<7x1x7xi32>
// CHECK-NEXT: %cast = tensor.cast %pack : tensor<7x1x7xi32> to tensor<7x1x?xi32>
// CHECK-NEXT: return %cast : tensor<7x1x?xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @identity_generic(%arg0: tensor<?x3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %cast, %arg1, %arg0 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<?x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @fills(%arg0: f32, %arg1: index, %arg2: tensor<4x6xf32>, %arg3: tensor<6x4xf32>) -> (tensor<24xf32>, f32, tensor<6x4xf32>, tensor<4x6xf32>, tensor<2x3x2x2xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x6xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1]] : tensor<4x6xf32> into tensor<24xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg0 : f32) outs(%collapsed : tensor<24xf32>) -> tensor<24xf32>
// CHECK-NEXT: %2 = linalg.fill ins(%arg0 : f32) outs(%arg3 : tensor<6x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT: %3 = linalg.copy ins(%arg2 : tensor<4x6xf32>) outs(%0 : tensor<4x6xf32>) -> tensor<4x6xf32>
// CHECK-NEXT: %4 = tensor.empty() : tensor<2x3x2x2xf32>
// CHECK-NEXT: %5 = linalg.fill ins(%arg0 : f32) outs(%4 : tensor<2x3x2x2xf32>) -> tensor<2x3x2x2xf32>
// CHECK-NEXT: return %1, %arg0, %2, %3, %5 : tensor<24xf32>, f32, tensor<6x4xf32>, tensor<4x6xf32>, tensor<2x3x2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
