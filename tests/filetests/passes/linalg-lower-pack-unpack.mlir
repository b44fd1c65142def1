// RUN: memref-opt %s --linalg-lower-pack-unpack | filecheck %s
// RUN: memref-opt %s --pass-pipeline='builtin.module(linalg-lower-pack-unpack)' | filecheck %s
// Ours (not upstream's): linalg.pack/unpack on tensors become a tensor.generate of the
// destination's shape. The output was checked to parse and print back identically with
// upstream mlir-opt 22.1.8, and the programs of exec/linalg-pack-bufferized.mlir lowered by it
// run identically under upstream's chain.
// Static, dividing tiles without padding: every read is in bounds, no guard.
func.func @pack_static(%src: tensor<4x6xf32>, %dest: tensor<3x2x2x2xf32>) -> tensor<3x2x2x2xf32> {
  %p = linalg.pack %src outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %dest : tensor<4x6xf32> -> tensor<3x2x2x2xf32>
  return %p : tensor<3x2x2x2xf32>
}

// A partial last tile: points past the source's end yield the padding value.
func.func @pack_pad(%src: tensor<7x5xi32>, %dest: tensor<3x5x3xi32>, %pad: i32) -> tensor<3x5x3xi32> {
  %p = linalg.pack %src padding_value(%pad : i32) inner_dims_pos = [0] inner_tiles = [3] into %dest : tensor<7x5xi32> -> tensor<3x5x3xi32>
  return %p : tensor<3x5x3xi32>
}

// A run-time tile and dynamic sizes: the assumptions become cf.assert, the generate takes
// the destination's dynamic sizes.
func.func @pack_dynamic(%src: tensor<?x16xi32>, %dest: tensor<?x16x?x1xi32>, %t: index, %pad: i32) -> tensor<?x16x?x1xi32> {
  %p = linalg.pack %src padding_value(%pad : i32) inner_dims_pos = [0, 1] inner_tiles = [%t, 1] into %dest : tensor<?x16xi32> -> tensor<?x16x?x1xi32>
  return %p : tensor<?x16x?x1xi32>
}

// Without padding_value a point past the end is undefined upstream: asserted per point.
func.func @pack_no_pad(%src: tensor<?xf32>, %dest: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [4] into %dest : tensor<?xf32> -> tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}

// Unpack: outer index by arith.divui, inner by arith.remui, through outer_dims_perm.
func.func @unpack_static(%src: tensor<3x2x2x4xi32>, %dest: tensor<7x5xi32>) -> tensor<7x5xi32> {
  %u = linalg.unpack %src outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [2, 4] into %dest : tensor<3x2x2x4xi32> -> tensor<7x5xi32>
  return %u : tensor<7x5xi32>
}

// A dynamic packed tensor, a run-time tile and a tile of 1 (no division).
func.func @unpack_dynamic(%src: tensor<?x3x?x1xi32>, %dest: tensor<?x3xi32>, %t: index) -> tensor<?x3xi32> {
  %u = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [%t, 1] into %dest : tensor<?x3x?x1xi32> -> tensor<?x3xi32>
  return %u : tensor<?x3xi32>
}

// 3-D, an untiled middle dimension, nested in a loop.
func.func @pack_3d_loop(%src: tensor<5x2x3xf64>, %dest: tensor<3x1x2x2x3xf64>, %n: index, %pad: f64) -> tensor<3x1x2x2x3xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %dest) -> tensor<3x1x2x2x3xf64> {
    %p = linalg.pack %src padding_value(%pad : f64) outer_dims_perm = [0, 2, 1] inner_dims_pos = [0, 2] inner_tiles = [2, 3] into %acc : tensor<5x2x3xf64> -> tensor<3x1x2x2x3xf64>
    scf.yield %p : tensor<3x1x2x2x3xf64>
  }
  return %r : tensor<3x1x2x2x3xf64>
}

// No tiles at all: a copy; 0-D unpack.
func.func @no_tiles(%a: tensor<4xf32>, %d: tensor<4xf32>, %z: tensor<f32>, %zd: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %p = linalg.pack %a inner_dims_pos = [] inner_tiles = [] into %d : tensor<4xf32> -> tensor<4xf32>
  %u = linalg.unpack %z inner_dims_pos = [] inner_tiles = [] into %zd : tensor<f32> -> tensor<f32>
  return %p, %u : tensor<4xf32>, tensor<f32>
}

