// jit-unroll (ours): innermost scf.for loops with constant bounds and at most
// max-trip-count iterations are replaced by their iterations, the induction variable a
// constant and the iter_args threaded through; an empty loop by its initial values.
// RUN: memref-opt %s --jit-unroll | filecheck %s
// RUN: memref-opt %s --jit-unroll=max-trip-count=2 | filecheck %s --check-prefix=TWO

// CHECK-LABEL: func.func @carried
// CHECK-NOT: scf.for
// CHECK: arith.constant 8 : index
// CHECK-NEXT: %[[I0:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[X0:.*]] = memref.load %arg0[%[[I0]]] : memref<8xf32>
// CHECK-NEXT: %[[S0:.*]] = arith.addf %arg1, %[[X0]] : f32
// CHECK-NEXT: memref.store %[[S0]], %arg0[%[[I0]]] : memref<8xf32>
// CHECK-NEXT: %[[I1:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[X1:.*]] = memref.load %arg0[%[[I1]]] : memref<8xf32>
// CHECK-NEXT: %[[S1:.*]] = arith.addf %[[S0]], %[[X1]] : f32
// CHECK-NEXT: memref.store %[[S1]], %arg0[%[[I1]]] : memref<8xf32>
// CHECK-NEXT: %[[I2:.*]] = arith.constant 7 : index
// CHECK-NEXT: %[[X2:.*]] = memref.load %arg0[%[[I2]]] : memref<8xf32>
// CHECK-NEXT: %[[S2:.*]] = arith.addf %[[S1]], %[[X2]] : f32
// CHECK-NEXT: memref.store %[[S2]], %arg0[%[[I2]]] : memref<8xf32>
// CHECK-NEXT: return %[[S2]] : f32
// TWO-LABEL: func.func @carried
// TWO: scf.for
func.func @carried(%M: memref<8xf32>, %init: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %k = %c1 to %c8 step %c3 iter_args(%acc = %init) -> f32 {
    %x = memref.load %M[%k] : memref<8xf32>
    %s = arith.addf %acc, %x : f32
    memref.store %s, %M[%k] : memref<8xf32>
    scf.yield %s : f32
  }
  return %r : f32
}

// Empty and negative ranges: the loop goes, its results are the initial values.
// CHECK-LABEL: func.func @empty
// CHECK-NOT: scf.for
// CHECK: return %arg0, %arg0 : i32, i32
func.func @empty(%x: i32) -> (i32, i32) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %a = scf.for %k = %c5 to %c5 step %c2 iter_args(%t = %x) -> i32 {
    %u = arith.addi %t, %t : i32
    scf.yield %u : i32
  }
  %b = scf.for %k = %c5 to %c2 step %c2 iter_args(%t = %x) -> i32 {
    %u = arith.addi %t, %t : i32
    scf.yield %u : i32
  }
  return %a, %b : i32, i32
}

// i8 induction variables compare signed, or unsigned with unsignedCmp: -2 to 1 is 3
// iterations signed, none unsigned (254 > 1).
// CHECK-LABEL: func.func @narrow
// CHECK: arith.constant -2 : i8
// CHECK: arith.constant -1 : i8
// CHECK: arith.constant 0 : i8
// CHECK-NOT: scf.for
// CHECK: return
// TWO-LABEL: func.func @narrow
// TWO: scf.for
func.func @narrow(%M: memref<4xi8>) -> i8 {
  %lo = arith.constant -2 : i8
  %hi = arith.constant 1 : i8
  %one = arith.constant 1 : i8
  %z = arith.constant 0 : i8
  %r = scf.for %k = %lo to %hi step %one iter_args(%t = %z) -> i8 : i8 {
    %u = arith.xori %t, %k : i8
    scf.yield %u : i8
  }
  %r2 = scf.for unsigned %k = %lo to %hi step %one iter_args(%t = %r) -> i8 : i8 {
    %u = arith.xori %t, %k : i8
    scf.yield %u : i8
  }
  return %r2 : i8
}

// The induction variable wraps (i8: 120, 125, then -126, ...) and the loop goes on below 127:
// 155 iterations, not 2, so it is left alone (it was unrolled twice: -O3 printed 2).
// CHECK-LABEL: func.func @wraps
// CHECK: scf.for
// CHECK: return
func.func @wraps() -> i64 {
  %lb = arith.constant 120 : i8
  %ub = arith.constant 127 : i8
  %s = arith.constant 5 : i8
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %n = scf.for %i = %lb to %ub step %s iter_args(%a = %z) -> (i64) : i8 {
    %b = arith.addi %a, %one : i64
    scf.yield %b : i64
  }
  return %n : i64
}

// Left alone: too many iterations, dynamic bounds, a nested loop (only the inner one goes).
// CHECK-LABEL: func.func @kept
// CHECK: scf.for %{{.*}} = %c0 to %c9 step %c1
// CHECK: scf.for %{{.*}} = %c0 to %arg1 step %c1
// CHECK: scf.for %{{.*}} = %c0 to %c9 step %c1
// CHECK-NOT: scf.for
// CHECK: return
func.func @kept(%M: memref<9xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %f = arith.constant 1.0 : f32
  scf.for %k = %c0 to %c9 step %c1 {
    memref.store %f, %M[%k] : memref<9xf32>
  }
  scf.for %k = %c0 to %n step %c1 {
    memref.store %f, %M[%k] : memref<9xf32>
  }
  scf.for %k = %c0 to %c9 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      memref.store %f, %M[%k] : memref<9xf32>
    }
  }
  return
}
