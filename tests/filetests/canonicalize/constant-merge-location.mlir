// RUN: memref-opt %s --canonicalize --mlir-print-debuginfo --mlir-print-local-scope | filecheck %s
// Expected output is mlir-opt's.

func.func private @use(i1)

// Two equal constants merged while the worklist is built: the kept one stands for both and
// its location becomes unknown, even when both had the same location.
// CHECK-LABEL: func.func @merged_same_loc
// CHECK-NEXT: %true = arith.constant true loc(unknown)
// CHECK-NEXT: call @use(%true)
// CHECK-NEXT: scf.if
// CHECK-NEXT: func.call @use(%true)
func.func @merged_same_loc(%c: i1) {
  %t0 = arith.constant true loc("gen.mlir":7:9)
  %t1 = arith.constant true loc("gen.mlir":7:9)
  func.call @use(%t0) : (i1) -> ()
  scf.if %c {
    func.call @use(%t1) : (i1) -> ()
  }
  return
}

// subi(x, x) is folded before subi(x, 0): a new zero materialized at the subi (keeping its
// location) rather than x itself, which is then dead.
// CHECK-LABEL: func.func @sub_self_zero
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc("sub")
// CHECK-NEXT: return %c0_i32
func.func @sub_self_zero() -> i32 {
  %z = arith.constant 0 : i32 loc("zero")
  %d = arith.subi %z, %z : i32 loc("sub")
  return %d : i32
}

// The same with x still used: the new zero merges with x (location unknown).
// CHECK-LABEL: func.func @sub_self_zero_used
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc(unknown)
// CHECK-NEXT: return %c0_i32, %c0_i32
func.func @sub_self_zero_used() -> (i32, i32) {
  %z = arith.constant 0 : i32 loc("zero")
  %d = arith.subi %z, %z : i32 loc("sub")
  return %d, %z : i32, i32
}

// `select %c, false, true` becomes `xori %c, true` with a new `true` built at the select (its
// location), not the select's operand.
// CHECK-LABEL: func.func @select_to_not
// CHECK-NEXT: %true = arith.constant true loc("sel")
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1 loc("sel")
func.func @select_to_not(%c: i1) -> i1 {
  %t = arith.constant true loc("t")
  %f = arith.constant false loc("f")
  %r = arith.select %c, %f, %t : i1 loc("sel")
  return %r : i1
}
