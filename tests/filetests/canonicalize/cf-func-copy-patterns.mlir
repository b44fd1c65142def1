// Upstream's cf.cond_br patterns SimplifyCondBranchFromCondBranchOnSameCondition and
// CondBranchTruthPropagation, SimplifyCondBranchIdenticalSuccessors only with selects when the
// destination has no other predecessor, func's SimplifyIndirectCallWithKnownCallee, and
// memref.copy's FoldSelfCopy and FoldEmptyCopy (found by running roundtrip files through both
// pipelines and by the outside tester's inventory). Expected output is mlir-opt's; both engines
// print what upstream's runner prints (5 9 6 5 5 9).
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --engine=jit | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --engine=interp | filecheck %s --check-prefix=OUT
// OUT: 596559
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @ext(%a: i64) -> i64 {
  return %a : i64
}
// SimplifyCondBranchFromCondBranchOnSameCondition and SimplifyCondBranchIdenticalSuccessors.
func.func @same_cond(%c: i1, %x: i64, %y: i64) -> i64 {
  cf.cond_br %c, ^bb2(%x : i64), ^bb1(%x : i64)
^bb1(%a: i64):
  cf.cond_br %c, ^bb2(%a : i64), ^bb2(%y : i64)
^bb2(%r: i64):
  return %r : i64
}
// CondBranchTruthPropagation: %c in a block reached only by one edge.
func.func @truth(%c: i1, %x: i64) -> i64 {
  cf.cond_br %c, ^t, ^f
^t:
  %e = arith.extui %c : i1 to i64
  %s = arith.addi %x, %e : i64
  return %s : i64
^f:
  %e2 = arith.extui %c : i1 to i64
  %s2 = arith.subi %x, %e2 : i64
  return %s2 : i64
}
// An identical-successor cond_br whose destination has another predecessor stays (no selects).
func.func @shared(%c: i1, %d: i1, %x: i64, %y: i64) -> i64 {
  cf.cond_br %d, ^a, ^j(%y : i64)
^a:
  cf.cond_br %c, ^j(%x : i64), ^j(%y : i64)
^j(%r: i64):
  return %r : i64
}
// SimplifyIndirectCallWithKnownCallee, FoldSelfCopy, FoldEmptyCopy.
func.func @calls_copies(%x: i64, %m: memref<4xi64>, %e: memref<0xi64>, %e2: memref<0xi64>) -> i64 {
  %f = func.constant @ext : (i64) -> i64
  %r = func.call_indirect %f(%x) : (i64) -> i64
  memref.copy %m, %m : memref<4xi64> to memref<4xi64>
  memref.copy %e, %e2 : memref<0xi64> to memref<0xi64>
  return %r : i64
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c5 = arith.constant 5 : i64
  %c9 = arith.constant 9 : i64
  %a = call @same_cond(%t, %c5, %c9) : (i1, i64, i64) -> i64
  %b = call @same_cond(%f, %c5, %c9) : (i1, i64, i64) -> i64
  %c = call @truth(%t, %c5) : (i1, i64) -> i64
  %d = call @truth(%f, %c5) : (i1, i64) -> i64
  %e = call @shared(%t, %t, %c5, %c9) : (i1, i1, i64, i64) -> i64
  %g = call @shared(%f, %t, %c5, %c9) : (i1, i1, i64, i64) -> i64
  call @printI64(%a) : (i64) -> ()
  call @printI64(%b) : (i64) -> ()
  call @printI64(%c) : (i64) -> ()
  call @printI64(%d) : (i64) -> ()
  call @printI64(%e) : (i64) -> ()
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func private @ext(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @same_cond(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @truth(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %c1_i64 : i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shared(%arg0: i1, %arg1: i1, %arg2: i64, %arg3: i64) -> i64 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2(%arg3 : i64)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg2 : i64), ^bb2(%arg3 : i64)
// CHECK-NEXT: ^bb2(%0: i64):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @calls_copies(%arg0: i64, %arg1: memref<4xi64>, %arg2: memref<0xi64>, %arg3: memref<0xi64>) -> i64 {
// CHECK-NEXT: %0 = call @ext(%arg0) : (i64) -> i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %c9_i64 = arith.constant 9 : i64
// CHECK-NEXT: %0 = call @same_cond(%true, %c5_i64, %c9_i64) : (i1, i64, i64) -> i64
// CHECK-NEXT: %1 = call @same_cond(%false, %c5_i64, %c9_i64) : (i1, i64, i64) -> i64
// CHECK-NEXT: %2 = call @truth(%true, %c5_i64) : (i1, i64) -> i64
// CHECK-NEXT: %3 = call @truth(%false, %c5_i64) : (i1, i64) -> i64
// CHECK-NEXT: %4 = call @shared(%true, %true, %c5_i64, %c9_i64) : (i1, i1, i64, i64) -> i64
// CHECK-NEXT: %5 = call @shared(%false, %true, %c5_i64, %c9_i64) : (i1, i1, i64, i64) -> i64
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: call @printI64(%4) : (i64) -> ()
// CHECK-NEXT: call @printI64(%5) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
