// scf.while canonicalizations: WhileConditionTruth, WhileCmpCond, WhileOpAlignBeforeArgs, and
// what upstream's sources before LLVM 22 called RemoveLoopInvariantArgsFromBeforeBlock,
// RemoveLoopInvariantValueYielded, WhileUnusedResult, WhileRemoveDuplicatedResults and
// WhileRemoveUnusedArgs (LLVM 22.1.8 does the same through its RegionBranchOpInterface patterns). Expected output is mlir-opt's; the program prints the same before and
// after, in both engines and under upstream's mlir-runner.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --engine=jit | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --engine=interp | filecheck %s --check-prefix=OUT
// OUT: 10
// OUT-NEXT: 8
// OUT-NEXT: 3
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @ident(%m: memref<4xi64>) -> memref<4xi64> {
  return %m : memref<4xi64>
}
// An invariant before-argument (%m is yielded back from the after block), a value from
// outside forwarded by the condition (%k), a duplicated forwarded value, an unused result.
func.func @loops(%n: i64, %k: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %m = memref.alloc() : memref<4xi64>
  %r:4 = scf.while (%i = %c0, %mm = %m, %s = %c0) : (i64, memref<4xi64>, i64) -> (i64, memref<4xi64>, i64, i64) {
    %c = arith.cmpi slt, %i, %n : i64
    scf.condition(%c) %i, %mm, %k, %i : i64, memref<4xi64>, i64, i64
  } do {
  ^bb0(%a: i64, %b: memref<4xi64>, %kk: i64, %a2: i64):
    %x = func.call @ident(%b) : (memref<4xi64>) -> memref<4xi64>
    %next = arith.addi %a, %c1 : i64
    %t = arith.addi %kk, %a2 : i64
    scf.yield %next, %b, %t : i64, memref<4xi64>, i64
  }
  %sum = arith.addi %r#0, %r#2 : i64
  return %sum : i64
}
// The condition forwarded as a value (true in the after block), the condition's own compare
// repeated in the after block (true) and inverted (false), an unused before argument, and
// forwarded arguments in another order than the before block's.
func.func @conds(%n: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c5 = arith.constant 5 : i64
  %r:3 = scf.while (%i = %c0, %j = %c5, %u = %c1) : (i64, i64, i64) -> (i64, i64, i1) {
    %c = arith.cmpi slt, %i, %n : i64
    scf.condition(%c) %j, %i, %c : i64, i64, i1
  } do {
  ^bb0(%jj: i64, %ii: i64, %cc: i1):
    %same = arith.cmpi slt, %ii, %n : i64
    %inv = arith.cmpi sge, %ii, %n : i64
    %both = arith.andi %same, %cc : i1
    %either = arith.ori %both, %inv : i1
    %d = arith.extui %either : i1 to i64
    %i2 = arith.addi %ii, %d : i64
    %j2 = arith.addi %jj, %c1 : i64
    scf.yield %i2, %j2, %c5 : i64, i64, i64
  }
  return %r#0, %r#1 : i64, i64
}
func.func @main() {
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %a = call @loops(%c3, %c7) : (i64, i64) -> i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  %b:2 = call @conds(%c3) : (i64) -> (i64, i64)
  call @printI64(%b#0) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%b#1) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func private @ident(%arg0: memref<4xi64>) -> memref<4xi64> {
// CHECK-NEXT: return %arg0 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loops(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0 = scf.while (%arg2 = %c0_i64) : (i64) -> i64 {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %arg0 : i64
// CHECK-NEXT: scf.condition(%2) %arg2 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i64):
// CHECK-NEXT: %2 = func.call @ident(%alloc) : (memref<4xi64>) -> memref<4xi64>
// CHECK-NEXT: %3 = arith.addi %arg2, %c1_i64 : i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : i64
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @conds(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %c0_i64, %arg2 = %c5_i64) : (i64, i64) -> (i64, i64) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : i64
// CHECK-NEXT: scf.condition(%1) %arg1, %arg2 : i64, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i64, %arg2: i64):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i64 : i64
// CHECK-NEXT: %2 = arith.addi %arg2, %c1_i64 : i64
// CHECK-NEXT: scf.yield %1, %2 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %0 = call @loops(%c3_i64, %c7_i64) : (i64, i64) -> i64
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %1:2 = call @conds(%c3_i64) : (i64) -> (i64, i64)
// CHECK-NEXT: call @printI64(%1#0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%1#1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
