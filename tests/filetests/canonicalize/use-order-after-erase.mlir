// RUN: memref-opt %s --cse --canonicalize | filecheck %s
// Expected output is mlir-opt's.
//
// Erasing a user of a value keeps the order of the value's other uses (MLIR's use lists do):
// cse erases the dead scf.ifs reading %c, and canonicalize then queues the users of %c in
// use order when it propagates the condition into the branches. The order decided which of
// the `false`/`true` it creates came first (memref-opt's erase swapped the last use into the
// erased one's place).

func.func private @sink(i64, i1) -> i64

// CHECK-LABEL: func.func @after_dead_ifs
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: scf.for
// CHECK-NEXT: func.call @sink(%arg0, %true)
// CHECK: } else {
// CHECK-NEXT: func.call @sink(%arg0, %false)
func.func @after_dead_ifs(%x: i64, %n: index, %c: i1) -> i64 {
  %lb = arith.constant 0 : index
  %st = arith.constant 1 : index
  %d0 = scf.if %c -> (i64) {
    scf.yield %x : i64
  } else {
    scf.yield %x : i64
  }
  %p = memref.alloc() : memref<4xi64>
  %q = memref.alloc() : memref<4xi64>
  %r = scf.if %c -> (i64) {
    %d1 = scf.if %c -> (memref<4xi64>) {
      scf.yield %q : memref<4xi64>
    } else {
      scf.yield %p : memref<4xi64>
    }
    %s = scf.if %c -> (i64) {
      %l = scf.for %i = %lb to %n step %st iter_args(%acc = %x) -> (i64) {
        %u = func.call @sink(%x, %c) : (i64, i1) -> i64
        scf.yield %x : i64
      }
      scf.yield %x : i64
    } else {
      scf.yield %x : i64
    }
    scf.yield %x : i64
  } else {
    %v = func.call @sink(%x, %c) : (i64, i1) -> i64
    scf.yield %x : i64
  }
  return %x : i64
}
