// RUN: memref-opt %s -lower-affine | filecheck %s
// Loop bounds folded with the ranges of enclosing induction variables before the lowering
// (upstream's simplifyMinOrMaxExprWithOperands in AffineForOp::fold): max/min results that can
// never win go, a result with one possible value becomes that constant.
func.func private @use(index)
func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0 - 2, 0, d0 floordiv 4)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, 12, s0, d0 mod 3 + 20)>(%i)[%n] {
      func.call @use(%j) : (index) -> ()
    }
    affine.for %j = 0 to min affine_map<(d0) -> (d0 * 2, 18 - d0)>(%i) {
      func.call @use(%j) : (index) -> ()
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @use(index)
// CHECK-NEXT: func.func @f(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c-2 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %c0_1 : index
// CHECK-NEXT: %2 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT: %3 = arith.select %1, %2, %arg1 : index
// CHECK-NEXT: %4 = arith.divsi %3, %c4 : index
// CHECK-NEXT: %5 = arith.subi %c-1, %4 : index
// CHECK-NEXT: %6 = arith.select %1, %5, %4 : index
// CHECK-NEXT: %7 = arith.maxsi %0, %c0_0 : index
// CHECK-NEXT: %8 = arith.maxsi %7, %6 : index
// CHECK-NEXT: %c4_2 = arith.constant 4 : index
// CHECK-NEXT: %9 = arith.addi %arg1, %c4_2 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %10 = arith.remsi %arg1, %c3 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %11 = arith.cmpi slt, %10, %c0_3 : index
// CHECK-NEXT: %12 = arith.addi %10, %c3 : index
// CHECK-NEXT: %13 = arith.select %11, %12, %10 : index
// CHECK-NEXT: %c20 = arith.constant 20 : index
// CHECK-NEXT: %14 = arith.addi %13, %c20 : index
// CHECK-NEXT: %15 = arith.minsi %9, %c12 : index
// CHECK-NEXT: %16 = arith.minsi %15, %arg0 : index
// CHECK-NEXT: %17 = arith.minsi %16, %14 : index
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %8 to %17 step %c1_4 {
// CHECK-NEXT: func.call @use(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %18 = arith.muli %arg1, %c2 overflow<nsw> : index
// CHECK-NEXT: %c-1_6 = arith.constant -1 : index
// CHECK-NEXT: %19 = arith.muli %arg1, %c-1_6 overflow<nsw> : index
// CHECK-NEXT: %c18 = arith.constant 18 : index
// CHECK-NEXT: %20 = arith.addi %19, %c18 : index
// CHECK-NEXT: %21 = arith.minsi %18, %20 : index
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0_5 to %21 step %c1_7 {
// CHECK-NEXT: func.call @use(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
