// complex.bitcast between complex<f32> and i64/f64: the parts as laid out in memory, re in the
// low half. Upstream 22.1.8 cannot lower the op to LLVM ("failed to legalize"), so the
// answers are the bit patterns themselves: (1.0, 2.0) is 0x40000000_3F800000.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
memref.global "private" constant @g : memref<2xcomplex<f32>> = dense<[(1.0, 2.0), (-0.0, 0x7F800000)]>

func.func @show(%c: complex<f32>) {
  %i = complex.bitcast %c : complex<f32> to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %f = complex.bitcast %c : complex<f32> to f64
  %back = complex.bitcast %f : f64 to complex<f32>
  %j = complex.bitcast %i : i64 to complex<f32>
  %re = complex.re %back : complex<f32>
  %im = complex.im %j : complex<f32>
  func.call @printF32(%re) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%im) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %g = memref.get_global @g : memref<2xcomplex<f32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %g[%c0] : memref<2xcomplex<f32>>
  func.call @show(%a) : (complex<f32>) -> ()
  %b = memref.load %g[%c1] : memref<2xcomplex<f32>>
  func.call @show(%b) : (complex<f32>) -> ()
  return
}
// CHECK: 4611686019492741120
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 9187343241983295488
// CHECK-NEXT: -0
// CHECK-NEXT: inf
