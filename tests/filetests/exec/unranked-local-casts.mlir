// An unranked value that is only read while its frame lives (passed to a call returning no
// memref, cast back, rank/dim) keeps its descriptor in the frame, one slot per cast rewritten
// each time the cast runs (a loop of 2,000,000 such casts held 133 MB of descriptors, now none);
// one passed to a call that may return it gets storage of its own, so what it returns stays
// valid after the callee's frame and the next iteration.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off --check-bounds | filecheck %s
// CHECK: [0,  1,  2]
// CHECK: [10,  11,  12]
// CHECK: [20,  21,  22]
// CHECK: 3
// CHECK: [20,  21,  22]
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @keep(%u: memref<*xi64>) -> memref<*xi64> {
  return %u : memref<*xi64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %m = memref.alloc() : memref<3x3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %t = arith.muli %i, %c10 : index
      %v = arith.addi %t, %j : index
      %w = arith.index_cast %v : index to i64
      memref.store %w, %m[%i, %j] : memref<3x3xi64>
    }
  }
  %z = memref.alloc() : memref<3xi64>
  %last = scf.for %i = %c0 to %c3 step %c1 iter_args(%prev = %z) -> (memref<3xi64>) {
    %row = memref.subview %m[%i, 0] [1, 3] [1, 1] : memref<3x3xi64> to memref<3xi64, strided<[1], offset: ?>>
    %u = memref.cast %row : memref<3xi64, strided<[1], offset: ?>> to memref<*xi64>
    func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
    %k = func.call @keep(%u) : (memref<*xi64>) -> memref<*xi64>
    %back = memref.cast %k : memref<*xi64> to memref<3xi64, strided<[1], offset: ?>>
    %copy = memref.alloc() : memref<3xi64>
    memref.copy %back, %copy : memref<3xi64, strided<[1], offset: ?>> to memref<3xi64>
    scf.yield %copy : memref<3xi64>
  }
  %rk = memref.cast %last : memref<3xi64> to memref<*xi64>
  %r = memref.rank %rk : memref<*xi64>
  %d = memref.dim %rk, %c0 : memref<*xi64>
  %n = arith.addi %r, %d : index
  %n64 = arith.index_cast %n : index to i64
  %one = arith.constant 1 : i64
  %n1 = arith.subi %n64, %one : i64
  func.call @printI64(%n1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printMemrefI64(%rk) : (memref<*xi64>) -> ()
  return
}
