// Upstream's ArithCanonicalization.td add/sub/mul constant patterns (AddIAddConstant ...
// SubISubILHSRHSLHS, MulIMulIConstant) with their overflow flags, and the AddI/SubI/DivUI folds
// over sub/add/mul (found missing by scripts/compare-ir-upstream.sh: subi(subi(a, x), a)).
// Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%x: i64, %y: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %m1 = arith.constant -1 : i64
  %a = arith.addi %x, %c3 overflow<nsw, nuw> : i64
  %r1 = arith.addi %a, %c5 overflow<nsw> : i64
  %s = arith.subi %x, %c3 : i64
  %r2 = arith.addi %s, %c5 : i64
  %t = arith.subi %c3, %x overflow<nsw> : i64
  %r3 = arith.addi %t, %c5 overflow<nsw> : i64
  %my = arith.muli %y, %m1 : i64
  %r4 = arith.addi %x, %my : i64
  %r5 = arith.addi %my, %x : i64
  %r6 = arith.subi %a, %c5 : i64
  %r7 = arith.subi %c5, %a : i64
  %r8 = arith.subi %s, %c5 : i64
  %r9 = arith.subi %t, %c5 : i64
  %r10 = arith.subi %c5, %s : i64
  %r11 = arith.subi %c5, %t : i64
  %xy = arith.subi %x, %y : i64
  %r12 = arith.subi %xy, %x : i64
  %mx = arith.muli %x, %c3 : i64
  %r13 = arith.muli %mx, %c5 : i64
  %q = arith.addi %x, %y : i64
  %r14 = arith.subi %q, %y : i64
  %r15 = arith.addi %xy, %y : i64
  %mm = arith.muli %x, %y overflow<nuw> : i64
  %r16 = arith.divui %mm, %y : i64
  return %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i64, %arg1: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
// CHECK-NEXT: %c15_i64 = arith.constant 15 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c-2_i64 = arith.constant -2 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: %0 = arith.addi %arg0, %c8_i64 overflow<nsw> : i64
// CHECK-NEXT: %1 = arith.addi %arg0, %c2_i64 : i64
// CHECK-NEXT: %2 = arith.subi %c8_i64, %arg0 overflow<nsw> : i64
// CHECK-NEXT: %3 = arith.subi %arg0, %arg1 : i64
// CHECK-NEXT: %4 = arith.subi %arg0, %arg1 : i64
// CHECK-NEXT: %5 = arith.addi %arg0, %c-2_i64 : i64
// CHECK-NEXT: %6 = arith.subi %c2_i64, %arg0 : i64
// CHECK-NEXT: %7 = arith.subi %arg0, %c8_i64 : i64
// CHECK-NEXT: %8 = arith.subi %c-2_i64, %arg0 : i64
// CHECK-NEXT: %9 = arith.subi %c8_i64, %arg0 : i64
// CHECK-NEXT: %10 = arith.addi %arg0, %c2_i64 : i64
// CHECK-NEXT: %11 = arith.subi %c0_i64, %arg1 : i64
// CHECK-NEXT: %12 = arith.muli %arg0, %c15_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %arg0, %arg0, %arg0 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
