// The nest of jit-unroll-and-jam.mlir with k running one row past B's end: the jammed nest
// checks that every access is in bounds first, so with --check-bounds the original nest runs
// and faults at the same access, with the same message, at every level and in the interpreter.
// RUN: not memref-run %s --check-bounds 2>&1 | filecheck %s
// RUN: not memref-run %s --check-bounds -O0 2>&1 | filecheck %s
// RUN: not memref-run %s --check-bounds -O3 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// CHECK: jit-unroll-and-jam-bounds.mlir:24:14: error: index 8 out of bounds for dimension 0 of size 8
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
  %c9 = arith.constant 9 : index
  %c8 = arith.constant 8 : index
  %C = memref.alloc(%c3, %c5) : memref<?x?xf64>
  %A = memref.alloc(%c3, %c9) : memref<?x?xf64>
  %B = memref.alloc(%c8, %c5) : memref<?x?xf64>
  func.call @fill(%C, %c1) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%A, %c2) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%B, %c3) : (memref<?x?xf64>, index) -> ()
  // k runs to 8, one row past B's end.
  func.call @gemm(%C, %A, %B, %c0, %c9, %c1) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index, index, index) -> ()
  func.call @show(%C) : (memref<?x?xf64>) -> ()
  return
}
