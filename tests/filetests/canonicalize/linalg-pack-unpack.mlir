// unpack(pack(x)) and pack(unpack(x)) fold to x when both pack the same way without padding
// (UnPackOp/PackOp::canonicalize); a permutation or a padding value keeps them. Expected
// output from mlir-opt 22.1.8.
// RUN: memref-opt %s -canonicalize | filecheck %s
func.func @a(%x: tensor<8x8xf32>, %d: tensor<2x2x4x4xf32>, %e: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<8x8xf32> -> tensor<2x2x4x4xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x2x4x4xf32> -> tensor<8x8xf32>
  return %u : tensor<8x8xf32>
}
func.func @b(%x: tensor<2x2x4x4xf32>, %d: tensor<8x8xf32>, %e: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
  %u = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<2x2x4x4xf32> -> tensor<8x8xf32>
  %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<8x8xf32> -> tensor<2x2x4x4xf32>
  return %p : tensor<2x2x4x4xf32>
}
func.func @c(%x: tensor<8x8xf32>, %d: tensor<2x2x4x4xf32>, %e: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %p = linalg.pack %x outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<8x8xf32> -> tensor<2x2x4x4xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x2x4x4xf32> -> tensor<8x8xf32>
  return %u : tensor<8x8xf32>
}
func.func @d(%x: tensor<7x8xf32>, %d: tensor<2x2x4x4xf32>, %e: tensor<7x8xf32>, %f: f32) -> tensor<7x8xf32> {
  %p = linalg.pack %x padding_value(%f : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %d : tensor<7x8xf32> -> tensor<2x2x4x4xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<2x2x4x4xf32> -> tensor<7x8xf32>
  return %u : tensor<7x8xf32>
}
func.func @g(%x: tensor<?x8xf32>, %d: tensor<?x2x?x4xf32>, %e: tensor<?x8xf32>, %t: index) -> tensor<?x8xf32> {
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [%t, 4] into %d : tensor<?x8xf32> -> tensor<?x2x?x4xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [%t, 4] into %e : tensor<?x2x?x4xf32> -> tensor<?x8xf32>
  return %u : tensor<?x8xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @a(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @b(%arg0: tensor<2x2x4x4xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32> {
// CHECK-NEXT: return %arg0 : tensor<2x2x4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @c(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg1 : tensor<8x8xf32> -> tensor<2x2x4x4xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg2 : tensor<2x2x4x4xf32> -> tensor<8x8xf32>
// CHECK-NEXT: return %unpack : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d(%arg0: tensor<7x8xf32>, %arg1: tensor<2x2x4x4xf32>, %arg2: tensor<7x8xf32>, %arg3: f32) -> tensor<7x8xf32> {
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg3 : f32) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg1 : tensor<7x8xf32> -> tensor<2x2x4x4xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %arg2 : tensor<2x2x4x4xf32> -> tensor<7x8xf32>
// CHECK-NEXT: return %unpack : tensor<7x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: tensor<?x8xf32>, %arg1: tensor<?x2x?x4xf32>, %arg2: tensor<?x8xf32>, %arg3: index) -> tensor<?x8xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
