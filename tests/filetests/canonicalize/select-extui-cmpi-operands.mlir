// Upstream's SelectToExtUI (select %b, 1, 0 and select %b, 0, 1), and the cmpi folds that
// move a constant left operand right with the mirrored predicate and fold ext(i1) != 0,
// i1 != false, i1 == true to the i1 (found missing by scripts/compare-ir-upstream.sh on the
// generator's new scalar shapes). Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%x: i64, %b: i1, %e: i8) -> (i64, i64, i1, i1, i1, i1, i1, i1) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c7 = arith.constant 7 : i64
  %s1 = arith.select %b, %c1, %c0 : i64
  %s2 = arith.select %b, %c0, %c1 : i64
  %l1 = arith.cmpi slt, %c7, %x : i64
  %l2 = arith.cmpi uge, %c7, %x : i64
  %l3 = arith.cmpi eq, %c7, %x : i64
  %ext = arith.extui %b : i1 to i64
  %z1 = arith.cmpi ne, %ext, %c0 : i64
  %f = arith.constant false
  %z2 = arith.cmpi ne, %b, %f : i1
  %t = arith.constant true
  %z3 = arith.cmpi eq, %b, %t : i1
  return %s1, %s2, %l1, %l2, %l3, %z1, %z2, %z3 : i64, i64, i1, i1, i1, i1, i1, i1
}
// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i64, %arg1: i1, %arg2: i8) -> (i64, i64, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %0 = arith.extui %arg1 : i1 to i64
// CHECK-NEXT: %1 = arith.xori %arg1, %true : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i64
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg0, %c7_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c7_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi eq, %arg0, %c7_i64 : i64
// CHECK-NEXT: return %0, %2, %3, %4, %5, %arg1, %arg1, %arg1 : i64, i64, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
