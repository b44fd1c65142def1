// PolyBench trmm, MEDIUM (M=200, N=240), f64: B = alpha * A^T B with A unit lower
// triangular (A is M x M, B is M x N). Prints the kernel's seconds, then the sum of B and its
// bits.
func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @f64_of(%i: index) -> f64 {
  %a = arith.index_cast %i : index to i64
  %b = arith.sitofp %a : i64 to f64
  return %b : f64
}
func.func @sum1(%v: memref<?xf64>, %acc: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xf64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%t = %acc) -> (f64) {
    %x = memref.load %v[%i] : memref<?xf64>
    %u = arith.addf %t, %x : f64
    scf.yield %u : f64
  }
  return %s : f64
}
func.func @sum2(%m: memref<?x?xf64>, %acc: f64) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf64>
  %cols = memref.dim %m, %c1 : memref<?x?xf64>
  %s = scf.for %i = %c0 to %rows step %c1 iter_args(%t = %acc) -> (f64) {
    %si = scf.for %j = %c0 to %cols step %c1 iter_args(%r = %t) -> (f64) {
      %x = memref.load %m[%i, %j] : memref<?x?xf64>
      %u = arith.addf %r, %x : f64
      scf.yield %u : f64
    }
    scf.yield %si : f64
  }
  return %s : f64
}
func.func @print_time_since(%t0: f64) {
  %t1 = func.call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  func.call @printF64(%dt) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// The checksum, then its bits: a float reassociation shows in the last place.
func.func @print_sum(%s: f64) {
  func.call @printF64(%s) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %bits = arith.bitcast %s : f64 to i64
  func.call @printI64(%bits) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @kernel(%alpha: f64, %A: memref<200x200xf64>, %B: memref<200x240xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 200 : index
  %n = arith.constant 240 : index
  scf.for %i = %c0 to %m step %c1 {
    %i1 = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %i1 to %m step %c1 {
        %a = memref.load %A[%k, %i] : memref<200x200xf64>
        %b = memref.load %B[%k, %j] : memref<200x240xf64>
        %p = arith.mulf %a, %b : f64
        %x = memref.load %B[%i, %j] : memref<200x240xf64>
        %s = arith.addf %x, %p : f64
        memref.store %s, %B[%i, %j] : memref<200x240xf64>
      }
      %x = memref.load %B[%i, %j] : memref<200x240xf64>
      %v = arith.mulf %alpha, %x : f64
      memref.store %v, %B[%i, %j] : memref<200x240xf64>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 200 : index
  %n = arith.constant 240 : index
  %fm = func.call @f64_of(%m) : (index) -> f64
  %fn = func.call @f64_of(%n) : (index) -> f64
  %alpha = arith.constant 1.5 : f64
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %A = memref.alloc() : memref<200x200xf64>
  %B = memref.alloc() : memref<200x240xf64>
  // A[i][j] = ((i+j) % m)/m below the diagonal, 1 on it (0 above: never read);
  // B[i][j] = ((n+(i-j)) % n)/n
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %lt = arith.cmpi ult, %j, %i : index
      %eq = arith.cmpi eq, %j, %i : index
      %p = arith.addi %i, %j : index
      %r = arith.remsi %p, %m : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fm : f64
      %w = arith.select %eq, %one, %zero : f64
      %x = arith.select %lt, %v, %w : f64
      memref.store %x, %A[%i, %j] : memref<200x200xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      %ni = arith.addi %n, %i : index
      %d = arith.subi %ni, %j : index
      %r = arith.remsi %d, %n : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fn : f64
      memref.store %v, %B[%i, %j] : memref<200x240xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%alpha, %A, %B) : (f64, memref<200x200xf64>, memref<200x240xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %Bd = memref.cast %B : memref<200x240xf64> to memref<?x?xf64>
  %s = func.call @sum2(%Bd, %zero) : (memref<?x?xf64>, f64) -> f64
  func.call @print_sum(%s) : (f64) -> ()
  return
}
