// PolyBench gesummv, MEDIUM (N=250), f64: y = alpha*A*x + beta*B*x.
// Prints the kernel's seconds, then the sum of y and its bits.
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
func.func @kernel(%alpha: f64, %beta: f64, %A: memref<250x250xf64>, %B: memref<250x250xf64>,
                  %tmp: memref<250xf64>, %x: memref<250xf64>, %y: memref<250xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 250 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    memref.store %zero, %tmp[%i] : memref<250xf64>
    memref.store %zero, %y[%i] : memref<250xf64>
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.load %A[%i, %j] : memref<250x250xf64>
      %xj = memref.load %x[%j] : memref<250xf64>
      %t = memref.load %tmp[%i] : memref<250xf64>
      %p = arith.mulf %a, %xj : f64
      %s = arith.addf %p, %t : f64
      memref.store %s, %tmp[%i] : memref<250xf64>
      %b = memref.load %B[%i, %j] : memref<250x250xf64>
      %yi = memref.load %y[%i] : memref<250xf64>
      %q = arith.mulf %b, %xj : f64
      %u = arith.addf %q, %yi : f64
      memref.store %u, %y[%i] : memref<250xf64>
    }
    %t = memref.load %tmp[%i] : memref<250xf64>
    %yi = memref.load %y[%i] : memref<250xf64>
    %at = arith.mulf %alpha, %t : f64
    %by = arith.mulf %beta, %yi : f64
    %r = arith.addf %at, %by : f64
    memref.store %r, %y[%i] : memref<250xf64>
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 250 : index
  %fn = func.call @f64_of(%n) : (index) -> f64
  %alpha = arith.constant 1.5 : f64
  %beta = arith.constant 1.2 : f64
  %A = memref.alloc() : memref<250x250xf64>
  %B = memref.alloc() : memref<250x250xf64>
  %tmp = memref.alloc() : memref<250xf64>
  %x = memref.alloc() : memref<250xf64>
  %y = memref.alloc() : memref<250xf64>
  // x[i] = (i % n)/n; A[i][j] = ((i*j+1) % n)/n; B[i][j] = ((i*j+2) % n)/n
  scf.for %i = %c0 to %n step %c1 {
    %xr = arith.remsi %i, %n : index
    %xf = func.call @f64_of(%xr) : (index) -> f64
    %xv = arith.divf %xf, %fn : f64
    memref.store %xv, %x[%i] : memref<250xf64>
    scf.for %j = %c0 to %n step %c1 {
      %p = arith.muli %i, %j : index
      %p1 = arith.addi %p, %c1 : index
      %r1 = arith.remsi %p1, %n : index
      %f1 = func.call @f64_of(%r1) : (index) -> f64
      %v1 = arith.divf %f1, %fn : f64
      memref.store %v1, %A[%i, %j] : memref<250x250xf64>
      %p2 = arith.addi %p, %c2 : index
      %r2 = arith.remsi %p2, %n : index
      %f2 = func.call @f64_of(%r2) : (index) -> f64
      %v2 = arith.divf %f2, %fn : f64
      memref.store %v2, %B[%i, %j] : memref<250x250xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%alpha, %beta, %A, %B, %tmp, %x, %y)
    : (f64, f64, memref<250x250xf64>, memref<250x250xf64>, memref<250xf64>, memref<250xf64>,
       memref<250xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %yd = memref.cast %y : memref<250xf64> to memref<?xf64>
  %s = func.call @sum1(%yd, %zero) : (memref<?xf64>, f64) -> f64
  func.call @print_sum(%s) : (f64) -> ()
  return
}
