// Upstream's loop-invariant-code-motion: effect-free, speculatable ops whose operands are
// defined outside a loop move before it, innermost loop first; loads, stores and calls stay.
// RUN: memref-opt %s --loop-invariant-code-motion | filecheck %s

func.func private @use(index)

func.func @nest(%A: memref<?x8xf32>, %n: index, %x: f32, %d: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %s = scf.for %j = %c0 to %c3 step %c1 iter_args(%t = %acc) -> f32 {
      %sq = arith.mulf %x, %x : f32
      %i7 = arith.muli %i, %c7 : index
      %q = arith.divui %n, %c7 : index
      %q2 = arith.divui %n, %d : index
      %row = arith.addi %i7, %j : index
      %v = memref.load %A[%i, %j] : memref<?x8xf32>
      %w = arith.addf %v, %sq : f32
      %u = arith.addf %t, %w : f32
      func.call @use(%q2) : (index) -> ()
      func.call @use(%row) : (index) -> ()
      func.call @use(%q) : (index) -> ()
      scf.yield %u : f32
    }
    %dim0 = memref.dim %A, %c0 : memref<?x8xf32>
    %dim9 = memref.dim %A, %c7 : memref<?x8xf32>
    func.call @use(%dim0) : (index) -> ()
    func.call @use(%dim9) : (index) -> ()
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @divisors(%x: i32, %y: i32, %n: index) -> (i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k5 = arith.constant 5 : i32
  %km1 = arith.constant -1 : i32
  %k0 = arith.constant 0 : i32
  %z = arith.constant 0 : i32
  %r:6 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %z, %c = %z, %d = %z, %e = %z, %f = %z) -> (i32, i32, i32, i32, i32, i32) {
    %a1 = arith.divsi %x, %k5 : i32
    %b1 = arith.divsi %x, %km1 : i32
    %c1_ = arith.floordivsi %x, %y : i32
    %d1 = arith.remsi %x, %y : i32
    %e1 = arith.remui %x, %k0 : i32
    %f1 = arith.ceildivui %x, %k0 : i32
    scf.yield %a1, %b1, %c1_, %d1, %e1, %f1 : i32, i32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : i32, i32, i32, i32, i32, i32
}

func.func @regions(%c: i1, %x: i32, %y: i32, %n: index, %m: memref<4xi32>) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %z, %d = %z, %e = %z) -> (i32, i32, i32, i32) {
    %a1 = scf.if %c -> i32 {
      %u = arith.addi %x, %y : i32
      scf.yield %u : i32
    } else {
      scf.yield %x : i32
    }
    %b1 = scf.for %j = %c0 to %n step %n iter_args(%t = %x) -> i32 {
      %u = arith.addi %t, %y : i32
      scf.yield %u : i32
    }
    %d1 = scf.for %j = %c0 to %n step %c1 iter_args(%t = %x) -> i32 {
      %u = arith.muli %t, %y : i32
      scf.yield %u : i32
    }
    %e1 = scf.if %c -> i32 {
      %u = memref.load %m[%c0] : memref<4xi32>
      scf.yield %u : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %a1, %b1, %d1, %e1 : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}

func.func @while_loop(%x: i32, %y: i32) -> i32 {
  %r = scf.while (%t = %x) : (i32) -> i32 {
    %lim = arith.muli %y, %y : i32
    %cc = arith.cmpi slt, %t, %lim : i32
    scf.condition(%cc) %t : i32
  } do {
  ^bb0(%t2: i32):
    %k = arith.addi %y, %y : i32
    %n = arith.addi %t2, %k : i32
    scf.yield %n : i32
  }
  return %r : i32
}

func.func @zero_trip_and_store(%m: memref<?xf32>, %lb: index, %ub: index, %v: f32) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %w = arith.mulf %v, %v : f32
    %k = arith.subi %ub, %lb : index
    memref.store %w, %m[%k] : memref<?xf32>
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    %w = arith.addf %v, %v : f32
    memref.store %w, %m[%i] : memref<?xf32>
    scf.reduce
  }
  return
}


// Loops move out of loops when their step is the constant 1 (they always terminate) and their
// bodies are speculatable; affine.if with a speculatable body does too.
func.func @loops_in_loops(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %arg0 = %lb to %ub step %c1 {
    scf.for %arg1 = %lb to %ub step %c2 {
    }
    scf.for %arg1 = %lb to %ub step %c1 {
    }
  }
  return
}

func.func @affine_loops(%lb: index, %ub: index) {
  %m = memref.alloc() : memref<10xf32>
  %cf8 = arith.constant 8.0 : f32
  affine.for %arg0 = 0 to 10 {
    affine.for %arg1 = %lb to %ub step 2 {
    }
    affine.for %arg1 = %lb to %ub {
    }
    affine.for %arg1 = 0 to 20 {
      affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%arg0, %arg0) {
          %cf9 = arith.addf %cf8, %cf8 : f32
      }
    }
    %t0 = affine.apply affine_map<(d1) -> (d1 + 1)>(%arg0)
    affine.if affine_set<(d0, d1) : (d1 - d0 >= 0)> (%arg0, %t0) {
        %cf9 = arith.addf %cf8, %cf8 : f32
        affine.store %cf9, %m[%arg0] : memref<10xf32>
    }
  }
  return
}

