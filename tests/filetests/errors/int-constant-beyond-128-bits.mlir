// An integer constant beyond 128 bits (in a type wider than i128) is a located error: constants
// are kept as i128, and this one was stored wrapped to a negative value. Upstream accepts it.
// RUN: not memref-opt %s 2>&1 | filecheck %s
// CHECK: int-constant-beyond-128-bits.mlir:6:23: error: integer constants beyond 128 bits are not supported
func.func @f() -> i256 {
  %c = arith.constant 200000000000000000000000000000000000000 : i256
  return %c : i256
}
