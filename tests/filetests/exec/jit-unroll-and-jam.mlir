// jit-unroll-and-jam (-O2 and -O3) runs 4 iterations of an outer loop per trip with their
// inner loops fused, when no iteration can see another's stores: i-k-j matrix products over
// distinct buffers (7 trips of k: 3 left for the remainder loop), one buffer passed as all three
// operands and overlapping views of one buffer (the run-time check keeps the original nest),
// empty loops, an outer step of 2 with shifted indices and two stored vectors (then one vector
// passed as both), an i-j-k nest summing into T[i, j] zeroed before each k loop (2mm; then T
// passed as B too), and a column updated in every j (never jammed). Every level, the unchecked
// runtime, bounds checking and the interpreter print what mlir-runner prints (the expected
// lines are its output).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s -O0 | filecheck %s
// RUN: memref-run %s -O3 --memory-checker=off | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

// C[i, j] += a(k) * B[k, j] in an i-k-j nest over k in [lb, ub) step s.
func.func @gemm(%C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>,
                %lb: index, %ub: index, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ni = memref.dim %C, %c0 : memref<?x?xf64>
  %nj = memref.dim %C, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %ni step %c1 {
    scf.for %k = %lb to %ub step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf64>
      scf.for %j = %c0 to %nj step %c1 {
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %t = arith.addf %c, %p : f64
        memref.store %t, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// Outer step 2 from 1, a shifted inner index, two stored elements, the stored value read back.
func.func @shifted(%C: memref<?xf64>, %D: memref<?xf64>, %B: memref<?x?xf64>, %ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %C, %c0 : memref<?xf64>
  %m = arith.subi %n, %c1 : index
  scf.for %k = %c1 to %ub step %c2 {
    %kf0 = arith.index_cast %k : index to i64
    %kf = arith.sitofp %kf0 : i64 to f64
    scf.for %j = %c0 to %m step %c1 {
      %j1 = arith.addi %j, %c1 : index
      %b = memref.load %B[%k, %j1] : memref<?x?xf64>
      %c = memref.load %C[%j1] : memref<?xf64>
      %t = arith.addf %c, %b : f64
      memref.store %t, %C[%j1] : memref<?xf64>
      %again = memref.load %C[%j1] : memref<?xf64>
      %d = memref.load %D[%j] : memref<?xf64>
      %u = arith.mulf %again, %kf : f64
      %v = arith.subf %d, %u : f64
      memref.store %v, %D[%j] : memref<?xf64>
    }
  }
  return
}

// Stores to C[i, 0] in every j: not jammed (the order of its updates would change).
func.func @column(%C: memref<?x?xf64>, %B: memref<?x?xf64>, %nk: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nj = memref.dim %B, %c1 : memref<?x?xf64>
  scf.for %k = %c0 to %nk step %c1 {
    scf.for %j = %c0 to %nj step %c1 {
      %b = memref.load %B[%k, %j] : memref<?x?xf64>
      %c = memref.load %C[%c0, %c0] : memref<?x?xf64>
      %h = arith.constant 0.5 : f64
      %cb = arith.mulf %c, %h : f64
      %t = arith.addf %cb, %b : f64
      memref.store %t, %C[%c0, %c0] : memref<?x?xf64>
    }
  }
  return
}

// i-j-k: each j sums into its own T[i, j], zeroed before its k loop (2mm).
func.func @sums(%T: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f64
  %ni = memref.dim %T, %c0 : memref<?x?xf64>
  %nj = memref.dim %T, %c1 : memref<?x?xf64>
  %nk = memref.dim %A, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %ni step %c1 {
    scf.for %j = %c0 to %nj step %c1 {
      memref.store %z, %T[%i, %j] : memref<?x?xf64>
      scf.for %k = %c0 to %nk step %c1 {
        %a = memref.load %A[%i, %k] : memref<?x?xf64>
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %t = memref.load %T[%i, %j] : memref<?x?xf64>
        %s = arith.addf %t, %p : f64
        memref.store %s, %T[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

func.func @fill(%M: memref<?x?xf64>, %seed: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c13 = arith.constant 13 : index
  %r = memref.dim %M, %c0 : memref<?x?xf64>
  %q = memref.dim %M, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %q step %c1 {
      %a = arith.muli %i, %c7 : index
      %b = arith.addi %a, %j : index
      %c = arith.addi %b, %seed : index
      %d = arith.remui %c, %c13 : index
      %e = arith.index_cast %d : index to i64
      %f = arith.sitofp %e : i64 to f64
      %g = arith.constant 0.37 : f64
      %h = arith.mulf %f, %g : f64
      memref.store %h, %M[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

func.func @show(%M: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %M, %c0 : memref<?x?xf64>
  %q = memref.dim %M, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %q step %c1 {
      %v = memref.load %M[%i, %j] : memref<?x?xf64>
      func.call @printF64(%v) : (f64) -> ()
      func.call @printComma() : () -> ()
    }
    func.call @printNewline() : () -> ()
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  // Distinct buffers; 7 trips of k (a remainder of 3 at factor 4), from 1.
  %C = memref.alloc(%c3, %c5) : memref<?x?xf64>
  %A = memref.alloc(%c3, %c9) : memref<?x?xf64>
  %B = memref.alloc(%c9, %c5) : memref<?x?xf64>
  func.call @fill(%C, %c1) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%A, %c2) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%B, %c3) : (memref<?x?xf64>, index) -> ()
  func.call @gemm(%C, %A, %B, %c1, %c9, %c1) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> ()
  func.call @show(%C) : (memref<?x?xf64>) -> ()
  // One buffer as all three (square): the run-time check sends it to the original nest.
  %S = memref.alloc(%c5, %c5) : memref<?x?xf64>
  func.call @fill(%S, %c2) : (memref<?x?xf64>, index) -> ()
  func.call @gemm(%S, %S, %S, %c0, %c5, %c1) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> ()
  func.call @show(%S) : (memref<?x?xf64>) -> ()
  // Overlapping views of one buffer: C is rows 1.. of the buffer B reads.
  %W = memref.alloc(%c7, %c5) : memref<?x?xf64>
  func.call @fill(%W, %c3) : (memref<?x?xf64>, index) -> ()
  %V = memref.subview %W[1, 0] [5, 5] [1, 1] : memref<?x?xf64> to memref<5x5xf64, strided<[?, 1], offset: ?>>
  %Vd = memref.cast %V : memref<5x5xf64, strided<[?, 1], offset: ?>> to memref<?x?xf64, strided<[?, 1], offset: ?>>
  %Vc = memref.alloc(%c5, %c5) : memref<?x?xf64>
  memref.copy %Vd, %Vc : memref<?x?xf64, strided<[?, 1], offset: ?>> to memref<?x?xf64>
  func.call @gemm(%Vc, %S, %W, %c0, %c5, %c1) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> ()
  func.call @show(%Vc) : (memref<?x?xf64>) -> ()
  // Zero trips of k, and of j (no columns).
  func.call @gemm(%C, %A, %B, %c5, %c5, %c1) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> ()
  %E = memref.alloc(%c3, %c0) : memref<?x?xf64>
  func.call @gemm(%E, %A, %B, %c0, %c9, %c1) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> ()
  func.call @show(%C) : (memref<?x?xf64>) -> ()
  // Outer step 2, shifted indices, two stored vectors; then one vector as both (aliasing).
  %X = memref.alloc(%c7) : memref<?xf64>
  %Y = memref.alloc(%c7) : memref<?xf64>
  %P = memref.alloc(%c9, %c7) : memref<?x?xf64>
  func.call @fill(%P, %c1) : (memref<?x?xf64>, index) -> ()
  %Xm = memref.expand_shape %X [[0, 1]] output_shape [1, 7] : memref<?xf64> into memref<1x?xf64>
  %Xd = memref.cast %Xm : memref<1x?xf64> to memref<?x?xf64>
  %Ym = memref.expand_shape %Y [[0, 1]] output_shape [1, 7] : memref<?xf64> into memref<1x?xf64>
  %Yd = memref.cast %Ym : memref<1x?xf64> to memref<?x?xf64>
  func.call @fill(%Xd, %c2) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%Yd, %c3) : (memref<?x?xf64>, index) -> ()
  func.call @shifted(%X, %Y, %P, %c9) : (memref<?xf64>, memref<?xf64>, memref<?x?xf64>, index) -> ()
  func.call @show(%Xd) : (memref<?x?xf64>) -> ()
  func.call @show(%Yd) : (memref<?x?xf64>) -> ()
  func.call @shifted(%X, %X, %P, %c9) : (memref<?xf64>, memref<?xf64>, memref<?x?xf64>, index) -> ()
  func.call @show(%Xd) : (memref<?x?xf64>) -> ()
  // T of 3x5 from A (3x9) and B (9x5); then one square buffer as T and B.
  %T = memref.alloc(%c3, %c5) : memref<?x?xf64>
  func.call @sums(%T, %A, %B) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  func.call @show(%T) : (memref<?x?xf64>) -> ()
  %Q = memref.alloc(%c5, %c5) : memref<?x?xf64>
  func.call @fill(%Q, %c7) : (memref<?x?xf64>, index) -> ()
  func.call @sums(%Q, %S, %Q) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  func.call @show(%Q) : (memref<?x?xf64>) -> ()
  func.call @column(%C, %B, %c9) : (memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @show(%C) : (memref<?x?xf64>) -> ()
  return
}
// CHECK: 45.9577, 40.9886, 39.5789, 41.7286, 49.2174,
// CHECK-NEXT: 47.8632, 52.3402, 37.2405, 25.7002, 31.9569,
// CHECK-NEXT: 53.8572, 48.2036, 46.1094, 47.5746, 56.1586,
// CHECK-NEXT: 213.529, 247.902, 282.274, 148.477, 173.559,
// CHECK-NEXT: 1.43272e+07, 1.67331e+07, 1.91389e+07, 1.07186e+07, 1.30948e+07,
// CHECK-NEXT: 1.16066e+20, 1.34646e+20, 1.53225e+20, 8.04266e+19, 9.8963e+19,
// CHECK-NEXT: 6.56482e+60, 7.94505e+60, 9.32528e+60, 8.42051e+60, 9.79965e+60,
// CHECK-NEXT: 2.07261e+181, 2.50837e+181, 2.94413e+181, 2.65848e+181, 3.0939e+181,
// CHECK-NEXT: 2501.1, 2895.8, 2576.32, 1773.8, 2168.49,
// CHECK-NEXT: 1.73991e+08, 2.01376e+08, 1.77204e+08, 1.24103e+08, 1.51487e+08,
// CHECK-NEXT: 1.36421e+21, 1.58004e+21, 1.40902e+21, 9.77208e+20, 1.19304e+21,
// CHECK-NEXT: 1.02886e+62, 1.18446e+62, 9.35042e+61, 7.08489e+61, 8.64094e+61,
// CHECK-NEXT: 3.24826e+182, 3.73953e+182, 2.95207e+182, 2.23681e+182, 2.72808e+182,
// CHECK-NEXT: 45.9577, 40.9886, 39.5789, 41.7286, 49.2174,
// CHECK-NEXT: 47.8632, 52.3402, 37.2405, 25.7002, 31.9569,
// CHECK-NEXT: 53.8572, 48.2036, 46.1094, 47.5746, 56.1586,
// CHECK-NEXT: 0.74, 16.65, 13.69, 10.73, 7.77, 4.81, 6.66,
// CHECK-NEXT: -205.35, -195.73, -162.06, -113.96, -61.05, -85.1, 3.33,
// CHECK-NEXT: -303.4, -416.25, 635.66, -1034.52, 610.13, -140.23, 10.36,
// CHECK-NEXT: 46.4091, 41.3438, 39.8379, 41.8914, 49.284,
// CHECK-NEXT: 48.5995, 53.9386, 39.701, 29.0228, 36.1416,
// CHECK-NEXT: 54.3493, 48.7364, 46.6829, 48.1888, 56.8135,
// CHECK-NEXT: 1615.08, 1930.4, 2245.72, 2561.03, 2041.53,
// CHECK-NEXT: 3.87198e+17, 4.62792e+17, 5.38386e+17, 6.1398e+17, 4.89435e+17,
// CHECK-NEXT: 7.98833e+57, 9.54792e+57, 1.11075e+58, 1.26671e+58, 1.00976e+58,
// CHECK-NEXT: 6.27272e+179, 7.49737e+179, 8.72202e+179, 9.94667e+179, 7.929e+179,
// CHECK-NEXT: inf, inf, inf, inf, inf,
// CHECK-NEXT: 7.36167, 40.9886, 39.5789, 41.7286, 49.2174,
// CHECK-NEXT: 47.8632, 52.3402, 37.2405, 25.7002, 31.9569,
// CHECK-NEXT: 53.8572, 48.2036, 46.1094, 47.5746, 56.1586,
