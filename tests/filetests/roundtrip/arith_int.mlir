// RUN: memref-opt %s | filecheck %s
func.func @ints(%a: i32, %b: i32, %i: index) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b overflow<nsw> : i32
  %2 = arith.muli %1, %b overflow<nuw,nsw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %b : i32
  %6 = arith.remui %5, %b : i32
  %7 = arith.ceildivsi %6, %b : i32
  %8 = arith.ceildivui %7, %b : i32
  %9 = arith.floordivsi %8, %b : i32
  %10 = arith.andi %9, %b : i32
  %11 = arith.ori %10, %b : i32
  %12 = arith.xori %11, %b : i32
  %13 = arith.shli %12, %b overflow<nuw> : i32
  %14 = arith.shrsi %13, %b : i32
  %15 = arith.shrui %14, %b : i32
  %16 = arith.maxsi %15, %b : i32
  %17 = arith.maxui %16, %b : i32
  %18 = arith.minsi %17, %b : i32
  %19 = arith.minui %18, %b : i32
  %20 = arith.addi %i, %i : index
  %low, %high = arith.mului_extended %a, %b : i32
  %l2, %h2 = arith.mulsi_extended %a, %b : i32
  %sum, %ov = arith.addui_extended %a, %b : i32, i1
  return %19 : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @ints(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.muli %1, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.divsi %2, %arg1 : i32
// CHECK-NEXT: %4 = arith.divui %3, %arg1 : i32
// CHECK-NEXT: %5 = arith.remsi %4, %arg1 : i32
// CHECK-NEXT: %6 = arith.remui %5, %arg1 : i32
// CHECK-NEXT: %7 = arith.ceildivsi %6, %arg1 : i32
// CHECK-NEXT: %8 = arith.ceildivui %7, %arg1 : i32
// CHECK-NEXT: %9 = arith.floordivsi %8, %arg1 : i32
// CHECK-NEXT: %10 = arith.andi %9, %arg1 : i32
// CHECK-NEXT: %11 = arith.ori %10, %arg1 : i32
// CHECK-NEXT: %12 = arith.xori %11, %arg1 : i32
// CHECK-NEXT: %13 = arith.shli %12, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %14 = arith.shrsi %13, %arg1 : i32
// CHECK-NEXT: %15 = arith.shrui %14, %arg1 : i32
// CHECK-NEXT: %16 = arith.maxsi %15, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxui %16, %arg1 : i32
// CHECK-NEXT: %18 = arith.minsi %17, %arg1 : i32
// CHECK-NEXT: %19 = arith.minui %18, %arg1 : i32
// CHECK-NEXT: %20 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %low, %high = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: return %19 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
