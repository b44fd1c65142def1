// PolyBench atax, MEDIUM (M=390, N=410), f64: y = A^T (A x).
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
func.func @kernel(%A: memref<390x410xf64>, %x: memref<410xf64>, %y: memref<410xf64>,
                  %tmp: memref<390xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 390 : index
  %n = arith.constant 410 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %n step %c1 {
    memref.store %zero, %y[%i] : memref<410xf64>
  }
  scf.for %i = %c0 to %m step %c1 {
    memref.store %zero, %tmp[%i] : memref<390xf64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.load %tmp[%i] : memref<390xf64>
      %a = memref.load %A[%i, %j] : memref<390x410xf64>
      %xj = memref.load %x[%j] : memref<410xf64>
      %p = arith.mulf %a, %xj : f64
      %s = arith.addf %t, %p : f64
      memref.store %s, %tmp[%i] : memref<390xf64>
    }
    scf.for %j = %c0 to %n step %c1 {
      %yj = memref.load %y[%j] : memref<410xf64>
      %a = memref.load %A[%i, %j] : memref<390x410xf64>
      %t = memref.load %tmp[%i] : memref<390xf64>
      %p = arith.mulf %a, %t : f64
      %s = arith.addf %yj, %p : f64
      memref.store %s, %y[%j] : memref<410xf64>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %m = arith.constant 390 : index
  %n = arith.constant 410 : index
  %one = arith.constant 1.0 : f64
  %fn = func.call @f64_of(%n) : (index) -> f64
  %m5 = arith.muli %m, %c5 : index
  %fm5 = func.call @f64_of(%m5) : (index) -> f64
  %A = memref.alloc() : memref<390x410xf64>
  %x = memref.alloc() : memref<410xf64>
  %y = memref.alloc() : memref<410xf64>
  %tmp = memref.alloc() : memref<390xf64>
  // x[i] = 1 + i/n
  scf.for %i = %c0 to %n step %c1 {
    %f = func.call @f64_of(%i) : (index) -> f64
    %d = arith.divf %f, %fn : f64
    %v = arith.addf %one, %d : f64
    memref.store %v, %x[%i] : memref<410xf64>
  }
  // A[i][j] = ((i+j) % n) / (5*m)
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %p = arith.addi %i, %j : index
      %r = arith.remsi %p, %n : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fm5 : f64
      memref.store %v, %A[%i, %j] : memref<390x410xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%A, %x, %y, %tmp)
    : (memref<390x410xf64>, memref<410xf64>, memref<410xf64>, memref<390xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %yd = memref.cast %y : memref<410xf64> to memref<?xf64>
  %s = func.call @sum1(%yd, %zero) : (memref<?xf64>, f64) -> f64
  func.call @print_sum(%s) : (f64) -> ()
  return
}
