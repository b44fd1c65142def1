// Verifier rules of linalg.pack and linalg.unpack, with mlir-opt 22.1.8's messages (the
// common pack/unpack rules are emitted without the op prefix, as upstream does), and the
// parse error for a type that is not a ranked tensor (upstream 22 takes no memrefs).
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @zero(%a: tensor<8x16xf32>, %d: tensor<1x16x0x1xf32>) -> tensor<1x16x0x1xf32> {
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [0, 1] into %d : tensor<8x16xf32> -> tensor<1x16x0x1xf32>
  return %0 : tensor<1x16x0x1xf32>
}
// -----
func.func @dup_pos(%a: tensor<8x16xf32>, %d: tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %a inner_dims_pos = [0, 0] inner_tiles = [8, 1] into %d : tensor<8x16xf32> -> tensor<1x16x8x1xf32>
  return %0 : tensor<1x16x8x1xf32>
}
// -----
func.func @oob_pos(%a: tensor<8x16xf32>, %d: tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %a inner_dims_pos = [0, 2] inner_tiles = [8, 1] into %d : tensor<8x16xf32> -> tensor<1x16x8x1xf32>
  return %0 : tensor<1x16x8x1xf32>
}
// -----
func.func @bad_perm(%a: tensor<8x16xf32>, %d: tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %a outer_dims_perm = [1, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<8x16xf32> -> tensor<1x16x8x1xf32>
  return %0 : tensor<1x16x8x1xf32>
}
// -----
func.func @short_perm(%a: tensor<8x16xf32>, %d: tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %a outer_dims_perm = [0] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<8x16xf32> -> tensor<1x16x8x1xf32>
  return %0 : tensor<1x16x8x1xf32>
}
// -----
func.func @too_many_tiles(%a: tensor<8xf32>, %d: tensor<1x8x1xf32>) -> tensor<1x8x1xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %a inner_dims_pos = [0, 0] inner_tiles = [8, 1] into %d : tensor<8xf32> -> tensor<1x8x1xf32>
  return %0 : tensor<1x8x1xf32>
}
// -----
func.func @tiles_vs_pos(%a: tensor<8x16xf32>, %d: tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %a inner_dims_pos = [0] inner_tiles = [8, 1] into %d : tensor<8x16xf32> -> tensor<1x16x8x1xf32>
  return %0 : tensor<1x16x8x1xf32>
}
// -----
func.func @rank(%a: tensor<8x16xf32>, %d: tensor<1x16x8xf32>) -> tensor<1x16x8xf32> {
  // expected-error@+1 {{packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<8x16xf32> -> tensor<1x16x8xf32>
  return %0 : tensor<1x16x8xf32>
}
// -----
func.func @tile_mismatch(%a: tensor<8x16xf32>, %d: tensor<1x16x4x1xf32>) -> tensor<1x16x4x1xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<8x16xf32> -> tensor<1x16x4x1xf32>
  return %0 : tensor<1x16x4x1xf32>
}
// -----
func.func @dyn_tile_static_dim(%a: tensor<8x16xf32>, %d: tensor<1x16x8x1xf32>, %t: index) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [%t, 1] into %d : tensor<8x16xf32> -> tensor<1x16x8x1xf32>
  return %0 : tensor<1x16x8x1xf32>
}
// -----
func.func @outer_shape(%a: tensor<8x16xf32>, %d: tensor<2x16x8x1xf32>) -> tensor<2x16x8x1xf32> {
  // expected-error@+1 {{expected 'tensor<1x16x8x1xf32>' for the packed domain value, got 'tensor<2x16x8x1xf32>'}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<8x16xf32> -> tensor<2x16x8x1xf32>
  return %0 : tensor<2x16x8x1xf32>
}
// -----
func.func @no_pad(%a: tensor<7x16xf32>, %d: tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<7x16xf32> -> tensor<1x16x8x1xf32>
  return %0 : tensor<1x16x8x1xf32>
}
// -----
func.func @pad_type(%a: tensor<7x16xf32>, %d: tensor<1x16x8x1xf32>, %p: f64) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f64'}}
  %0 = linalg.pack %a padding_value(%p : f64) inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<7x16xf32> -> tensor<1x16x8x1xf32>
  return %0 : tensor<1x16x8x1xf32>
}
// -----
func.func @result_type(%a: tensor<8x16xf32>, %d: tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{'linalg.pack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.pack"(%a, %d) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8, 1>}> : (tensor<8x16xf32>, tensor<1x16x8x1xf32>) -> tensor<1x16x8x2xf32>
  return %d : tensor<1x16x8x1xf32>
}
// -----
func.func @un_oob(%a: tensor<1x16x8x1xf32>, %d: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %a inner_dims_pos = [2, 1] inner_tiles = [8, 1] into %d : tensor<1x16x8x1xf32> -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
// -----
func.func @un_rank(%a: tensor<1x16x8x1xf32>, %d: tensor<8x16x1xf32>) -> tensor<8x16x1xf32> {
  // expected-error@+1 {{packed rank != (unpacked rank + num tiling factors), got 4 != 5}}
  %0 = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<1x16x8x1xf32> -> tensor<8x16x1xf32>
  return %0 : tensor<8x16x1xf32>
}
// -----
func.func @un_shape2(%a: tensor<1x16x8x1xf32>, %d: tensor<9x16xf32>) -> tensor<9x16xf32> {
  // expected-error@+1 {{expected 'tensor<2x16x8x1xf32>' for the packed domain value, got 'tensor<1x16x8x1xf32>'}}
  %0 = linalg.unpack %a inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<1x16x8x1xf32> -> tensor<9x16xf32>
  return %0 : tensor<9x16xf32>
}
// -----
func.func @a(%a: tensor<8x16xf32>, %d: tensor<1x16x8x1x1xf32>) -> tensor<1x16x8x1x1xf32> {
  // expected-error@+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = linalg.pack %a inner_dims_pos = [0] inner_tiles = [8, 1, 1] into %d : tensor<8x16xf32> -> tensor<1x16x8x1x1xf32>
  return %0 : tensor<1x16x8x1x1xf32>
}
// -----
func.func @b(%a: tensor<8x16xf32>, %d: tensor<1x16x?x1xf32>) -> tensor<1x16x?x1xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %d : tensor<8x16xf32> -> tensor<1x16x?x1xf32>
  return %0 : tensor<1x16x?x1xf32>
}
// -----
func.func @c(%a: memref<8x16xf32>, %d: tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{'linalg.pack' op operand #0 must be ranked tensor of any type values, but got 'memref<8x16xf32>'}}
  %0 = "linalg.pack"(%a, %d) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8, 1>}> : (memref<8x16xf32>, tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32>
  return %d : tensor<1x16x8x1xf32>
}
// -----
func.func @d(%a: tensor<8x16xf32>, %d: tensor<1x16x?x1xf32>, %t: i32) -> tensor<1x16x?x1xf32> {
  // expected-error@+1 {{'linalg.pack' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "linalg.pack"(%a, %d, %t) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: -9223372036854775808, 1>}> : (tensor<8x16xf32>, tensor<1x16x?x1xf32>, i32) -> tensor<1x16x?x1xf32>
  return %0 : tensor<1x16x?x1xf32>
}
// -----
func.func @e(%a: tensor<7x16xf32>, %d: tensor<1x16x?x1xf32>) -> tensor<1x16x?x1xf32> {
  %t = arith.constant 8 : index
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [%t, 1] into %d : tensor<7x16xf32> -> tensor<1x16x?x1xf32>
  return %0 : tensor<1x16x?x1xf32>
}
// -----
func.func @f(%a: tensor<8x16xf32>, %d: tensor<1x16x?x1xf32>) -> tensor<1x16x?x1xf32> {
  %t = arith.constant 0 : index
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [%t, 1] into %d : tensor<8x16xf32> -> tensor<1x16x?x1xf32>
  return %0 : tensor<1x16x?x1xf32>
}
// -----
func.func @g(%a: tensor<7x16xf32>, %d: tensor<2x16x?x1xf32>, %t: index) -> tensor<2x16x?x1xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [%t, 1] into %d : tensor<7x16xf32> -> tensor<2x16x?x1xf32>
  return %0 : tensor<2x16x?x1xf32>
}
// -----
func.func @i(%a: tensor<8x16xf32>, %d: tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32> {
  // expected-error@+1 {{'linalg.pack' op requires attribute 'inner_dims_pos'}}
  %0 = "linalg.pack"(%a, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8, 1>}> : (tensor<8x16xf32>, tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32>
  return %0 : tensor<1x16x8x1xf32>
}
// -----
func.func @unranked(%a: tensor<*xf32>, %d: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = linalg.pack %a inner_dims_pos = [] inner_tiles = [] into %d : tensor<*xf32> -> tensor<f32>
  return %0 : tensor<f32>
}
// -----
func.func @memref(%a: memref<7x16xi32>, %e: memref<1x16x8x1xi32>) {
  // expected-error@+1 {{custom op 'linalg.unpack' invalid kind of type specified: expected builtin.tensor, but found 'memref<1x16x8x1xi32>'}}
  linalg.unpack %e inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %a : memref<1x16x8x1xi32> -> memref<7x16xi32>
  return
}
