// A lane loop may not take a store whose last index is the lane's induction variable plus a
// nested loop's (`c[j + k]`): lane `l` would reach at step `k` the element lane `l + 1`
// reaches at step `k - 1`, out of the scalar order (src/codegen/vectorize_lanes.rs printed
// 0 1 5 18 54 82 86 18 ... here). Every engine must print the scalar results.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=jit -O1 | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
// RUN: memref-run %s --engine=jit --no-vectorize | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @skew(%c: memref<?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %three = arith.constant 3 : i64
  scf.for %j = %c0 to %n step %c1 {
    scf.for %k = %c0 to %c4 step %c1 {
      %i = arith.addi %j, %k : index
      %v = memref.load %c[%i] : memref<?xi64>
      %kk = arith.index_cast %k : index to i64
      %m = arith.muli %v, %three : i64
      %w = arith.addi %m, %kk : i64
      memref.store %w, %c[%i] : memref<?xi64>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %len = arith.constant 12 : index
  %z = arith.constant 0 : i64
  %c = memref.alloc(%len) : memref<?xi64>
  scf.for %i = %c0 to %len step %c1 {
    memref.store %z, %c[%i] : memref<?xi64>
  }
  func.call @skew(%c, %n) : (memref<?xi64>, index) -> ()
  scf.for %i = %c0 to %len step %c1 {
    %x = memref.load %c[%i] : memref<?xi64>
    func.call @printI64(%x) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  memref.dealloc %c : memref<?xi64>
  return
}
// CHECK: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 21
// CHECK-NEXT: 102
// CHECK-NEXT: 102
// CHECK-NEXT: 102
// CHECK-NEXT: 102
// CHECK-NEXT: 102
// CHECK-NEXT: 34
// CHECK-NEXT: 11
// CHECK-NEXT: 3
// CHECK-NEXT: 0
