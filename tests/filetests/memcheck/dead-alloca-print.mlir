// printMemref* of an alloca of a function that has returned: a located error in both engines
// (the JIT with --check-bounds), not the dead frame's bytes.
// RUN: not memref-run %s --no-pipeline --check-bounds 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// CHECK: dead-alloca-print.mlir:18:3: error: access to an alloca of a function that has returned
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
  %u = memref.cast %m : memref<4xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %b : memref<4xi64>
  return
}
