// Upstream's One-Shot Bufferize has no model for linalg.pack/unpack: as upstream, refused
// (memref-opt --linalg-lower-pack-unpack first, or memref-run, which does it).
// RUN: memref-opt %s --split-input-file --one-shot-bufferize --verify-diagnostics
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics
// RUN: memref-opt %s --split-input-file --linalg-lower-pack-unpack --one-shot-bufferize=bufferize-function-boundaries | filecheck %s
// The bufferized IR after our lowering is what upstream's -one-shot-bufferize makes of the
// lowered IR (compared with mlir-opt 22.1.8).
// CHECK-LABEL: func.func @pack
// CHECK-NOT: linalg.pack
// CHECK: linalg.map
// CHECK-LABEL: func.func @unpack
// CHECK-NOT: linalg.unpack
// CHECK: cf.assert
// CHECK: linalg.map

func.func @pack(%a: tensor<8x4xf32>, %d: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  // expected-error@+1 {{op was not bufferized}}
  %p = linalg.pack %a inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<8x4xf32> -> tensor<2x4x4xf32>
  return %p : tensor<2x4x4xf32>
}

// -----

func.func @unpack(%a: tensor<?x4x4xf32>, %d: tensor<?x4xf32>, %t: index) -> tensor<?x4xf32> {
  // expected-error@+1 {{op was not bufferized}}
  %u = linalg.unpack %a inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<?x4x4xf32> -> tensor<?x4xf32>
  return %u : tensor<?x4xf32>
}
