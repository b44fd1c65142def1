// Upstream's folds of andi/ori/xori over not/and/xor chains, of min/max at extreme constants
// and of remsi by 1 (found missing by scripts/compare-ir-upstream.sh: and(and(x, y), x)).
// Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%x: i64, %y: i64, %b: i1) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i1, i1, i64) {
  %m1 = arith.constant -1 : i64
  %max = arith.constant 9223372036854775807 : i64
  %min = arith.constant -9223372036854775808 : i64
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %nx = arith.xori %x, %m1 : i64
  %a1 = arith.andi %x, %nx : i64
  %a2 = arith.andi %nx, %x : i64
  %xy = arith.andi %x, %y : i64
  %a3 = arith.andi %xy, %y : i64
  %a4 = arith.andi %x, %xy : i64
  %o1 = arith.ori %x, %nx : i64
  %o2 = arith.ori %nx, %x : i64
  %xo = arith.xori %x, %y : i64
  %x1 = arith.xori %xo, %y : i64
  %x2 = arith.xori %x, %xo : i64
  %m_1 = arith.maxsi %x, %max : i64
  %m_2 = arith.minsi %x, %max : i64
  %m_3 = arith.maxui %x, %c0 : i64
  %r1 = arith.remsi %x, %c1 : i64
  %true = arith.constant true
  %nb = arith.xori %b, %true : i1
  %ob = arith.ori %b, %nb : i1
  %ab = arith.andi %nb, %b : i1
  %m_4 = arith.minui %x, %m1 : i64
  return %a1, %a2, %a3, %a4, %o1, %o2, %x1, %x2, %m_1, %m_2, %m_3, %r1, %xy, %ob, %ab, %m_4 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i1, i1, i64
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i64, %arg1: i64, %arg2: i1) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i1, i1, i64) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i64
// CHECK-NEXT: return %c0_i64, %c0_i64, %0, %0, %c-1_i64, %c-1_i64, %arg0, %arg1, %c9223372036854775807_i64, %arg0, %arg0, %c0_i64, %0, %true, %false, %arg0 : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i1, i1, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
