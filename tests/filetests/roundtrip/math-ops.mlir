// The math ops added with the rest of MathOps.td in their custom forms (fastmath flags printed
// unless none, i1 results of the operand's shape, fpowi's two types, sincos's %sin/%cos names,
// clampf's bracket) and generic forms, on scalars, vectors, tensors and f16; printed as mlir-opt.
// RUN: memref-opt %s | filecheck %s
func.func @unary(%x: f32, %y: f64, %h: f16, %v: vector<4xf32>, %t: tensor<2x?xbf16>) {
  %0 = math.acos %x : f32
  %1 = math.acosh %y fastmath<nnan,ninf> : f64
  %2 = math.asin %h : f16
  %3 = math.asinh %v fastmath<fast> : vector<4xf32>
  %4 = math.atan %t : tensor<2x?xbf16>
  %5 = math.atanh %x fastmath<none> : f32
  %6 = math.cbrt %y : f64
  %7 = math.cosh %x : f32
  %8 = math.erf %v : vector<4xf32>
  %9 = math.erfc %x fastmath<afn> : f32
  %10 = math.exp2 %y : f64
  %11 = math.expm1 %x : f32
  %12 = math.log10 %h : f16
  %13 = math.log1p %x : f32
  %14 = math.log2 %y fastmath<reassoc,contract> : f64
  %15 = math.round %x : f32
  %16 = math.roundeven %v : vector<4xf32>
  %17 = math.sinh %x : f32
  %18 = math.tan %y : f64
  %19 = math.trunc %t : tensor<2x?xbf16>
  return
}

func.func @others(%x: f32, %i: i32, %vi: vector<3xi8>, %v: vector<2x2xf64>, %t: tensor<4xf16>, %vn: vector<2x2xi64>) {
  %0 = math.ctlz %i : i32
  %1 = math.cttz %vi : vector<3xi8>
  %2 = math.ctpop %i : i32
  %3 = math.isnan %x : f32
  %4 = math.isinf %v {fastmath = #arith.fastmath<nnan>} : vector<2x2xf64>
  %f = math.isfinite %x {fastmath = #arith.fastmath<none>, tag} : f32
  %5 = math.isfinite %t : tensor<4xf16>
  %6 = math.isnormal %x : f32
  %7 = math.ipowi %vi, %vi : vector<3xi8>
  %8 = math.fpowi %x, %i fastmath<fast> : f32, i32
  %9 = math.fpowi %v, %vn : vector<2x2xf64>, vector<2x2xi64>
  %s, %c = math.sincos %x : f32
  %10:2 = math.sincos %v fastmath<afn> : vector<2x2xf64>
  %11 = math.clampf %x to [%x, %x] : f32
  %12 = math.clampf %v to [%v, %v] fastmath<nsz> : vector<2x2xf64>
  return
}

func.func @generic(%x: f32, %i: i64) {
  %0 = "math.tan"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %1 = "math.ctlz"(%i) : (i64) -> i64
  %2 = "math.isnan"(%x) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> i1
  %3 = "math.fpowi"(%x, %i) : (f32, i64) -> f32
  %4:2 = "math.sincos"(%x) : (f32) -> (f32, f32)
  %5 = "math.clampf"(%x, %x, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32, f32) -> f32
  %6 = "math.ipowi"(%i, %i) {tag = 1 : i32} : (i64, i64) -> i64
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @unary(%arg0: f32, %arg1: f64, %arg2: f16, %arg3: vector<4xf32>, %arg4: tensor<2x?xbf16>) {
// CHECK-NEXT: %0 = math.acos %arg0 : f32
// CHECK-NEXT: %1 = math.acosh %arg1 fastmath<nnan,ninf> : f64
// CHECK-NEXT: %2 = math.asin %arg2 : f16
// CHECK-NEXT: %3 = math.asinh %arg3 fastmath<fast> : vector<4xf32>
// CHECK-NEXT: %4 = math.atan %arg4 : tensor<2x?xbf16>
// CHECK-NEXT: %5 = math.atanh %arg0 : f32
// CHECK-NEXT: %6 = math.cbrt %arg1 : f64
// CHECK-NEXT: %7 = math.cosh %arg0 : f32
// CHECK-NEXT: %8 = math.erf %arg3 : vector<4xf32>
// CHECK-NEXT: %9 = math.erfc %arg0 fastmath<afn> : f32
// CHECK-NEXT: %10 = math.exp2 %arg1 : f64
// CHECK-NEXT: %11 = math.expm1 %arg0 : f32
// CHECK-NEXT: %12 = math.log10 %arg2 : f16
// CHECK-NEXT: %13 = math.log1p %arg0 : f32
// CHECK-NEXT: %14 = math.log2 %arg1 fastmath<reassoc,contract> : f64
// CHECK-NEXT: %15 = math.round %arg0 : f32
// CHECK-NEXT: %16 = math.roundeven %arg3 : vector<4xf32>
// CHECK-NEXT: %17 = math.sinh %arg0 : f32
// CHECK-NEXT: %18 = math.tan %arg1 : f64
// CHECK-NEXT: %19 = math.trunc %arg4 : tensor<2x?xbf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @others(%arg0: f32, %arg1: i32, %arg2: vector<3xi8>, %arg3: vector<2x2xf64>, %arg4: tensor<4xf16>, %arg5: vector<2x2xi64>) {
// CHECK-NEXT: %0 = math.ctlz %arg1 : i32
// CHECK-NEXT: %1 = math.cttz %arg2 : vector<3xi8>
// CHECK-NEXT: %2 = math.ctpop %arg1 : i32
// CHECK-NEXT: %3 = math.isnan %arg0 : f32
// CHECK-NEXT: %4 = math.isinf %arg3 {fastmath = #arith.fastmath<nnan>} : vector<2x2xf64>
// CHECK-NEXT: %5 = math.isfinite %arg0 {tag} : f32
// CHECK-NEXT: %6 = math.isfinite %arg4 : tensor<4xf16>
// CHECK-NEXT: %7 = math.isnormal %arg0 : f32
// CHECK-NEXT: %8 = math.ipowi %arg2, %arg2 : vector<3xi8>
// CHECK-NEXT: %9 = math.fpowi %arg0, %arg1 fastmath<fast> : f32, i32
// CHECK-NEXT: %10 = math.fpowi %arg3, %arg5 : vector<2x2xf64>, vector<2x2xi64>
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg3 fastmath<afn> : vector<2x2xf64>
// CHECK-NEXT: %11 = math.clampf %arg0 to [%arg0, %arg0] : f32
// CHECK-NEXT: %12 = math.clampf %arg3 to [%arg3, %arg3] fastmath<nsz> : vector<2x2xf64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic(%arg0: f32, %arg1: i64) {
// CHECK-NEXT: %0 = math.tan %arg0 : f32
// CHECK-NEXT: %1 = math.ctlz %arg1 : i64
// CHECK-NEXT: %2 = math.isnan %arg0 {fastmath = #arith.fastmath<nnan>} : f32
// CHECK-NEXT: %3 = math.fpowi %arg0, %arg1 : f32, i64
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %4 = math.clampf %arg0 to [%arg0, %arg0] fastmath<fast> : f32
// CHECK-NEXT: %5 = math.ipowi %arg1, %arg1 {tag = 1 : i32} : i64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
