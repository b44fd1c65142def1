// Upstream's WhileMoveIfDown: an scf.if right before the scf.condition, on the same condition,
// whose else only yields, moves into the after region; the condition forwards the else
// values, and the before-region values the then block uses (also from nested regions, in
// upstream's post-order walk) are forwarded as new results. Expected output is mlir-opt's;
// @main runs both forms in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 428
// EXEC: 291820484484
func.func private @printI64(i64)
func.func private @printNewline()
func.func @basic(%n: i64, %m: memref<4xi64>) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c1) : (i64) -> i64 {
    %k = arith.muli %i, %i : i64
    %c = arith.cmpi slt, %i, %n : i64
    %x = scf.if %c -> (i64) {
      %l = memref.load %m[%c0] : memref<4xi64>
      %a = arith.addi %l, %k : i64
      scf.yield %a : i64
    } else {
      scf.yield %i : i64
    }
    scf.condition(%c) %x : i64
  } do {
  ^bb0(%y: i64):
    func.call @printI64(%y) : (i64) -> ()
    %s = arith.addi %y, %c1 : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @nested(%n: i64, %m: memref<4xi64>) -> (i64, i64) {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%i = %c1, %j = %c2) : (i64, i64) -> (i64, i64) {
    %k = arith.muli %i, %j : i64
    %q = arith.addi %i, %j : i64
    %c = arith.cmpi slt, %k, %n : i64
    %x:2 = scf.if %c -> (i64, i64) {
      %p = arith.cmpi sgt, %q, %c2 : i64
      %z = scf.if %p -> (i64) {
        %t = arith.subi %k, %j : i64
        scf.yield %t : i64
      } else {
        scf.yield %q : i64
      }
      memref.store %z, %m[%c0] : memref<4xi64>
      %u = arith.addi %i, %c1 : i64
      scf.yield %z, %u : i64, i64
    } else {
      scf.yield %j, %c1 : i64, i64
    }
    scf.condition(%c) %x#1, %x#0 : i64, i64
  } do {
  ^bb0(%a: i64, %b: i64):
    %a1 = arith.addi %a, %c1 : i64
    %b1 = arith.addi %b, %a : i64
    scf.yield %a1, %b1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}
func.func @noresult(%n: i64, %m: memref<4xi64>) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : index
  %r = scf.while (%i = %c1) : (i64) -> i64 {
    %c = arith.cmpi slt, %i, %n : i64
    scf.if %c {
      %o = memref.load %m[%c0] : memref<4xi64>
      %s = arith.addi %o, %i : i64
      memref.store %s, %m[%c0] : memref<4xi64>
    }
    scf.condition(%c) %i : i64
  } do {
  ^bb0(%y: i64):
    %z = arith.addi %y, %c1 : i64
    scf.yield %z : i64
  }
  return %r : i64
}
func.func @kept(%n: i64, %m: memref<4xi64>) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : index
  // The else has an op of its own; the if is not right before the condition.
  %r = scf.while (%i = %c1) : (i64) -> i64 {
    %c = arith.cmpi slt, %i, %n : i64
    %x = scf.if %c -> (i64) {
      %a = arith.addi %i, %c1 : i64
      scf.yield %a : i64
    } else {
      %b = arith.muli %i, %i : i64
      scf.yield %b : i64
    }
    %w = scf.if %c -> (i64) {
      %a = arith.addi %x, %c1 : i64
      scf.yield %a : i64
    } else {
      scf.yield %x : i64
    }
    memref.store %w, %m[%c0] : memref<4xi64>
    scf.condition(%c) %w : i64
  } do {
  ^bb0(%y: i64):
    %z = arith.addi %y, %c1 : i64
    scf.yield %z : i64
  }
  return %r : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 20 : i64
  %v = arith.constant 3 : i64
  %m = memref.alloca() : memref<4xi64>
  memref.store %v, %m[%c0] : memref<4xi64>
  %a = func.call @basic(%n, %m) : (i64, memref<4xi64>) -> i64
  func.call @printNewline() : () -> ()
  %b:2 = func.call @nested(%n, %m) : (i64, memref<4xi64>) -> (i64, i64)
  %c = func.call @noresult(%n, %m) : (i64, memref<4xi64>) -> i64
  %d = func.call @kept(%n, %m) : (i64, memref<4xi64>) -> i64
  %l = memref.load %m[%c0] : memref<4xi64>
  func.call @printI64(%a) : (i64) -> ()
  func.call @printI64(%b#0) : (i64) -> ()
  func.call @printI64(%b#1) : (i64) -> ()
  func.call @printI64(%c) : (i64) -> ()
  func.call @printI64(%d) : (i64) -> ()
  func.call @printI64(%l) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @basic(%arg0: i64, %arg1: memref<4xi64>) -> i64 {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %c1_i64) : (i64) -> (i64, i64) {
// CHECK-NEXT: %1 = arith.muli %arg2, %arg2 : i64
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %arg0 : i64
// CHECK-NEXT: scf.condition(%2) %arg2, %1 : i64, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i64, %arg3: i64):
// CHECK-NEXT: %1 = memref.load %arg1[%c0] : memref<4xi64>
// CHECK-NEXT: %2 = arith.addi %1, %arg3 : i64
// CHECK-NEXT: func.call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: %3 = arith.addi %2, %c1_i64 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested(%arg0: i64, %arg1: memref<4xi64>) -> (i64, i64) {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:4 = scf.while (%arg2 = %c1_i64, %arg3 = %c2_i64) : (i64, i64) -> (i64, i64, i64, i64) {
// CHECK-NEXT: %1 = arith.muli %arg2, %arg3 : i64
// CHECK-NEXT: %2 = arith.addi %arg2, %arg3 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %1, %arg0 : i64
// CHECK-NEXT: scf.condition(%3) %arg3, %2, %1, %arg2 : i64, i64, i64, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64):
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg3, %c2_i64 : i64
// CHECK-NEXT: %2 = scf.if %1 -> (i64) {
// CHECK-NEXT: %6 = arith.subi %arg4, %arg2 : i64
// CHECK-NEXT: scf.yield %6 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %2, %arg1[%c0] : memref<4xi64>
// CHECK-NEXT: %3 = arith.addi %arg5, %c1_i64 : i64
// CHECK-NEXT: %4 = arith.addi %arg5, %c2_i64 : i64
// CHECK-NEXT: %5 = arith.addi %2, %3 : i64
// CHECK-NEXT: scf.yield %4, %5 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i64, %0#0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @noresult(%arg0: i64, %arg1: memref<4xi64>) -> i64 {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.while (%arg2 = %c1_i64) : (i64) -> i64 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i64
// CHECK-NEXT: scf.condition(%1) %arg2 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i64):
// CHECK-NEXT: %1 = memref.load %arg1[%c0] : memref<4xi64>
// CHECK-NEXT: %2 = arith.addi %1, %arg2 : i64
// CHECK-NEXT: memref.store %2, %arg1[%c0] : memref<4xi64>
// CHECK-NEXT: %3 = arith.addi %arg2, %c1_i64 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @kept(%arg0: i64, %arg1: memref<4xi64>) -> i64 {
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.while (%arg2 = %c1_i64) : (i64) -> i64 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i64
// CHECK-NEXT: %2 = scf.if %1 -> (i64) {
// CHECK-NEXT: %3 = arith.addi %arg2, %c2_i64 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = arith.muli %arg2, %arg2 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %2, %arg1[%c0] : memref<4xi64>
// CHECK-NEXT: scf.condition(%1) %2 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i64):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i64 : i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c20_i64 = arith.constant 20 : i64
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi64>
// CHECK-NEXT: memref.store %c3_i64, %alloca[%c0] : memref<4xi64>
// CHECK-NEXT: %0 = call @basic(%c20_i64, %alloca) : (i64, memref<4xi64>) -> i64
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %1:2 = call @nested(%c20_i64, %alloca) : (i64, memref<4xi64>) -> (i64, i64)
// CHECK-NEXT: %2 = call @noresult(%c20_i64, %alloca) : (i64, memref<4xi64>) -> i64
// CHECK-NEXT: %3 = call @kept(%c20_i64, %alloca) : (i64, memref<4xi64>) -> i64
// CHECK-NEXT: %4 = memref.load %alloca[%c0] : memref<4xi64>
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%1#0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%1#1) : (i64) -> ()
// CHECK-NEXT: call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: call @printI64(%4) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
