// RUN: memref-opt %s --canonicalize --split-input-file | filecheck %s
// Upstream's folders keep one "in range" flag across elements, set by each shift amount: the
// last element decides whether a vector shift folds (an earlier out-of-range amount gives 0).

func.func @shifts() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %a = arith.constant dense<[-8, 8]> : vector<2xi32>
  %last_ok = arith.constant dense<[40, 1]> : vector<2xi32>
  %last_bad = arith.constant dense<[1, 40]> : vector<2xi32>
  %0 = arith.shli %a, %last_ok : vector<2xi32>
  %1 = arith.shrsi %a, %last_ok : vector<2xi32>
  %2 = arith.shrui %a, %last_bad : vector<2xi32>
  return %0, %1, %2 : vector<2xi32>, vector<2xi32>, vector<2xi32>
}

// -----

// ceildivsi refuses whenever negating an operand overflows (APInt's way): INT_MIN with any
// divisor unless both are positive.
func.func @ceildivsi_min() -> (i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  %c3 = arith.constant 3 : i8
  %cm2 = arith.constant -2 : i8
  %cm1 = arith.constant -1 : i8
  %c5 = arith.constant 5 : i8
  %0 = arith.ceildivsi %min, %c3 : i8
  %1 = arith.ceildivsi %min, %cm2 : i8
  %2 = arith.ceildivsi %cm1, %min : i8
  %3 = arith.ceildivsi %c5, %min : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// -----

// Folds that give an existing constant keep it where it is; or(x, all ones) gives the
// attribute (a new constant), and min/max with an extreme constant come before constant
// folding: the order of the constants left is upstream's.
func.func @constant_order(%a0: i1, %a1: index, %a2: i32) -> (i1, index, index, i32) {
  %f = arith.constant false
  %0 = arith.muli %a0, %f : i1
  %m1 = arith.constant -1 : index
  %1 = arith.ori %a1, %m1 : index
  %c7 = arith.constant 7 : index
  %min = arith.constant -9223372036854775808 : index
  %2 = arith.maxsi %c7, %min : index
  %c9 = arith.constant 9 : i32
  %3 = arith.minui %c9, %c9 : i32
  return %0, %1, %2, %3 : i1, index, index, i32
}

// -----

func.func @index_cast_round_trip(%x: i128, %y: i32) -> (i128, i32) {
  // index is narrower than i128, yet 22.1.8 drops the round trip (newer upstream keeps it).
  %0 = arith.index_cast %x : i128 to index
  %1 = arith.index_cast %0 : index to i128
  %2 = arith.index_cast %y : i32 to index
  %3 = arith.index_cast %2 : index to i32
  return %1, %3 : i128, i32
}

// CHECK: module {
// CHECK-NEXT: func.func @shifts() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[-8, 8]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 40]> : vector<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 16]> : vector<2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[-1, 4]> : vector<2xi32>
// CHECK-NEXT: %0 = arith.shrui %cst, %cst_0 : vector<2xi32>
// CHECK-NEXT: return %cst_1, %cst_2, %0 : vector<2xi32>, vector<2xi32>, vector<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @ceildivsi_min() -> (i8, i8, i8, i8) {
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT: %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c5_i8 = arith.constant 5 : i8
// CHECK-NEXT: %0 = arith.ceildivsi %c-128_i8, %c3_i8 : i8
// CHECK-NEXT: %1 = arith.ceildivsi %c-128_i8, %c-2_i8 : i8
// CHECK-NEXT: %2 = arith.ceildivsi %c-1_i8, %c-128_i8 : i8
// CHECK-NEXT: %3 = arith.ceildivsi %c5_i8, %c-128_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3 : i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @constant_order(%arg0: i1, %arg1: index, %arg2: i32) -> (i1, index, index, i32) {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: return %false, %c-1, %c7, %c9_i32 : i1, index, index, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @index_cast_round_trip(%arg0: i128, %arg1: i32) -> (i128, i32) {
// CHECK-NEXT: return %arg0, %arg1 : i128, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
