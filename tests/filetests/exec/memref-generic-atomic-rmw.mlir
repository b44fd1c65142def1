// memref.generic_atomic_rmw runs its body on the element's current value and stores what it
// yields; the result is the old value (upstream's compare-and-swap loop). Upstream's
// ownership pass rejects ops with regions that are not region branches, so this runs without
// the pipeline (as upstream's chain does: outputs from mlir-runner without
// --buffer-deallocation-pipeline; upstream's lowering takes integer elements only, its cmpxchg
// rejects f32).
// RUN: memref-run %s --no-pipeline --engine=jit | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xi32>
  %zero = arith.constant 5 : i32
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %zero, %m[%i] : memref<?xi32>
  }
  // Each iteration: x -> 2x + 1 on element i, then on element 0.
  scf.for %i = %c0 to %c4 step %c1 {
    %old = memref.generic_atomic_rmw %m[%i] : memref<?xi32> {
    ^bb0(%cur: i32):
      %two = arith.constant 2 : i32
      %one = arith.constant 1 : i32
      %d = arith.muli %cur, %two : i32
      %n = arith.addi %d, %one : i32
      memref.atomic_yield %n : i32
    }
    %oldx = arith.extsi %old : i32 to i64
    func.call @printI64(%oldx) : (i64) -> ()
    func.call @printNewline() : () -> ()
    %o2 = memref.generic_atomic_rmw %m[%c0] : memref<?xi32> {
    ^bb0(%cur: i32):
      %one = arith.constant 1 : i32
      %n = arith.addi %cur, %one : i32
      memref.atomic_yield %n : i32
    }
  }
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  // A 0-D memref, a body with a select.
  %z = memref.alloc() : memref<i64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %z[] : memref<i64>
  %r = memref.generic_atomic_rmw %z[] : memref<i64> {
  ^bb0(%cur: i64):
    %ten = arith.constant 10 : i64
    %lt = arith.cmpi slt, %cur, %ten : i64
    %sq = arith.muli %cur, %cur : i64
    %v = arith.select %lt, %sq, %cur : i64
    memref.atomic_yield %v : i64
  }
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %uz = memref.cast %z : memref<i64> to memref<*xi64>
  func.call @printMemrefI64(%uz) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<?xi32>
  memref.dealloc %z : memref<i64>
  return
}
// CHECK: 5
// CHECK-NEXT: 5
// CHECK-NEXT: 5
// CHECK-NEXT: 5
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [15,  11,  11,  11]
// CHECK-NEXT: 7
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [49]
