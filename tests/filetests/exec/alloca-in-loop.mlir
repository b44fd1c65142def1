// Static allocas made again and again in a loop, each iteration's buffer read by the next:
// every execution gets storage of its own that lives until the function returns, as upstream
// (stacksave-free `alloca` in the loop body). The JIT gave all iterations one stack slot, so
// the previous iteration's buffer was overwritten and this printed 0 1 1 1 (issue 15).
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --no-pipeline | filecheck %s
// CHECK: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NOT: {{.}}
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %first = memref.alloca() : memref<1xindex>
  memref.store %c0, %first[%c0] : memref<1xindex>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%prev = %first) -> (memref<1xindex>) {
    %a = memref.alloca() : memref<1xindex>
    %p = memref.load %prev[%c0] : memref<1xindex>
    %n = arith.addi %p, %c1 : index
    memref.store %n, %a[%c0] : memref<1xindex>
    %q = memref.load %prev[%c0] : memref<1xindex>
    %qq = arith.index_cast %q : index to i64
    func.call @printI64(%qq) : (i64) -> ()
    func.call @printNewline() : () -> ()
    scf.yield %a : memref<1xindex>
  }
  %v = memref.load %r[%c0] : memref<1xindex>
  %vv = arith.index_cast %v : index to i64
  func.call @printI64(%vv) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
