// An unknown overflow flag: upstream's first message, at the flag (was at the `<`).
// RUN: not memref-opt %s 2>&1 | filecheck %s
// CHECK: overflow-flag-name.mlir:5:35: error: custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw
func.func @bad_flag(%a: i32, %b: i32) {
  %1 = arith.addi %a, %b overflow<bad> : i32
  return
}
