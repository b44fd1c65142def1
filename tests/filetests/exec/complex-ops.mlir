// Every complex op run by both engines on run-time values (loaded from globals, so nothing
// folds), complex values in memrefs (0-D, ranked, unranked), calls, loops, branches and
// selects, with the answers of upstream's mlir-runner (the Complex CPU integration tests'
// lowering: --convert-complex-to-standard, then to LLVM). Results that may be NaN are
// printed as a class (NaN's sign is the hardware's and the optimizer's), the rest as values.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefC32(memref<*xcomplex<f32>>)
func.func private @printMemrefC64(memref<*xcomplex<f64>>)

memref.global "private" constant @in32 : memref<6xcomplex<f32>> =
  dense<[(1.0, 2.0), (-1.5, 0.5), (0.25, -3.0), (-2.0, -1.0), (3.0, 0.0), (0.0, 1.0)]>
memref.global "private" constant @in64 : memref<4xcomplex<f64>> =
  dense<[(1.0e300, 1.0e300), (-1.0e-300, 2.0e-300), (7.0, 8.0), (-0.5, 0.75)]>
memref.global "private" constant @special : memref<6xcomplex<f32>> =
  dense<[(0.0, 0.0), (0x7F800000, 1.0), (1.0, 0xFF800000), (0x7FC00000, 2.0), (-0.0, -0.0), (1.0e30, 1.0e30)]>

