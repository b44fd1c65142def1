// memref.copy (and a runner utility) reading an alloca of a function that has returned: the
// JIT with --check-bounds judges whole memrefs as single accesses are judged (was: the copy and
// the print read the dead frame's bytes; the interpreter already stopped at the copy).
// RUN: not memref-run %s --no-pipeline --check-bounds 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// CHECK: dead-alloca-copy.mlir:18:3: error: access to an alloca of a function that has returned
func.func private @printMemrefI64(memref<*xi64>)
func.func @make() -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %v = arith.constant 42 : i64
  %a = memref.alloca() : memref<4xi64>
  memref.store %v, %a[%c0] : memref<4xi64>
  return %a : memref<4xi64>
}
func.func @main() {
  %m = func.call @make() : () -> memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  memref.copy %m, %b : memref<4xi64> to memref<4xi64>
  %u = memref.cast %m : memref<4xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %b : memref<4xi64>
  return
}
