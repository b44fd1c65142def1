// An op the JIT does not lower yet is a located error with a hint, never a crash.
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s
func.func @main() {
  %n = arith.constant 4 : index
  %a = memref.alloca(%n) : memref<?xf32>
  return
}
// CHECK: jit-unsupported.mlir:5:8: error: 'memref.alloca' with dynamic sizes is not supported by the JIT engine yet
