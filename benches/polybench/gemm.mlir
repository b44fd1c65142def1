// PolyBench gemm, MEDIUM (NI=200, NJ=220, NK=240), f64: C = alpha*A*B + beta*C.
// Prints the kernel's seconds, then the sum of C and its bits.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @f64_of(%i: index) -> f64 {
  %a = arith.index_cast %i : index to i64
  %b = arith.sitofp %a : i64 to f64
  return %b : f64
}
func.func @kernel(%alpha: f64, %beta: f64, %C: memref<200x220xf64>, %A: memref<200x240xf64>,
                  %B: memref<240x220xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ni = arith.constant 200 : index
  %nj = arith.constant 220 : index
  %nk = arith.constant 240 : index
  scf.for %i = %c0 to %ni step %c1 {
    scf.for %j = %c0 to %nj step %c1 {
      %c = memref.load %C[%i, %j] : memref<200x220xf64>
      %m = arith.mulf %c, %beta : f64
      memref.store %m, %C[%i, %j] : memref<200x220xf64>
    }
    scf.for %k = %c0 to %nk step %c1 {
      %a = memref.load %A[%i, %k] : memref<200x240xf64>
      %aa = arith.mulf %alpha, %a : f64
      scf.for %j = %c0 to %nj step %c1 {
        %b = memref.load %B[%k, %j] : memref<240x220xf64>
        %p = arith.mulf %aa, %b : f64
        %c = memref.load %C[%i, %j] : memref<200x220xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %C[%i, %j] : memref<200x220xf64>
      }
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ni = arith.constant 200 : index
  %nj = arith.constant 220 : index
  %nk = arith.constant 240 : index
  %fni = func.call @f64_of(%ni) : (index) -> f64
  %fnj = func.call @f64_of(%nj) : (index) -> f64
  %fnk = func.call @f64_of(%nk) : (index) -> f64
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %C = memref.alloc() : memref<200x220xf64>
  %A = memref.alloc() : memref<200x240xf64>
  %B = memref.alloc() : memref<240x220xf64>
  scf.for %i = %c0 to %ni step %c1 {
    scf.for %j = %c0 to %nj step %c1 {
      // C[i][j] = ((i*j+1) % ni) / ni
      %p = arith.muli %i, %j : index
      %q = arith.addi %p, %c1 : index
      %r = arith.remsi %q, %ni : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fni : f64
      memref.store %v, %C[%i, %j] : memref<200x220xf64>
    }
    scf.for %k = %c0 to %nk step %c1 {
      // A[i][k] = (i*(k+1) % nk) / nk
      %k1 = arith.addi %k, %c1 : index
      %p = arith.muli %i, %k1 : index
      %r = arith.remsi %p, %nk : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fnk : f64
      memref.store %v, %A[%i, %k] : memref<200x240xf64>
    }
  }
  scf.for %k = %c0 to %nk step %c1 {
    scf.for %j = %c0 to %nj step %c1 {
      // B[k][j] = (k*(j+2) % nj) / nj
      %j2 = arith.addi %j, %c2 : index
      %p = arith.muli %k, %j2 : index
      %r = arith.remsi %p, %nj : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fnj : f64
      memref.store %v, %B[%k, %j] : memref<240x220xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%alpha, %beta, %C, %A, %B)
    : (f64, f64, memref<200x220xf64>, memref<200x240xf64>, memref<240x220xf64>) -> ()
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %zero = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %ni step %c1 iter_args(%s = %zero) -> (f64) {
    %si = scf.for %j = %c0 to %nj step %c1 iter_args(%t = %s) -> (f64) {
      %v = memref.load %C[%i, %j] : memref<200x220xf64>
      %u = arith.addf %t, %v : f64
      scf.yield %u : f64
    }
    scf.yield %si : f64
  }
  func.call @printF64(%sum) : (f64) -> ()
  func.call @printNewline() : () -> ()
  // The checksum's bits: a float reassociation shows in the last place.
  %bits = arith.bitcast %sum : f64 to i64
  func.call @printI64(%bits) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
