// Unranked values made in a loop and carried in iter_args: an earlier iteration's value is
// not overwritten by a later one (the JIT used to share one descriptor slot).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off --engine=interp | filecheck %s
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [1] strides = [1] data = 
// CHECK-NEXT: [1]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [1] strides = [1] data = 
// CHECK-NEXT: [2]

func.func private @printMemrefI64(memref<*xi64>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a0 = memref.alloc() : memref<1xi64>
  %z = arith.constant 100 : i64
  memref.store %z, %a0[%c0] : memref<1xi64>
  %u0 = memref.cast %a0 : memref<1xi64> to memref<*xi64>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%prev = %u0, %cur = %u0) -> (memref<*xi64>, memref<*xi64>) {
    %b = memref.alloc() : memref<1xi64>
    %iv = arith.index_cast %i : index to i64
    memref.store %iv, %b[%c0] : memref<1xi64>
    %ub = memref.cast %b : memref<1xi64> to memref<*xi64>
    scf.yield %cur, %ub : memref<*xi64>, memref<*xi64>
  }
  call @printMemrefI64(%r#0) : (memref<*xi64>) -> ()
  call @printMemrefI64(%r#1) : (memref<*xi64>) -> ()
  return
}
