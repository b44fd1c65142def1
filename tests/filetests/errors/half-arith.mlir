// f16/bf16 values can be stored, moved and bitcast, not computed on: a located error in
// both engines. (Constants are folded by the pipeline's canonicalize, as upstream's, so the
// addition takes a function argument.)
// RUN: not memref-run %s --engine=jit 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s
func.func private @printI64(i64)
func.func @add(%h: f16) -> f16 {
  %a = arith.addf %h, %h : f16
  return %a : f16
}
func.func @main() {
  %h = arith.constant 1.0 : f16
  %a = func.call @add(%h) : (f16) -> f16
  %i = arith.bitcast %a : f16 to i16
  %j = arith.extui %i : i16 to i64
  func.call @printI64(%j) : (i64) -> ()
  return
}
// CHECK: half-arith.mlir:9:8: error: f16/bf16 arithmetic is not supported
