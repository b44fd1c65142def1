// memref-run's loop optimizations (loop-invariant-code-motion, jit-scalar-replacement,
// jit-unroll) on hostile inputs: every -O level prints what the interpreter prints, and so
// does the interpreter on the transformed IR.
// RUN: memref-run %s -O0 | filecheck %s
// RUN: memref-run %s -O1 | filecheck %s
// RUN: memref-run %s -O2 | filecheck %s
// RUN: memref-run %s -O3 | filecheck %s
// RUN: memref-run %s -O3 --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-opt %s --loop-invariant-code-motion --jit-scalar-replacement --jit-unroll | memref-run - --engine=interp | filecheck %s
// RUN: memref-opt %s --loop-invariant-code-motion --jit-scalar-replacement --jit-unroll | memref-run - --engine=jit -O0 | filecheck %s
func.func private @printMemrefF64(memref<*xf64>)

// C[i] += A[i, k] * B[k] over k: C[i] is promoted unless another access may touch it.
func.func @matvec(%A: memref<?x?xf64>, %B: memref<?xf64, strided<[1], offset: ?>>, %C: memref<?xf64, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf64>
  %n = memref.dim %A, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %k = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf64>
      %b = memref.load %B[%k] : memref<?xf64, strided<[1], offset: ?>>
      %p = arith.mulf %a, %b : f64
      %c = memref.load %C[%i] : memref<?xf64, strided<[1], offset: ?>>
      %s = arith.addf %c, %p : f64
      memref.store %s, %C[%i] : memref<?xf64, strided<[1], offset: ?>>
    }
  }
  return
}

// Triangular update in one buffer (trmm's B[i][j] += A[k][i] * B[k][j], k > i): B[i, j] and
// B[k, j] never meet, which the run-time check sees.
func.func @tri(%A: memref<4x4xf64>, %B: memref<4x3xf64>, %lo: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %i1 = arith.addi %i, %lo : index
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %i1 to %c4 step %c1 {
        %a = memref.load %A[%k, %i] : memref<4x4xf64>
        %b = memref.load %B[%k, %j] : memref<4x3xf64>
        %p = arith.mulf %a, %b : f64
        %x = memref.load %B[%i, %j] : memref<4x3xf64>
        %s = arith.addf %x, %p : f64
        memref.store %s, %B[%i, %j] : memref<4x3xf64>
      }
    }
  }
  return
}

// A loop carrying a value besides the promoted element, with a store before the first load
// and two stores per iteration.
func.func @carry(%M: memref<8xf64>, %D: memref<8xf64>, %j: index, %lb: index, %ub: index) -> f64 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.5 : f64
  %r = scf.for %k = %lb to %ub step %c1 iter_args(%acc = %z) -> f64 {
    %d = memref.load %D[%k] : memref<8xf64>
    memref.store %d, %M[%j] : memref<8xf64>
    %x = memref.load %M[%j] : memref<8xf64>
    %y = arith.addf %x, %acc : f64
    memref.store %y, %M[%j] : memref<8xf64>
    %t = arith.mulf %acc, %d : f64
    scf.yield %t : f64
  }
  return %r : f64
}

// Stores in nested ifs: the loop is left as written.
func.func @nested_if(%M: memref<4xf64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %M[%c0] : memref<4xf64>
    %odd = arith.remui %k, %c2 : index
    %c = arith.cmpi eq, %odd, %c1 : index
    scf.if %c {
      %t = arith.addf %x, %x : f64
      memref.store %t, %M[%c0] : memref<4xf64>
    }
  }
  return
}

