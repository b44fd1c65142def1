// Allocas in a loop without an alloca_scope live until the function returns: 100 million of
// 8 KiB exhaust any stack. Both engines stop with a located error where upstream's JIT
// overflows its stack; wrapped in memref.alloca_scope each iteration releases its buffer and
// the run completes. The pipeline's canonicalize removes that scope, as upstream's does
// (AllocaScopeInliner: scf.for is itself an allocation scope, and the scope is the last op of
// its body), so through the pipeline the scoped loop exhausts the stack too.
// RUN: not memref-run %s --engine=jit 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=jit -e scoped 2>&1 | filecheck %s --check-prefix=INLINED
// RUN: not memref-run %s --engine=interp -e scoped 2>&1 | filecheck %s --check-prefix=INLINED
// CHECK: alloca-loop-exhausts-stack.mlir:24:10: error: out of memory allocating 8192 bytes
// INLINED: alloca-loop-exhausts-stack.mlir:41:12: error: out of memory allocating 8192 bytes
// RUN: memref-run %s --engine=jit --no-pipeline -e scoped | filecheck %s --check-prefix=SCOPED
// RUN: memref-run %s --engine=interp --no-pipeline -e scoped | filecheck %s --check-prefix=SCOPED
// SCOPED: 200000
func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000000 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %c = arith.constant 1 : i64
    %a = memref.alloca() : memref<1024xi64>
    memref.store %c, %a[%c0] : memref<1024xi64>
    %v = memref.load %a[%c0] : memref<1024xi64>
    %r = arith.addi %acc, %v : i64
    scf.yield %r : i64
  }
  call @printI64(%s) : (i64) -> ()
  return
}
func.func @scoped() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 200000 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %r = memref.alloca_scope -> (i64) {
      %c = arith.constant 1 : i64
      %a = memref.alloca() : memref<1024xi64>
      memref.store %c, %a[%c0] : memref<1024xi64>
      %v = memref.load %a[%c0] : memref<1024xi64>
      %r2 = arith.addi %acc, %v : i64
      memref.alloca_scope.return %r2 : i64
    }
    scf.yield %r : i64
  }
  call @printI64(%s) : (i64) -> ()
  return
}
