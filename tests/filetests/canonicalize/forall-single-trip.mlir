// Upstream's ForallOpSingleOrZeroIterationDimsFolder (scf.forall without a mapping): a
// zero-trip dimension erases the loop, a single-trip dimension's induction variable becomes a
// constant of its lower bound and the dimension goes, with none left the body runs in place;
// a dynamic bound keeps its dimension. Expected output is mlir-opt's; @main runs the same
// before and after canonicalize in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 10
func.func @fa(%m: memref<4x4xi64>, %x: i64, %n: index) {
  scf.forall (%i, %j) = (0, 2) to (4, 3) step (1, 1) {
    memref.store %x, %m[%i, %j] : memref<4x4xi64>
  }
  scf.forall (%i, %j) in (1, 1) {
    memref.store %x, %m[%i, %j] : memref<4x4xi64>
  }
  scf.forall (%i, %j) = (1, 0) to (2, %n) step (1, 3) {
    memref.store %x, %m[%j, %i] : memref<4x4xi64>
  }
  scf.forall (%i) = (3) to (1) step (1) {
    memref.store %x, %m[%i, %i] : memref<4x4xi64>
  }
  scf.forall (%i, %j) = (0, 1) to (4, 4) step (2, 1) {
    memref.store %x, %m[%i, %j] : memref<4x4xi64>
  }
  return
}
func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4x4xi64>
  %z = arith.constant 0 : i64
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %z, %m[%i, %j] : memref<4x4xi64>
    }
  }
  %x = arith.constant 1 : i64
  func.call @fa(%m, %x, %c4) : (memref<4x4xi64>, i64, index) -> ()
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (i64) {
    %t = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %m[%i, %j] : memref<4x4xi64>
      %u = arith.addi %b, %v : i64
      scf.yield %u : i64
    }
    scf.yield %t : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  memref.dealloc %m : memref<4x4xi64>
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @fa(%arg0: memref<4x4xi64>, %arg1: i64, %arg2: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.forall (%arg3) in (4) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3, %c2] : memref<4x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %arg1, %arg0[%c0, %c0] : memref<4x4xi64>
// CHECK-NEXT: scf.forall (%arg3) = (0) to (%arg2) step (3) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3, %c1] : memref<4x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (0, 1) to (4, 4) step (2, 1) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3, %arg4] : memref<4x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xi64>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: memref.store %c0_i64, %alloc[%arg0, %arg1] : memref<4x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: call @fa(%alloc, %c1_i64, %c4) : (memref<4x4xi64>, i64, index) -> ()
// CHECK-NEXT: %0 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c0_i64) -> (i64) {
// CHECK-NEXT: %1 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
// CHECK-NEXT: %2 = memref.load %alloc[%arg0, %arg2] : memref<4x4xi64>
// CHECK-NEXT: %3 = arith.addi %arg3, %2 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<4x4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
