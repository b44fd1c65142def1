// Upstream's ParallelOpSingleOrZeroIterationDimsFolder for single-trip dimensions: their
// induction variables become the lower bounds and the dimensions go (constant trip counts
// only: a dynamic bound keeps its dimension); with none left the body runs in place and each
// reduction combines its init with the body's contribution. Expected output is mlir-opt's;
// @main runs the same before and after canonicalize in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 17
// EXEC-NEXT: 10
// EXEC-NEXT: 14
func.func @par(%m: memref<4x4xi64>, %x: i64, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c2) to (%c4, %c3) step (%c1, %c1) {
    memref.store %x, %m[%i, %j] : memref<4x4xi64>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c1, %c0) to (%c2, %c4) step (%c2, %c2) {
    memref.store %x, %m[%i, %j] : memref<4x4xi64>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c1, %c0) to (%c2, %n) step (%c1, %c3) {
    memref.store %x, %m[%j, %i] : memref<4x4xi64>
    scf.reduce
  }
  return
}

func.func @red(%m: memref<4xi64>, %x: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c1) step (%c1, %c1) init (%z) -> i64 {
    %v = memref.load %m[%i] : memref<4xi64>
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  %r2 = scf.parallel (%i) = (%c1) to (%c4) step (%c4) init (%x) -> i64 {
    %v = memref.load %m[%i] : memref<4xi64>
    scf.reduce(%v : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.muli %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  return %r, %r2 : i64, i64
}
func.func private @printI64(i64)
func.func private @printNewline()
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
  %n = arith.constant 4 : index
  func.call @par(%m, %x, %n) : (memref<4x4xi64>, i64, index) -> ()
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (i64) {
    %t = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %m[%i, %j] : memref<4x4xi64>
      %k = arith.index_cast %i : index to i64
      %w = arith.muli %v, %k : i64
      %u = arith.addi %b, %w : i64
      %q = arith.addi %u, %v : i64
      scf.yield %q : i64
    }
    scf.yield %t : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %v = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.index_cast %i : index to i64
    %k1 = arith.addi %k, %x : i64
    memref.store %k1, %v[%i] : memref<4xi64>
  }
  %seven = arith.constant 7 : i64
  %r:2 = func.call @red(%v, %seven) : (memref<4xi64>, i64) -> (i64, i64)
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<4x4xi64>
  memref.dealloc %v : memref<4xi64>
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @par(%arg0: memref<4x4xi64>, %arg1: i64, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3, %c2] : memref<4x4xi64>
// CHECK-NEXT: scf.reduce 
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%c4) step (%c2) {
// CHECK-NEXT: memref.store %arg1, %arg0[%c1, %arg3] : memref<4x4xi64>
// CHECK-NEXT: scf.reduce 
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg2) step (%c3) {
// CHECK-NEXT: memref.store %arg1, %arg0[%arg3, %c1] : memref<4x4xi64>
// CHECK-NEXT: scf.reduce 
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @red(%arg0: memref<4xi64>, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%c0_i64) -> i64 {
// CHECK-NEXT: %3 = memref.load %arg0[%arg2] : memref<4xi64>
// CHECK-NEXT: scf.reduce(%3 : i64) {
// CHECK-NEXT: ^bb0(%arg3: i64, %arg4: i64):
// CHECK-NEXT: %4 = arith.addi %arg3, %arg4 : i64
// CHECK-NEXT: scf.reduce.return %4 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg0[%c1] : memref<4xi64>
// CHECK-NEXT: %2 = arith.muli %arg1, %1 : i64
// CHECK-NEXT: return %0, %2 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
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
// CHECK-NEXT: call @par(%alloc, %c1_i64, %c4) : (memref<4x4xi64>, i64, index) -> ()
// CHECK-NEXT: %0 = scf.for %arg0 = %c0 to %c4 step %c1 iter_args(%arg1 = %c0_i64) -> (i64) {
// CHECK-NEXT: %2 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (i64) {
// CHECK-NEXT: %3 = memref.load %alloc[%arg0, %arg2] : memref<4x4xi64>
// CHECK-NEXT: %4 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: %5 = arith.muli %3, %4 : i64
// CHECK-NEXT: %6 = arith.addi %arg3, %5 : i64
// CHECK-NEXT: %7 = arith.addi %6, %3 : i64
// CHECK-NEXT: scf.yield %7 : i64
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %2 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: %3 = arith.addi %2, %c1_i64 : i64
// CHECK-NEXT: memref.store %3, %alloc_0[%arg0] : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = call @red(%alloc_0, %c7_i64) : (memref<4xi64>, i64) -> (i64, i64)
// CHECK-NEXT: call @printI64(%1#0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%1#1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<4x4xi64>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
