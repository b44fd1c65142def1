// RUN: memref-opt %s --canonicalize | filecheck %s
// Casts of casts and shifts (upstream's folds and patterns; CHECK lines from upstream mlir-opt):
// trunci/ext/index_cast chains, round trips, shifts by zero, constant shifts (not past the
// width: poison is left alone).
func.func @casts(%a: i3, %i: index, %l: i64, %b: i8) -> (i3, index, i64, i2, i2, i3, i64, i64, i64, index, index, i5, i64, i3) {
  %0 = arith.index_cast %a : i3 to index
  %1 = arith.index_cast %0 : index to i3
  %2 = arith.index_cast %i : index to i3
  %3 = arith.index_cast %2 : i3 to index
  %4 = arith.index_cast %l : i64 to index
  %5 = arith.index_cast %4 : index to i64
  %6 = arith.trunci %l : i64 to i3
  %7 = arith.trunci %6 : i3 to i2
  %8 = arith.extsi %a : i3 to i64
  %9 = arith.trunci %8 : i64 to i2
  %10 = arith.extui %a : i3 to i64
  %11 = arith.trunci %10 : i64 to i3
  %12 = arith.extui %b : i8 to i32
  %13 = arith.extui %12 : i32 to i64
  %14 = arith.extsi %b : i8 to i32
  %15 = arith.extsi %14 : i32 to i64
  %16 = arith.extui %b : i8 to i32
  %17 = arith.extsi %16 : i32 to i64
  %18 = arith.extsi %b : i8 to i32
  %19 = arith.index_cast %18 : i32 to index
  %20 = arith.extui %b : i8 to i32
  %21 = arith.index_castui %20 : i32 to index
  %22 = arith.extsi %a : i3 to i64
  %23 = arith.trunci %22 : i64 to i5
  %24 = arith.index_castui %l : i64 to index
  %25 = arith.index_castui %24 : index to i64
  %26 = arith.index_castui %a : i3 to index
  %27 = arith.index_cast %26 : index to i64
  %28 = arith.index_cast %l : i64 to index
  %29 = arith.index_castui %28 : index to i64
  %30 = arith.index_cast %a : i3 to index
  %31 = arith.index_castui %30 : index to i3
  return %1, %3, %5, %7, %9, %11, %13, %15, %17, %19, %21, %23, %25, %31 : i3, index, i64, i2, i2, i3, i64, i64, i64, index, index, i5, i64, i3
}
func.func @shifts(%a: i3) -> (i3, i3, i3, i3, i3, i3, i3, i3, i3, i8) {
  %z = arith.constant 0 : i3
  %one = arith.constant 1 : i3
  %big = arith.constant 3 : i3
  %m = arith.constant -3 : i3
  %0 = arith.shli %a, %z : i3
  %1 = arith.shrsi %a, %z : i3
  %2 = arith.shrui %a, %z : i3
  %3 = arith.shli %m, %one : i3
  %4 = arith.shrsi %m, %one : i3
  %5 = arith.shrui %m, %one : i3
  %6 = arith.shli %m, %big : i3
  %7 = arith.shrsi %z, %a : i3
  %8 = arith.shli %z, %a : i3
  %c = arith.constant -128 : i8
  %s = arith.constant 7 : i8
  %9 = arith.shrsi %c, %s : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i3, i3, i3, i3, i3, i3, i3, i3, i3, i8
}

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: i3, %arg1: index, %arg2: i64, %arg3: i8) -> (i3, index, i64, i2, i2, i3, i64, i64, i64, index, index, i5, i64, i3) {
// CHECK-NEXT: %0 = arith.trunci %arg2 : i64 to i2
// CHECK-NEXT: %1 = arith.trunci %arg0 : i3 to i2
// CHECK-NEXT: %2 = arith.extui %arg3 : i8 to i64
// CHECK-NEXT: %3 = arith.extsi %arg3 : i8 to i64
// CHECK-NEXT: %4 = arith.extui %arg3 : i8 to i64
// CHECK-NEXT: %5 = arith.index_cast %arg3 : i8 to index
// CHECK-NEXT: %6 = arith.index_castui %arg3 : i8 to index
// CHECK-NEXT: %7 = arith.extsi %arg0 : i3 to i5
// CHECK-NEXT: %8 = arith.index_cast %arg0 : i3 to index
// CHECK-NEXT: %9 = arith.index_castui %8 : index to i3
// CHECK-NEXT: return %arg0, %arg1, %arg2, %0, %1, %arg0, %2, %3, %4, %5, %6, %7, %arg2, %9 : i3, index, i64, i2, i2, i3, i64, i64, i64, index, index, i5, i64, i3
// CHECK-NEXT: }
// CHECK-NEXT: func.func @shifts(%arg0: i3) -> (i3, i3, i3, i3, i3, i3, i3, i3, i3, i8) {
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0_i3 = arith.constant 0 : i3
// CHECK-NEXT: %c3_i3 = arith.constant 3 : i3
// CHECK-NEXT: %c-3_i3 = arith.constant -3 : i3
// CHECK-NEXT: %c2_i3 = arith.constant 2 : i3
// CHECK-NEXT: %c-2_i3 = arith.constant -2 : i3
// CHECK-NEXT: %0 = arith.shli %c-3_i3, %c3_i3 : i3
// CHECK-NEXT: %1 = arith.shrsi %c0_i3, %arg0 : i3
// CHECK-NEXT: %2 = arith.shli %c0_i3, %arg0 : i3
// CHECK-NEXT: return %arg0, %arg0, %arg0, %c2_i3, %c-2_i3, %c2_i3, %0, %1, %2, %c-1_i8 : i3, i3, i3, i3, i3, i3, i3, i3, i3, i8
// CHECK-NEXT: }
// CHECK-NEXT: }
