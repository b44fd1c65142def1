// RUN: memref-opt %s -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(cse))' | filecheck %s --check-prefix=CSE
// RUN: memref-opt %s -allow-unregistered-dialect --canonicalize | filecheck %s --check-prefix=CANON
// Expected output is mlir-opt's.
//
// An unregistered op might be isolated from above (MLIR's `mightHaveTrait`): cse does not
// replace a value inside its regions by one defined outside, and the folder keeps constants
// inside its regions instead of hoisting them out.

// CSE-LABEL: func.func @cse_inside
// CSE-NEXT: %[[OUT:.*]] = arith.constant 7 : i64
// CSE-NEXT: "test.scope"() ({
// CSE-NEXT: %[[IN:.*]] = arith.constant 7 : i64
// CSE-NEXT: "test.use"(%[[IN]], %[[IN]])
// CSE: return %[[OUT]]
func.func @cse_inside() -> i64 {
  %a = arith.constant 7 : i64
  "test.scope"() ({
    %b = arith.constant 7 : i64
    %c = arith.constant 7 : i64
    "test.use"(%b, %c) : (i64, i64) -> ()
  }) : () -> ()
  return %a : i64
}

// CANON-LABEL: func.func @fold_inside
// CANON-NEXT: %[[R:.*]] = "test.scope"() ({
// CANON-NEXT: %[[C:.*]] = arith.constant 9 : i64
// CANON-NEXT: "test.yield"(%[[C]])
// CANON-NEXT: }) : () -> i64
// CANON-NEXT: return %[[R]]
func.func @fold_inside() -> i64 {
  %r = "test.scope"() ({
    %x = arith.constant 4 : i64
    %y = arith.constant 5 : i64
    %s = arith.addi %x, %y : i64
    "test.yield"(%s) : (i64) -> ()
  }) : () -> (i64)
  return %r : i64
}
