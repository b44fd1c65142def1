// A type or op the JIT does not lower is a located error with a hint, never a crash
// (integers of widths other than 1, 8, 16, 32 and 64 run in the interpreter only).
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s
func.func @main() {
  %a = arith.constant 3 : i4
  %b = arith.addi %a, %a : i4
  return
}
// CHECK: jit-unsupported.mlir:5:8: error: constant of a type the JIT engine does not support
