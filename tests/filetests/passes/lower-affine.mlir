// RUN: memref-opt %s --allow-unregistered-dialect -lower-affine | filecheck %s
// -lower-affine as upstream's: the arith ops of each map result in the order upstream's
// expander visits it (left, right, then the op; a new constant for each constant), nsw
// multiplications, the select-based floordiv/ceildiv/mod, maxsi/minsi chains for the bounds,
// the step constant after the bounds, scf.if conditions as a chain of andi over cmpi (the zero
// constant first), memref.load/store and vector.load/store for the memory ops.
func.func private @use(index) -> ()

func.func @bounds(%n: index, %a: index, %b: index) {
  affine.for %i = 0 to %n step 2 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0 + s0, 10, d0 * 3 - 7)>(%i)[%a] to min affine_map<(d0)[s0] -> (d0 + s0, 100)>(%i)[%b] {
      func.call @use(%j) : (index) -> ()
    }
    affine.for %k = %a to affine_map<()[s0] -> (s0 + 4)>()[%b] step 5 {
      func.call @use(%k) : (index) -> ()
    }
    affine.for %k = affine_map<(d0) -> (d0)>(%i) to -5 {
      func.call @use(%k) : (index) -> ()
    }
  }
  return
}

func.func @exprs(%i: index, %j: index, %s: index) -> (index, index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 ceildiv 4)>(%i, %j)
  %1 = affine.apply affine_map<(d0, d1)[s0] -> ((d0 - d1) floordiv 8 + s0 mod 3)>(%i, %j)[%s]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0 - d0 floordiv s0 + d0 ceildiv s0)>(%i)[%s]
  %3 = affine.apply affine_map<(d0, d1) -> (-(d0 + d1) * 2 + 1)>(%i, %j)
  %4 = affine.min affine_map<(d0, d1) -> (d0 - d1, d1 - d0, 0)>(%i, %j)
  %5 = affine.max affine_map<(d0)[s0] -> (d0 * s0, s0 * 4 - d0)>(%i)[%s]
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

func.func @memory(%m: memref<?x?xf32>, %v: memref<64xf32>, %z: memref<i32>, %i: index, %j: index, %n: index) {
  %x = affine.load %m[%i + 1, %j * 2 + symbol(%n)] : memref<?x?xf32>
  affine.store %x, %m[%i floordiv 2, %j mod 3] : memref<?x?xf32>
  %w = affine.vector_load %v[%i * 8 + 4] : memref<64xf32>, vector<4xf32>
  affine.vector_store %w, %v[symbol(%n) - 4] : memref<64xf32>, vector<4xf32>
  %y = affine.load %z[] : memref<i32>
  affine.store %y, %z[] : memref<i32>
  return
}

func.func @ifs(%m: memref<8xf32>, %n: index, %a: index) -> (f32, index) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0, d0 mod 2 >= 0)>(%i)[%n] {
      affine.store %cst, %m[%i] : memref<8xf32>
    } else {
      affine.if affine_set<(d0) : (d0 * 2 - 7 >= 0)>(%i) {
        affine.store %cst, %m[0] : memref<8xf32>
      }
    }
  }
  %r:2 = affine.if affine_set<()[s0, s1] : (s0 - s1 >= 0)>()[%n, %a] -> (f32, index) {
    affine.yield %cst, %n : f32, index
  } else {
    %v = affine.load %m[symbol(%a)] : memref<8xf32>
    affine.yield %v, %a : f32, index
  }
  affine.if affine_set<() : ()>() {
    "test.op"() : () -> ()
  }
  return %r#0, %r#1 : f32, index
}

