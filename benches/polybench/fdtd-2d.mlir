// PolyBench fdtd-2d, MEDIUM (TMAX=100, NX=200, NY=240), f64: 2-D finite-difference time
// domain on the fields ex, ey, hz. Prints the kernel's seconds, then the sum of ex, ey and hz
// and its bits.
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
func.func @kernel(%ex: memref<200x240xf64>, %ey: memref<200x240xf64>, %hz: memref<200x240xf64>,
                  %fict: memref<100xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tmax = arith.constant 100 : index
  %nx = arith.constant 200 : index
  %ny = arith.constant 240 : index
  %nxm1 = arith.constant 199 : index
  %nym1 = arith.constant 239 : index
  %half = arith.constant 0.5 : f64
  %c07 = arith.constant 0.7 : f64
  scf.for %t = %c0 to %tmax step %c1 {
    %ft = memref.load %fict[%t] : memref<100xf64>
    scf.for %j = %c0 to %ny step %c1 {
      memref.store %ft, %ey[%c0, %j] : memref<200x240xf64>
    }
    // ey[i][j] -= 0.5*(hz[i][j] - hz[i-1][j])
    scf.for %i = %c1 to %nx step %c1 {
      %im = arith.subi %i, %c1 : index
      scf.for %j = %c0 to %ny step %c1 {
        %e = memref.load %ey[%i, %j] : memref<200x240xf64>
        %h = memref.load %hz[%i, %j] : memref<200x240xf64>
        %hm = memref.load %hz[%im, %j] : memref<200x240xf64>
        %d = arith.subf %h, %hm : f64
        %p = arith.mulf %half, %d : f64
        %v = arith.subf %e, %p : f64
        memref.store %v, %ey[%i, %j] : memref<200x240xf64>
      }
    }
    // ex[i][j] -= 0.5*(hz[i][j] - hz[i][j-1])
    scf.for %i = %c0 to %nx step %c1 {
      scf.for %j = %c1 to %ny step %c1 {
        %jm = arith.subi %j, %c1 : index
        %e = memref.load %ex[%i, %j] : memref<200x240xf64>
        %h = memref.load %hz[%i, %j] : memref<200x240xf64>
        %hm = memref.load %hz[%i, %jm] : memref<200x240xf64>
        %d = arith.subf %h, %hm : f64
        %p = arith.mulf %half, %d : f64
        %v = arith.subf %e, %p : f64
        memref.store %v, %ex[%i, %j] : memref<200x240xf64>
      }
    }
    // hz[i][j] -= 0.7*(ex[i][j+1] - ex[i][j] + ey[i+1][j] - ey[i][j])
    scf.for %i = %c0 to %nxm1 step %c1 {
      %ip = arith.addi %i, %c1 : index
      scf.for %j = %c0 to %nym1 step %c1 {
        %jp = arith.addi %j, %c1 : index
        %h = memref.load %hz[%i, %j] : memref<200x240xf64>
        %a = memref.load %ex[%i, %jp] : memref<200x240xf64>
        %b = memref.load %ex[%i, %j] : memref<200x240xf64>
        %c = memref.load %ey[%ip, %j] : memref<200x240xf64>
        %d = memref.load %ey[%i, %j] : memref<200x240xf64>
        %s1 = arith.subf %a, %b : f64
        %s2 = arith.addf %s1, %c : f64
        %s3 = arith.subf %s2, %d : f64
        %p = arith.mulf %c07, %s3 : f64
        %v = arith.subf %h, %p : f64
        memref.store %v, %hz[%i, %j] : memref<200x240xf64>
      }
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %tmax = arith.constant 100 : index
  %nx = arith.constant 200 : index
  %ny = arith.constant 240 : index
  %fnx = func.call @f64_of(%nx) : (index) -> f64
  %fny = func.call @f64_of(%ny) : (index) -> f64
  %ex = memref.alloc() : memref<200x240xf64>
  %ey = memref.alloc() : memref<200x240xf64>
  %hz = memref.alloc() : memref<200x240xf64>
  %fict = memref.alloc() : memref<100xf64>
  // _fict_[t] = t
  scf.for %t = %c0 to %tmax step %c1 {
    %f = func.call @f64_of(%t) : (index) -> f64
    memref.store %f, %fict[%t] : memref<100xf64>
  }
  // ex[i][j] = i*(j+1)/nx; ey[i][j] = i*(j+2)/ny; hz[i][j] = i*(j+3)/nx
  scf.for %i = %c0 to %nx step %c1 {
    scf.for %j = %c0 to %ny step %c1 {
      %j1 = arith.addi %j, %c1 : index
      %p1 = arith.muli %i, %j1 : index
      %f1 = func.call @f64_of(%p1) : (index) -> f64
      %v1 = arith.divf %f1, %fnx : f64
      memref.store %v1, %ex[%i, %j] : memref<200x240xf64>
      %j2 = arith.addi %j, %c2 : index
      %p2 = arith.muli %i, %j2 : index
      %f2 = func.call @f64_of(%p2) : (index) -> f64
      %v2 = arith.divf %f2, %fny : f64
      memref.store %v2, %ey[%i, %j] : memref<200x240xf64>
      %j3 = arith.addi %j, %c3 : index
      %p3 = arith.muli %i, %j3 : index
      %f3 = func.call @f64_of(%p3) : (index) -> f64
      %v3 = arith.divf %f3, %fnx : f64
      memref.store %v3, %hz[%i, %j] : memref<200x240xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%ex, %ey, %hz, %fict)
    : (memref<200x240xf64>, memref<200x240xf64>, memref<200x240xf64>, memref<100xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %d1 = memref.cast %ex : memref<200x240xf64> to memref<?x?xf64>
  %d2 = memref.cast %ey : memref<200x240xf64> to memref<?x?xf64>
  %d3 = memref.cast %hz : memref<200x240xf64> to memref<?x?xf64>
  %s1 = func.call @sum2(%d1, %zero) : (memref<?x?xf64>, f64) -> f64
  %s2 = func.call @sum2(%d2, %s1) : (memref<?x?xf64>, f64) -> f64
  %s3 = func.call @sum2(%d3, %s2) : (memref<?x?xf64>, f64) -> f64
  func.call @print_sum(%s3) : (f64) -> ()
  return
}
