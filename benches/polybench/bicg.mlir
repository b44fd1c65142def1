// PolyBench bicg, MEDIUM (M=390, N=410), f64: s = A^T r, q = A p (A is N x M).
// Prints the kernel's seconds, then the sum of s plus the sum of q and its bits.
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
func.func @kernel(%A: memref<410x390xf64>, %s: memref<390xf64>, %q: memref<410xf64>,
                  %p: memref<390xf64>, %r: memref<410xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 390 : index
  %n = arith.constant 410 : index
  %zero = arith.constant 0.0 : f64
  scf.for %i = %c0 to %m step %c1 {
    memref.store %zero, %s[%i] : memref<390xf64>
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %zero, %q[%i] : memref<410xf64>
    scf.for %j = %c0 to %m step %c1 {
      %sj = memref.load %s[%j] : memref<390xf64>
      %ri = memref.load %r[%i] : memref<410xf64>
      %a = memref.load %A[%i, %j] : memref<410x390xf64>
      %x = arith.mulf %ri, %a : f64
      %y = arith.addf %sj, %x : f64
      memref.store %y, %s[%j] : memref<390xf64>
      %qi = memref.load %q[%i] : memref<410xf64>
      %pj = memref.load %p[%j] : memref<390xf64>
      %u = arith.mulf %a, %pj : f64
      %v = arith.addf %qi, %u : f64
      memref.store %v, %q[%i] : memref<410xf64>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 390 : index
  %n = arith.constant 410 : index
  %fm = func.call @f64_of(%m) : (index) -> f64
  %fn = func.call @f64_of(%n) : (index) -> f64
  %A = memref.alloc() : memref<410x390xf64>
  %s = memref.alloc() : memref<390xf64>
  %q = memref.alloc() : memref<410xf64>
  %p = memref.alloc() : memref<390xf64>
  %r = memref.alloc() : memref<410xf64>
  // p[i] = (i % m) / m
  scf.for %i = %c0 to %m step %c1 {
    %x = arith.remsi %i, %m : index
    %f = func.call @f64_of(%x) : (index) -> f64
    %v = arith.divf %f, %fm : f64
    memref.store %v, %p[%i] : memref<390xf64>
  }
  // r[i] = (i % n) / n; A[i][j] = (i*(j+1) % n) / n
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.remsi %i, %n : index
    %f = func.call @f64_of(%x) : (index) -> f64
    %v = arith.divf %f, %fn : f64
    memref.store %v, %r[%i] : memref<410xf64>
    scf.for %j = %c0 to %m step %c1 {
      %j1 = arith.addi %j, %c1 : index
      %y = arith.muli %i, %j1 : index
      %z = arith.remsi %y, %n : index
      %g = func.call @f64_of(%z) : (index) -> f64
      %w = arith.divf %g, %fn : f64
      memref.store %w, %A[%i, %j] : memref<410x390xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%A, %s, %q, %p, %r)
    : (memref<410x390xf64>, memref<390xf64>, memref<410xf64>, memref<390xf64>,
       memref<410xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %sd = memref.cast %s : memref<390xf64> to memref<?xf64>
  %qd = memref.cast %q : memref<410xf64> to memref<?xf64>
  %s1 = func.call @sum1(%sd, %zero) : (memref<?xf64>, f64) -> f64
  %s2 = func.call @sum1(%qd, %s1) : (memref<?xf64>, f64) -> f64
  func.call @print_sum(%s2) : (f64) -> ()
  return
}
