// Complex values carried by scf.while (a Mandelbrot orbit) and yielded by scf.if, from a 0-D
// global; answers of upstream's mlir-runner (complex-to-standard chain).
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printF64(f64)
func.func private @printNewline()
memref.global "private" constant @seed : memref<complex<f64>> = dense<(0.5, 0.25)>
func.func @pd(%x: f64) {
  func.call @printF64(%x) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// z <- z*z + c until |z| > 2 or 50 steps (a Mandelbrot orbit), then tan or sin of it.
func.func @main() {
  %g = memref.get_global @seed : memref<complex<f64>>
  %c = memref.load %g[] : memref<complex<f64>>
  %zero = complex.constant [0.0, 0.0] : complex<f64>
  %two = arith.constant 2.0 : f64
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c50 = arith.constant 50 : i64
  %r:2 = scf.while (%z = %zero, %n = %c0) : (complex<f64>, i64) -> (complex<f64>, i64) {
    %a = complex.abs %z : complex<f64>
    %small = arith.cmpf ole, %a, %two : f64
    %more = arith.cmpi slt, %n, %c50 : i64
    %go = arith.andi %small, %more : i1
    scf.condition(%go) %z, %n : complex<f64>, i64
  } do {
  ^bb0(%z: complex<f64>, %n: i64):
    %zz = complex.mul %z, %z : complex<f64>
    %z2 = complex.add %zz, %c : complex<f64>
    %n2 = arith.addi %n, %c1 : i64
    scf.yield %z2, %n2 : complex<f64>, i64
  }
  %re = complex.re %r#0 : complex<f64>
  %im = complex.im %r#0 : complex<f64>
  func.call @pd(%re) : (f64) -> ()
  func.call @pd(%im) : (f64) -> ()
  %k = arith.sitofp %r#1 : i64 to f64
  %go2 = arith.cmpi slt, %r#1, %c50 : i64
  func.call @pd(%k) : (f64) -> ()
  %w = scf.if %go2 -> complex<f64> {
    %t = complex.tan %r#0 : complex<f64>
    scf.yield %t : complex<f64>
  } else {
    %s = complex.sin %r#0 : complex<f64>
    scf.yield %s : complex<f64>
  }
  %wr = complex.re %w : complex<f64>
  %wi = complex.im %w : complex<f64>
  func.call @pd(%wr) : (f64) -> ()
  func.call @pd(%wi) : (f64) -> ()
  return
}
// CHECK: -2.05542
// CHECK-NEXT: 0.71007
// CHECK-NEXT: 5
// CHECK-NEXT: 0.507744
// CHECK-NEXT: 1.19968
