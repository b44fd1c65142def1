// scf.parallel with reductions (run sequentially, last dimension fastest), scf.forall with
// static and dynamic bounds, and memref.alloca_scope (results, dynamic allocas released at the
// end of each scope): same output under both engines, with and without the pipeline.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  // Sum and product over a 3x4 space, and the visiting order through a buffer.
  %order = memref.alloc() : memref<12xi64>
  %s, %p = scf.parallel (%i, %j) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) init (%z, %one) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %four = arith.constant 4 : i64
    %lin = arith.muli %ii, %four : i64
    %k = arith.addi %lin, %jj : i64
    %slot = arith.index_cast %k : i64 to index
    memref.store %k, %order[%slot] : memref<12xi64>
    %f = arith.addi %jj, %one : i64
    scf.reduce(%k, %f : i64, i64) {
    ^bb0(%a: i64, %b: i64):
      %r = arith.addi %a, %b : i64
      scf.reduce.return %r : i64
    }, {
    ^bb0(%a: i64, %b: i64):
      %r = arith.muli %a, %b : i64
      scf.reduce.return %r : i64
    }
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%p) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %u = memref.cast %order : memref<12xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  // An empty space: the initial values come back.
  %e = scf.parallel (%i) = (%c3) to (%c3) step (%c1) init (%one) -> i64 {
    scf.reduce(%z : i64) {
    ^bb0(%a: i64, %b: i64):
      scf.reduce.return %b : i64
    }
  }
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // scf.forall with a dynamic upper bound and a step: writes every other slot.
  %buf = memref.alloc() : memref<6xi64>
  scf.forall (%i) = (0) to (%c4) step (2) {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %buf[%i] : memref<6xi64>
  }
  %b2 = memref.load %buf[%c2] : memref<6xi64>
  func.call @printI64(%b2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // alloca_scope in a loop: a dynamic alloca per iteration, a result out of each scope.
  %t = scf.for %i = %c1 to %c4 step %c1 iter_args(%acc = %z) -> (i64) {
    %r = memref.alloca_scope -> (i64) {
      %a = memref.alloca(%i) : memref<?xi64>
      %x = arith.index_cast %i : index to i64
      memref.store %x, %a[%c0] : memref<?xi64>
      %y = memref.load %a[%c0] : memref<?xi64>
      memref.alloca_scope.return %y : i64
    }
    %n = arith.addi %acc, %r : i64
    scf.yield %n : i64
  }
  func.call @printI64(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: {{^66$}}
// CHECK-NEXT: {{^13824$}}
// CHECK: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11]
// CHECK-NEXT: {{^1$}}
// CHECK-NEXT: {{^2$}}
// CHECK-NEXT: {{^6$}}
