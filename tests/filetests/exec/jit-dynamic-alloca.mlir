// Dynamically sized allocas: fresh zeroed memory per execution, released when the function
// returns; freeing one is an invalid free, as for any alloca.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: not memref-run %s --engine=jit --no-pipeline -e bad 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not memref-run %s --engine=interp --no-pipeline -e bad 2>&1 | filecheck %s --check-prefix=BAD
func.func private @printI64(i64)
func.func private @printNewline()
func.func @sum_to(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %buf = memref.alloca(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %buf[%i] : memref<?xi64>
  }
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %buf[%i] : memref<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %k = %c1 to %c5 step %c1 {
    %n = arith.muli %k, %c5 : index
    %s = func.call @sum_to(%n) : (index) -> i64
    func.call @printI64(%s) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
func.func @bad() {
  %c3 = arith.constant 3 : index
  %a = memref.alloca(%c3) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return
}
// CHECK: 10
// CHECK-NEXT: 45
// CHECK-NEXT: 105
// CHECK-NEXT: 190
// BAD: jit-dynamic-alloca.mlir:40:3: error: invalid free (memref.dealloc) of a pointer that was never allocated (stack or global memory)
