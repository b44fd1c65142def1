// arith, math, func and cf checks, compared with upstream: cmpi/cmpf operand kinds and an i1
// result (an i32 result used to verify), operand type constraints before the same-type
// trait, constants, returns, calls, branch arguments, switch cases, casts, overflow flags on
// i1. Messages and positions are upstream's (tests/upstream.rs checks that upstream's
// diagnostics pass these CHECK lines).
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @a(%x: i32, %y: i64) -> i32 {
  %r = "arith.addi"(%x, %y) : (i32, i64) -> i32
  return %r : i32
}

// -----

func.func @b(%x: f32) -> f32 {
  %r = "arith.addi"(%x, %x) : (f32, f32) -> f32
  return %r : f32
}

// -----

func.func @c(%x: i32) -> f32 {
  %r = "arith.addf"(%x, %x) : (i32, i32) -> f32
  return %r : f32
}

// -----

func.func @d(%x: i32) -> i32 {
  %r = "arith.cmpi"(%x, %x) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return %r : i32
}

// -----

func.func @e(%c: i32, %x: i32) -> i32 {
  %r = arith.select %c, %x, %x : i32
  return %r : i32
}

// -----

func.func @g() -> i8 {
  %r = arith.constant 300 : i8
  return %r : i8
}

// -----

func.func @h() -> i32 {
  %r = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return %r : i32
}

// -----

func.func @i(%x: i32) -> i64 {
  return %x : i32
}

// -----

func.func @j(%x: i32) {
  return %x : i32
}

// -----

func.func @k(%x: i32) -> i32 {
  %r = func.call @k(%x, %x) : (i32, i32) -> i32
  return %r : i32
}

// -----

func.func @l(%x: i32) -> i32 {
  %r = func.call @nope(%x) : (i32) -> i32
  return %r : i32
}

// -----

func.func @m(%x: i32) -> i32 {
  %r = func.call @m(%x) : (i32) -> i64
  return %x : i32
}

// -----

func.func @n(%c: i1, %x: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i64):
  return
^bb2:
  return
}

// -----

func.func @o(%c: i1, %x: i32) {
  cf.br ^bb1(%x, %x : i32, i32)
^bb1(%a: i32):
  return
}

// -----

func.func @p(%c: i32) {
  cf.assert %c, "x"
  return
}

// -----

func.func @q(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    1: ^bb1,
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @r(%x: f32) -> f32 {
  %r = math.absi %x : f32
  return %r : f32
}

// -----

func.func @s(%x: i32) -> i32 {
  %r = math.sqrt %x : i32
  return %r : i32
}

// -----

func.func @t(%x: i32) -> i64 {
  %r = arith.extsi %x : i32 to i32
  return %x : i32
}

// -----

func.func @u(%x: i1) -> i1 {
  %r = "arith.addi"(%x, %x) <{overflowFlags = #arith.overflow<nsw>}> : (i1, i1) -> i1
  return %r : i1
}

// -----

func.func @x() {
  %0 = func.constant @nope : () -> ()
  return
}

// -----

func.func @z() -> (i32) {
  cf.br ^bb1
^bb1:
  return
}
// CHECK: arith-func-cf-verify.mlir:8:8: error: 'arith.addi' op requires the same type for all operands and results
// CHECK: arith-func-cf-verify.mlir:15:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK: arith-func-cf-verify.mlir:22:8: error: 'arith.addf' op operand #0 must be floating-point-like, but got 'i32'
// CHECK: arith-func-cf-verify.mlir:29:8: error: 'arith.cmpi' op result #0 must be bool-like, but got 'i32'
// CHECK: arith-func-cf-verify.mlir:36:21: error: use of value '%c' expects different type than prior uses: 'i1' vs 'i32'
// CHECK: arith-func-cf-verify.mlir:43:23: error: integer constant out of range for attribute
// CHECK: arith-func-cf-verify.mlir:50:8: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// CHECK: arith-func-cf-verify.mlir:57:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @i
// CHECK: arith-func-cf-verify.mlir:63:3: error: 'func.return' op has 1 operands, but enclosing function (@j) returns 0
// CHECK: arith-func-cf-verify.mlir:69:8: error: 'func.call' op incorrect number of operands for callee
// CHECK: arith-func-cf-verify.mlir:76:8: error: 'func.call' op 'nope' does not reference a valid function
// CHECK: arith-func-cf-verify.mlir:83:8: error: 'func.call' op result type mismatch at index 0
// CHECK: arith-func-cf-verify.mlir:90:3: error: type mismatch for bb argument #0 of successor #0
// CHECK: arith-func-cf-verify.mlir:100:3: error: branch has 2 operands for successor #0, but target block has 1
// CHECK: arith-func-cf-verify.mlir:108:13: error: use of value '%c' expects different type than prior uses: 'i1' vs 'i32'
// CHECK: arith-func-cf-verify.mlir:127:8: error: 'math.absi' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK: arith-func-cf-verify.mlir:134:8: error: 'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'
// CHECK: arith-func-cf-verify.mlir:141:8: error: 'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible
// CHECK: arith-func-cf-verify.mlir:155:8: error: 'func.constant' op reference to undefined function 'nope'
// CHECK: arith-func-cf-verify.mlir:164:3: error: 'func.return' op has 0 operands, but enclosing function (@z) returns 1
