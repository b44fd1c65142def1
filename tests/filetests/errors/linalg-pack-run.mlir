// What upstream leaves undefined for linalg.pack/unpack with run-time sizes stops the run
// with a located error at the op: in both engines after bufferization (the cf.assert
// -linalg-lower-pack-unpack builds; --assert=continue would go on), and in the interpreter on
// tensor values (its own message). Static cases are verifier errors (errors/linalg-pack*.mlir).
// RUN: not memref-run %s -e partial_tile 2>&1 | filecheck %s --check-prefix=PARTIAL
// RUN: not memref-run %s -e partial_tile --engine=interp 2>&1 | filecheck %s --check-prefix=PARTIAL
// RUN: not memref-run %s -e partial_tile --no-bufferize --engine=interp 2>&1 | filecheck %s --check-prefix=PARTIAL-T
// RUN: not memref-run %s -e tile_mismatch 2>&1 | filecheck %s --check-prefix=MISMATCH
// RUN: not memref-run %s -e tile_mismatch --engine=interp 2>&1 | filecheck %s --check-prefix=MISMATCH
// RUN: not memref-run %s -e tile_mismatch --no-bufferize --engine=interp 2>&1 | filecheck %s --check-prefix=MISMATCH-T
// RUN: not memref-run %s -e outer_too_small 2>&1 | filecheck %s --check-prefix=SMALL
// RUN: not memref-run %s -e outer_too_small --engine=interp 2>&1 | filecheck %s --check-prefix=SMALL
// RUN: not memref-run %s -e outer_too_small --no-bufferize --engine=interp 2>&1 | filecheck %s --check-prefix=SMALL-T
// RUN: not memref-run %s -e unpack_zero_tile 2>&1 | filecheck %s --check-prefix=ZERO
// RUN: not memref-run %s -e unpack_zero_tile --engine=interp 2>&1 | filecheck %s --check-prefix=ZERO
// RUN: not memref-run %s -e unpack_zero_tile --no-bufferize --engine=interp 2>&1 | filecheck %s --check-prefix=ZERO-T
// RUN: not memref-run %s -e unpack_untiled_mismatch 2>&1 | filecheck %s --check-prefix=UNTILED
// RUN: not memref-run %s -e unpack_untiled_mismatch --engine=interp 2>&1 | filecheck %s --check-prefix=UNTILED
// RUN: not memref-run %s -e unpack_untiled_mismatch --no-bufferize --engine=interp 2>&1 | filecheck %s --check-prefix=UNTILED-T
func.func private @printMemrefI32(memref<*xi32>)

// Prints a result, so that it is computed.
func.func @show(%t: tensor<*xi32>) {
  %m = bufferization.to_buffer %t read_only : tensor<*xi32> to memref<*xi32>
  call @printMemrefI32(%m) : (memref<*xi32>) -> ()
  return
}

func.func @partial_tile() {
  %c4k = arith.constant 4 : index
  %c4 = call @id(%c4k) : (index) -> index
  %c3k = arith.constant 3 : index
  %c3 = call @id(%c3k) : (index) -> index
  %src = tensor.generate %c4 {
  ^bb0(%i: index):
    %x = arith.index_cast %i : index to i32
    tensor.yield %x : i32
  } : tensor<?xi32>
  %d = tensor.empty(%c3) : tensor<2x?xi32>
  // Two tiles of 3 over 4 elements and no padding_value.
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%c3] into %d : tensor<?xi32> -> tensor<2x?xi32>
  %shown = tensor.cast %p : tensor<2x?xi32> to tensor<*xi32>
  call @show(%shown) : (tensor<*xi32>) -> ()
  return
}

func.func @tile_mismatch() {
  %c2k = arith.constant 2 : index
  %c2 = call @id(%c2k) : (index) -> index
  %c4k = arith.constant 4 : index
  %c4 = call @id(%c4k) : (index) -> index
  %src = arith.constant dense<7> : tensor<8xi32>
  %d = tensor.empty(%c4) : tensor<4x?xi32>
  // The tile (2) is not the packed tensor's inner size (4).
  %p = linalg.pack %src inner_dims_pos = [0] inner_tiles = [%c2] into %d : tensor<8xi32> -> tensor<4x?xi32>
  %shown = tensor.cast %p : tensor<4x?xi32> to tensor<*xi32>
  call @show(%shown) : (tensor<*xi32>) -> ()
  return
}

