// An op the JIT does not lower yet is a located error with a hint, never a crash.
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.reduce
  }
  return
}
// CHECK: jit-unsupported.mlir:7:3: error: 'scf.parallel' is not supported by the JIT engine yet; use --engine=interp
