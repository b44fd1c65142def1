// A memref.alloca returned from its function and used by the caller: the access is a located
// error in both engines (the JIT with --check-bounds: the alloca lies below the caller's stack
// pointer), not a read of whatever the next call left there.
// RUN: not memref-run %s --no-pipeline --check-bounds 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// CHECK: dead-alloca.mlir:21:8: error: access to an alloca of a function that has returned
func.func private @printI64(i64)
func.func @make() -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %v = arith.constant 42 : i64
  %a = memref.alloca() : memref<4xi64>
  memref.store %v, %a[%c0] : memref<4xi64>
  return %a : memref<4xi64>
}
func.func @other(%x: i64) -> i64 {
  return %x : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %a = call @make() : () -> memref<4xi64>
  %x = memref.load %a[%c0] : memref<4xi64>
  call @printI64(%x) : (i64) -> ()
  return
}