func.func @outer_too_small() {
  %c1k = arith.constant 1 : index
  %c1 = call @id(%c1k) : (index) -> index
  %pad = arith.constant 0 : i32
  %src = arith.constant dense<7> : tensor<8xi32>
  %d = tensor.empty(%c1) : tensor<?x4xi32>
  // One tile of 4 cannot hold 8 elements.
  %p = linalg.pack %src padding_value(%pad : i32) inner_dims_pos = [0] inner_tiles = [4] into %d : tensor<8xi32> -> tensor<?x4xi32>
  %shown = tensor.cast %p : tensor<?x4xi32> to tensor<*xi32>
  call @show(%shown) : (tensor<*xi32>) -> ()
  return
}

// A run-time value the verifier and canonicalize cannot see (upstream's canonicalize folds
// constant sizes into the pack's types, which then fail its verifier).
func.func @id(%x: index) -> index {
  return %x : index
}

func.func @unpack_zero_tile() {
  %z = arith.constant 0 : index
  %c0 = call @id(%z) : (index) -> index
  %src = tensor.empty(%c0) : tensor<2x?xi32>
  %d = tensor.empty() : tensor<0xi32>
  // A tile of 0.
  %u = linalg.unpack %src inner_dims_pos = [0] inner_tiles = [%c0] into %d : tensor<2x?xi32> -> tensor<0xi32>
  %shown = tensor.cast %u : tensor<0xi32> to tensor<*xi32>
  call @show(%shown) : (tensor<*xi32>) -> ()
  return
}

func.func @unpack_untiled_mismatch() {
  %c3 = arith.constant 3 : index
  %src = arith.constant dense<1> : tensor<3x2x2xi32>
  %s = call @hide(%src) : (tensor<3x2x2xi32>) -> tensor<?x2x2xi32>
  %d = tensor.empty() : tensor<2x4xi32>
  // The untiled dimension has 3 rows packed, 2 in the destination.
  %u = linalg.unpack %s inner_dims_pos = [1] inner_tiles = [2] into %d : tensor<?x2x2xi32> -> tensor<2x4xi32>
  %shown = tensor.cast %u : tensor<2x4xi32> to tensor<*xi32>
  call @show(%shown) : (tensor<*xi32>) -> ()
  return
}

// A cast canonicalize cannot fold into the unpack (which would make its types invalid).
func.func @hide(%t: tensor<3x2x2xi32>) -> tensor<?x2x2xi32> {
  %c = tensor.cast %t : tensor<3x2x2xi32> to tensor<?x2x2xi32>
  return %c : tensor<?x2x2xi32>
}
// PARTIAL: linalg-pack-run.mlir:41:8: error: assertion failed: linalg.pack: partial tile without padding_value (undefined behavior upstream)
// PARTIAL-T: linalg-pack-run.mlir:41:8: error: linalg.pack: partial tile at [1, 1] without padding_value (undefined behavior upstream)
// MISMATCH: linalg-pack-run.mlir:55:8: error: assertion failed: linalg.pack: inner tile size differs from the packed tensor's size
// MISMATCH-T: linalg-pack-run.mlir:55:8: error: linalg.pack: inner tile size 2 differs from the packed tensor's size 4
// SMALL: linalg-pack-run.mlir:68:8: error: assertion failed: linalg.pack: packed outer size of dimension 0 cannot hold the unpacked size
// SMALL-T: linalg-pack-run.mlir:68:8: error: linalg.pack: packed outer size 1 of dimension 0 cannot hold the unpacked size 8
// ZERO: linalg-pack-run.mlir:86:8: error: assertion failed: linalg.unpack: inner tile size is not positive
// ZERO-T: linalg-pack-run.mlir:86:8: error: linalg.unpack: inner tile size 0 is not positive
// UNTILED: linalg-pack-run.mlir:98:8: error: assertion failed: linalg.unpack: packed outer size of dimension 0 cannot hold the unpacked size
// UNTILED-T: linalg-pack-run.mlir:98:8: error: linalg.unpack: packed outer size 3 of dimension 0 cannot hold the unpacked size 2
