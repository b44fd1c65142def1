// RUN: not memref-opt %s 2>&1 | filecheck %s
// Regression (found by fuzz_frontend): generic ops with a malformed operand segment
// attribute are rejected by the verifier instead of crashing the printer.
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "a"}> ({
^bb0(%c: i1, %x: i32):
  "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%y: i32):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()
// CHECK: generic-missing-segments.mlir:6:3: error: 'cf.cond_br' op requires attribute 'operandSegmentSizes'
