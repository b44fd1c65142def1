// PolyBench seidel-2d, MEDIUM (TSTEPS=100, N=400), f64: a 9-point Gauss-Seidel sweep in place.
// Prints the kernel's seconds, then the sum of A and its bits.
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
func.func @kernel(%A: memref<400x400xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nm1 = arith.constant 399 : index
  %tsteps = arith.constant 100 : index
  %nine = arith.constant 9.0 : f64
  scf.for %t = %c0 to %tsteps step %c1 {
    scf.for %i = %c1 to %nm1 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      scf.for %j = %c1 to %nm1 step %c1 {
        %jm = arith.subi %j, %c1 : index
        %jp = arith.addi %j, %c1 : index
        %a1 = memref.load %A[%im, %jm] : memref<400x400xf64>
        %a2 = memref.load %A[%im, %j] : memref<400x400xf64>
        %a3 = memref.load %A[%im, %jp] : memref<400x400xf64>
        %a4 = memref.load %A[%i, %jm] : memref<400x400xf64>
        %a5 = memref.load %A[%i, %j] : memref<400x400xf64>
        %a6 = memref.load %A[%i, %jp] : memref<400x400xf64>
        %a7 = memref.load %A[%ip, %jm] : memref<400x400xf64>
        %a8 = memref.load %A[%ip, %j] : memref<400x400xf64>
        %a9 = memref.load %A[%ip, %jp] : memref<400x400xf64>
        %s2 = arith.addf %a1, %a2 : f64
        %s3 = arith.addf %s2, %a3 : f64
        %s4 = arith.addf %s3, %a4 : f64
        %s5 = arith.addf %s4, %a5 : f64
        %s6 = arith.addf %s5, %a6 : f64
        %s7 = arith.addf %s6, %a7 : f64
        %s8 = arith.addf %s7, %a8 : f64
        %s9 = arith.addf %s8, %a9 : f64
        %v = arith.divf %s9, %nine : f64
        memref.store %v, %A[%i, %j] : memref<400x400xf64>
      }
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 400 : index
  %fn = func.call @f64_of(%n) : (index) -> f64
  %A = memref.alloc() : memref<400x400xf64>
  // A[i][j] = (i*(j+2)+2)/n
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %j2 = arith.addi %j, %c2 : index
      %p = arith.muli %i, %j2 : index
      %q = arith.addi %p, %c2 : index
      %f = func.call @f64_of(%q) : (index) -> f64
      %a = arith.divf %f, %fn : f64
      memref.store %a, %A[%i, %j] : memref<400x400xf64>
    }
  }
  %t0 = func.call @rtclock() : () -> f64
  func.call @kernel(%A) : (memref<400x400xf64>) -> ()
  func.call @print_time_since(%t0) : (f64) -> ()
  %zero = arith.constant 0.0 : f64
  %Ad = memref.cast %A : memref<400x400xf64> to memref<?x?xf64>
  %s = func.call @sum2(%Ad, %zero) : (memref<?x?xf64>, f64) -> f64
  func.call @print_sum(%s) : (f64) -> ()
  return
}
