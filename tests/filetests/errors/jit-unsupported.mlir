// An op the JIT does not lower yet is a located error with a hint, never a crash.
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s
func.func @main() {
  %c = arith.constant 1 : index
  %r = scf.index_switch %c -> i64
  case 1 {
    %one = arith.constant 1 : i64
    scf.yield %one : i64
  }
  default {
    %zero = arith.constant 0 : i64
    scf.yield %zero : i64
  }
  return
}
// CHECK: jit-unsupported.mlir:5:8: error: 'scf.index_switch' is not supported by the JIT engine yet; use --engine=interp
