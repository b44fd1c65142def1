// The linalg dialect on memrefs and tensors: named ops print without their payload, generic
// with its trait dictionary (iterator types as strings) and region, transpose/broadcast/reduce
// with their trailing `dimensions = [..] `, map and reduce in their short `{ op }` form when
// the payload is one op on the arguments in order; expected text from mlir-opt 22.1.8.
// RUN: memref-opt %s | filecheck %s
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1, d2) -> (d2, d0)>
func.func @named(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %v: memref<8xf32>, %w: memref<4xf32>, %s: memref<f32>, %x: f32,
                 %ba: memref<2x4x8xf32>, %bb: memref<2x8x16xf32>, %bc: memref<2x4x16xf32>, %ai: memref<4x8xi8>, %bi: memref<8x16xi8>, %ci: memref<4x16xi32>, %at: memref<8x4xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul indexing_maps = [#tr, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%at, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%ai, %bi : memref<4x8xi8>, memref<8x16xi8>) outs(%ci : memref<4x16xi32>)
  linalg.batch_matmul ins(%ba, %bb : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%bc : memref<2x4x16xf32>)
  linalg.matvec ins(%a, %v : memref<4x8xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
  linalg.vecmat ins(%w, %a : memref<4xf32>, memref<4x8xf32>) outs(%v : memref<8xf32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.fill ins(%x : f32) outs(%c : memref<4x16xf32>)
  linalg.fill {tag = "t"} ins(%x : f32) outs(%s : memref<f32>)
  linalg.copy ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%at : memref<8x4xf32>) permutation = [1, 0]
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%at : memref<8x4xf32>) permutation = [1, 0] {tag}
  linalg.broadcast ins(%w : memref<4xf32>) outs(%a : memref<4x8xf32>) dimensions = [1]
  linalg.add ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.sub ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.mul ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.div ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.div_unsigned ins(%ci, %ci : memref<4x16xi32>, memref<4x16xi32>) outs(%ci : memref<4x16xi32>)
  linalg.max ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.min ins(%ci, %ci : memref<4x16xi32>, memref<4x16xi32>) outs(%ci : memref<4x16xi32>)
  linalg.powf ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.exp ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.log ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.abs ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.ceil ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.floor ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.negf ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.sqrt ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.rsqrt ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.tanh ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.square ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.reciprocal ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  return
}
func.func @regions(%a: memref<4x8xf32>, %w: memref<4xf32>, %i: memref<4xi32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"], library_call = "lib", doc = "sum rows"} ins(%a : memref<4x8xf32>) outs(%w : memref<4xf32>) attrs = {tag = 3 : i32} {
  ^bb0(%in: f32, %out: f32):
    %j = linalg.index 1 : index
    %z = arith.addf %in, %out : f32
    linalg.yield %z : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%w : memref<4xf32>) {
  ^bb0(%out: f32):
    %c = arith.constant 2.0 : f32
    linalg.yield %c : f32
  }
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%w : memref<4xf32>) dimensions = [1]
  linalg.reduce ins(%a : memref<4x8xf32>) outs(%w : memref<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %0 = arith.addf %in, %init : f32
      linalg.yield %0 : f32
    }
  linalg.map { arith.addi } ins(%i, %i : memref<4xi32>, memref<4xi32>) outs(%i : memref<4xi32>)
  linalg.map { math.exp {fastmath = #arith.fastmath<fast>} } ins(%w : memref<4xf32>) outs(%w : memref<4xf32>)
  linalg.map ins(%w : memref<4xf32>) outs(%w : memref<4xf32>)
    (%x: f32, %o: f32) {
      %y = arith.mulf %x, %o : f32
      linalg.yield %y : f32
    }
  return
}
func.func @tensors(%t: tensor<4xf32>, %u: tensor<4x8xf32>, %x: f32) -> tensor<4xf32> {
  %0 = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.add ins(%0, %0 : tensor<4xf32>, tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.map { math.absf } ins(%1 : tensor<4xf32>) outs(%t : tensor<4xf32>)
  %3 = linalg.reduce { arith.maximumf } ins(%u : tensor<4x8xf32>) outs(%2 : tensor<4xf32>) dimensions = [1]
  %4 = linalg.broadcast ins(%3 : tensor<4xf32>) outs(%u : tensor<4x8xf32>) dimensions = [1]
  %5 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<4x8xf32>) outs(%3 : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %z = arith.addf %in, %out : f32
    linalg.yield %z : f32
  } -> tensor<4xf32>
  return %5 : tensor<4xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @named(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>, %arg3: memref<8xf32>, %arg4: memref<4xf32>, %arg5: memref<f32>, %arg6: f32, %arg7: memref<2x4x8xf32>, %arg8: memref<2x8x16xf32>, %arg9: memref<2x4x16xf32>, %arg10: memref<4x8xi8>, %arg11: memref<8x16xi8>, %arg12: memref<4x16xi32>, %arg13: memref<8x4xf32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg13, %arg1 : memref<8x4xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_signed>} ins(%arg10, %arg11 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg12 : memref<4x16xi32>)
// CHECK-NEXT: linalg.batch_matmul ins(%arg7, %arg8 : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%arg9 : memref<2x4x16xf32>)
// CHECK-NEXT: linalg.matvec ins(%arg0, %arg3 : memref<4x8xf32>, memref<8xf32>) outs(%arg4 : memref<4xf32>)
// CHECK-NEXT: linalg.vecmat ins(%arg4, %arg0 : memref<4xf32>, memref<4x8xf32>) outs(%arg3 : memref<8xf32>)
// CHECK-NEXT: linalg.dot ins(%arg3, %arg3 : memref<8xf32>, memref<8xf32>) outs(%arg5 : memref<f32>)
// CHECK-NEXT: linalg.fill ins(%arg6 : f32) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT: linalg.fill {tag = "t"} ins(%arg6 : f32) outs(%arg5 : memref<f32>)
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4x8xf32>) outs(%arg13 : memref<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4x8xf32>) outs(%arg13 : memref<8x4xf32>) permutation = [1, 0]  {tag}
// CHECK-NEXT: linalg.broadcast ins(%arg4 : memref<4xf32>) outs(%arg0 : memref<4x8xf32>) dimensions = [1]
// CHECK-NEXT: linalg.add ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.sub ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.mul ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.div ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.div_unsigned ins(%arg12, %arg12 : memref<4x16xi32>, memref<4x16xi32>) outs(%arg12 : memref<4x16xi32>)
// CHECK-NEXT: linalg.max ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.min ins(%arg12, %arg12 : memref<4x16xi32>, memref<4x16xi32>) outs(%arg12 : memref<4x16xi32>)
// CHECK-NEXT: linalg.powf ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.exp ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.log ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.abs ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.ceil ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.floor ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.negf ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.sqrt ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.rsqrt ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.tanh ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.square ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.reciprocal ins(%arg0 : memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @regions(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>, %arg2: memref<4xi32>) {
// CHECK-NEXT: linalg.generic {doc = "sum rows", indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"], library_call = "lib"} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) attrs =  {tag = 3 : i32} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = linalg.index 1 : index
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) dimensions = [1]
// CHECK-NEXT: linalg.reduce ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) dimensions = [1]
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.addf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.map { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%arg2, %arg2 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
// CHECK-NEXT: linalg.map { math.exp {fastmath = #arith.fastmath<fast>} } ins(%arg1 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: linalg.map ins(%arg1 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT: (%in: f32, %init: f32) {
// CHECK-NEXT: %0 = arith.mulf %in, %init : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tensors(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.add ins(%0, %0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %mapped = linalg.map { math.absf } ins(%1 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: %reduced = linalg.reduce { arith.maximumf } ins(%arg1 : tensor<4x8xf32>) outs(%mapped : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%reduced : tensor<4xf32>) outs(%arg1 : tensor<4x8xf32>) dimensions = [1]
// CHECK-NEXT: %2 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%broadcasted : tensor<4x8xf32>) outs(%reduced : tensor<4xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
