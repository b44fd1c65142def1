// A block no path reaches need not be valid SSA: mlir-opt checks dominance only in reachable
// blocks, so an op there may use its own result or a value defined after it. Accepted, printed
// as upstream, and run (the block is never executed) in both engines, with the pipeline (whose
// canonicalize erases the block) and without.
// RUN: memref-opt %s | filecheck %s --check-prefix=IR
// RUN: memref-run %s --no-pipeline | filecheck %s
// RUN: memref-run %s --no-pipeline --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp --no-pipeline | filecheck %s
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: 57
// IR: %1 = arith.addi %1, %c1_i64 : i64
// IR: %2 = memref.load %alloc[%3] : memref<4xi64>
// IR-NEXT: %3 = arith.index_cast %1 : i64 to index
func.func private @printI64(i64)
func.func @region() -> i64 {
  %r = scf.execute_region -> i64 {
    %c7 = arith.constant 7 : i64
    scf.yield %c7 : i64
  ^dead:
    %a = arith.addi %a, %a : i64
    cf.br ^dead
  }
  return %r : i64
}
func.func @main() {
  %c5 = arith.constant 5 : i64
  func.call @printI64(%c5) : (i64) -> ()
  %r = func.call @region() : () -> i64
  func.call @printI64(%r) : (i64) -> ()
  return
^unreachable:
  %c1_i64 = arith.constant 1 : i64
  %add = arith.addi %add, %c1_i64 : i64
  %m = memref.alloc() : memref<4xi64>
  %v = memref.load %m[%add2] : memref<4xi64>
  %add2 = arith.index_cast %add : i64 to index
  func.call @printI64(%v) : (i64) -> ()
  cf.br ^unreachable
}
