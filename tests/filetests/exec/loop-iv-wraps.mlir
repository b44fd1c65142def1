// An scf.for induction variable wraps to its width and the loop goes on while it is below the
// upper bound, as upstream's lowering does: from 120 to 127 step 5 in i8 runs 155 iterations
// (mlir-runner prints 155). The interpreter used to stop at the wrap (2 iterations), and so
// did -O3's jit-unroll (it unrolled the loop twice).
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s -O3 | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=interp --no-pipeline | filecheck %s
// CHECK: 155
func.func private @printI64(i64)
func.func @main() {
  %lb = arith.constant 120 : i8
  %ub = arith.constant 127 : i8
  %s = arith.constant 5 : i8
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = scf.for %i = %lb to %ub step %s iter_args(%a = %z) -> (i64) : i8 {
    %b = arith.addi %a, %one : i64
    scf.yield %b : i64
  }
  func.call @printI64(%n) : (i64) -> ()
  return
}
