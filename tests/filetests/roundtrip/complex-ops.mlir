// The complex dialect: custom and generic forms of every op print as mlir-opt 22.1.8 prints them.
// RUN: memref-opt %s | filecheck %s
func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32, %d: complex<f64>) -> complex<f32> {
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %c2 = complex.constant [0.1, -1.0] : complex<f64>
  %0 = complex.add %a, %b fastmath<nnan,contract> : complex<f32>
  %1 = complex.abs %a : complex<f32>
  %2 = complex.re %a fastmath<fast> : complex<f32>
  %3 = complex.create %x, %x : complex<f32>
  %4 = complex.eq %a, %b : complex<f32>
  %5 = complex.bitcast %a : complex<f32> to i64
  %6 = complex.neg %a : complex<f32>
  return %0 : complex<f32>
}
func.func @g(%a: complex<f64>, %b: complex<f64>, %x: f64, %i: i64) {
  %0 = complex.sub %a, %b : complex<f64>
  %1 = complex.mul %a, %b fastmath<fast> : complex<f64>
  %2 = complex.div %a, %b : complex<f64>
  %3 = complex.pow %a, %b : complex<f64>
  %4 = complex.atan2 %a, %b : complex<f64>
  %5 = complex.neq %a, %b : complex<f64>
  %6 = complex.angle %a fastmath<nnan> : complex<f64>
  %7 = complex.im %a : complex<f64>
  %8 = complex.conj %a : complex<f64>
  %9 = complex.cos %a : complex<f64>
  %10 = complex.sin %a : complex<f64>
  %11 = complex.tan %a : complex<f64>
  %12 = complex.tanh %a : complex<f64>
  %13 = complex.exp %a : complex<f64>
  %14 = complex.expm1 %a : complex<f64>
  %15 = complex.log %a : complex<f64>
  %16 = complex.log1p %a : complex<f64>
  %17 = complex.sqrt %a : complex<f64>
  %18 = complex.rsqrt %a : complex<f64>
  %19 = complex.sign %a : complex<f64>
  %20 = complex.bitcast %i : i64 to complex<f32>
  %21 = complex.create %x, %x {foo} : complex<f64>
  %22 = complex.constant [0x7FF0000000000000 : f64, -0.0 : f64] : complex<f64>
  %23 = complex.constant [1.0 : f16, 2.0 : f16] : complex<f16>
  %24 = complex.constant [1.0 : bf16, 2.0 : bf16] {x = 1} : complex<bf16>
  return
}
func.func @generic(%a: complex<f32>) -> complex<f32> {
  %0 = "complex.add"(%a, %a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
  %1 = "complex.re"(%0) <{fastmath = #arith.fastmath<reassoc,nsz>}> : (complex<f32>) -> f32
  %2 = "complex.constant"() <{value = [1.0 : f32, 2.0 : f32]}> {keep} : () -> complex<f32>
  %3 = "complex.sqrt"(%2) : (complex<f32>) -> complex<f32>
  %m = memref.alloc() : memref<2x3xcomplex<f32>>
  %u = memref.cast %m : memref<2x3xcomplex<f32>> to memref<*xcomplex<f32>>
  %true = arith.constant true
  %s = arith.select %true, %0, %3 : complex<f32>
  return %s : complex<f32>
}
memref.global "private" constant @cg : memref<2xcomplex<f64>> = dense<[(1.5, -2.0), (0x7FF0000000000000, 0.0)]>
memref.global @h : memref<3xcomplex<f32>> = dense<(1.0, 2.0)>

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: complex<f64>) -> complex<f32> {
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [1.000000e-01, -1.000000e+00] : complex<f64>
// CHECK-NEXT: %0 = complex.add %arg0, %arg1 fastmath<nnan,contract> : complex<f32>
// CHECK-NEXT: %1 = complex.abs %arg0 : complex<f32>
// CHECK-NEXT: %2 = complex.re %arg0 fastmath<fast> : complex<f32>
// CHECK-NEXT: %3 = complex.create %arg2, %arg2 : complex<f32>
// CHECK-NEXT: %4 = complex.eq %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %5 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %6 = complex.neg %arg0 : complex<f32>
// CHECK-NEXT: return %0 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: complex<f64>, %arg1: complex<f64>, %arg2: f64, %arg3: i64) {
// CHECK-NEXT: %0 = complex.sub %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %1 = complex.mul %arg0, %arg1 fastmath<fast> : complex<f64>
// CHECK-NEXT: %2 = complex.div %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %3 = complex.pow %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %4 = complex.atan2 %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %5 = complex.neq %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %6 = complex.angle %arg0 fastmath<nnan> : complex<f64>
// CHECK-NEXT: %7 = complex.im %arg0 : complex<f64>
// CHECK-NEXT: %8 = complex.conj %arg0 : complex<f64>
// CHECK-NEXT: %9 = complex.cos %arg0 : complex<f64>
// CHECK-NEXT: %10 = complex.sin %arg0 : complex<f64>
// CHECK-NEXT: %11 = complex.tan %arg0 : complex<f64>
// CHECK-NEXT: %12 = complex.tanh %arg0 : complex<f64>
// CHECK-NEXT: %13 = complex.exp %arg0 : complex<f64>
// CHECK-NEXT: %14 = complex.expm1 %arg0 : complex<f64>
// CHECK-NEXT: %15 = complex.log %arg0 : complex<f64>
// CHECK-NEXT: %16 = complex.log1p %arg0 : complex<f64>
// CHECK-NEXT: %17 = complex.sqrt %arg0 : complex<f64>
// CHECK-NEXT: %18 = complex.rsqrt %arg0 : complex<f64>
// CHECK-NEXT: %19 = complex.sign %arg0 : complex<f64>
// CHECK-NEXT: %20 = complex.bitcast %arg3 : i64 to complex<f32>
// CHECK-NEXT: %21 = complex.create %arg2, %arg2 {foo} : complex<f64>
// CHECK-NEXT: %cst = complex.constant [0x7FF0000000000000 : f64, -0.000000e+00] : complex<f64>
// CHECK-NEXT: %cst_0 = complex.constant [1.000000e+00 : f16, 2.000000e+00 : f16] : complex<f16>
// CHECK-NEXT: %cst_1 = complex.constant [1.000000e+00 : bf16, 2.000000e+00 : bf16] {x = 1 : i64} : complex<bf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.add %arg0, %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.re %0 fastmath<reassoc,nsz> : complex<f32>
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] {keep} : complex<f32>
// CHECK-NEXT: %2 = complex.sqrt %cst : complex<f32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3xcomplex<f32>>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2x3xcomplex<f32>> to memref<*xcomplex<f32>>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %3 = arith.select %true, %0, %2 : complex<f32>
// CHECK-NEXT: return %3 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @cg : memref<2xcomplex<f64>> = dense<[(1.500000e+00,-2.000000e+00), (0x7FF0000000000000,0.000000e+00)]>
// CHECK-NEXT: memref.global @h : memref<3xcomplex<f32>> = dense<(1.000000e+00,2.000000e+00)>
// CHECK-NEXT: }
