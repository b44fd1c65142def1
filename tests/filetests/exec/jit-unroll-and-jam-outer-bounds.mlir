// The nest of jit-unroll-and-jam-outer.mlir with k running one column past A's end: the
// outer-jammed nest checks that every access is in bounds first, so with --check-bounds the
// original nest runs and faults at the same access, with the same message, at every level and
// in the interpreter.
// RUN: not memref-run %s --check-bounds 2>&1 | filecheck %s
// RUN: not memref-run %s --check-bounds -O0 2>&1 | filecheck %s
// RUN: not memref-run %s --check-bounds -O1 2>&1 | filecheck %s
// RUN: not memref-run %s --check-bounds -O3 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// CHECK: jit-unroll-and-jam-outer-bounds.mlir:28:12: error: index 3 out of bounds for dimension 1 of size 3
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

func.func @gemm(%alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>,
                %B: memref<?x?xf64>, %nk: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ni = memref.dim %C, %c0 : memref<?x?xf64>
  %nj = memref.dim %C, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %ni step %c1 {
    scf.for %j = %c0 to %nj step %c1 {
      %c = memref.load %C[%i, %j] : memref<?x?xf64>
      %m = arith.mulf %c, %beta : f64
      memref.store %m, %C[%i, %j] : memref<?x?xf64>
    }
    scf.for %k = %c0 to %nk step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf64>
      %aa = arith.mulf %alpha, %a : f64
      scf.for %j = %c0 to %nj step %c1 {
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %aa, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.25 : f64
  %one = arith.constant 1.0 : f64
  %C = memref.alloc(%c4, %c5) : memref<?x?xf64>
  %A = memref.alloc(%c4, %c3) : memref<?x?xf64>
  %B = memref.alloc(%c4, %c5) : memref<?x?xf64>
  linalg.fill ins(%one : f64) outs(%C : memref<?x?xf64>)
  linalg.fill ins(%one : f64) outs(%A : memref<?x?xf64>)
  linalg.fill ins(%one : f64) outs(%B : memref<?x?xf64>)
  // k runs to 4, one column past A's end (B has the row).
  func.call @gemm(%alpha, %beta, %C, %A, %B, %c4) : (f64, f64, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  return
}
