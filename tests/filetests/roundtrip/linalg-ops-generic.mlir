// The generic form of linalg ops: the payload regions the parser builds for the named ops
// (with their casts), matmul's default indexing_maps property, the memoized maps of matvec,
// vecmat and dot, iterator types as #linalg.iterator_type attributes; expected text from
// mlir-opt 22.1.8.
// RUN: memref-opt %s --mlir-print-op-generic | filecheck %s
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

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map12 = affine_map<(d0) -> ()>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>, memref<8xf32>, memref<4xf32>, memref<f32>, f32, memref<2x4x8xf32>, memref<2x8x16xf32>, memref<2x4x16xf32>, memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>, memref<8x4xf32>) -> (), sym_name = "named"}> ({
// CHECK-NEXT: ^bb0(%arg33: memref<4x8xf32>, %arg34: memref<8x16xf32>, %arg35: memref<4x16xf32>, %arg36: memref<8xf32>, %arg37: memref<4xf32>, %arg38: memref<f32>, %arg39: f32, %arg40: memref<2x4x8xf32>, %arg41: memref<2x8x16xf32>, %arg42: memref<2x4x16xf32>, %arg43: memref<4x8xi8>, %arg44: memref<8x16xi8>, %arg45: memref<4x16xi32>, %arg46: memref<8x4xf32>):
// CHECK-NEXT: "linalg.matmul"(%arg33, %arg34, %arg35) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
// CHECK-NEXT: %52 = "arith.mulf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %53 = "arith.addf"(%arg125, %52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%53) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
// CHECK-NEXT: "linalg.matmul"(%arg46, %arg34, %arg35) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
// CHECK-NEXT: %50 = "arith.mulf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %51 = "arith.addf"(%arg122, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%51) : (f32) -> ()
// CHECK-NEXT: }) : (memref<8x4xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
// CHECK-NEXT: "linalg.matmul"(%arg43, %arg44, %arg45) <{cast = #linalg.type_fn<cast_signed>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg117: i8, %arg118: i8, %arg119: i32):
// CHECK-NEXT: %46 = "arith.extsi"(%arg117) : (i8) -> i32
// CHECK-NEXT: %47 = "arith.extsi"(%arg118) : (i8) -> i32
// CHECK-NEXT: %48 = "arith.muli"(%46, %47) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %49 = "arith.addi"(%arg119, %48) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%49) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>) -> ()
// CHECK-NEXT: "linalg.batch_matmul"(%arg40, %arg41, %arg42) <{indexing_maps = [#map4, #map5, #map6], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg114: f32, %arg115: f32, %arg116: f32):
// CHECK-NEXT: %44 = "arith.mulf"(%arg114, %arg115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %45 = "arith.addf"(%arg116, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%45) : (f32) -> ()
// CHECK-NEXT: }) : (memref<2x4x8xf32>, memref<2x8x16xf32>, memref<2x4x16xf32>) -> ()
// CHECK-NEXT: "linalg.matvec"(%arg33, %arg36, %arg37) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
// CHECK-NEXT: %42 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %43 = "arith.addf"(%arg113, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%43) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (memref<4x8xf32>, memref<8xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "linalg.vecmat"(%arg37, %arg33, %arg36) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg108: f32, %arg109: f32, %arg110: f32):
// CHECK-NEXT: %40 = "arith.mulf"(%arg108, %arg109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %41 = "arith.addf"(%arg110, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%41) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map8, #map10, #map9]} : (memref<4xf32>, memref<4x8xf32>, memref<8xf32>) -> ()
// CHECK-NEXT: "linalg.dot"(%arg36, %arg36, %arg38) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg105: f32, %arg106: f32, %arg107: f32):
// CHECK-NEXT: %38 = "arith.mulf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %39 = "arith.addf"(%arg107, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%39) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map11, #map11, #map12]} : (memref<8xf32>, memref<8xf32>, memref<f32>) -> ()
// CHECK-NEXT: "linalg.fill"(%arg39, %arg35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg103: f32, %arg104: f32):
// CHECK-NEXT: "linalg.yield"(%arg103) : (f32) -> ()
// CHECK-NEXT: }) : (f32, memref<4x16xf32>) -> ()
// CHECK-NEXT: "linalg.fill"(%arg39, %arg38) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg101: f32, %arg102: f32):
// CHECK-NEXT: "linalg.yield"(%arg101) : (f32) -> ()
// CHECK-NEXT: }) {tag = "t"} : (f32, memref<f32>) -> ()
// CHECK-NEXT: "linalg.copy"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg99: f32, %arg100: f32):
// CHECK-NEXT: "linalg.yield"(%arg99) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.transpose"(%arg33, %arg46) <{permutation = array<i64: 1, 0>}> ({
// CHECK-NEXT: ^bb0(%arg97: f32, %arg98: f32):
// CHECK-NEXT: "linalg.yield"(%arg97) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<8x4xf32>) -> ()
// CHECK-NEXT: "linalg.transpose"(%arg33, %arg46) <{permutation = array<i64: 1, 0>}> ({
// CHECK-NEXT: ^bb0(%arg95: f32, %arg96: f32):
// CHECK-NEXT: "linalg.yield"(%arg95) : (f32) -> ()
// CHECK-NEXT: }) {tag} : (memref<4x8xf32>, memref<8x4xf32>) -> ()
// CHECK-NEXT: "linalg.broadcast"(%arg37, %arg33) <{dimensions = array<i64: 1>}> ({
// CHECK-NEXT: ^bb0(%arg93: f32, %arg94: f32):
// CHECK-NEXT: "linalg.yield"(%arg93) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.add"(%arg33, %arg33, %arg33) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg90: f32, %arg91: f32, %arg92: f32):
// CHECK-NEXT: %37 = "arith.addf"(%arg90, %arg91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%37) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.sub"(%arg33, %arg33, %arg33) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
// CHECK-NEXT: %36 = "arith.subf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%36) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.mul"(%arg33, %arg33, %arg33) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
// CHECK-NEXT: %35 = "arith.mulf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%35) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.div"(%arg33, %arg33, %arg33) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg81: f32, %arg82: f32, %arg83: f32):
// CHECK-NEXT: %34 = "arith.divf"(%arg81, %arg82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%34) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.div_unsigned"(%arg45, %arg45, %arg45) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg78: i32, %arg79: i32, %arg80: i32):
// CHECK-NEXT: %33 = "arith.divui"(%arg78, %arg79) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%33) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x16xi32>, memref<4x16xi32>, memref<4x16xi32>) -> ()
// CHECK-NEXT: "linalg.max"(%arg33, %arg33, %arg33) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
// CHECK-NEXT: %32 = "arith.maximumf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%32) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.min"(%arg45, %arg45, %arg45) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg72: i32, %arg73: i32, %arg74: i32):
// CHECK-NEXT: %31 = "arith.minsi"(%arg72, %arg73) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%31) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4x16xi32>, memref<4x16xi32>, memref<4x16xi32>) -> ()
// CHECK-NEXT: "linalg.powf"(%arg33, %arg33, %arg33) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
// CHECK-NEXT: %30 = "math.powf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%30) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.exp"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg67: f32, %arg68: f32):
// CHECK-NEXT: %29 = "math.exp"(%arg67) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%29) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.log"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg65: f32, %arg66: f32):
// CHECK-NEXT: %28 = "math.log"(%arg65) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%28) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.abs"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg63: f32, %arg64: f32):
// CHECK-NEXT: %27 = "math.absf"(%arg63) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%27) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.ceil"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg61: f32, %arg62: f32):
// CHECK-NEXT: %26 = "math.ceil"(%arg61) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%26) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.floor"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg59: f32, %arg60: f32):
// CHECK-NEXT: %25 = "math.floor"(%arg59) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%25) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.negf"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg57: f32, %arg58: f32):
// CHECK-NEXT: %24 = "arith.negf"(%arg57) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%24) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.sqrt"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg55: f32, %arg56: f32):
// CHECK-NEXT: %23 = "math.sqrt"(%arg55) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%23) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.rsqrt"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg53: f32, %arg54: f32):
// CHECK-NEXT: %22 = "math.rsqrt"(%arg53) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%22) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.tanh"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg51: f32, %arg52: f32):
// CHECK-NEXT: %21 = "math.tanh"(%arg51) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%21) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.square"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg49: f32, %arg50: f32):
// CHECK-NEXT: %20 = "arith.mulf"(%arg49, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%20) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "linalg.reciprocal"(%arg33, %arg33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg47: f32, %arg48: f32):
// CHECK-NEXT: %18 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// CHECK-NEXT: %19 = "arith.divf"(%18, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%19) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<4x8xf32>, memref<4xf32>, memref<4xi32>) -> (), sym_name = "regions"}> ({
// CHECK-NEXT: ^bb0(%arg16: memref<4x8xf32>, %arg17: memref<4xf32>, %arg18: memref<4xi32>):
// CHECK-NEXT: "linalg.generic"(%arg16, %arg17) <{doc = "sum rows", indexing_maps = [#map7, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "lib", operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg31: f32, %arg32: f32):
// CHECK-NEXT: %16 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// CHECK-NEXT: %17 = "arith.addf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%17) : (f32) -> ()
// CHECK-NEXT: }) {tag = 3 : i32} : (memref<4x8xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "linalg.generic"(%arg17) <{indexing_maps = [#map11], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
// CHECK-NEXT: ^bb0(%arg30: f32):
// CHECK-NEXT: %15 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
// CHECK-NEXT: "linalg.yield"(%15) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4xf32>) -> ()
// CHECK-NEXT: "linalg.reduce"(%arg16, %arg17) <{dimensions = array<i64: 1>}> ({
// CHECK-NEXT: ^bb0(%arg28: f32, %arg29: f32):
// CHECK-NEXT: %14 = "arith.addf"(%arg29, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%14) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "linalg.reduce"(%arg16, %arg17) <{dimensions = array<i64: 1>}> ({
// CHECK-NEXT: ^bb0(%arg26: f32, %arg27: f32):
// CHECK-NEXT: %13 = "arith.addf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%13) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4x8xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "linalg.map"(%arg18, %arg18, %arg18) ({
// CHECK-NEXT: ^bb0(%arg23: i32, %arg24: i32, %arg25: i32):
// CHECK-NEXT: %12 = "arith.addi"(%arg23, %arg24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%12) : (i32) -> ()
// CHECK-NEXT: }) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// CHECK-NEXT: "linalg.map"(%arg17, %arg17) ({
// CHECK-NEXT: ^bb0(%arg21: f32, %arg22: f32):
// CHECK-NEXT: %11 = "math.exp"(%arg21) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%11) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "linalg.map"(%arg17, %arg17) ({
// CHECK-NEXT: ^bb0(%arg19: f32, %arg20: f32):
// CHECK-NEXT: %10 = "arith.mulf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%10) : (f32) -> ()
// CHECK-NEXT: }) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (tensor<4xf32>, tensor<4x8xf32>, f32) -> tensor<4xf32>, sym_name = "tensors"}> ({
// CHECK-NEXT: ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: f32):
// CHECK-NEXT: %0 = "linalg.fill"(%arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg14: f32, %arg15: f32):
// CHECK-NEXT: "linalg.yield"(%arg14) : (f32) -> ()
// CHECK-NEXT: }) : (f32, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = "linalg.add"(%0, %0, %arg0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
// CHECK-NEXT: %9 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%9) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = "linalg.map"(%1, %arg0) ({
// CHECK-NEXT: ^bb0(%arg9: f32, %arg10: f32):
// CHECK-NEXT: %8 = "math.absf"(%arg9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: "linalg.yield"(%8) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %3 = "linalg.reduce"(%arg1, %2) <{dimensions = array<i64: 1>}> ({
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT: %7 = "arith.maximumf"(%arg8, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%7) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %4 = "linalg.broadcast"(%3, %arg1) <{dimensions = array<i64: 1>}> ({
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: "linalg.yield"(%arg5) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %5 = "linalg.generic"(%4, %3) <{indexing_maps = [#map7, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %6 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%6) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "func.return"(%5) : (tensor<4xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
