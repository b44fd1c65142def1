// PolyBench syrk, MEDIUM (M=200, N=240), f64: C = alpha*A*A^T + beta*C on C's lower
// triangle (A is N x M, C is N x N). Prints the kernel's seconds, then the sum of C and its
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
func.func @kernel(%alpha: f64, %beta: f64, %C: memref<240x240xf64>, %A: memref<240x200xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 200 : index
  %n = arith.constant 240 : index
  scf.for %i = %c0 to %n step %c1 {
    %i1 = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %i1 step %c1 {
      %c = memref.load %C[%i, %j] : memref<240x240xf64>
      %v = arith.mulf %c, %beta : f64
      memref.store %v, %C[%i, %j] : memref<240x240xf64>
    }
    scf.for %k = %c0 to %m step %c1 {
      scf.for %j = %c0 to %i1 step %c1 {
        %aik = memref.load %A[%i, %k] : memref<240x200xf64>
        %ajk = memref.load %A[%j, %k] : memref<240x200xf64>
        %x = arith.mulf %alpha, %aik : f64
        %y = arith.mulf %x, %ajk : f64
        %c = memref.load %C[%i, %j] : memref<240x240xf64>
        %s = arith.addf %c, %y : f64
        memref.store %s, %C[%i, %j] : memref<240x240xf64>
      }
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = arith.constant 200 : index
  %n = arith.constant 240 : index
  %fm = func.call @f64_of(%m) : (index) -> f64
  %fn = func.call @f64_of(%n) : (index) -> f64
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %C = memref.alloc() : memref<240x240xf64>
  %A = memref.alloc() : memref<240x200xf64>
  // A[i][j] = ((i*j+1) % n)/n; C[i][j] = ((i*j+2) % m)/m
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %p = arith.muli %i, %j : index
      %p1 = arith.addi %p, %c1 : index
      %r = arith.remsi %p1, %n : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fn : f64
      memref.store %v, %A[%i, %j] : memref<240x200xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      %p = arith.muli %i, %j : index
      %p2 = arith.addi %p, %c2 : index
      %r = arith.remsi %p2, %m : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fm : f64
      memref.store %v, %C[%i, %j] : memref<240x240xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%alpha, %beta, %C, %A)
    : (f64, f64, memref<240x240xf64>, memref<240x200xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %Cd = memref.cast %C : memref<240x240xf64> to memref<?x?xf64>
  %s = func.call @sum2(%Cd, %zero) : (memref<?x?xf64>, f64) -> f64
  func.call @print_sum(%s) : (f64) -> ()
  return
}
