// Upstream's RemoveDeadRegionBranchOpSuccessorInputs for scf.index_switch and
// scf.execute_region (unused results dropped from the op and every yield) and
// MultiBlockExecuteInliner (a multi-block execute_region in a function becomes branches: the
// block is split at it, each scf.yield a cf.br to the rest, whose block arguments are the
// results). Expected output is mlir-opt's; @main runs the same before and after canonicalize
// in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 36
// EXEC-NEXT: 6
// EXEC-NEXT: 7
// EXEC-NEXT: 36
func.func @sw(%x: i64, %i: index) -> i64 {
  %c1 = arith.constant 1 : i64
  %0:2 = scf.index_switch %i -> i64, i64
  case 1 {
    %a = arith.addi %x, %c1 : i64
    scf.yield %a, %x : i64, i64
  }
  case 2 {
    %b = arith.muli %x, %x : i64
    scf.yield %x, %b : i64, i64
  }
  default {
    scf.yield %x, %x : i64, i64
  }
  return %0#1 : i64
}

func.func @er(%x: i64, %p: i1) -> i64 {
  %c1 = arith.constant 1 : i64
  %0:2 = scf.execute_region -> (i64, i64) {
    cf.cond_br %p, ^bb1, ^bb2
  ^bb1:
    %a = arith.addi %x, %c1 : i64
    scf.yield %a, %x : i64, i64
  ^bb2:
    %b = arith.muli %x, %x : i64
    scf.yield %b, %c1 : i64, i64
  }
  return %0#0 : i64
}
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %x = arith.constant 6 : i64
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = func.call @sw(%x, %c2) : (i64, index) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = func.call @sw(%x, %c1) : (i64, index) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %t = arith.constant true
  %f = arith.constant false
  %c = func.call @er(%x, %t) : (i64, i1) -> i64
  func.call @printI64(%c) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d = func.call @er(%x, %f) : (i64, i1) -> i64
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @sw(%arg0: i64, %arg1: index) -> i64 {
// CHECK-NEXT: %0 = scf.index_switch %arg1 -> i64 
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: case 2 {
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @er(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i64 : i64
// CHECK-NEXT: cf.br ^bb3(%0 : i64)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg0, %arg0 : i64
// CHECK-NEXT: cf.br ^bb3(%1 : i64)
// CHECK-NEXT: ^bb3(%2: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c6_i64 = arith.constant 6 : i64
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = call @sw(%c6_i64, %c2) : (i64, index) -> i64
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %1 = call @sw(%c6_i64, %c1) : (i64, index) -> i64
// CHECK-NEXT: call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %2 = call @er(%c6_i64, %true) : (i64, i1) -> i64
// CHECK-NEXT: call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %3 = call @er(%c6_i64, %false) : (i64, i1) -> i64
// CHECK-NEXT: call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
