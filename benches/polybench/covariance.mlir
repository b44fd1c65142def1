// PolyBench covariance, MEDIUM (M=240 variables, N=260 observations), f64: the covariance
// matrix of data (N x M). Prints the kernel's seconds, then the sum of cov and its bits.
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
func.func @kernel(%float_n: f64, %data: memref<260x240xf64>, %cov: memref<240x240xf64>,
                  %mean: memref<240xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 240 : index
  %n = arith.constant 260 : index
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  scf.for %j = %c0 to %m step %c1 {
    memref.store %zero, %mean[%j] : memref<240xf64>
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %mean[%j] : memref<240xf64>
      %d = memref.load %data[%i, %j] : memref<260x240xf64>
      %s = arith.addf %x, %d : f64
      memref.store %s, %mean[%j] : memref<240xf64>
    }
    %x = memref.load %mean[%j] : memref<240xf64>
    %v = arith.divf %x, %float_n : f64
    memref.store %v, %mean[%j] : memref<240xf64>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %d = memref.load %data[%i, %j] : memref<260x240xf64>
      %mj = memref.load %mean[%j] : memref<240xf64>
      %v = arith.subf %d, %mj : f64
      memref.store %v, %data[%i, %j] : memref<260x240xf64>
    }
  }
  %nm1 = arith.subf %float_n, %one : f64
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %i to %m step %c1 {
      memref.store %zero, %cov[%i, %j] : memref<240x240xf64>
      scf.for %k = %c0 to %n step %c1 {
        %a = memref.load %data[%k, %i] : memref<260x240xf64>
        %b = memref.load %data[%k, %j] : memref<260x240xf64>
        %p = arith.mulf %a, %b : f64
        %c = memref.load %cov[%i, %j] : memref<240x240xf64>
        %s = arith.addf %c, %p : f64
        memref.store %s, %cov[%i, %j] : memref<240x240xf64>
      }
      %c = memref.load %cov[%i, %j] : memref<240x240xf64>
      %v = arith.divf %c, %nm1 : f64
      memref.store %v, %cov[%i, %j] : memref<240x240xf64>
      memref.store %v, %cov[%j, %i] : memref<240x240xf64>
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant 240 : index
  %n = arith.constant 260 : index
  %fm = func.call @f64_of(%m) : (index) -> f64
  %float_n = func.call @f64_of(%n) : (index) -> f64
  %data = memref.alloc() : memref<260x240xf64>
  %cov = memref.alloc() : memref<240x240xf64>
  %mean = memref.alloc() : memref<240xf64>
  // data[i][j] = (double)(i*j) / m
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %p = arith.muli %i, %j : index
      %f = func.call @f64_of(%p) : (index) -> f64
      %v = arith.divf %f, %fm : f64
      memref.store %v, %data[%i, %j] : memref<260x240xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%float_n, %data, %cov, %mean)
    : (f64, memref<260x240xf64>, memref<240x240xf64>, memref<240xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %d = memref.cast %cov : memref<240x240xf64> to memref<?x?xf64>
  %s = func.call @sum2(%d, %zero) : (memref<?x?xf64>, f64) -> f64
  func.call @print_sum(%s) : (f64) -> ()
  return
}
