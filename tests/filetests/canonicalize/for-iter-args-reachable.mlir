// scf.for iter_args that only their init can reach through the yields and each other (two
// with the same init that the yield swaps, three rotating) are that init (upstream's
// MakeRegionBranchOpSuccessorInputsDead on scf.for); two with different inits swapped stay.
// Expected output is mlir-opt's; @main runs both forms in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 335
// EXEC: 338
// EXEC: 3311
// EXEC: 333
// EXEC: 333
// EXEC: 333
// EXEC: 353
// EXEC: 535
// EXEC: 353
// EXEC: 3314
// EXEC: 353
func.func private @printI64(i64)
func.func private @printNewline()
func.func @use(%a: i64, %b: i64, %c: i64) {
  func.call @printI64(%a) : (i64) -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @swap(%x: i64, %y: i64, %n: index) -> (i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %y) -> (i64, i64, i64) {
    func.call @use(%a, %b, %c) : (i64, i64, i64) -> ()
    %d = arith.addi %c, %a : i64
    scf.yield %b, %a, %d : i64, i64, i64
  }
  return %r#0, %r#1, %r#2 : i64, i64, i64
}
func.func @cycle3(%x: i64, %y: i64, %n: index) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x, %c = %x) -> (i64, i64, i64) {
    func.call @use(%a, %b, %c) : (i64, i64, i64) -> ()
    scf.yield %c, %a, %b : i64, i64, i64
  }
  %s:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i64, i64) {
    func.call @use(%a, %b, %a) : (i64, i64, i64) -> ()
    scf.yield %b, %a : i64, i64
  }
  return %r#2, %s#0 : i64, i64
}
func.func @main() {
  %x = arith.constant 3 : i64
  %y = arith.constant 5 : i64
  %n = arith.constant 3 : index
  %r:3 = func.call @swap(%x, %y, %n) : (i64, i64, index) -> (i64, i64, i64)
  %s:2 = func.call @cycle3(%x, %y, %n) : (i64, i64, index) -> (i64, i64)
  func.call @use(%r#0, %r#1, %r#2) : (i64, i64, i64) -> ()
  func.call @use(%s#0, %s#1, %x) : (i64, i64, i64) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @use(%arg0: i64, %arg1: i64, %arg2: i64) {
// CHECK-NEXT: call @printI64(%arg0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%arg1) : (i64) -> ()
// CHECK-NEXT: call @printI64(%arg2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @swap(%arg0: i64, %arg1: i64, %arg2: index) -> (i64, i64, i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (i64) {
// CHECK-NEXT: func.call @use(%arg0, %arg0, %arg4) : (i64, i64, i64) -> ()
// CHECK-NEXT: %1 = arith.addi %arg4, %arg0 : i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %arg0, %0 : i64, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cycle3(%arg0: i64, %arg1: i64, %arg2: index) -> (i64, i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: func.call @use(%arg0, %arg0, %arg0) : (i64, i64, i64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (i64, i64) {
// CHECK-NEXT: func.call @use(%arg4, %arg5, %arg4) : (i64, i64, i64) -> ()
// CHECK-NEXT: scf.yield %arg5, %arg4 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0#0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0:3 = call @swap(%c3_i64, %c5_i64, %c3) : (i64, i64, index) -> (i64, i64, i64)
// CHECK-NEXT: %1:2 = call @cycle3(%c3_i64, %c5_i64, %c3) : (i64, i64, index) -> (i64, i64)
// CHECK-NEXT: call @use(%0#0, %0#1, %0#2) : (i64, i64, i64) -> ()
// CHECK-NEXT: call @use(%1#0, %1#1, %c3_i64) : (i64, i64, i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