func.func @parallel_loops(%m: memref<10x10xi32>) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {
      %v0 = arith.addi %c7, %c8 : i32
      memref.store %v0, %m[%arg0, %arg1] : memref<10x10xi32>
  }
  scf.forall (%i) in (%c10) {
      %v0 = arith.muli %c7, %c8 : i32
      memref.store %v0, %m[%i, %i] : memref<10x10xi32>
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #set = affine_set<(d0, d1) : (d1 - d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(index)
// CHECK-NEXT: func.func @nest(%arg0: memref<?x8xf32>, %arg1: index, %arg2: f32, %arg3: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.mulf %arg2, %arg2 : f32
// CHECK-NEXT: %1 = arith.divui %arg1, %c7 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x8xf32>
// CHECK-NEXT: %2 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %cst) -> (f32) {
// CHECK-NEXT: %3 = arith.muli %arg4, %c7 : index
// CHECK-NEXT: %4 = scf.for %arg6 = %c0 to %c3 step %c1 iter_args(%arg7 = %arg5) -> (f32) {
// CHECK-NEXT: %5 = arith.divui %arg1, %arg3 : index
// CHECK-NEXT: %6 = arith.addi %3, %arg6 : index
// CHECK-NEXT: %7 = memref.load %arg0[%arg4, %arg6] : memref<?x8xf32>
// CHECK-NEXT: %8 = arith.addf %7, %0 : f32
// CHECK-NEXT: %9 = arith.addf %arg7, %8 : f32
// CHECK-NEXT: func.call @use(%5) : (index) -> ()
// CHECK-NEXT: func.call @use(%6) : (index) -> ()
// CHECK-NEXT: func.call @use(%1) : (index) -> ()
// CHECK-NEXT: scf.yield %9 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c7 : memref<?x8xf32>
// CHECK-NEXT: func.call @use(%dim) : (index) -> ()
// CHECK-NEXT: func.call @use(%dim_0) : (index) -> ()
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @divisors(%arg0: i32, %arg1: i32, %arg2: index) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %c5_i32 : i32
// CHECK-NEXT: %1 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.remui %arg0, %c0_i32 : i32
// CHECK-NEXT: %4:6 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %c0_i32_0, %arg5 = %c0_i32_0, %arg6 = %c0_i32_0, %arg7 = %c0_i32_0, %arg8 = %c0_i32_0, %arg9 = %c0_i32_0) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %5 = arith.divsi %arg0, %c-1_i32 : i32
// CHECK-NEXT: %6 = arith.ceildivui %arg0, %c0_i32 : i32
// CHECK-NEXT: scf.yield %0, %5, %1, %2, %3, %6 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %4#0, %4#1, %4#2, %4#3, %4#4, %4#5 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @regions(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: index, %arg4: memref<4xi32>) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg5 = %c0 to %arg3 step %c1 iter_args(%arg6 = %arg1) -> (i32) {
// CHECK-NEXT: %3 = arith.muli %arg6, %arg2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2:4 = scf.for %arg5 = %c0 to %arg3 step %c1 iter_args(%arg6 = %c0_i32, %arg7 = %c0_i32, %arg8 = %c0_i32, %arg9 = %c0_i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %3 = scf.for %arg10 = %c0 to %arg3 step %arg3 iter_args(%arg11 = %arg1) -> (i32) {
// CHECK-NEXT: %5 = arith.addi %arg11, %arg2 : i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %5 = memref.load %arg4[%c0] : memref<4xi32>
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %0, %3, %1, %4 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2#0, %2#1, %2#2, %2#3 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %2 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg2, %0 : i32
// CHECK-NEXT: scf.condition(%3) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %3 = arith.addi %arg2, %1 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @zero_trip_and_store(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: f32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.mulf %arg3, %arg3 : f32
// CHECK-NEXT: %1 = arith.subi %arg2, %arg1 : index
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %c1 {
// CHECK-NEXT: memref.store %0, %arg0[%1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: scf.parallel (%arg4) = (%arg1) to (%arg2) step (%c1) {
// CHECK-NEXT: memref.store %2, %arg0[%arg4] : memref<?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loops_in_loops(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %c2 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @affine_loops(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: affine.for %arg2 = %arg0 to %arg1 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 20 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 10 {
// CHECK-NEXT: affine.for %arg3 = %arg0 to %arg1 step 2 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set(%arg2, %arg2) {
// CHECK-NEXT: %1 = arith.addf %cst, %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.if #set(%arg2, %0) {
// CHECK-NEXT: %1 = arith.addf %cst, %cst : f32
// CHECK-NEXT: affine.store %1, %alloc[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parallel_loops(%arg0: memref<10x10xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %c7_i32, %c8_i32 : i32
// CHECK-NEXT: scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {
// CHECK-NEXT: memref.store %0, %arg0[%arg1, %arg2] : memref<10x10xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.muli %c7_i32, %c8_i32 : i32
// CHECK-NEXT: scf.forall (%arg1) in (%c10) {
// CHECK-NEXT: memref.store %1, %arg0[%arg1, %arg1] : memref<10x10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
