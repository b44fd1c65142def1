// PolyBench jacobi-2d, MEDIUM (TSTEPS=100, N=250), f64: a 5-point stencil applied from A to B
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
// dst[i][j] = 0.2 * (src[i][j] + src[i][j-1] + src[i][j+1] + src[i+1][j] + src[i-1][j])
func.func @sweep(%src: memref<250x250xf64>, %dst: memref<250x250xf64>) {
  %c1 = arith.constant 1 : index
  %nm1 = arith.constant 249 : index
  %fifth = arith.constant 0.2 : f64
  scf.for %i = %c1 to %nm1 step %c1 {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    scf.for %j = %c1 to %nm1 step %c1 {
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %a = memref.load %src[%i, %j] : memref<250x250xf64>
      %b = memref.load %src[%i, %jm] : memref<250x250xf64>
      %c = memref.load %src[%i, %jp] : memref<250x250xf64>
      %d = memref.load %src[%ip, %j] : memref<250x250xf64>
      %e = memref.load %src[%im, %j] : memref<250x250xf64>
      %s1 = arith.addf %a, %b : f64
      %s2 = arith.addf %s1, %c : f64
      %s3 = arith.addf %s2, %d : f64
      %s4 = arith.addf %s3, %e : f64
      %v = arith.mulf %fifth, %s4 : f64
      memref.store %v, %dst[%i, %j] : memref<250x250xf64>
    }
  }
  return
}
func.func @kernel(%A: memref<250x250xf64>, %B: memref<250x250xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tsteps = arith.constant 100 : index
  scf.for %t = %c0 to %tsteps step %c1 {
    func.call @sweep(%A, %B) : (memref<250x250xf64>, memref<250x250xf64>) -> ()
    func.call @sweep(%B, %A) : (memref<250x250xf64>, memref<250x250xf64>) -> ()
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 250 : index
  %fn = func.call @f64_of(%n) : (index) -> f64
  %A = memref.alloc() : memref<250x250xf64>
  %B = memref.alloc() : memref<250x250xf64>
  // A[i][j] = (i*(j+2)+2)/n; B[i][j] = (i*(j+3)+3)/n
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %j2 = arith.addi %j, %c2 : index
      %p2 = arith.muli %i, %j2 : index
      %q2 = arith.addi %p2, %c2 : index
      %f2 = func.call @f64_of(%q2) : (index) -> f64
      %a = arith.divf %f2, %fn : f64
      memref.store %a, %A[%i, %j] : memref<250x250xf64>
      %j3 = arith.addi %j, %c3 : index
      %p3 = arith.muli %i, %j3 : index
      %q3 = arith.addi %p3, %c3 : index
      %f3 = func.call @f64_of(%q3) : (index) -> f64
      %b = arith.divf %f3, %fn : f64
      memref.store %b, %B[%i, %j] : memref<250x250xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%A, %B) : (memref<250x250xf64>, memref<250x250xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %Ad = memref.cast %A : memref<250x250xf64> to memref<?x?xf64>
  %s = func.call @sum2(%Ad, %zero) : (memref<?x?xf64>, f64) -> f64
  func.call @print_sum(%s) : (f64) -> ()
  return
}
