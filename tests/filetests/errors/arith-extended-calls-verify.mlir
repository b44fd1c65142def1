// arith extended ops (operand kinds, the overflow bit's i1 type, one type for the rest: each
// mismatch used to verify), index_cast operand kinds, result counts, calls, bitcasts and
// truncf. Messages and positions are upstream's (tests/upstream.rs checks that upstream's
// diagnostics pass these CHECK lines).
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @a(%x: i32, %y: i64) {
  %0, %1 = "arith.mulsi_extended"(%x, %y) : (i32, i64) -> (i32, i32)
  return
}
// -----
func.func @b(%x: i32) {
  %0, %1 = "arith.mului_extended"(%x, %x) : (i32, i32) -> (i32, i64)
  return
}
// -----
func.func @c(%x: i32) {
  %0, %1 = "arith.addui_extended"(%x, %x) : (i32, i32) -> (i64, i1)
  return
}
// -----
func.func @d(%x: f32) {
  %0, %1 = "arith.addui_extended"(%x, %x) : (f32, f32) -> (f32, i1)
  return
}
// -----
func.func @a(%x: i32) -> i32 {
  %r = func.call @a(%x) : (i64) -> i32
  return %r : i32
}
// -----
func.func @b(%f: (i32) -> i32, %x: i64) -> i32 {
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
// -----
func.func @c() {
  %f = func.constant @c : () -> i32
  return
}
// -----
func.func @d(%x: f32) -> index {
  %r = arith.index_cast %x : f32 to index
  return %r : index
}
// -----
func.func @e(%x: i32) -> i32 {
  %r = arith.bitcast %x : i32 to i32
  return %r : i32
}
// -----
func.func @f(%x: i32) -> f64 {
  %r = arith.bitcast %x : i32 to f64
  return %r : f64
}
// -----
func.func @g(%x: f32) -> f32 {
  %r = arith.truncf %x : f32 to f32
  return %r : f32
}
// -----
func.func @h(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}
// -----
func.func @i() {
  %x = arith.constant 1 : i32
  "func.return"(%x) : (i32) -> ()
}
// -----
func.func @j() -> i32 {
  %x = arith.constant 1 : index
  %y = arith.addi %x, %x : index
  "func.return"() : () -> ()
}
// -----
func.func @k(%m: memref<4xf32>) {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  %s = arith.select %u, %u, %u : memref<*xf32>
  return
}
// -----
func.func @l(%x: i32) -> i32 {
  %0, %1 = arith.addui_extended %x, %x : i32, i32
  return %0 : i32
}
// -----
func.func @m(%x: i32) -> i64 {
  %0, %1 = arith.mulsi_extended %x, %x : i32
  return %1 : i32
}
// -----
func.func @n(%x: i32) -> i32 {
  %0 = "arith.mulsi_extended"(%x, %x) : (i32, i32) -> i32
  return %0 : i32
}
// CHECK: arith-extended-calls-verify.mlir:7:12: error: 'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type
// CHECK: arith-extended-calls-verify.mlir:12:12: error: 'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type
// CHECK: arith-extended-calls-verify.mlir:17:12: error: 'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type
// CHECK: arith-extended-calls-verify.mlir:22:12: error: 'arith.addui_extended' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK: arith-extended-calls-verify.mlir:27:21: error: use of value '%x' expects different type than prior uses: 'i64' vs 'i32'
// CHECK: arith-extended-calls-verify.mlir:32:30: error: use of value '%x' expects different type than prior uses: 'i32' vs 'i64'
// CHECK: arith-extended-calls-verify.mlir:37:8: error: 'func.constant' op reference to function with mismatched type
// CHECK: arith-extended-calls-verify.mlir:42:8: error: 'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'
// CHECK: arith-extended-calls-verify.mlir:52:8: error: 'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible
// CHECK: arith-extended-calls-verify.mlir:57:8: error: 'arith.truncf' op operand type 'f32' and result type 'f32' are cast incompatible
// CHECK: arith-extended-calls-verify.mlir:69:3: error: 'func.return' op has 1 operands, but enclosing function (@i) returns 0
// CHECK: arith-extended-calls-verify.mlir:75:3: error: 'func.return' op has 0 operands, but enclosing function (@j) returns 1
// CHECK: arith-extended-calls-verify.mlir:81:21: error: use of value '%u' expects different type than prior uses: 'i1' vs 'memref<*xf32>'
// CHECK: arith-extended-calls-verify.mlir:86:12: error: 'arith.addui_extended' op result #1 must be bool-like, but got 'i32'
// CHECK: arith-extended-calls-verify.mlir:92:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @m
// CHECK: arith-extended-calls-verify.mlir:96:8: error: 'arith.mulsi_extended' op expected 2 results