// CHECK: module {
// CHECK-LABEL: func.func @pack_static(%arg0: tensor<4x6xf32>, %arg1: tensor<3x2x2x2xf32>) -> tensor<3x2x2x2xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
// CHECK-NEXT: %0 = arith.muli %arg3, %c2 : index
// CHECK-NEXT: %1 = arith.addi %0, %arg4 : index
// CHECK-NEXT: %2 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %3 = arith.addi %2, %arg5 : index
// CHECK-NEXT: %extracted = tensor.extract %arg0[%1, %3] : tensor<4x6xf32>
// CHECK-NEXT: tensor.yield %extracted : f32
// CHECK-NEXT: } : tensor<3x2x2x2xf32>
// CHECK-NEXT: return %generated : tensor<3x2x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_pad(%arg0: tensor<7x5xi32>, %arg1: tensor<3x5x3xi32>, %arg2: i32) -> tensor<3x5x3xi32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index, %arg5: index):
// CHECK-NEXT: %0 = arith.muli %arg3, %c3 : index
// CHECK-NEXT: %1 = arith.addi %0, %arg5 : index
// CHECK-NEXT: %2 = arith.cmpi ult, %1, %c7 : index
// CHECK-NEXT: %3 = scf.if %2 -> (i32) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%1, %arg4] : tensor<7x5xi32>
// CHECK-NEXT: scf.yield %extracted : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tensor.yield %3 : i32
// CHECK-NEXT: } : tensor<3x5x3xi32>
// CHECK-NEXT: return %generated : tensor<3x5x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_dynamic(%arg0: tensor<?x16xi32>, %arg1: tensor<?x16x?x1xi32>, %arg2: index, %arg3: i32) -> tensor<?x16x?x1xi32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x16xi32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c0 : tensor<?x16x?x1xi32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %c2 : tensor<?x16x?x1xi32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg2, %c0 : index
// CHECK-NEXT: cf.assert %0, "linalg.pack: inner tile size is not positive"
// CHECK-NEXT: %1 = arith.cmpi eq, %arg2, %dim_1 : index
// CHECK-NEXT: cf.assert %1, "linalg.pack: inner tile size differs from the packed tensor's size"
// CHECK-NEXT: %2 = arith.muli %dim_0, %arg2 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %2, %dim : index
// CHECK-NEXT: cf.assert %3, "linalg.pack: packed outer size of dimension 0 cannot hold the unpacked size"
// CHECK-NEXT: %generated = tensor.generate %dim_0, %dim_1 {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index, %arg6: index, %arg7: index):
// CHECK-NEXT: %4 = arith.muli %arg4, %arg2 : index
// CHECK-NEXT: %5 = arith.addi %4, %arg6 : index
// CHECK-NEXT: %6 = arith.cmpi ult, %5, %dim : index
// CHECK-NEXT: %7 = scf.if %6 -> (i32) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%5, %arg5] : tensor<?x16xi32>
// CHECK-NEXT: scf.yield %extracted : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tensor.yield %7 : i32
// CHECK-NEXT: } : tensor<?x16x?x1xi32>
// CHECK-NEXT: return %generated : tensor<?x16x?x1xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_no_pad(%arg0: tensor<?xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c0 : tensor<?x4xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.muli %dim_0, %c4 : index
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %dim : index
// CHECK-NEXT: cf.assert %1, "linalg.pack: packed outer size of dimension 0 cannot hold the unpacked size"
// CHECK-NEXT: %generated = tensor.generate %dim_0 {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: %2 = arith.muli %arg2, %c4 : index
// CHECK-NEXT: %3 = arith.addi %2, %arg3 : index
// CHECK-NEXT: %4 = arith.cmpi ult, %3, %dim : index
// CHECK-NEXT: cf.assert %4, "linalg.pack: partial tile without padding_value (undefined behavior upstream)"
// CHECK-NEXT: %extracted = tensor.extract %arg0[%3] : tensor<?xf32>
// CHECK-NEXT: tensor.yield %extracted : f32
// CHECK-NEXT: } : tensor<?x4xf32>
// CHECK-NEXT: return %generated : tensor<?x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_static(%arg0: tensor<3x2x2x4xi32>, %arg1: tensor<7x5xi32>) -> tensor<7x5xi32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: %0 = arith.divui %arg3, %c2 : index
// CHECK-NEXT: %1 = arith.divui %arg2, %c4 : index
// CHECK-NEXT: %2 = arith.remui %arg3, %c2 : index
// CHECK-NEXT: %3 = arith.remui %arg2, %c4 : index
// CHECK-NEXT: %extracted = tensor.extract %arg0[%0, %1, %2, %3] : tensor<3x2x2x4xi32>
// CHECK-NEXT: tensor.yield %extracted : i32
// CHECK-NEXT: } : tensor<7x5xi32>
// CHECK-NEXT: return %generated : tensor<7x5xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unpack_dynamic(%arg0: tensor<?x3x?x1xi32>, %arg1: tensor<?x3xi32>, %arg2: index) -> tensor<?x3xi32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x3xi32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x3x?x1xi32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %dim_1 = tensor.dim %arg0, %c2 : tensor<?x3x?x1xi32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg2, %c0 : index
// CHECK-NEXT: cf.assert %0, "linalg.unpack: inner tile size is not positive"
// CHECK-NEXT: %1 = arith.cmpi eq, %arg2, %dim_1 : index
// CHECK-NEXT: cf.assert %1, "linalg.unpack: inner tile size differs from the packed tensor's size"
// CHECK-NEXT: %2 = arith.muli %dim_0, %arg2 : index
// CHECK-NEXT: %3 = arith.cmpi sge, %2, %dim : index
// CHECK-NEXT: cf.assert %3, "linalg.unpack: packed outer size of dimension 0 cannot hold the unpacked size"
// CHECK-NEXT: %generated = tensor.generate %dim {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: %4 = arith.divui %arg3, %arg2 : index
// CHECK-NEXT: %5 = arith.remui %arg3, %arg2 : index
// CHECK-NEXT: %extracted = tensor.extract %arg0[%4, %arg4, %5, %c0] : tensor<?x3x?x1xi32>
// CHECK-NEXT: tensor.yield %extracted : i32
// CHECK-NEXT: } : tensor<?x3xi32>
// CHECK-NEXT: return %generated : tensor<?x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pack_3d_loop(%arg0: tensor<5x2x3xf64>, %arg1: tensor<3x1x2x2x3xf64>, %arg2: index, %arg3: f64) -> tensor<3x1x2x2x3xf64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg1) -> (tensor<3x1x2x2x3xf64>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index):
// CHECK-NEXT: %1 = arith.muli %arg6, %c2 : index
// CHECK-NEXT: %2 = arith.addi %1, %arg9 : index
// CHECK-NEXT: %3 = arith.cmpi ult, %2, %c5 : index
// CHECK-NEXT: %4 = arith.muli %arg7, %c3 : index
// CHECK-NEXT: %5 = arith.addi %4, %arg10 : index
// CHECK-NEXT: %6 = scf.if %3 -> (f64) {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%2, %arg8, %5] : tensor<5x2x3xf64>
// CHECK-NEXT: scf.yield %extracted : f64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : f64
// CHECK-NEXT: }
// CHECK-NEXT: tensor.yield %6 : f64
// CHECK-NEXT: } : tensor<3x1x2x2x3xf64>
// CHECK-NEXT: scf.yield %generated : tensor<3x1x2x2x3xf64>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<3x1x2x2x3xf64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_tiles(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg4: index):
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg4] : tensor<4xf32>
// CHECK-NEXT: tensor.yield %extracted : f32
// CHECK-NEXT: } : tensor<4xf32>
// CHECK-NEXT: %generated_0 = tensor.generate  {
// CHECK-NEXT: %extracted = tensor.extract %arg2[] : tensor<f32>
// CHECK-NEXT: tensor.yield %extracted : f32
// CHECK-NEXT: } : tensor<f32>
// CHECK-NEXT: return %generated, %generated_0 : tensor<4xf32>, tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
