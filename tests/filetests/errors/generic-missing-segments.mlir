// RUN: not memref-opt %s 2>&1 | filecheck %s
// Regression (found by fuzz_frontend): generic ops with a malformed operand segment
// attribute are rejected by the verifier instead of crashing the printer. An unknown property
// name is dropped and a missing `operandSegmentSizes` is all zeros, as upstream's properties.
"func.func"() <{function_type = (i1, i32) -> (), sym_name = "a"}> ({
^bb0(%c: i1, %x: i32):
  "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%y: i32):
  "func.return"() : () -> ()
^bb2:
  "func.return"() : () -> ()
}) : () -> ()
// CHECK: generic-missing-segments.mlir:7:3: error: 'cf.cond_br' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// CHECK: note: see current operation: "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : (i1, i32) -> ()
