// Run-time shapes upstream leaves undefined for linalg.pack / linalg.unpack, each a located
// error in the interpreter on tensor values, and bufferized (the cf.assert of
// -linalg-lower-pack-unpack, both engines): a partial tile without padding_value, a packed
// tensor too small for the data, a run-time tile size other than the packed tensor's tile
// size. @ok checks the same functions on valid shapes.
// RUN: memref-run %s -e ok --entry-point-result=void | filecheck %s --check-prefix=OK
// RUN: not memref-run %s -e partial --entry-point-result=void 2>&1 | filecheck %s --check-prefix=B-PARTIAL
// RUN: not memref-run %s -e small --entry-point-result=void 2>&1 | filecheck %s --check-prefix=B-SMALL
// RUN: not memref-run %s -e tile --entry-point-result=void 2>&1 | filecheck %s --check-prefix=B-TILE
// B-PARTIAL: linalg-pack-runtime.mlir:23:8: error: assertion failed: linalg.pack: partial tile without padding_value (undefined behavior upstream)
// B-SMALL: linalg-pack-runtime.mlir:23:8: error: assertion failed: linalg.pack: packed outer size of dimension 0 cannot hold the unpacked size
// B-TILE: linalg-pack-runtime.mlir:27:8: error: assertion failed: linalg.unpack: inner tile size differs from the packed tensor's size
// RUN: memref-run %s --no-bufferize --engine=interp -e ok --entry-point-result=void | filecheck %s --check-prefix=OK
// RUN: not memref-run %s --no-bufferize --engine=interp -e partial --entry-point-result=void 2>&1 | filecheck %s --check-prefix=PARTIAL
// RUN: not memref-run %s --no-bufferize --engine=interp -e small --entry-point-result=void 2>&1 | filecheck %s --check-prefix=SMALL
// RUN: not memref-run %s --no-bufferize --engine=interp -e tile --entry-point-result=void 2>&1 | filecheck %s --check-prefix=TILE
// OK: 3
// OK-NEXT: 9
// PARTIAL: linalg-pack-runtime.mlir:23:8: error: linalg.pack: partial tile at [2, 0, 1] without padding_value (undefined behavior upstream)
// SMALL: linalg-pack-runtime.mlir:23:8: error: linalg.pack: packed outer size 2 of dimension 0 cannot hold the unpacked size 5
// TILE: linalg-pack-runtime.mlir:27:8: error: linalg.unpack: inner tile size 3 differs from the packed tensor's size 2
func.func @pack(%s: tensor<?x4xf32>, %d: tensor<?x4x2xf32>) -> tensor<?x4x2xf32> {
  %p = linalg.pack %s inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<?x4xf32> -> tensor<?x4x2xf32>
  return %p : tensor<?x4x2xf32>
}
func.func @unpack(%s: tensor<?x4x?xf32>, %d: tensor<?x4xf32>, %t: index) -> tensor<?x4xf32> {
  %p = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [%t] into %d : tensor<?x4x?xf32> -> tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}
func.func @run_pack(%rows: index, %outer: index) {
  %c0 = arith.constant 0 : index
  %s = tensor.empty(%rows) : tensor<?x4xf32>
  %d = tensor.empty(%outer) : tensor<?x4x2xf32>
  %p = call @pack(%s, %d) : (tensor<?x4xf32>, tensor<?x4x2xf32>) -> tensor<?x4x2xf32>
  %n = tensor.dim %p, %c0 : tensor<?x4x2xf32>
  vector.print %n : index
  return
}
func.func @run_unpack(%tile: index, %t: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %s = tensor.empty(%c3, %tile) : tensor<?x4x?xf32>
  %d = tensor.empty(%c9) : tensor<?x4xf32>
  %u = call @unpack(%s, %d, %t) : (tensor<?x4x?xf32>, tensor<?x4xf32>, index) -> tensor<?x4xf32>
  %n = tensor.dim %u, %c0 : tensor<?x4xf32>
  vector.print %n : index
  return
}
func.func @ok() {
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  call @run_pack(%c6, %c3) : (index, index) -> ()
  call @run_unpack(%c3, %c3) : (index, index) -> ()
  return
}
func.func @partial() {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  call @run_pack(%c5, %c3) : (index, index) -> ()
  return
}
func.func @small() {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  call @run_pack(%c5, %c2) : (index, index) -> ()
  return
}
func.func @tile() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  call @run_unpack(%c2, %c3) : (index, index) -> ()
  return
}
