// PolyBench jacobi-1d, MEDIUM (TSTEPS=100, N=400), f64: a 3-point stencil applied from A to B
// and back. Prints the kernel's seconds, then the sum of A and its
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
// dst[i] = 0.33333 * (src[i-1] + src[i] + src[i+1]) for 1 <= i < n-1
func.func @sweep(%src: memref<400xf64>, %dst: memref<400xf64>) {
  %c1 = arith.constant 1 : index
  %nm1 = arith.constant 399 : index
  %third = arith.constant 0.33333 : f64
  scf.for %i = %c1 to %nm1 step %c1 {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    %a = memref.load %src[%im] : memref<400xf64>
    %b = memref.load %src[%i] : memref<400xf64>
    %c = memref.load %src[%ip] : memref<400xf64>
    %s = arith.addf %a, %b : f64
    %t = arith.addf %s, %c : f64
    %v = arith.mulf %third, %t : f64
    memref.store %v, %dst[%i] : memref<400xf64>
  }
  return
}
func.func @kernel(%A: memref<400xf64>, %B: memref<400xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tsteps = arith.constant 100 : index
  scf.for %t = %c0 to %tsteps step %c1 {
    func.call @sweep(%A, %B) : (memref<400xf64>, memref<400xf64>) -> ()
    func.call @sweep(%B, %A) : (memref<400xf64>, memref<400xf64>) -> ()
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 400 : index
  %fn = func.call @f64_of(%n) : (index) -> f64
  %A = memref.alloc() : memref<400xf64>
  %B = memref.alloc() : memref<400xf64>
  // A[i] = (i+2)/n; B[i] = (i+3)/n
  scf.for %i = %c0 to %n step %c1 {
    %i2 = arith.addi %i, %c2 : index
    %f2 = func.call @f64_of(%i2) : (index) -> f64
    %a = arith.divf %f2, %fn : f64
    memref.store %a, %A[%i] : memref<400xf64>
    %i3 = arith.addi %i, %c3 : index
    %f3 = func.call @f64_of(%i3) : (index) -> f64
    %b = arith.divf %f3, %fn : f64
    memref.store %b, %B[%i] : memref<400xf64>
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%A, %B) : (memref<400xf64>, memref<400xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %Ad = memref.cast %A : memref<400xf64> to memref<?xf64>
  %s = func.call @sum1(%Ad, %zero) : (memref<?xf64>, f64) -> f64
  func.call @print_sum(%s) : (f64) -> ()
  return
}
