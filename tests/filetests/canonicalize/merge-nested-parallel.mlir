// Upstream's MergeNestedParallelLoops: an scf.parallel whose body is only another
// scf.parallel, with bounds that do not use the outer induction variables and no reductions
// in either, becomes one loop over all the dimensions (three levels merge into one). An inner
// bound using an outer induction variable, a reduction, or another op in the outer body keeps
// the nest. Expected output is mlir-opt's; @main runs both forms in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 103
// EXEC: 0100234567
// EXEC: 81081011012131415
// EXEC: 1611618118201202223
func.func private @printI64(i64)
func.func private @printNewline()
func.func @merge(%m: memref<3x4x2xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j, %k) = (%c0, %c0) to (%c4, %c2) step (%c1, %c1) {
      scf.parallel (%l) = (%c0) to (%c1) step (%c1) {
        %a = arith.muli %i, %c4 : index
        %b = arith.addi %a, %j : index
        %c = arith.muli %b, %c2 : index
        %d = arith.addi %c, %k : index
        %e = arith.addi %d, %l : index
        %v = arith.index_cast %e : index to i64
        memref.store %v, %m[%i, %j, %k] : memref<3x4x2xi64>
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  } {tag = "outer"}
  return
}
func.func @keep(%m: memref<3x4x2xi64>, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  // Inner upper bound uses the outer induction variable.
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %u = arith.addi %i, %c1 : index
    scf.parallel (%j) = (%c0) to (%u) step (%c1) {
      %v = memref.load %m[%i, %j, %c0] : memref<3x4x2xi64>
      %w = arith.addi %v, %x : i64
      memref.store %w, %m[%i, %j, %c1] : memref<3x4x2xi64>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %m[%i, %j, %c0] : memref<3x4x2xi64>
      memref.store %v, %m[%i, %j, %c0] : memref<3x4x2xi64>
      scf.reduce
    }
    scf.reduce
  }
  // A reduction in the outer loop.
  %s = scf.parallel (%i) = (%c0) to (%c3) step (%c1) init (%x) -> i64 {
    scf.parallel (%j) = (%c0) to (%c4) step (%c1) {
      %v = memref.load %m[%i, %j, %c1] : memref<3x4x2xi64>
      memref.store %v, %m[%i, %j, %c1] : memref<3x4x2xi64>
      scf.reduce
    }
    %q = arith.index_cast %i : index to i64
    scf.reduce(%q : i64) {
    ^bb0(%a: i64, %b: i64):
      %r = arith.addi %a, %b : i64
      scf.reduce.return %r : i64
    }
  }
  return %s : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %x = arith.constant 100 : i64
  %m = memref.alloca() : memref<3x4x2xi64>
  func.call @merge(%m, %c3) : (memref<3x4x2xi64>, index) -> ()
  %s = func.call @keep(%m, %x) : (memref<3x4x2xi64>, i64) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        %v = memref.load %m[%i, %j, %k] : memref<3x4x2xi64>
        func.call @printI64(%v) : (i64) -> ()
      }
    }
    func.call @printNewline() : () -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @merge(%arg0: memref<3x4x2xi64>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg2, %arg3, %arg4) = (%c0, %c0, %c0) to (%arg1, %c4, %c2) step (%c1, %c1, %c1) {
// CHECK-NEXT: %0 = arith.muli %arg2, %c4 : index
// CHECK-NEXT: %1 = arith.addi %0, %arg3 : index
// CHECK-NEXT: %2 = arith.muli %1, %c2 : index
// CHECK-NEXT: %3 = arith.addi %2, %arg4 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i64
// CHECK-NEXT: memref.store %4, %arg0[%arg2, %arg3, %arg4] : memref<3x4x2xi64>
// CHECK-NEXT: scf.reduce 
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @keep(%arg0: memref<3x4x2xi64>, %arg1: i64) -> i64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%c3) step (%c1) {
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%1) step (%c1) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg2, %arg3, %c0] : memref<3x4x2xi64>
// CHECK-NEXT: %3 = arith.addi %2, %arg1 : i64
// CHECK-NEXT: memref.store %3, %arg0[%arg2, %arg3, %c1] : memref<3x4x2xi64>
// CHECK-NEXT: scf.reduce 
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce 
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c3, %c4) step (%c1, %c1) {
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %arg3, %c0] : memref<3x4x2xi64>
// CHECK-NEXT: memref.store %1, %arg0[%arg2, %arg3, %c0] : memref<3x4x2xi64>
// CHECK-NEXT: scf.reduce 
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg2) = (%c0) to (%c3) step (%c1) init (%arg1) -> i64 {
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT: %2 = memref.load %arg0[%arg2, %arg3, %c1] : memref<3x4x2xi64>
// CHECK-NEXT: memref.store %2, %arg0[%arg2, %arg3, %c1] : memref<3x4x2xi64>
// CHECK-NEXT: scf.reduce 
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.index_cast %arg2 : index to i64
// CHECK-NEXT: scf.reduce(%1 : i64) {
// CHECK-NEXT: ^bb0(%arg3: i64, %arg4: i64):
// CHECK-NEXT: %2 = arith.addi %arg3, %arg4 : i64
// CHECK-NEXT: scf.reduce.return %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c100_i64 = arith.constant 100 : i64
// CHECK-NEXT: %alloca = memref.alloca() : memref<3x4x2xi64>
// CHECK-NEXT: call @merge(%alloca, %c3) : (memref<3x4x2xi64>, index) -> ()
// CHECK-NEXT: %0 = call @keep(%alloca, %c100_i64) : (memref<3x4x2xi64>, i64) -> i64
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: scf.for %arg0 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %1 = memref.load %alloca[%arg0, %arg1, %arg2] : memref<3x4x2xi64>
// CHECK-NEXT: func.call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.call @printNewline() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
