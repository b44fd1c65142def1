// RUN: memref-opt %s -lower-affine | filecheck %s
// affine.parallel to scf.parallel: per dimension the lower bound (max of its group) then the
// upper bound (min of its group), then the steps; a reduction starts from its kind's identity
// constant and combines in an scf.reduce region; the bound maps fold with their operands first.
func.func @parallel(%m: memref<100x100xf32>, %n: index, %c: index) -> (f32, i32, i64, f64) {
  affine.parallel (%i, %j) = (0, 0) to (symbol(%n), 100) step (10, 10) {
    %0:2 = affine.parallel (%k, %l) = (%i, max(%j, %c)) to (%i + 10, min(%j + 10, 100)) reduce ("minimumf", "maximumf") -> (f32, f32) {
      %v = affine.load %m[%k + %i, %l] : memref<100x100xf32>
      affine.yield %v, %v : f32, f32
    }
  }
  %s:2 = affine.parallel (%i) = (0) to (%n) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
    affine.yield %v, %v : f32, f32
  }
  %t:2 = affine.parallel (%i) = (0) to (7) reduce ("muli", "andi") -> (i32, i32) {
    %v = arith.index_cast %i : index to i32
    affine.yield %v, %v : i32, i32
  }
  %u:3 = affine.parallel (%i) = (0) to (7) reduce ("addi", "ori", "addi") -> (i64, i64, i64) {
    %v = arith.index_cast %i : index to i64
    affine.yield %v, %v, %v : i64, i64, i64
  }
  %w:2 = affine.parallel (%i) = (0) to (7) reduce ("mulf", "minimumf") -> (f64, f64) {
    %v = arith.constant 2.5 : f64
    affine.yield %v, %v : f64, f64
  }
  %d = memref.dim %m, %c : memref<100x100xf32>
  affine.parallel (%i, %j) = (%c, %c) to (%d, %d) {
    affine.store %s#0, %m[%i, %j] : memref<100x100xf32>
  }
  return %s#0, %t#0, %u#2, %w#1 : f32, i32, i64, f64
}

// CHECK: module {
// CHECK-NEXT: func.func @parallel(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) -> (f32, i32, i64, f64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c10_1 = arith.constant 10 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0_0) to (%arg1, %c100) step (%c10, %c10_1) {
// CHECK-NEXT: %c10_18 = arith.constant 10 : index
// CHECK-NEXT: %4 = arith.addi %arg3, %c10_18 : index
// CHECK-NEXT: %5 = arith.maxsi %arg4, %arg2 : index
// CHECK-NEXT: %c10_19 = arith.constant 10 : index
// CHECK-NEXT: %6 = arith.addi %arg4, %c10_19 : index
// CHECK-NEXT: %c100_20 = arith.constant 100 : index
// CHECK-NEXT: %7 = arith.minsi %6, %c100_20 : index
// CHECK-NEXT: %c1_21 = arith.constant 1 : index
// CHECK-NEXT: %c1_22 = arith.constant 1 : index
// CHECK-NEXT: %cst_23 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_24 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %8:2 = scf.parallel (%arg5, %arg6) = (%arg3, %5) to (%4, %7) step (%c1_21, %c1_22) init (%cst_23, %cst_24) -> (f32, f32) {
// CHECK-NEXT: %9 = arith.addi %arg5, %arg3 : index
// CHECK-NEXT: %10 = memref.load %arg0[%9, %arg6] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce(%10, %10 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT: %11 = arith.minimumf %arg7, %arg8 : f32
// CHECK-NEXT: scf.reduce.return %11 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT: %11 = arith.maximumf %arg7, %arg8 : f32
// CHECK-NEXT: scf.reduce.return %11 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %0:2 = scf.parallel (%arg3) = (%c0_2) to (%arg1) step (%c1) init (%cst, %cst_3) -> (f32, f32) {
// CHECK-NEXT: %4 = memref.load %arg0[%arg3, %arg3] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce(%4, %4 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %5 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %5 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %5 = arith.maximumf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %1:2 = scf.parallel (%arg3) = (%c0_4) to (%c7) step (%c1_5) init (%c1_i32, %c-1_i32) -> (i32, i32) {
// CHECK-NEXT: %4 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: scf.reduce(%4, %4 : i32, i32) {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %5 = arith.muli %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %5 : i32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %5 = arith.andi %arg4, %arg5 : i32
// CHECK-NEXT: scf.reduce.return %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c7_7 = arith.constant 7 : index
// CHECK-NEXT: %c1_8 = arith.constant 1 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c0_i64_9 = arith.constant 0 : i64
// CHECK-NEXT: %c0_i64_10 = arith.constant 0 : i64
// CHECK-NEXT: %2:3 = scf.parallel (%arg3) = (%c0_6) to (%c7_7) step (%c1_8) init (%c0_i64, %c0_i64_9, %c0_i64_10) -> (i64, i64, i64) {
// CHECK-NEXT: %4 = arith.index_cast %arg3 : index to i64
// CHECK-NEXT: scf.reduce(%4, %4, %4 : i64, i64, i64) {
// CHECK-NEXT: ^bb0(%arg4: i64, %arg5: i64):
// CHECK-NEXT: %5 = arith.addi %arg4, %arg5 : i64
// CHECK-NEXT: scf.reduce.return %5 : i64
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i64, %arg5: i64):
// CHECK-NEXT: %5 = arith.ori %arg4, %arg5 : i64
// CHECK-NEXT: scf.reduce.return %5 : i64
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: i64, %arg5: i64):
// CHECK-NEXT: %5 = arith.addi %arg4, %arg5 : i64
// CHECK-NEXT: scf.reduce.return %5 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %c7_12 = arith.constant 7 : index
// CHECK-NEXT: %c1_13 = arith.constant 1 : index
// CHECK-NEXT: %cst_14 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_15 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %3:2 = scf.parallel (%arg3) = (%c0_11) to (%c7_12) step (%c1_13) init (%cst_14, %cst_15) -> (f64, f64) {
// CHECK-NEXT: %cst_18 = arith.constant 2.500000e+00 : f64
// CHECK-NEXT: scf.reduce(%cst_18, %cst_18 : f64, f64) {
// CHECK-NEXT: ^bb0(%arg4: f64, %arg5: f64):
// CHECK-NEXT: %4 = arith.mulf %arg4, %arg5 : f64
// CHECK-NEXT: scf.reduce.return %4 : f64
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f64, %arg5: f64):
// CHECK-NEXT: %4 = arith.minimumf %arg4, %arg5 : f64
// CHECK-NEXT: scf.reduce.return %4 : f64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim = memref.dim %arg0, %arg2 : memref<100x100xf32>
// CHECK-NEXT: %c1_16 = arith.constant 1 : index
// CHECK-NEXT: %c1_17 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%arg2, %arg2) to (%dim, %dim) step (%c1_16, %c1_17) {
// CHECK-NEXT: memref.store %0#0, %arg0[%arg3, %arg4] : memref<100x100xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %1#0, %2#2, %3#1 : f32, i32, i64, f64
// CHECK-NEXT: }
// CHECK-NEXT: }