// Small constant trip counts, unrolled at -O3, one with a value carried and an empty one.
func.func @small(%M: memref<4xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 1.0 : f64
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f64 {
    %x = memref.load %M[%k] : memref<4xf64>
    %y = arith.mulf %acc, %x : f64
    memref.store %y, %M[%k] : memref<4xf64>
    scf.yield %y : f64
  }
  %e = scf.for %k = %c4 to %c0 step %c1 iter_args(%acc = %r) -> f64 {
    %x = memref.load %M[%k] : memref<4xf64>
    scf.yield %x : f64
  }
  return %e : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : index
  %buf = memref.alloc() : memref<24xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ij = arith.muli %i, %c4 : index
      %p = arith.addi %ij, %j : index
      %q = arith.addi %p, %c1 : index
      %qi = arith.index_cast %q : index to i64
      %f = arith.sitofp %qi : i64 to f64
      %g = arith.divf %f, %f : f64
      %h = arith.addf %f, %g : f64
      memref.store %h, %buf[%p] : memref<24xf64>
    }
  }
  scf.for %p = %c4 to %c8 step %c1 {
    %pi = arith.index_cast %p : index to i64
    %f = arith.sitofp %pi : i64 to f64
    memref.store %f, %buf[%p] : memref<24xf64>
  }
  %A = memref.reinterpret_cast %buf to offset: [0], sizes: [4, 4], strides: [4, 1]
    : memref<24xf64> to memref<?x?xf64>
  // Distinct buffers: the optimized loop runs.
  %B = memref.alloc() : memref<4xf64>
  %C = memref.alloc() : memref<4xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    memref.store %f, %B[%i] : memref<4xf64>
    memref.store %f, %C[%i] : memref<4xf64>
  }
  %Bd = memref.cast %B : memref<4xf64> to memref<?xf64, strided<[1], offset: ?>>
  %Cd = memref.cast %C : memref<4xf64> to memref<?xf64, strided<[1], offset: ?>>
  func.call @matvec(%A, %Bd, %Cd) : (memref<?x?xf64>, memref<?xf64, strided<[1], offset: ?>>, memref<?xf64, strided<[1], offset: ?>>) -> ()
  %Cu = memref.cast %C : memref<4xf64> to memref<*xf64>
  // CHECK: [26,  39,  76,  101]
  func.call @printMemrefF64(%Cu) : (memref<*xf64>) -> ()
  // C is a view of A's row 1 (elements 4..7): every C[i] aliases A[1, i].
  %Cv = memref.subview %buf[4] [4] [1] : memref<24xf64> to memref<4xf64, strided<[1], offset: 4>>
  %Cvd = memref.cast %Cv : memref<4xf64, strided<[1], offset: 4>> to memref<?xf64, strided<[1], offset: ?>>
  func.call @matvec(%A, %Bd, %Cvd) : (memref<?x?xf64>, memref<?xf64, strided<[1], offset: ?>>, memref<?xf64, strided<[1], offset: ?>>) -> ()
  %Cvu = memref.cast %Cv : memref<4xf64, strided<[1], offset: 4>> to memref<*xf64>
  // CHECK: [30,  43,  80,  105]
  func.call @printMemrefF64(%Cvu) : (memref<*xf64>) -> ()
  // B and C are one buffer: C[i] is read as B[k].
  func.call @matvec(%A, %Cd, %Cd) : (memref<?x?xf64>, memref<?xf64, strided<[1], offset: ?>>, memref<?xf64, strided<[1], offset: ?>>) -> ()
  // CHECK: [1004,  1.34368e+06,  1.92279e+08,  5.57395e+10]
  func.call @printMemrefF64(%Cu) : (memref<*xf64>) -> ()
  // An empty matrix: zero-trip inner loops.
  %E = memref.reinterpret_cast %buf to offset: [0], sizes: [4, 0], strides: [4, 1]
    : memref<24xf64> to memref<?x?xf64>
  func.call @matvec(%E, %Bd, %Cd) : (memref<?x?xf64>, memref<?xf64, strided<[1], offset: ?>>, memref<?xf64, strided<[1], offset: ?>>) -> ()
  // CHECK: [1004,  1.34368e+06,  1.92279e+08,  5.57395e+10]
  func.call @printMemrefF64(%Cu) : (memref<*xf64>) -> ()

  %T = memref.alloc() : memref<4x4xf64>
  %U = memref.alloc() : memref<4x3xf64>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ij = arith.muli %i, %c3 : index
      %p = arith.addi %ij, %j : index
      %pi = arith.index_cast %p : index to i64
      %f = arith.sitofp %pi : i64 to f64
      memref.store %f, %T[%i, %j] : memref<4x4xf64>
      %lt = arith.cmpi slt, %j, %c3 : index
      scf.if %lt {
        memref.store %f, %U[%i, %j] : memref<4x3xf64>
      }
    }
  }
  // k from i + 1: the promoted B[i, j] is outside the rows read.
  func.call @tri(%T, %U, %c1) : (memref<4x4xf64>, memref<4x3xf64>, index) -> ()
  %Uu = memref.cast %U : memref<4x3xf64> to memref<*xf64>
  // CHECK: [126,   145,   164],
  // CHECK-NEXT: [135,   153,   171],
  // CHECK-NEXT: [105,   117,   129],
  // CHECK-NEXT: [9,   10,   11]]
  func.call @printMemrefF64(%Uu) : (memref<*xf64>) -> ()
  // k from i: row i is read and written in the loop (the check fails, the loop runs as is).
  func.call @tri(%T, %U, %c0) : (memref<4x4xf64>, memref<4x3xf64>, index) -> ()
  // CHECK: [1242,   1396,   1550],
  // CHECK-NEXT: [1500,   1684,   1868],
  // CHECK-NEXT: [1044,   1163,   1282],
  // CHECK-NEXT: [117,   130,   143]]
  func.call @printMemrefF64(%Uu) : (memref<*xf64>) -> ()

  %M = memref.alloc() : memref<8xf64>
  %D = memref.alloc() : memref<8xf64>
  scf.for %i = %c0 to %c8 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    memref.store %f, %M[%i] : memref<8xf64>
    %g = arith.addf %f, %f : f64
    memref.store %g, %D[%i] : memref<8xf64>
  }
  %r1 = func.call @carry(%M, %D, %c2, %c1, %c5) : (memref<8xf64>, memref<8xf64>, index, index, index) -> f64
  // CHECK: 192
  vector.print %r1 : f64
  // M and D one buffer, the promoted element read as D[k] in the loop.
  %r2 = func.call @carry(%M, %M, %c3, %c1, %c5) : (memref<8xf64>, memref<8xf64>, index, index, index) -> f64
  // CHECK: 2080
  vector.print %r2 : f64
  // Zero-trip and negative ranges with an out-of-bounds promoted index: nothing is accessed.
  %r3 = func.call @carry(%M, %D, %c100, %c3, %c3) : (memref<8xf64>, memref<8xf64>, index, index, index) -> f64
  %r4 = func.call @carry(%M, %D, %c100, %c5, %c1) : (memref<8xf64>, memref<8xf64>, index, index, index) -> f64
  // CHECK-NEXT: 0.5
  // CHECK-NEXT: 0.5
  vector.print %r3 : f64
  vector.print %r4 : f64
  %Mu = memref.cast %M : memref<8xf64> to memref<*xf64>
  // CHECK: [0,  1,  32,  524,  4,  5,  6,  7]
  func.call @printMemrefF64(%Mu) : (memref<*xf64>) -> ()

  %N = memref.alloc() : memref<4xf64>
  %one = arith.constant 1.5 : f64
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %one, %N[%i] : memref<4xf64>
  }
  func.call @nested_if(%N, %c5) : (memref<4xf64>, index) -> ()
  %r5 = func.call @small(%N) : (memref<4xf64>) -> f64
  // CHECK: 20.25
  vector.print %r5 : f64
  %Nu = memref.cast %N : memref<4xf64> to memref<*xf64>
  // CHECK: [6,  9,  13.5,  20.25]
  func.call @printMemrefF64(%Nu) : (memref<*xf64>) -> ()
  return
}
