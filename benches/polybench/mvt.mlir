// PolyBench mvt, MEDIUM (N=400), f64: x1 += A y_1, x2 += A^T y_2.
// Prints the kernel's seconds, then the sum of x1 plus the sum of x2 and its bits.
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
func.func @kernel(%x1: memref<400xf64>, %x2: memref<400xf64>, %y1: memref<400xf64>,
                  %y2: memref<400xf64>, %A: memref<400x400xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 400 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %x1[%i] : memref<400xf64>
      %a = memref.load %A[%i, %j] : memref<400x400xf64>
      %y = memref.load %y1[%j] : memref<400xf64>
      %p = arith.mulf %a, %y : f64
      %s = arith.addf %x, %p : f64
      memref.store %s, %x1[%i] : memref<400xf64>
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %x2[%i] : memref<400xf64>
      %a = memref.load %A[%j, %i] : memref<400x400xf64>
      %y = memref.load %y2[%j] : memref<400xf64>
      %p = arith.mulf %a, %y : f64
      %s = arith.addf %x, %p : f64
      memref.store %s, %x2[%i] : memref<400xf64>
    }
  }
  return
}
// v[i] = ((i+k) % n) / n
func.func @init1(%v: memref<400xf64>, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 400 : index
  %fn = func.call @f64_of(%n) : (index) -> f64
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.addi %i, %k : index
    %r = arith.remsi %a, %n : index
    %f = func.call @f64_of(%r) : (index) -> f64
    %x = arith.divf %f, %fn : f64
    memref.store %x, %v[%i] : memref<400xf64>
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 400 : index
  %fn = func.call @f64_of(%n) : (index) -> f64
  %x1 = memref.alloc() : memref<400xf64>
  %x2 = memref.alloc() : memref<400xf64>
  %y1 = memref.alloc() : memref<400xf64>
  %y2 = memref.alloc() : memref<400xf64>
  %A = memref.alloc() : memref<400x400xf64>
  func.call @init1(%x1, %c0) : (memref<400xf64>, index) -> ()
  func.call @init1(%x2, %c1) : (memref<400xf64>, index) -> ()
  func.call @init1(%y1, %c3) : (memref<400xf64>, index) -> ()
  func.call @init1(%y2, %c4) : (memref<400xf64>, index) -> ()
  // A[i][j] = (i*j % n) / n
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %p = arith.muli %i, %j : index
      %r = arith.remsi %p, %n : index
      %f = func.call @f64_of(%r) : (index) -> f64
      %v = arith.divf %f, %fn : f64
      memref.store %v, %A[%i, %j] : memref<400x400xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%x1, %x2, %y1, %y2, %A)
    : (memref<400xf64>, memref<400xf64>, memref<400xf64>, memref<400xf64>,
       memref<400x400xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %d1 = memref.cast %x1 : memref<400xf64> to memref<?xf64>
  %d2 = memref.cast %x2 : memref<400xf64> to memref<?xf64>
  %s1 = func.call @sum1(%d1, %zero) : (memref<?xf64>, f64) -> f64
  %s2 = func.call @sum1(%d2, %s1) : (memref<?xf64>, f64) -> f64
  func.call @print_sum(%s2) : (f64) -> ()
  return
}