// A value, or for a NaN "nan" and for an infinity "inf"/"-inf" (signs of NaN vary).
func.func @pf(%x: f32) {
  %nan = arith.cmpf uno, %x, %x : f32
  scf.if %nan {
    %c = arith.constant 0x7FC00000 : f32
    func.call @printF32(%c) : (f32) -> ()
  } else {
    func.call @printF32(%x) : (f32) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @pc(%c: complex<f32>) {
  %r = complex.re %c : complex<f32>
  %i = complex.im %c : complex<f32>
  func.call @pf(%r) : (f32) -> ()
  func.call @pf(%i) : (f32) -> ()
  return
}

func.func @pd(%x: f64) {
  %nan = arith.cmpf uno, %x, %x : f64
  %y = scf.if %nan -> f64 {
    %c = arith.constant 0x7FF8000000000000 : f64
    scf.yield %c : f64
  } else {
    scf.yield %x : f64
  }
  func.call @printF64(%y) : (f64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @pc64(%c: complex<f64>) {
  %r = complex.re %c : complex<f64>
  %i = complex.im %c : complex<f64>
  func.call @pd(%r) : (f64) -> ()
  func.call @pd(%i) : (f64) -> ()
  return
}

func.func @pb(%b: i1) {
  %i = arith.extui %b : i1 to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @unary(%a: complex<f32>) {
  %0 = complex.exp %a : complex<f32>
  func.call @pc(%0) : (complex<f32>) -> ()
  %1 = complex.log %a : complex<f32>
  func.call @pc(%1) : (complex<f32>) -> ()
  %2 = complex.log1p %a : complex<f32>
  func.call @pc(%2) : (complex<f32>) -> ()
  %3 = complex.expm1 %a : complex<f32>
  func.call @pc(%3) : (complex<f32>) -> ()
  %4 = complex.sqrt %a : complex<f32>
  func.call @pc(%4) : (complex<f32>) -> ()
  %5 = complex.rsqrt %a : complex<f32>
  func.call @pc(%5) : (complex<f32>) -> ()
  %6 = complex.sin %a : complex<f32>
  func.call @pc(%6) : (complex<f32>) -> ()
  %7 = complex.cos %a : complex<f32>
  func.call @pc(%7) : (complex<f32>) -> ()
  %8 = complex.tan %a : complex<f32>
  func.call @pc(%8) : (complex<f32>) -> ()
  %9 = complex.tanh %a : complex<f32>
  func.call @pc(%9) : (complex<f32>) -> ()
  %10 = complex.sign %a : complex<f32>
  func.call @pc(%10) : (complex<f32>) -> ()
  %11 = complex.neg %a : complex<f32>
  func.call @pc(%11) : (complex<f32>) -> ()
  %12 = complex.conj %a : complex<f32>
  func.call @pc(%12) : (complex<f32>) -> ()
  %13 = complex.abs %a : complex<f32>
  func.call @pf(%13) : (f32) -> ()
  %14 = complex.angle %a : complex<f32>
  func.call @pf(%14) : (f32) -> ()
  return
}

func.func @binary(%a: complex<f32>, %b: complex<f32>) {
  %0 = complex.add %a, %b : complex<f32>
  func.call @pc(%0) : (complex<f32>) -> ()
  %1 = complex.sub %a, %b : complex<f32>
  func.call @pc(%1) : (complex<f32>) -> ()
  %2 = complex.mul %a, %b : complex<f32>
  func.call @pc(%2) : (complex<f32>) -> ()
  %3 = complex.div %a, %b : complex<f32>
  func.call @pc(%3) : (complex<f32>) -> ()
  %4 = complex.pow %a, %b : complex<f32>
  func.call @pc(%4) : (complex<f32>) -> ()
  %5 = complex.atan2 %a, %b : complex<f32>
  func.call @pc(%5) : (complex<f32>) -> ()
  %6 = complex.eq %a, %b : complex<f32>
  func.call @pb(%6) : (i1) -> ()
  %7 = complex.neq %a, %b : complex<f32>
  func.call @pb(%7) : (i1) -> ()
  return
}

func.func @f64ops(%a: complex<f64>, %b: complex<f64>) {
  %0 = complex.abs %a : complex<f64>
  func.call @pd(%0) : (f64) -> ()
  %1 = complex.div %a, %b : complex<f64>
  func.call @pc64(%1) : (complex<f64>) -> ()
  %2 = complex.sqrt %a : complex<f64>
  func.call @pc64(%2) : (complex<f64>) -> ()
  %3 = complex.log %a : complex<f64>
  func.call @pc64(%3) : (complex<f64>) -> ()
  %4 = complex.mul %a, %b : complex<f64>
  func.call @pc64(%4) : (complex<f64>) -> ()
  %5 = complex.tanh %b : complex<f64>
  func.call @pc64(%5) : (complex<f64>) -> ()
  return
}

// Sum of the elements of an unranked memref of complex (cast back to its rank).
func.func @sum(%u: memref<*xcomplex<f32>>) -> complex<f32> {
  %m = memref.cast %u : memref<*xcomplex<f32>> to memref<?xcomplex<f32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xcomplex<f32>>
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> complex<f32> {
    %x = memref.load %m[%i] : memref<?xcomplex<f32>>
    %y = complex.add %acc, %x : complex<f32>
    scf.yield %y : complex<f32>
  }
  return %s : complex<f32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %in = memref.get_global @in32 : memref<6xcomplex<f32>>
  scf.for %i = %c0 to %c6 step %c1 {
    %a = memref.load %in[%i] : memref<6xcomplex<f32>>
    func.call @unary(%a) : (complex<f32>) -> ()
    scf.for %j = %c0 to %c6 step %c1 {
      %b = memref.load %in[%j] : memref<6xcomplex<f32>>
      func.call @binary(%a, %b) : (complex<f32>, complex<f32>) -> ()
    }
  }
  // Zeros, infinities, NaN, negative zeros and large parts.
  %sp = memref.get_global @special : memref<6xcomplex<f32>>
  scf.for %i = %c0 to %c6 step %c1 {
    %a = memref.load %sp[%i] : memref<6xcomplex<f32>>
    func.call @unary(%a) : (complex<f32>) -> ()
    scf.for %j = %c0 to %c6 step %c1 {
      %b = memref.load %sp[%j] : memref<6xcomplex<f32>>
      func.call @binary(%a, %b) : (complex<f32>, complex<f32>) -> ()
    }
  }
  %in64 = memref.get_global @in64 : memref<4xcomplex<f64>>
  scf.for %i = %c0 to %c4 step %c1 {
    %a = memref.load %in64[%i] : memref<4xcomplex<f64>>
    scf.for %j = %c0 to %c4 step %c1 {
      %b = memref.load %in64[%j] : memref<4xcomplex<f64>>
      func.call @f64ops(%a, %b) : (complex<f64>, complex<f64>) -> ()
    }
  }
  // Memrefs of complex: alloc, store, copy, a 0-D one, an unranked one passed to a function.
  %m = memref.alloc(%c6) : memref<?xcomplex<f32>>
  memref.copy %in, %m : memref<6xcomplex<f32>> to memref<?xcomplex<f32>>
  %u = memref.cast %m : memref<?xcomplex<f32>> to memref<*xcomplex<f32>>
  func.call @printMemrefC32(%u) : (memref<*xcomplex<f32>>) -> ()
  %s = func.call @sum(%u) : (memref<*xcomplex<f32>>) -> complex<f32>
  func.call @pc(%s) : (complex<f32>) -> ()
  %z = memref.alloca() : memref<complex<f32>>
  memref.store %s, %z[] : memref<complex<f32>>
  %zl = memref.load %z[] : memref<complex<f32>>
  %zz = complex.mul %zl, %zl : complex<f32>
  memref.store %zz, %z[] : memref<complex<f32>>
  %zu = memref.cast %z : memref<complex<f32>> to memref<*xcomplex<f32>>
  func.call @printMemrefC32(%zu) : (memref<*xcomplex<f32>>) -> ()
  %g64 = memref.cast %in64 : memref<4xcomplex<f64>> to memref<*xcomplex<f64>>
  func.call @printMemrefC64(%g64) : (memref<*xcomplex<f64>>) -> ()
  // A 2-D buffer filled in a loop nest, then read back through a subview.
  %m2 = memref.alloc() : memref<2x3xcomplex<f64>>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %ii = arith.index_cast %i : index to i64
      %jj = arith.index_cast %j : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %fj = arith.sitofp %jj : i64 to f64
      %v = complex.create %fi, %fj : complex<f64>
      %e = complex.exp %v : complex<f64>
      memref.store %e, %m2[%i, %j] : memref<2x3xcomplex<f64>>
    }
  }
  %sv = memref.subview %m2[1, 1] [1, 2] [1, 1] : memref<2x3xcomplex<f64>> to memref<1x2xcomplex<f64>, strided<[3, 1], offset: 4>>
  %svu = memref.cast %sv : memref<1x2xcomplex<f64>, strided<[3, 1], offset: 4>> to memref<*xcomplex<f64>>
  func.call @printMemrefC64(%svu) : (memref<*xcomplex<f64>>) -> ()
  // Branches and selects carrying complex values.
  %a0 = memref.load %in[%c0] : memref<6xcomplex<f32>>
  %a1 = memref.load %in[%c1] : memref<6xcomplex<f32>>
  %lt = complex.neq %a0, %a1 : complex<f32>
  %sel = arith.select %lt, %a1, %a0 : complex<f32>
  func.call @pc(%sel) : (complex<f32>) -> ()
  cf.cond_br %lt, ^bb1(%a0 : complex<f32>), ^bb1(%a1 : complex<f32>)
^bb1(%x: complex<f32>):
  func.call @pc(%x) : (complex<f32>) -> ()
  return
}

// CHECK: -1.1312
// CHECK-NEXT: 2.47173
// CHECK-NEXT: 0.804719
// CHECK-NEXT: 1.10715
// CHECK-NEXT: 1.03972
// CHECK-NEXT: 0.785398
// CHECK-NEXT: -2.1312
// CHECK-NEXT: 2.47173
// CHECK-NEXT: 1.27202
// CHECK-NEXT: 0.786151
// CHECK-NEXT: 0.568864
// CHECK-NEXT: -0.351578
// CHECK-NEXT: 3.16578
// CHECK-NEXT: 1.9596
// CHECK-NEXT: 2.03272
// CHECK-NEXT: -3.0519
// CHECK-NEXT: 0.0338128
// CHECK-NEXT: 1.01479
// CHECK-NEXT: 1.16674
// CHECK-NEXT: -0.243458
// CHECK-NEXT: 0.447214
// CHECK-NEXT: 0.894427
// CHECK-NEXT: -1
// CHECK-NEXT: -2
// CHECK-NEXT: 1
// CHECK-NEXT: -2
// CHECK-NEXT: 2.23607
// CHECK-NEXT: 1.10715
// CHECK-NEXT: 2
// CHECK-NEXT: 4
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -3
// CHECK-NEXT: 4
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -0.222517
// CHECK-NEXT: 0.100709
// CHECK-NEXT: 0.785398
// CHECK-NEXT: 5.96046e-08
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -0.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: -2.5
// CHECK-NEXT: -2.5
// CHECK-NEXT: -0.2
// CHECK-NEXT: -1.4
// CHECK-NEXT: 0.0528477
// CHECK-NEXT: -0.163609
// CHECK-NEXT: 1.76105
// CHECK-NEXT: -0.841824
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1.25
// CHECK-NEXT: -1
// CHECK-NEXT: 0.75
// CHECK-NEXT: 5
// CHECK-NEXT: 6.25
// CHECK-NEXT: -2.5
// CHECK-NEXT: -0.634483
// CHECK-NEXT: 0.386207
// CHECK-NEXT: -18.1813
// CHECK-NEXT: -28.5804
// CHECK-NEXT: 2.52598
// CHECK-NEXT: 0.273174
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: -5
// CHECK-NEXT: -0.8
// CHECK-NEXT: -0.6
// CHECK-NEXT: -0.600603
// CHECK-NEXT: -0.0739906
// CHECK-NEXT: 2.35619
// CHECK-NEXT: -0.346574
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 4
// CHECK-NEXT: 2
// CHECK-NEXT: -2
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 6
// CHECK-NEXT: 0.333333
// CHECK-NEXT: 0.666667
// CHECK-NEXT: -11
// CHECK-NEXT: -2
// CHECK-NEXT: 0.491397
// CHECK-NEXT: 0.641237
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -2
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: -1
// CHECK-NEXT: 0.22914
// CHECK-NEXT: 0.23817
// CHECK-NEXT: 1.1781
// CHECK-NEXT: -0.173287
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.195815
// CHECK-NEXT: 0.106974
// CHECK-NEXT: 0.458145
// CHECK-NEXT: 2.81984
// CHECK-NEXT: -0.346574
// CHECK-NEXT: 2.35619
// CHECK-NEXT: -0.804185
// CHECK-NEXT: 0.106974
// CHECK-NEXT: 0.201419
// CHECK-NEXT: 1.2412
// CHECK-NEXT: 0.127388
// CHECK-NEXT: -0.785002
// CHECK-NEXT: -1.1248
// CHECK-NEXT: 0.0368608
// CHECK-NEXT: 0.0797651
// CHECK-NEXT: 0.51979
// CHECK-NEXT: -0.255149
// CHECK-NEXT: 2.1248
// CHECK-NEXT: -0.944373
// CHECK-NEXT: 0.0793245
// CHECK-NEXT: -0.948683
// CHECK-NEXT: 0.316228
// CHECK-NEXT: 1.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: -1.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: 1.58114
// CHECK-NEXT: 2.81984
// CHECK-NEXT: -0.5
// CHECK-NEXT: 2.5
// CHECK-NEXT: -2.5
// CHECK-NEXT: -1.5
// CHECK-NEXT: -2.5
// CHECK-NEXT: -2.5
// CHECK-NEXT: -0.1
// CHECK-NEXT: 0.7
// CHECK-NEXT: -0.00465511
// CHECK-NEXT: -0.00314756
// CHECK-NEXT: -0.190253
// CHECK-NEXT: 0.841824
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -3
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: -1.5
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: -0.080208
// CHECK-NEXT: 0.0929962
// CHECK-NEXT: -2.35619
// CHECK-NEXT: 5.96046e-08
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -1.25
// CHECK-NEXT: -2.5
// CHECK-NEXT: -1.75
// CHECK-NEXT: 3.5
// CHECK-NEXT: 1.125
// CHECK-NEXT: 4.625
// CHECK-NEXT: -0.206897
// CHECK-NEXT: -0.482759
// CHECK-NEXT: 4150.17
// CHECK-NEXT: -3284.45
// CHECK-NEXT: -0.259573
// CHECK-NEXT: -0.494291
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -3.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: 3.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: 6.59475
// CHECK-NEXT: 1.23657
// CHECK-NEXT: -2.58802
// CHECK-NEXT: -0.402359
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: -4.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: -4.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: 0.166667
// CHECK-NEXT: -2.25
// CHECK-NEXT: 3.25
// CHECK-NEXT: -0.472656
// CHECK-NEXT: 0.133521
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: -1.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: -1.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: 0.0534675
// CHECK-NEXT: 0.026367
// CHECK-NEXT: -1.8648
// CHECK-NEXT: 0.641237
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1.27118
// CHECK-NEXT: -0.181202
// CHECK-NEXT: 1.10207
// CHECK-NEXT: -1.48766
// CHECK-NEXT: 1.17866
// CHECK-NEXT: -1.17601
// CHECK-NEXT: -2.27118
// CHECK-NEXT: -0.181202
// CHECK-NEXT: 1.27679
// CHECK-NEXT: -1.17482
// CHECK-NEXT: 0.424127
// CHECK-NEXT: 0.390254
// CHECK-NEXT: 2.49078
// CHECK-NEXT: -9.70644
// CHECK-NEXT: 9.75468
// CHECK-NEXT: 2.47846
// CHECK-NEXT: 0.00236644
// CHECK-NEXT: -0.995656
// CHECK-NEXT: 0.249591
// CHECK-NEXT: 0.133833
// CHECK-NEXT: 0.0830455
// CHECK-NEXT: -0.996546
// CHECK-NEXT: -0.25
// CHECK-NEXT: 3
// CHECK-NEXT: 0.25
// CHECK-NEXT: 3
// CHECK-NEXT: 3.0104
// CHECK-NEXT: -1.48766
// CHECK-NEXT: 1.25
// CHECK-NEXT: -1
// CHECK-NEXT: -0.75
// CHECK-NEXT: -5
// CHECK-NEXT: 6.25
// CHECK-NEXT: -2.5
// CHECK-NEXT: -1.15
// CHECK-NEXT: -0.7
// CHECK-NEXT: 44.4859
// CHECK-NEXT: 38.7418
// CHECK-NEXT: -0.955187
// CHECK-NEXT: -0.273174
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1.25
// CHECK-NEXT: -2.5
// CHECK-NEXT: 1.75
// CHECK-NEXT: -3.5
// CHECK-NEXT: 1.125
// CHECK-NEXT: 4.625
// CHECK-NEXT: -0.75
// CHECK-NEXT: 1.75
// CHECK-NEXT: -0.377123
// CHECK-NEXT: 0.141552
// CHECK-NEXT: 1.83037
// CHECK-NEXT: 0.494291
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.5
// CHECK-NEXT: -6
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -8.9375
// CHECK-NEXT: -1.5
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: -0.0130513
// CHECK-NEXT: 0.00776203
// CHECK-NEXT: 0.785398
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -1.75
// CHECK-NEXT: -4
// CHECK-NEXT: 2.25
// CHECK-NEXT: -2
// CHECK-NEXT: -3.5
// CHECK-NEXT: 5.75
// CHECK-NEXT: 0.5
// CHECK-NEXT: 1.25
// CHECK-NEXT: -0.00742457
// CHECK-NEXT: 0.0237957
// CHECK-NEXT: -2.01504
// CHECK-NEXT: 0.708303
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 3.25
// CHECK-NEXT: -3
// CHECK-NEXT: -2.75
// CHECK-NEXT: -3
// CHECK-NEXT: 0.75
// CHECK-NEXT: -9
// CHECK-NEXT: 0.0833333
// CHECK-NEXT: -1
// CHECK-NEXT: -6.73438
// CHECK-NEXT: 26.4375
// CHECK-NEXT: 0.806219
// CHECK-NEXT: -1.58946
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.25
// CHECK-NEXT: -2
// CHECK-NEXT: 0.25
// CHECK-NEXT: -4
// CHECK-NEXT: 3
// CHECK-NEXT: 0.25
// CHECK-NEXT: -3
// CHECK-NEXT: -0.25
// CHECK-NEXT: 1.99975
// CHECK-NEXT: 3.94926
// CHECK-NEXT: 1.89068
// CHECK-NEXT: -0.0248652
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.073122
// CHECK-NEXT: -0.113881
// CHECK-NEXT: 0.804719
// CHECK-NEXT: -2.67795
// CHECK-NEXT: 0.346574
// CHECK-NEXT: -2.35619
// CHECK-NEXT: -0.926878
// CHECK-NEXT: -0.113881
// CHECK-NEXT: 0.343561
// CHECK-NEXT: -1.45535
// CHECK-NEXT: 0.153645
// CHECK-NEXT: 0.650851
// CHECK-NEXT: -1.40312
// CHECK-NEXT: 0.489056
// CHECK-NEXT: -0.642148
// CHECK-NEXT: -1.06861
// CHECK-NEXT: 0.243458
// CHECK-NEXT: -1.16674
// CHECK-NEXT: -1.01479
// CHECK-NEXT: -0.0338128
// CHECK-NEXT: -0.894427
// CHECK-NEXT: -0.447214
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: -2
// CHECK-NEXT: 1
// CHECK-NEXT: 2.23607
// CHECK-NEXT: -2.67795
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: -3
// CHECK-NEXT: -3
// CHECK-NEXT: 0
// CHECK-NEXT: -5
// CHECK-NEXT: -0.8
// CHECK-NEXT: 0.6
// CHECK-NEXT: 228.063
// CHECK-NEXT: -415.204
// CHECK-NEXT: -0.785398
// CHECK-NEXT: 0.346574
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -3.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: -1.5
// CHECK-NEXT: 3.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -0.329669
// CHECK-NEXT: -1.09232
// CHECK-NEXT: -2.12437
// CHECK-NEXT: 0.40236
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1.75
// CHECK-NEXT: -4
// CHECK-NEXT: -2.25
// CHECK-NEXT: 2
// CHECK-NEXT: -3.5
// CHECK-NEXT: 5.75
// CHECK-NEXT: 0.275862
// CHECK-NEXT: -0.689655
// CHECK-NEXT: -0.000395905
// CHECK-NEXT: -2.29682e-05
// CHECK-NEXT: -2.69735
// CHECK-NEXT: -0.708303
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -4
// CHECK-NEXT: -2
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: -0.00220568
// CHECK-NEXT: -0.0135627
// CHECK-NEXT: -2.35619
// CHECK-NEXT: 5.96046e-08
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: -5
// CHECK-NEXT: -1
// CHECK-NEXT: -6
// CHECK-NEXT: -3
// CHECK-NEXT: -0.666667
// CHECK-NEXT: -0.333333
// CHECK-NEXT: -2
// CHECK-NEXT: -11
// CHECK-NEXT: -0.624523
// CHECK-NEXT: -0.229073
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -2
// CHECK-NEXT: 0
// CHECK-NEXT: -2
// CHECK-NEXT: -2
// CHECK-NEXT: 1
// CHECK-NEXT: -2
// CHECK-NEXT: -1
// CHECK-NEXT: 2
// CHECK-NEXT: 10.0913
// CHECK-NEXT: 10.489
// CHECK-NEXT: -1.33897
// CHECK-NEXT: 0.402359
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 20.0855
// CHECK-NEXT: 0
// CHECK-NEXT: 1.09861
// CHECK-NEXT: 0
// CHECK-NEXT: 1.38629
// CHECK-NEXT: 0
// CHECK-NEXT: 19.0855
// CHECK-NEXT: 0
// CHECK-NEXT: 1.73205
// CHECK-NEXT: 0
// CHECK-NEXT: 0.57735
// CHECK-NEXT: -0
// CHECK-NEXT: 0.14112
// CHECK-NEXT: -0
// CHECK-NEXT: -0.989992
// CHECK-NEXT: 0
// CHECK-NEXT: -0.142547
// CHECK-NEXT: -0
// CHECK-NEXT: 0.995055
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -3
// CHECK-NEXT: -0
// CHECK-NEXT: 3
// CHECK-NEXT: -0
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: 4
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: -2
// CHECK-NEXT: 3
// CHECK-NEXT: 6
// CHECK-NEXT: 0.6
// CHECK-NEXT: -1.2
// CHECK-NEXT: -1.75876
// CHECK-NEXT: 2.43038
// CHECK-NEXT: 1.0794
// CHECK-NEXT: -0.641237
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 4.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: -4.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: -1.8
// CHECK-NEXT: -0.6
// CHECK-NEXT: 0.164138
// CHECK-NEXT: 0.100477
// CHECK-NEXT: 2.04345
// CHECK-NEXT: -0.13352
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 3.25
// CHECK-NEXT: -3
// CHECK-NEXT: 2.75
// CHECK-NEXT: 3
// CHECK-NEXT: 0.75
// CHECK-NEXT: -9
// CHECK-NEXT: 0.0827586
// CHECK-NEXT: 0.993104
// CHECK-NEXT: -1.30045
// CHECK-NEXT: 0.202193
// CHECK-NEXT: 0.764577
// CHECK-NEXT: 1.58946
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 5
// CHECK-NEXT: 1
// CHECK-NEXT: -6
// CHECK-NEXT: -3
// CHECK-NEXT: -1.2
// CHECK-NEXT: 0.6
// CHECK-NEXT: 0.0505369
// CHECK-NEXT: -0.098953
// CHECK-NEXT: 2.19532
// CHECK-NEXT: 0.229073
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 6
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 9
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 27
// CHECK-NEXT: 0
// CHECK-NEXT: 0.785398
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: -3
// CHECK-NEXT: 0.454832
// CHECK-NEXT: 0.890577
// CHECK-NEXT: 1.5708
// CHECK-NEXT: -0.346574
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.540302
// CHECK-NEXT: 0.841471
// CHECK-NEXT: 0
// CHECK-NEXT: 1.5708
// CHECK-NEXT: 0.346574
// CHECK-NEXT: 0.785398
// CHECK-NEXT: -0.459698
// CHECK-NEXT: 0.841471
// CHECK-NEXT: 0.707107
// CHECK-NEXT: 0.707107
// CHECK-NEXT: 0.707107
// CHECK-NEXT: -0.707107
// CHECK-NEXT: 0
// CHECK-NEXT: 1.1752
// CHECK-NEXT: 1.54308
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 0.761594
// CHECK-NEXT: 0
// CHECK-NEXT: 1.55741
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 1
// CHECK-NEXT: 1.5708
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: -1
// CHECK-NEXT: -1
// CHECK-NEXT: -2
// CHECK-NEXT: 1
// CHECK-NEXT: 0.4
// CHECK-NEXT: 0.2
// CHECK-NEXT: -1.88894e-09
// CHECK-NEXT: 0.0432139
// CHECK-NEXT: 0.392699
// CHECK-NEXT: 0.173287
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -1.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: 1.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: -0.5
// CHECK-NEXT: -1.5
// CHECK-NEXT: 0.2
// CHECK-NEXT: -0.6
// CHECK-NEXT: -0.322397
// CHECK-NEXT: -0.322397
// CHECK-NEXT: -2.84759
// CHECK-NEXT: -0.641237
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0.25
// CHECK-NEXT: -2
// CHECK-NEXT: -0.25
// CHECK-NEXT: 4
// CHECK-NEXT: 3
// CHECK-NEXT: 0.25
// CHECK-NEXT: -0.331034
// CHECK-NEXT: 0.0275862
// CHECK-NEXT: 102.844
// CHECK-NEXT: 42.5995
// CHECK-NEXT: -0.319885
// CHECK-NEXT: 0.0248651
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -2
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 1
// CHECK-NEXT: -2
// CHECK-NEXT: -0.2
// CHECK-NEXT: -0.4
// CHECK-NEXT: -4.81048
// CHECK-NEXT: 4.20545e-07
// CHECK-NEXT: 2.90977
// CHECK-NEXT: -0.402359
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 3
// CHECK-NEXT: 1
// CHECK-NEXT: -3
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 0
// CHECK-NEXT: 0.333333
// CHECK-NEXT: 1.19249e-08
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 0.346574
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 2
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0.20788
// CHECK-NEXT: 0
// CHECK-NEXT: 0.785398
// CHECK-NEXT: 5.96046e-08
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -inf
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: -1
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: -1
// CHECK-NEXT: inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: 2
// CHECK-NEXT: nan
// CHECK-NEXT: -2
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 1e+30
// CHECK-NEXT: -1e+30
// CHECK-NEXT: -1e+30
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: -inf
// CHECK-NEXT: -1
// CHECK-NEXT: inf
// CHECK-NEXT: -1
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: inf
// CHECK-NEXT: 2
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: 3
// CHECK-NEXT: nan
// CHECK-NEXT: -1
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: inf
// CHECK-NEXT: 1e+30
// CHECK-NEXT: inf
// CHECK-NEXT: -1e+30
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: -1.5708
// CHECK-NEXT: inf
// CHECK-NEXT: -1.5708
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: -1
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: -1
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: -1.5708
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: -inf
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: -inf
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1e+30
// CHECK-NEXT: -inf
// CHECK-NEXT: -1e+30
// CHECK-NEXT: -inf
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: -2
// CHECK-NEXT: nan
// CHECK-NEXT: -2
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 2
// CHECK-NEXT: nan
// CHECK-NEXT: 2
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: 3
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: -inf
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: 4
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: 2
// CHECK-NEXT: nan
// CHECK-NEXT: 2
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: -inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: 1e+30
// CHECK-NEXT: nan
// CHECK-NEXT: -1e+30
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: -inf
// CHECK-NEXT: -3.14159
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: nan
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -3.14159
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: -1
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: -1
// CHECK-NEXT: inf
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: 2
// CHECK-NEXT: nan
// CHECK-NEXT: -2
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 1e+30
// CHECK-NEXT: -1e+30
// CHECK-NEXT: -1e+30
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: 69.4241
// CHECK-NEXT: 0.785398
// CHECK-NEXT: 69.4241
// CHECK-NEXT: 0.785398
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: 1.09868e+15
// CHECK-NEXT: 4.5509e+14
// CHECK-NEXT: 7.76887e-16
// CHECK-NEXT: -3.21797e-16
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0.707107
// CHECK-NEXT: 0.707107
// CHECK-NEXT: -1e+30
// CHECK-NEXT: -1e+30
// CHECK-NEXT: 1e+30
// CHECK-NEXT: -1e+30
// CHECK-NEXT: 1.41421e+30
// CHECK-NEXT: 0.785398
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: inf
// CHECK-NEXT: 1e+30
// CHECK-NEXT: -inf
// CHECK-NEXT: 1e+30
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1e+30
// CHECK-NEXT: -inf
// CHECK-NEXT: 1e+30
// CHECK-NEXT: inf
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: nan
// CHECK-NEXT: 1e+30
// CHECK-NEXT: nan
// CHECK-NEXT: 1e+30
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 1e+30
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: -inf
// CHECK-NEXT: -inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 2e+30
// CHECK-NEXT: 2e+30
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1.41421e+300
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1.09868e+150
// CHECK-NEXT: 4.5509e+149
// CHECK-NEXT: 691.122
// CHECK-NEXT: 0.785398
// CHECK-NEXT: nan
// CHECK-NEXT: inf
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1.41421e+300
// CHECK-NEXT: inf
// CHECK-NEXT: -inf
// CHECK-NEXT: 1.09868e+150
// CHECK-NEXT: 4.5509e+149
// CHECK-NEXT: 691.122
// CHECK-NEXT: 0.785398
// CHECK-NEXT: -3
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 2e-300
// CHECK-NEXT: 1.41421e+300
// CHECK-NEXT: 1.32743e+299
// CHECK-NEXT: -8.84956e+297
// CHECK-NEXT: 1.09868e+150
// CHECK-NEXT: 4.5509e+149
// CHECK-NEXT: 691.122
// CHECK-NEXT: 0.785398
// CHECK-NEXT: -1e+300
// CHECK-NEXT: 1.5e+301
// CHECK-NEXT: 1
// CHECK-NEXT: -4.78801e-07
// CHECK-NEXT: 1.41421e+300
// CHECK-NEXT: 3.07692e+299
// CHECK-NEXT: -1.53846e+300
// CHECK-NEXT: 1.09868e+150
// CHECK-NEXT: 4.5509e+149
// CHECK-NEXT: 691.122
// CHECK-NEXT: 0.785398
// CHECK-NEXT: -1.25e+300
// CHECK-NEXT: 2.5e+299
// CHECK-NEXT: -0.728212
// CHECK-NEXT: 0.618096
// CHECK-NEXT: 2.23607e-300
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// CHECK-NEXT: 7.86151e-151
// CHECK-NEXT: 1.27202e-150
// CHECK-NEXT: -689.971
// CHECK-NEXT: 2.03444
// CHECK-NEXT: -3
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 2.23607e-300
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 7.86151e-151
// CHECK-NEXT: 1.27202e-150
// CHECK-NEXT: -689.971
// CHECK-NEXT: 2.03444
// CHECK-NEXT: 0
// CHECK-NEXT: -0
// CHECK-NEXT: 0
// CHECK-NEXT: 2e-300
// CHECK-NEXT: 2.23607e-300
// CHECK-NEXT: 7.9646e-302
// CHECK-NEXT: 1.9469e-301
// CHECK-NEXT: 7.86151e-151
// CHECK-NEXT: 1.27202e-150
// CHECK-NEXT: -689.971
// CHECK-NEXT: 2.03444
// CHECK-NEXT: -2.3e-299
// CHECK-NEXT: 6e-300
// CHECK-NEXT: 1
// CHECK-NEXT: -4.78801e-07
// CHECK-NEXT: 2.23607e-300
// CHECK-NEXT: 2.46154e-300
// CHECK-NEXT: -3.07692e-301
// CHECK-NEXT: 7.86151e-151
// CHECK-NEXT: 1.27202e-150
// CHECK-NEXT: -689.971
// CHECK-NEXT: 2.03444
// CHECK-NEXT: -1e-300
// CHECK-NEXT: -1.75e-300
// CHECK-NEXT: -0.728212
// CHECK-NEXT: 0.618096
// CHECK-NEXT: 10.6301
// CHECK-NEXT: 7.5e-300
// CHECK-NEXT: 5e-301
// CHECK-NEXT: 2.96902
// CHECK-NEXT: 1.34725
// CHECK-NEXT: 2.36369
// CHECK-NEXT: 0.851966
// CHECK-NEXT: -1e+300
// CHECK-NEXT: 1.5e+301
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 10.6301
// CHECK-NEXT: 1.8e+300
// CHECK-NEXT: -4.4e+300
// CHECK-NEXT: 2.96902
// CHECK-NEXT: 1.34725
// CHECK-NEXT: 2.36369
// CHECK-NEXT: 0.851966
// CHECK-NEXT: -2.3e-299
// CHECK-NEXT: 6e-300
// CHECK-NEXT: 0
// CHECK-NEXT: 2e-300
// CHECK-NEXT: 10.6301
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 2.96902
// CHECK-NEXT: 1.34725
// CHECK-NEXT: 2.36369
// CHECK-NEXT: 0.851966
// CHECK-NEXT: -15
// CHECK-NEXT: 112
// CHECK-NEXT: 1
// CHECK-NEXT: -4.78801e-07
// CHECK-NEXT: 10.6301
// CHECK-NEXT: 3.07692
// CHECK-NEXT: -11.3846
// CHECK-NEXT: 2.96902
// CHECK-NEXT: 1.34725
// CHECK-NEXT: 2.36369
// CHECK-NEXT: 0.851966
// CHECK-NEXT: -9.5
// CHECK-NEXT: 1.25
// CHECK-NEXT: -0.728212
// CHECK-NEXT: 0.618096
// CHECK-NEXT: 0.901388
// CHECK-NEXT: 1.25e-301
// CHECK-NEXT: 6.25e-301
// CHECK-NEXT: 0.447989
// CHECK-NEXT: 0.837075
// CHECK-NEXT: -0.10382
// CHECK-NEXT: 2.1588
// CHECK-NEXT: -1.25e+300
// CHECK-NEXT: 2.5e+299
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0.901388
// CHECK-NEXT: 4e+299
// CHECK-NEXT: 5e+298
// CHECK-NEXT: 0.447989
// CHECK-NEXT: 0.837075
// CHECK-NEXT: -0.10382
// CHECK-NEXT: 2.1588
// CHECK-NEXT: -1e-300
// CHECK-NEXT: -1.75e-300
// CHECK-NEXT: 0
// CHECK-NEXT: 2e-300
// CHECK-NEXT: 0.901388
// CHECK-NEXT: 0.0221239
// CHECK-NEXT: 0.0818584
// CHECK-NEXT: 0.447989
// CHECK-NEXT: 0.837075
// CHECK-NEXT: -0.10382
// CHECK-NEXT: 2.1588
// CHECK-NEXT: -9.5
// CHECK-NEXT: 1.25
// CHECK-NEXT: 1
// CHECK-NEXT: -4.78801e-07
// CHECK-NEXT: 0.901388
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0.447989
// CHECK-NEXT: 0.837075
// CHECK-NEXT: -0.10382
// CHECK-NEXT: 2.1588
// CHECK-NEXT: -0.3125
// CHECK-NEXT: -0.75
// CHECK-NEXT: -0.728212
// CHECK-NEXT: 0.618096
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [(1,2),  (-1.5,0.5),  (0.25,-3),  (-2,-1),  (3,0),  (0,1)]
// CHECK-NEXT: 0.75
// CHECK-NEXT: -0.5
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [(0.3125,-0.75)]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [(1e+300,1e+300),  (-1e-300,2e-300),  (7,8),  (-0.5,0.75)]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 4 sizes = [1, 2] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}(1.46869,2.28736),   (-1.1312,2.47173)]]
// CHECK-NEXT: -1.5
// CHECK-NEXT: 0.5
// CHECK-NEXT: 1
// CHECK-NEXT: 2
