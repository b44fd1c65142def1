// A type or op an engine does not run is a located error, never a crash or a wrong value:
// integers wider than 64 bits (both engines hold integers in at most 64 bits).
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s --check-prefix=JIT
// RUN: not memref-run %s --engine=interp --no-pipeline 2>&1 | filecheck %s --check-prefix=INTERP
func.func private @printI64(i64)
func.func @main() {
  %a = arith.constant 3 : i128
  %b = arith.addi %a, %a : i128
  %c = arith.trunci %b : i128 to i64
  call @printI64(%c) : (i64) -> ()
  return
}
// JIT: jit-unsupported.mlir:7:8: error: constant of a type the JIT engine does not support
// INTERP: jit-unsupported.mlir:7:8: error: integers wider than 64 bits are not supported
