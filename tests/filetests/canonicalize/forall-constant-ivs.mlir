// Upstream's ForallOpReplaceConstantInductionVar: the induction variable of a single-trip
// scf.forall dimension is its lower bound. With a mapping the dimensions themselves stay
// (ForallOpSingleOrZeroIterationDimsFolder leaves mapped loops alone); dynamic bounds that are
// constants become static first. Expected output is mlir-opt's; @main runs both forms in both
// engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC

// EXEC: 0020002000200020
// EXEC: 0007000700000000
func.func private @printI64(i64)
func.func private @printNewline()
func.func @mapped(%m: memref<4x4xi64>) {
  scf.forall (%i, %j) = (0, 2) to (4, 3) step (1, 1) {
    %a = arith.index_cast %j : index to i64
    memref.store %a, %m[%i, %j] : memref<4x4xi64>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}
func.func @dynamic(%m: memref<4x4xi64>, %n: index) {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : i64
  scf.forall (%i, %j) = (0, %c3) to (%n, %c4) step (1, 5) {
    memref.store %c7, %m[%i, %j] : memref<4x4xi64>
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  return
}
func.func @print(%m: memref<4x4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %m[%i, %j] : memref<4x4xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %z = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloca() : memref<4x4xi64>
  %b = memref.alloca() : memref<4x4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %z, %a[%i, %j] : memref<4x4xi64>
      memref.store %z, %b[%i, %j] : memref<4x4xi64>
    }
  }
  func.call @mapped(%a) : (memref<4x4xi64>) -> ()
  func.call @dynamic(%b, %c2) : (memref<4x4xi64>, index) -> ()
  func.call @print(%a) : (memref<4x4xi64>) -> ()
  func.call @print(%b) : (memref<4x4xi64>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @mapped(%arg0: memref<4x4xi64>) {
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.forall (%arg1, %arg2) = (0, 2) to (4, 3) step (1, 1) {
// CHECK-NEXT: memref.store %c2_i64, %arg0[%arg1, %c2] : memref<4x4xi64>
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic(%arg0: memref<4x4xi64>, %arg1: index) {
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (0, 3) to (%arg1, 4) step (1, 5) {
// CHECK-NEXT: memref.store %c7_i64, %arg0[%arg2, %c3] : memref<4x4xi64>
// CHECK-NEXT: } {mapping = [#gpu.block<x>, #gpu.block<y>]}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @print(%arg0: memref<4x4xi64>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg2] : memref<4x4xi64>
// CHECK-NEXT: func.call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4x4xi64>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<4x4xi64>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT: memref.store %c0_i64, %alloca[%arg0, %arg1] : memref<4x4xi64>
// CHECK-NEXT: memref.store %c0_i64, %alloca_0[%arg0, %arg1] : memref<4x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: call @mapped(%alloca) : (memref<4x4xi64>) -> ()
// CHECK-NEXT: call @dynamic(%alloca_0, %c2) : (memref<4x4xi64>, index) -> ()
// CHECK-NEXT: call @print(%alloca) : (memref<4x4xi64>) -> ()
// CHECK-NEXT: call @print(%alloca_0) : (memref<4x4xi64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
