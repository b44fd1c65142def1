// Found by fuzzing the parse target: a generic-form branch to a region's entry block verified,
// and the printed IR (which never names the entry block) did not parse back. Also dialect
// attributes and types of dialects upstream does not register, which were accepted. Messages
// and positions are upstream's.
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
"func.func"() <{function_type = (i1) -> (), sym_name = "a"}> ({
^bb0(%c: i1):
  "cf.cond_br"(%c, %c)[^bb1, ^bb0] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i1) -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
// -----
func.func @f(%a: !foo.bar) {
  return
}
// -----
func.func @g() attributes {x = #foo.bar} {
  return
}
// -----
func.func @h() attributes {x = #foo<bar>} {
  return
}
// -----
// A dialect upstream registers is fine.
func.func @i() attributes {x = #gpu.address_space<workgroup>} {
  return
}
// -----
func.func @j(%a: i32) -> i32 {
  %0 = arith.addi %a, %a {foo = #atirh.overflow<none>} : i32
  return %0 : i32
}
// CHECK: branch-to-entry-unregistered-dialect.mlir:6:1: error: entry block of region may not have predecessors
// CHECK: branch-to-entry-unregistered-dialect.mlir:13:23: error: `!"foo"<"bar">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// CHECK: branch-to-entry-unregistered-dialect.mlir:17:37: error: #"foo"<"bar"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// CHECK: branch-to-entry-unregistered-dialect.mlir:21:32: error: #"foo"<"bar"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
// CHECK: branch-to-entry-unregistered-dialect.mlir:31:40: error: #"atirh"<"overflow<none>"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used
