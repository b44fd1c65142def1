// complex<f16>/complex<bf16> parse, verify and print, but the engines compute in f32 and f64
// only (as for f16 arithmetic): a located error in each, never a wrong answer.
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s --check-prefix=INTERP
// RUN: not memref-run %s --no-pipeline --engine=jit 2>&1 | filecheck %s --check-prefix=JIT
func.func @main() {
  %c = complex.constant [1.0 : f16, 2.0 : f16] : complex<f16>
  %n = complex.neg %c : complex<f16>
  return
}
// INTERP: complex-f16.mlir:6:8: error: 'complex<f16>' is not supported by the interpreter (only complex<f32> and complex<f64> are)
// JIT: complex-f16.mlir:6:8: error: 'complex<f16>' is not supported by the JIT engine (only complex<f32> and complex<f64> are)
