// A type or op the JIT does not lower is a located error with a hint, never a crash.
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s
func.func @main() {
  %a = arith.constant 1.0 : f16
  %b = arith.addf %a, %a : f16
  return
}
// CHECK: jit-unsupported.mlir:4:8: error: constant of a type the JIT engine does not support
