// Verifier and parser messages as mlir-opt's, found by running upstream's arith invalid-IR tests
// (locally, not copied): an invalid op inside a block that also lacks its terminator is
// reported first (the missing terminator is checked on leaving the block); an out-of-range
// predicate lists the allowed cases; an unknown or missing cmpi/cmpf predicate names the
// choices; a constant of a signed or unsigned integer type is refused.
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @f(%a: f32) {
  %r = "arith.addi"(%a, %a) : (f32, f32) -> f32
}

// -----

func.func @g(%a: i32) -> i1 {
  %r = "arith.cmpi"(%a, %a) {predicate = 12} : (i32, i32) -> i1
  return %r : i1
}

// -----

func.func @h(%a: f32) -> i1 {
  %r = arith.cmpf sgt, %a, %a : f32
  return %r : i1
}

// -----

func.func @k() -> ui8 {
  %c = arith.constant 3 : ui8
  return %c : ui8
}
// CHECK: arith-verify-order-and-messages.mlir:8:8: error: 'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'
// CHECK: arith-verify-order-and-messages.mlir:14:8: error: 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
// CHECK: arith-verify-order-and-messages.mlir:21:19: error: custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]
// CHECK: arith-verify-order-and-messages.mlir:28:8: error: 'arith.constant' op integer return type must be signless
