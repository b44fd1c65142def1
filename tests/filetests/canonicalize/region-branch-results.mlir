// Upstream's RegionBranchOpInterface patterns on scf.if, scf.index_switch and
// scf.execute_region: a result every yield gives as the same value from outside is that value
// (MakeRegionBranchOpSuccessorInputsDead; for scf.if
// ReplaceIfYieldWithConditionOrValue, which also makes an i1 result yielding false/true the
// negated condition), a result yielded like an earlier one in every yield
// is the earlier one (RemoveDuplicateSuccessorInputUses), and unused results go
// (RemoveDeadRegionBranchOpSuccessorInputs). A value defined inside the op is not a
// replacement. Expected output is mlir-opt's; @main runs both forms in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 512127
// EXEC: 5353535
// EXEC: 5775
// EXEC: -2-2-412717
// EXEC: 47
func.func private @printI64(i64)
func.func private @printNewline()
func.func @sw(%i: index, %x: i64, %y: i64) -> (i64, i64, i64, i64) {
  %r:4 = scf.index_switch %i -> i64, i64, i64, i64
  case 0 {
    %a = arith.addi %x, %y : i64
    scf.yield %x, %a, %a, %y : i64, i64, i64, i64
  }
  case 1 {
    %b = arith.muli %x, %y : i64
    scf.yield %x, %b, %b, %b : i64, i64, i64, i64
  }
  default {
    scf.yield %x, %y, %y, %x : i64, i64, i64, i64
  }
  return %r#0, %r#1, %r#2, %r#3 : i64, i64, i64, i64
}
func.func @ifs(%c: i1, %x: i64, %y: i64) -> (i64, i64, i64) {
  %true = arith.constant true
  %false = arith.constant false
  %r:6 = scf.if %c -> (i64, i64, i64, i64, i1, i64) {
    %a = arith.subi %x, %y : i64
    scf.yield %a, %a, %a, %x, %false, %y : i64, i64, i64, i64, i1, i64
  } else {
    %b = arith.addi %x, %y : i64
    scf.yield %b, %y, %b, %x, %true, %x : i64, i64, i64, i64, i1, i64
  }
  %s = arith.select %r#4, %r#3, %r#1 : i64
  %t = arith.addi %r#2, %s : i64
  return %r#0, %r#1, %t : i64, i64, i64
}
func.func @ex(%m: memref<4xi64>, %n: index, %x: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i64) {
    %r:3 = scf.execute_region -> (i64, i64, i64) {
      %v = memref.load %m[%c0] : memref<4xi64>
      %p = arith.cmpi slt, %v, %acc : i64
      cf.cond_br %p, ^a, ^b
    ^a:
      %w = func.call @side(%v) : (i64) -> i64
      scf.yield %x, %w, %w : i64, i64, i64
    ^b:
      scf.yield %x, %acc, %acc : i64, i64, i64
    }
    %t = arith.addi %r#0, %r#1 : i64
    %u = arith.addi %t, %r#2 : i64
    scf.yield %u : i64
  }
  return %s : i64
}
func.func @side(%v: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %r = arith.muli %v, %c3 : i64
  return %r : i64
}
func.func @main() {
  %x = arith.constant 5 : i64
  %y = arith.constant 7 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant false
  %m = memref.alloca() : memref<4xi64>
  memref.store %y, %m[%c0] : memref<4xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    %r:4 = func.call @sw(%i, %x, %y) : (index, i64, i64) -> (i64, i64, i64, i64)
    func.call @printI64(%r#0) : (i64) -> ()
    func.call @printI64(%r#1) : (i64) -> ()
    func.call @printI64(%r#2) : (i64) -> ()
    func.call @printI64(%r#3) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  %a:3 = func.call @ifs(%t, %x, %y) : (i1, i64, i64) -> (i64, i64, i64)
  %b:3 = func.call @ifs(%f, %x, %y) : (i1, i64, i64) -> (i64, i64, i64)
  func.call @printI64(%a#0) : (i64) -> ()
  func.call @printI64(%a#1) : (i64) -> ()
  func.call @printI64(%a#2) : (i64) -> ()
  func.call @printI64(%b#0) : (i64) -> ()
  func.call @printI64(%b#1) : (i64) -> ()
  func.call @printI64(%b#2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %e = func.call @ex(%m, %c3, %x) : (memref<4xi64>, index, i64) -> i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @sw(%arg0: index, %arg1: i64, %arg2: i64) -> (i64, i64, i64, i64) {
// CHECK-NEXT: %0:2 = scf.index_switch %arg0 -> i64, i64 
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: scf.yield %1, %arg2 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i64
// CHECK-NEXT: scf.yield %1, %1 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2, %arg1 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0#0, %0#0, %0#1 : i64, i64, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ifs(%arg0: i1, %arg1: i64, %arg2: i64) -> (i64, i64, i64) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i64, i64) {
// CHECK-NEXT: %3 = arith.subi %arg1, %arg2 : i64
// CHECK-NEXT: scf.yield %3, %3 : i64, i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: scf.yield %3, %arg2 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.select %arg0, %0#1, %arg1 : i64
// CHECK-NEXT: %2 = arith.addi %0#0, %1 : i64
// CHECK-NEXT: return %0#0, %0#1, %2 : i64, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ex(%arg0: memref<4xi64>, %arg1: index, %arg2: i64) -> i64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg2) -> (i64) {
// CHECK-NEXT: %1 = scf.execute_region -> i64 {
// CHECK-NEXT: %4 = memref.load %arg0[%c0] : memref<4xi64>
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %arg4 : i64
// CHECK-NEXT: cf.cond_br %5, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %6 = func.call @side(%4) : (i64) -> i64
// CHECK-NEXT: scf.yield %6 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg4 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addi %arg2, %1 : i64
// CHECK-NEXT: %3 = arith.addi %2, %1 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @side(%arg0: i64) -> i64 {
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %0 = arith.muli %arg0, %c3_i64 : i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi64>
// CHECK-NEXT: memref.store %c7_i64, %alloca[%c0] : memref<4xi64>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %3:4 = func.call @sw(%arg0, %c5_i64, %c7_i64) : (index, i64, i64) -> (i64, i64, i64, i64)
// CHECK-NEXT: func.call @printI64(%3#0) : (i64) -> ()
// CHECK-NEXT: func.call @printI64(%3#1) : (i64) -> ()
// CHECK-NEXT: func.call @printI64(%3#2) : (i64) -> ()
// CHECK-NEXT: func.call @printI64(%3#3) : (i64) -> ()
// CHECK-NEXT: func.call @printNewline() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0:3 = call @ifs(%true, %c5_i64, %c7_i64) : (i1, i64, i64) -> (i64, i64, i64)
// CHECK-NEXT: %1:3 = call @ifs(%false, %c5_i64, %c7_i64) : (i1, i64, i64) -> (i64, i64, i64)
// CHECK-NEXT: call @printI64(%0#0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%0#1) : (i64) -> ()
// CHECK-NEXT: call @printI64(%0#2) : (i64) -> ()
// CHECK-NEXT: call @printI64(%1#0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%1#1) : (i64) -> ()
// CHECK-NEXT: call @printI64(%1#2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %2 = call @ex(%alloca, %c3, %c5_i64) : (memref<4xi64>, index, i64) -> i64
// CHECK-NEXT: call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
