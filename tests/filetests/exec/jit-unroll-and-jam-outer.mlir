// jit-unroll-and-jam's outer jam (-O2 and -O3): PolyBench's gemm nest
// i { j { C[i][j] *= beta }; k { j { C[i][j] += alpha * A[i][k] * B[k][j] } } } runs two
// rows of i per trip with its loops fused (then the inner jam over k). Checked here: i trip
// counts 0 to 7 (odd ones leave a row to the remainder loop), an outer loop from 1 step 2,
// C passed as B and as A (the run-time check keeps the original nest), and every level, the
// unchecked runtime, bounds checking and the interpreter print what mlir-runner prints (the
// expected lines are its output).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s -O0 | filecheck %s
// RUN: memref-run %s -O1 | filecheck %s
// RUN: memref-run %s -O3 --memory-checker=off | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

func.func @gemm(%alpha: f64, %beta: f64, %C: memref<?x?xf64>, %A: memref<?x?xf64>,
                %B: memref<?x?xf64>, %lb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ni = memref.dim %C, %c0 : memref<?x?xf64>
  %nj = memref.dim %C, %c1 : memref<?x?xf64>
  %nk = memref.dim %A, %c1 : memref<?x?xf64>
  scf.for %i = %lb to %ni step %c1 {
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

// Rows 1, 3, 5, ...: a constant step of 2 from an odd start.
func.func @odd_rows(%C: memref<?x?xf64>, %A: memref<?x?xf64>, %B: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ni = memref.dim %C, %c0 : memref<?x?xf64>
  %nj = memref.dim %C, %c1 : memref<?x?xf64>
  %nk = memref.dim %A, %c1 : memref<?x?xf64>
  scf.for %i = %c1 to %ni step %c2 {
    scf.for %k = %c0 to %nk step %c1 {
      %a = memref.load %A[%i, %k] : memref<?x?xf64>
      scf.for %j = %c0 to %nj step %c1 {
        %b = memref.load %B[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %C[%i, %j] : memref<?x?xf64>
        %s = arith.subf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<?x?xf64>
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
  %c8 = arith.constant 8 : index
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.25 : f64
  // 0 to 7 rows.
  scf.for %ni = %c0 to %c8 step %c1 {
    %C = memref.alloc(%ni, %c5) : memref<?x?xf64>
    %A = memref.alloc(%ni, %c3) : memref<?x?xf64>
    %B = memref.alloc(%c3, %c5) : memref<?x?xf64>
    func.call @fill(%C, %c1) : (memref<?x?xf64>, index) -> ()
    func.call @fill(%A, %c2) : (memref<?x?xf64>, index) -> ()
    func.call @fill(%B, %c3) : (memref<?x?xf64>, index) -> ()
    func.call @gemm(%alpha, %beta, %C, %A, %B, %c0) : (f64, f64, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
    func.call @show(%C) : (memref<?x?xf64>) -> ()
    func.call @odd_rows(%C, %A, %B) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
    func.call @show(%C) : (memref<?x?xf64>) -> ()
    func.call @printNewline() : () -> ()
  }
  // C as B, then C as A (3x3), from row 1.
  %S = memref.alloc(%c3, %c3) : memref<?x?xf64>
  %T = memref.alloc(%c3, %c3) : memref<?x?xf64>
  func.call @fill(%S, %c1) : (memref<?x?xf64>, index) -> ()
  func.call @fill(%T, %c2) : (memref<?x?xf64>, index) -> ()
  func.call @gemm(%alpha, %beta, %S, %T, %S, %c0) : (f64, f64, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @show(%S) : (memref<?x?xf64>) -> ()
  func.call @gemm(%alpha, %beta, %S, %S, %T, %c1) : (f64, f64, memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>, index) -> ()
  func.call @show(%S) : (memref<?x?xf64>) -> ()
  func.call @odd_rows(%S, %S, %S) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  func.call @show(%S) : (memref<?x?xf64>) -> ()
  return
}
// CHECK: {{^$}}
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-EMPTY:
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 38.8149, 45.4379, 52.0609, 31.9884, 38.6114,
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 15.405, 17.921, 20.437, 14.0545, 16.5705,
// CHECK-EMPTY:
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 38.8149, 45.4379, 52.0609, 31.9884, 38.6114,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 15.405, 17.921, 20.437, 14.0545, 16.5705,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-EMPTY:
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 38.8149, 45.4379, 52.0609, 31.9884, 38.6114,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-NEXT: 42.7683, 50.0074, 57.2464, 35.1204, 36.3469,
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 15.405, 17.921, 20.437, 14.0545, 16.5705,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-NEXT: 17.0311, 19.7525, 22.4738, 15.4068, 12.1156,
// CHECK-EMPTY:
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 38.8149, 45.4379, 52.0609, 31.9884, 38.6114,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-NEXT: 42.7683, 50.0074, 57.2464, 35.1204, 36.3469,
// CHECK-NEXT: 19.0476, 22.5904, 26.1331, 16.3281, 19.8708,
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 15.405, 17.921, 20.437, 14.0545, 16.5705,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-NEXT: 17.0311, 19.7525, 22.4738, 15.4068, 12.1156,
// CHECK-NEXT: 19.0476, 22.5904, 26.1331, 16.3281, 19.8708,
// CHECK-EMPTY:
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 38.8149, 45.4379, 52.0609, 31.9884, 38.6114,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-NEXT: 42.7683, 50.0074, 57.2464, 35.1204, 36.3469,
// CHECK-NEXT: 19.0476, 22.5904, 26.1331, 16.3281, 19.8708,
// CHECK-NEXT: 36.0435, 41.2291, 46.4146, 13.5531, 18.7386,
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 15.405, 17.921, 20.437, 14.0545, 16.5705,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-NEXT: 17.0311, 19.7525, 22.4738, 15.4068, 12.1156,
// CHECK-NEXT: 19.0476, 22.5904, 26.1331, 16.3281, 19.8708,
// CHECK-NEXT: 15.0979, 17.1347, 19.1715, 4.5177, 6.55455,
// CHECK-EMPTY:
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 38.8149, 45.4379, 52.0609, 31.9884, 38.6114,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-NEXT: 42.7683, 50.0074, 57.2464, 35.1204, 36.3469,
// CHECK-NEXT: 19.0476, 22.5904, 26.1331, 16.3281, 19.8708,
// CHECK-NEXT: 36.0435, 41.2291, 46.4146, 13.5531, 18.7386,
// CHECK-NEXT: 23.001, 27.1598, 31.3186, 19.4601, 23.6189,
// CHECK-NEXT: 11.1407, 13.4513, 15.762, 10.064, 12.3746,
// CHECK-NEXT: 15.405, 17.921, 20.437, 14.0545, 16.5705,
// CHECK-NEXT: 15.0941, 18.0208, 20.9475, 13.196, 16.1227,
// CHECK-NEXT: 17.0311, 19.7525, 22.4738, 15.4068, 12.1156,
// CHECK-NEXT: 19.0476, 22.5904, 26.1331, 16.3281, 19.8708,
// CHECK-NEXT: 15.0979, 17.1347, 19.1715, 4.5177, 6.55455,
// CHECK-NEXT: 23.001, 27.1598, 31.3186, 19.4601, 23.6189,
// CHECK-EMPTY:
// CHECK-NEXT: 7.54707, 9.9604, 12.3737,
// CHECK-NEXT: 275.672, 359.918, 444.163,
// CHECK-NEXT: 2361.2, 3084.13, 3807.07,
// CHECK-NEXT: 7.54707, 9.9604, 12.3737,
// CHECK-NEXT: 18443.4, 23509.2, 28574.9,
// CHECK-NEXT: 158004, 201403, 244803,
// CHECK-NEXT: 7.54707, 9.9604, 12.3737,
// CHECK-NEXT: 5.05313e+15, 6.4411e+15, 7.82907e+15,
// CHECK-NEXT: 158004, 201403, 244803,
