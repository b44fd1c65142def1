// A runtime function declared with the wrong signature (here a result printNewline does not
// have) is a located error in the JIT, not a call through a mismatched ABI.
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s
func.func private @printNewline() -> i64
func.func @main() {
  %r = func.call @printNewline() : () -> i64
  return
}
// CHECK: jit-runtime-signature.mlir:6:8: error: call to '@printNewline' does not match the runtime's signature
