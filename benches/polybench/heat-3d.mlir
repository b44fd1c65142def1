// PolyBench heat-3d, MEDIUM (TSTEPS=100, N=40), f64: a 7-point heat stencil applied from A to
// B and back. Prints the kernel's seconds, then the sum of A and its
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
// dst = 0.125*(src[i+1]-2*src+src[i-1]) + 0.125*(.. j ..) + 0.125*(.. k ..) + src
func.func @sweep(%src: memref<40x40x40xf64>, %dst: memref<40x40x40xf64>) {
  %c1 = arith.constant 1 : index
  %nm1 = arith.constant 39 : index
  %eighth = arith.constant 0.125 : f64
  %two = arith.constant 2.0 : f64
  scf.for %i = %c1 to %nm1 step %c1 {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    scf.for %j = %c1 to %nm1 step %c1 {
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      scf.for %k = %c1 to %nm1 step %c1 {
        %km = arith.subi %k, %c1 : index
        %kp = arith.addi %k, %c1 : index
        %c = memref.load %src[%i, %j, %k] : memref<40x40x40xf64>
        %c2 = arith.mulf %two, %c : f64
        %xp = memref.load %src[%ip, %j, %k] : memref<40x40x40xf64>
        %xm = memref.load %src[%im, %j, %k] : memref<40x40x40xf64>
        %x1 = arith.subf %xp, %c2 : f64
        %x2 = arith.addf %x1, %xm : f64
        %x = arith.mulf %eighth, %x2 : f64
        %yp = memref.load %src[%i, %jp, %k] : memref<40x40x40xf64>
        %ym = memref.load %src[%i, %jm, %k] : memref<40x40x40xf64>
        %y1 = arith.subf %yp, %c2 : f64
        %y2 = arith.addf %y1, %ym : f64
        %y = arith.mulf %eighth, %y2 : f64
        %zp = memref.load %src[%i, %j, %kp] : memref<40x40x40xf64>
        %zm = memref.load %src[%i, %j, %km] : memref<40x40x40xf64>
        %z1 = arith.subf %zp, %c2 : f64
        %z2 = arith.addf %z1, %zm : f64
        %z = arith.mulf %eighth, %z2 : f64
        %s1 = arith.addf %x, %y : f64
        %s2 = arith.addf %s1, %z : f64
        %s3 = arith.addf %s2, %c : f64
        memref.store %s3, %dst[%i, %j, %k] : memref<40x40x40xf64>
      }
    }
  }
  return
}
func.func @kernel(%A: memref<40x40x40xf64>, %B: memref<40x40x40xf64>) {
  %c1 = arith.constant 1 : index
  %tend = arith.constant 101 : index
  scf.for %t = %c1 to %tend step %c1 {
    func.call @sweep(%A, %B) : (memref<40x40x40xf64>, memref<40x40x40xf64>) -> ()
    func.call @sweep(%B, %A) : (memref<40x40x40xf64>, memref<40x40x40xf64>) -> ()
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 40 : index
  %fn = func.call @f64_of(%n) : (index) -> f64
  %ten = arith.constant 10.0 : f64
  %A = memref.alloc() : memref<40x40x40xf64>
  %B = memref.alloc() : memref<40x40x40xf64>
  // A[i][j][k] = B[i][j][k] = (double)(i+j+(n-k)) * 10 / n
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %nk = arith.subi %n, %k : index
        %ij = arith.addi %i, %j : index
        %s = arith.addi %ij, %nk : index
        %f = func.call @f64_of(%s) : (index) -> f64
        %g = arith.mulf %f, %ten : f64
        %v = arith.divf %g, %fn : f64
        memref.store %v, %A[%i, %j, %k] : memref<40x40x40xf64>
        memref.store %v, %B[%i, %j, %k] : memref<40x40x40xf64>
      }
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%A, %B) : (memref<40x40x40xf64>, memref<40x40x40xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %Ac = memref.collapse_shape %A [[0, 1], [2]] : memref<40x40x40xf64> into memref<1600x40xf64>
  %Ad = memref.cast %Ac : memref<1600x40xf64> to memref<?x?xf64>
  %s = func.call @sum2(%Ad, %zero) : (memref<?x?xf64>, f64) -> f64
  func.call @print_sum(%s) : (f64) -> ()
  return
}
