// RUN: memref-opt %s | filecheck %s
func.func @idx(%a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %0, %b : index
  %2 = arith.subi %1, %a : index
  %3 = arith.divui %2, %b : index
  %4 = arith.remsi %3, %b : index
  %5 = arith.floordivsi %4, %b : index
  %6 = arith.ceildivsi %5, %b : index
  %7 = arith.maxsi %6, %a : index
  %8 = arith.minui %7, %a : index
  %9 = arith.index_cast %8 : index to i64
  %10 = arith.index_cast %9 : i64 to index
  return %10 : index
}

// CHECK: module {
// CHECK-NEXT: func.func @idx(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : index
// CHECK-NEXT: %2 = arith.subi %1, %arg0 : index
// CHECK-NEXT: %3 = arith.divui %2, %arg1 : index
// CHECK-NEXT: %4 = arith.remsi %3, %arg1 : index
// CHECK-NEXT: %5 = arith.floordivsi %4, %arg1 : index
// CHECK-NEXT: %6 = arith.ceildivsi %5, %arg1 : index
// CHECK-NEXT: %7 = arith.maxsi %6, %arg0 : index
// CHECK-NEXT: %8 = arith.minui %7, %arg0 : index
// CHECK-NEXT: %9 = arith.index_cast %8 : index to i64
// CHECK-NEXT: %10 = arith.index_cast %9 : i64 to index
// CHECK-NEXT: return %10 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
