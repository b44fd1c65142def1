// The JIT compiles only the entry point and what it references (codegen/reachable.rs): a
// function it cannot lower fails a run only when the run can reach it.
// RUN: memref-run %s --engine=jit --no-pipeline | filecheck %s
// RUN: not memref-run %s --engine=jit --no-pipeline -e wide 2>&1 | filecheck %s --check-prefix=WIDE
func.func private @printI64(i64)
func.func @wide() {
  %a = arith.constant 3 : i128
  %c = arith.trunci %a : i128 to i64
  call @printI64(%c) : (i64) -> ()
  return
}
func.func @twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}
func.func @main() {
  %c = arith.constant 21 : i64
  %f = func.constant @twice : (i64) -> i64
  %r = func.call_indirect %f(%c) : (i64) -> i64
  call @printI64(%r) : (i64) -> ()
  return
}
// CHECK: {{^}}42
// WIDE: jit-unreachable-unsupported.mlir:7:8: error: constant of a type the JIT engine does not support