func.func @loop_results(%m: memref<16xf32>, %n: index) -> (f32, f32) {
  %zero = arith.constant 0.0 : f32
  %r:2 = affine.for %i = 1 to min affine_map<()[s0] -> (s0, 16)>()[%n] step 3 iter_args(%a = %zero, %b = %zero) -> (f32, f32) {
    %v = affine.load %m[%i - 1] : memref<16xf32>
    %s = arith.addf %a, %v : f32
    %t = arith.mulf %b, %v : f32
    affine.yield %s, %t : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// CHECK: module {
// CHECK-NEXT: func.func private @use(index)
// CHECK-NEXT: func.func @bounds(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c2 {
// CHECK-NEXT: %0 = arith.addi %arg3, %arg1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %1 = arith.muli %arg3, %c3 overflow<nsw> : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %2 = arith.addi %1, %c-7 : index
// CHECK-NEXT: %3 = arith.maxsi %0, %c10 : index
// CHECK-NEXT: %4 = arith.maxsi %3, %2 : index
// CHECK-NEXT: %5 = arith.addi %arg3, %arg2 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %6 = arith.minsi %5, %c100 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %4 to %6 step %c1 {
// CHECK-NEXT: func.call @use(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %7 = arith.addi %arg2, %c4 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg4 = %arg1 to %7 step %c5 {
// CHECK-NEXT: func.call @use(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %arg3 to %c-5 step %c1_0 {
// CHECK-NEXT: func.call @use(%arg4) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @exprs(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg0, %c3 overflow<nsw> : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.cmpi sle, %arg1, %c0 : index
// CHECK-NEXT: %2 = arith.subi %c0, %arg1 : index
// CHECK-NEXT: %3 = arith.subi %arg1, %c1 : index
// CHECK-NEXT: %4 = arith.select %1, %2, %3 : index
// CHECK-NEXT: %5 = arith.divsi %4, %c4 : index
// CHECK-NEXT: %6 = arith.subi %c0, %5 : index
// CHECK-NEXT: %7 = arith.addi %5, %c1 : index
// CHECK-NEXT: %8 = arith.select %1, %6, %7 : index
// CHECK-NEXT: %9 = arith.addi %0, %8 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %10 = arith.muli %arg1, %c-1 overflow<nsw> : index
// CHECK-NEXT: %11 = arith.addi %arg0, %10 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1_1 = arith.constant -1 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %11, %c0_0 : index
// CHECK-NEXT: %13 = arith.subi %c-1_1, %11 : index
// CHECK-NEXT: %14 = arith.select %12, %13, %11 : index
// CHECK-NEXT: %15 = arith.divsi %14, %c8 : index
// CHECK-NEXT: %16 = arith.subi %c-1_1, %15 : index
// CHECK-NEXT: %17 = arith.select %12, %16, %15 : index
// CHECK-NEXT: %c3_2 = arith.constant 3 : index
// CHECK-NEXT: %18 = arith.remsi %arg2, %c3_2 : index
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %19 = arith.cmpi slt, %18, %c0_3 : index
// CHECK-NEXT: %20 = arith.addi %18, %c3_2 : index
// CHECK-NEXT: %21 = arith.select %19, %20, %18 : index
// CHECK-NEXT: %22 = arith.addi %17, %21 : index
// CHECK-NEXT: %23 = arith.remsi %arg0, %arg2 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %24 = arith.cmpi slt, %23, %c0_4 : index
// CHECK-NEXT: %25 = arith.addi %23, %arg2 : index
// CHECK-NEXT: %26 = arith.select %24, %25, %23 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %c-1_6 = arith.constant -1 : index
// CHECK-NEXT: %27 = arith.cmpi slt, %arg0, %c0_5 : index
// CHECK-NEXT: %28 = arith.subi %c-1_6, %arg0 : index
// CHECK-NEXT: %29 = arith.select %27, %28, %arg0 : index
// CHECK-NEXT: %30 = arith.divsi %29, %arg2 : index
// CHECK-NEXT: %31 = arith.subi %c-1_6, %30 : index
// CHECK-NEXT: %32 = arith.select %27, %31, %30 : index
// CHECK-NEXT: %c-1_7 = arith.constant -1 : index
// CHECK-NEXT: %33 = arith.muli %32, %c-1_7 overflow<nsw> : index
// CHECK-NEXT: %34 = arith.addi %26, %33 : index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %c1_9 = arith.constant 1 : index
// CHECK-NEXT: %35 = arith.cmpi sle, %arg0, %c0_8 : index
// CHECK-NEXT: %36 = arith.subi %c0_8, %arg0 : index
// CHECK-NEXT: %37 = arith.subi %arg0, %c1_9 : index
// CHECK-NEXT: %38 = arith.select %35, %36, %37 : index
// CHECK-NEXT: %39 = arith.divsi %38, %arg2 : index
// CHECK-NEXT: %40 = arith.subi %c0_8, %39 : index
// CHECK-NEXT: %41 = arith.addi %39, %c1_9 : index
// CHECK-NEXT: %42 = arith.select %35, %40, %41 : index
// CHECK-NEXT: %43 = arith.addi %34, %42 : index
// CHECK-NEXT: %44 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %45 = arith.muli %44, %c-2 overflow<nsw> : index
// CHECK-NEXT: %c1_10 = arith.constant 1 : index
// CHECK-NEXT: %46 = arith.addi %45, %c1_10 : index
// CHECK-NEXT: %c-1_11 = arith.constant -1 : index
// CHECK-NEXT: %47 = arith.muli %arg1, %c-1_11 overflow<nsw> : index
// CHECK-NEXT: %48 = arith.addi %arg0, %47 : index
// CHECK-NEXT: %c-1_12 = arith.constant -1 : index
// CHECK-NEXT: %49 = arith.muli %arg0, %c-1_12 overflow<nsw> : index
// CHECK-NEXT: %50 = arith.addi %arg1, %49 : index
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %51 = arith.minsi %48, %50 : index
// CHECK-NEXT: %52 = arith.minsi %51, %c0_13 : index
// CHECK-NEXT: %53 = arith.muli %arg0, %arg2 overflow<nsw> : index
// CHECK-NEXT: %c-1_14 = arith.constant -1 : index
// CHECK-NEXT: %54 = arith.muli %arg0, %c-1_14 overflow<nsw> : index
// CHECK-NEXT: %c4_15 = arith.constant 4 : index
// CHECK-NEXT: %55 = arith.muli %arg2, %c4_15 overflow<nsw> : index
// CHECK-NEXT: %56 = arith.addi %54, %55 : index
// CHECK-NEXT: %57 = arith.maxsi %53, %56 : index
// CHECK-NEXT: return %9, %22, %43, %46, %52, %57 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @memory(%arg0: memref<?x?xf32>, %arg1: memref<64xf32>, %arg2: memref<i32>, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %1 = arith.muli %arg4, %c2 overflow<nsw> : index
// CHECK-NEXT: %2 = arith.addi %1, %arg5 : index
// CHECK-NEXT: %3 = memref.load %arg0[%0, %2] : memref<?x?xf32>
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %4 = arith.cmpi slt, %arg3, %c0 : index
// CHECK-NEXT: %5 = arith.subi %c-1, %arg3 : index
// CHECK-NEXT: %6 = arith.select %4, %5, %arg3 : index
// CHECK-NEXT: %7 = arith.divsi %6, %c2_0 : index
// CHECK-NEXT: %8 = arith.subi %c-1, %7 : index
// CHECK-NEXT: %9 = arith.select %4, %8, %7 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %10 = arith.remsi %arg4, %c3 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %11 = arith.cmpi slt, %10, %c0_1 : index
// CHECK-NEXT: %12 = arith.addi %10, %c3 : index
// CHECK-NEXT: %13 = arith.select %11, %12, %10 : index
// CHECK-NEXT: memref.store %3, %arg0[%9, %13] : memref<?x?xf32>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %14 = arith.muli %arg3, %c8 overflow<nsw> : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %15 = arith.addi %14, %c4 : index
// CHECK-NEXT: %16 = vector.load %arg1[%15] : memref<64xf32>, vector<4xf32>
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %17 = arith.addi %arg5, %c-4 : index
// CHECK-NEXT: vector.store %16, %arg1[%17] : memref<64xf32>, vector<4xf32>
// CHECK-NEXT: %18 = memref.load %arg2[] : memref<i32>
// CHECK-NEXT: memref.store %18, %arg2[] : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ifs(%arg0: memref<8xf32>, %arg1: index, %arg2: index) -> (f32, index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c8 step %c1 {
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %c-10 = arith.constant -10 : index
// CHECK-NEXT: %5 = arith.addi %arg3, %c-10 : index
// CHECK-NEXT: %6 = arith.cmpi sge, %5, %c0_3 : index
// CHECK-NEXT: %c-1_4 = arith.constant -1 : index
// CHECK-NEXT: %7 = arith.muli %arg3, %c-1_4 overflow<nsw> : index
// CHECK-NEXT: %8 = arith.addi %7, %arg1 : index
// CHECK-NEXT: %9 = arith.cmpi eq, %8, %c0_3 : index
// CHECK-NEXT: %10 = arith.andi %6, %9 : i1
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %11 = arith.remsi %arg3, %c2 : index
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %12 = arith.cmpi slt, %11, %c0_5 : index
// CHECK-NEXT: %13 = arith.addi %11, %c2 : index
// CHECK-NEXT: %14 = arith.select %12, %13, %11 : index
// CHECK-NEXT: %15 = arith.cmpi sge, %14, %c0_3 : index
// CHECK-NEXT: %16 = arith.andi %10, %15 : i1
// CHECK-NEXT: scf.if %16 {
// CHECK-NEXT: memref.store %cst, %arg0[%arg3] : memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c2_7 = arith.constant 2 : index
// CHECK-NEXT: %17 = arith.muli %arg3, %c2_7 overflow<nsw> : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %18 = arith.addi %17, %c-7 : index
// CHECK-NEXT: %19 = arith.cmpi sge, %18, %c0_6 : index
// CHECK-NEXT: scf.if %19 {
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: memref.store %cst, %arg0[%c0_8] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %0 = arith.muli %arg2, %c-1 overflow<nsw> : index
// CHECK-NEXT: %1 = arith.addi %arg1, %0 : index
// CHECK-NEXT: %2 = arith.cmpi sge, %1, %c0_0 : index
// CHECK-NEXT: %3:2 = scf.if %2 -> (f32, index) {
// CHECK-NEXT: scf.yield %cst, %arg1 : f32, index
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = memref.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: scf.yield %5, %arg2 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %4 = arith.cmpi eq, %c0_2, %c0_1 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %3#0, %3#1 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loop_results(%arg0: memref<16xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = arith.minsi %arg1, %c16 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %1:2 = scf.for %arg2 = %c1 to %0 step %c3 iter_args(%arg3 = %cst, %arg4 = %cst) -> (f32, f32) {
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.addi %arg2, %c-1 : index
// CHECK-NEXT: %3 = memref.load %arg0[%2] : memref<16xf32>
// CHECK-NEXT: %4 = arith.addf %arg3, %3 : f32
// CHECK-NEXT: %5 = arith.mulf %arg4, %3 : f32
// CHECK-NEXT: scf.yield %4, %5 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
