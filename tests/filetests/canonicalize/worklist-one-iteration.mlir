// The greedy driver as upstream's within one iteration (max-iterations=1): a change inside a
// region queues the ops it is nested in (the scf.if whose else branch's muli by 1 folded is
// revisited and drops out), erasing an op queues its operands' definitions left with at most one
// other use, and the scf.if patterns are tried in upstream's order (ConvertTrivialIfToSelect
// before ReplaceIfYieldWithConditionOrValue), so the first and last ifs then combine. Before,
// this took a second iteration and left the extui after the if. Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize=max-iterations=1 | filecheck %s
func.func @f(%u: i64) -> i64 {
  %k50 = arith.constant 50 : i64
  %cond8 = arith.cmpi slt, %u, %k50 : i64
  %k9 = arith.constant true
  %nc10 = arith.xori %cond8, %k9 : i1
  %k11 = arith.constant 1 : i64
  %ir12 = scf.if %cond8 -> (i64) {
    %ix = arith.addi %u, %k11 : i64
    scf.yield %ix : i64
  } else {
    scf.yield %u : i64
  }
  %ir13 = scf.if %nc10 -> (i64) {
    scf.yield %ir12 : i64
  } else {
    %iy16 = arith.muli %ir12, %k11 : i64
    scf.yield %iy16 : i64
  }
  %one = arith.constant 1 : i64
  %zero = arith.constant 0 : i64
  %ir14 = scf.if %cond8 -> (i64) {
    scf.yield %one : i64
  } else {
    scf.yield %zero : i64
  }
  %a19 = arith.addi %ir13, %ir14 : i64
  return %a19 : i64
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i64) -> i64 {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c50_i64 = arith.constant 50 : i64
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c50_i64 : i64
// CHECK-NEXT: %1 = arith.extui %0 : i1 to i64
// CHECK-NEXT: %2 = scf.if %0 -> (i64) {
// CHECK-NEXT: %4 = arith.addi %arg0, %c1_i64 : i64
// CHECK-NEXT: scf.yield %4 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.addi %2, %1 : i64
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
