// Upstream's folds of the rest of MathOps.td: acos, acosh, asin, asinh, atan, atanh, cosh,
// sinh, tan, erf, erfc, exp2, expm1, log10, log2 (not of a negative, -0.0 or -NaN), log1p (not
// when 1 + x is negative), round, trunc on f32 and f64 through the C library; roundeven on every
// width (a signaling NaN quieted); the class tests on every width, scalars and splats only; ctlz,
// cttz, ctpop on every width, ipowi (0 to a negative power left alone; not on i1, where upstream
// 22.1.8 asserts). cbrt, fpowi, sincos and clampf do not fold. Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @fold_f32() -> (vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xi1>, vector<22xi1>, vector<22xi1>, vector<22xi1>) {
  %v = arith.constant dense<[0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.5, -2.5, 3.5, 1.0e-3, -7.25, 100.0, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x00000001, 0x00800000, 0x7F7FFFFF, 1.0e+30, -0.99999994, 0x7FA00000]> : vector<22xf32>
  %r0 = math.acos %v : vector<22xf32>
  %r1 = math.acosh %v : vector<22xf32>
  %r2 = math.asin %v : vector<22xf32>
  %r3 = math.asinh %v : vector<22xf32>
  %r4 = math.atan %v : vector<22xf32>
  %r5 = math.atanh %v : vector<22xf32>
  %r6 = math.cbrt %v : vector<22xf32>
  %r7 = math.cosh %v : vector<22xf32>
  %r8 = math.erf %v : vector<22xf32>
  %r9 = math.erfc %v : vector<22xf32>
  %r10 = math.exp2 %v : vector<22xf32>
  %r11 = math.expm1 %v : vector<22xf32>
  %r12 = math.log10 %v : vector<22xf32>
  %r13 = math.log1p %v : vector<22xf32>
  %r14 = math.log2 %v : vector<22xf32>
  %r15 = math.round %v : vector<22xf32>
  %r16 = math.roundeven %v : vector<22xf32>
  %r17 = math.sinh %v : vector<22xf32>
  %r18 = math.tan %v : vector<22xf32>
  %r19 = math.trunc %v : vector<22xf32>
  %r20 = math.isnan %v : vector<22xf32>
  %r21 = math.isinf %v : vector<22xf32>
  %r22 = math.isfinite %v : vector<22xf32>
  %r23 = math.isnormal %v : vector<22xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xi1>, vector<22xi1>, vector<22xi1>, vector<22xi1>
}

func.func @scalar_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1) {
  %x = arith.constant 2.5 : f32
  %r0 = math.acos %x : f32
  %r1 = math.acosh %x : f32
  %r2 = math.asin %x : f32
  %r3 = math.asinh %x : f32
  %r4 = math.atan %x : f32
  %r5 = math.atanh %x : f32
  %r6 = math.cbrt %x : f32
  %r7 = math.cosh %x : f32
  %r8 = math.erf %x : f32
  %r9 = math.erfc %x : f32
  %r10 = math.exp2 %x : f32
  %r11 = math.expm1 %x : f32
  %r12 = math.log10 %x : f32
  %r13 = math.log1p %x : f32
  %r14 = math.log2 %x : f32
  %r15 = math.round %x : f32
  %r16 = math.roundeven %x : f32
  %r17 = math.sinh %x : f32
  %r18 = math.tan %x : f32
  %r19 = math.trunc %x : f32
  %r20 = math.isnan %x : f32
  %r21 = math.isinf %x : f32
  %r22 = math.isfinite %x : f32
  %r23 = math.isnormal %x : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1
}

func.func @fold_f64() -> (vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xi1>, vector<22xi1>, vector<22xi1>, vector<22xi1>) {
  %v = arith.constant dense<[0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.5, -2.5, 3.5, 1.0e-3, -7.25, 100.0, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 0x0000000000000001, 0x0010000000000000, 0x7FEFFFFFFFFFFFFF, 1.0e+300, -0.99999999999999989, 0x7FF4000000000000]> : vector<22xf64>
  %r0 = math.acos %v : vector<22xf64>
  %r1 = math.acosh %v : vector<22xf64>
  %r2 = math.asin %v : vector<22xf64>
  %r3 = math.asinh %v : vector<22xf64>
  %r4 = math.atan %v : vector<22xf64>
  %r5 = math.atanh %v : vector<22xf64>
  %r6 = math.cbrt %v : vector<22xf64>
  %r7 = math.cosh %v : vector<22xf64>
  %r8 = math.erf %v : vector<22xf64>
  %r9 = math.erfc %v : vector<22xf64>
  %r10 = math.exp2 %v : vector<22xf64>
  %r11 = math.expm1 %v : vector<22xf64>
  %r12 = math.log10 %v : vector<22xf64>
  %r13 = math.log1p %v : vector<22xf64>
  %r14 = math.log2 %v : vector<22xf64>
  %r15 = math.round %v : vector<22xf64>
  %r16 = math.roundeven %v : vector<22xf64>
  %r17 = math.sinh %v : vector<22xf64>
  %r18 = math.tan %v : vector<22xf64>
  %r19 = math.trunc %v : vector<22xf64>
  %r20 = math.isnan %v : vector<22xf64>
  %r21 = math.isinf %v : vector<22xf64>
  %r22 = math.isfinite %v : vector<22xf64>
  %r23 = math.isnormal %v : vector<22xf64>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xi1>, vector<22xi1>, vector<22xi1>, vector<22xi1>
}

func.func @scalar_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1) {
  %x = arith.constant 2.5 : f64
  %r0 = math.acos %x : f64
  %r1 = math.acosh %x : f64
  %r2 = math.asin %x : f64
  %r3 = math.asinh %x : f64
  %r4 = math.atan %x : f64
  %r5 = math.atanh %x : f64
  %r6 = math.cbrt %x : f64
  %r7 = math.cosh %x : f64
  %r8 = math.erf %x : f64
  %r9 = math.erfc %x : f64
  %r10 = math.exp2 %x : f64
  %r11 = math.expm1 %x : f64
  %r12 = math.log10 %x : f64
  %r13 = math.log1p %x : f64
  %r14 = math.log2 %x : f64
  %r15 = math.round %x : f64
  %r16 = math.roundeven %x : f64
  %r17 = math.sinh %x : f64
  %r18 = math.tan %x : f64
  %r19 = math.trunc %x : f64
  %r20 = math.isnan %x : f64
  %r21 = math.isinf %x : f64
  %r22 = math.isfinite %x : f64
  %r23 = math.isnormal %x : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1
}

func.func @fold_f16() -> (vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xi1>, vector<14xi1>, vector<14xi1>, vector<14xi1>) {
  %v = arith.constant dense<[0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.5, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x0400, 0x7BFF, 0x03FF]> : vector<14xf16>
  %r0 = math.acos %v : vector<14xf16>
  %r1 = math.acosh %v : vector<14xf16>
  %r2 = math.asin %v : vector<14xf16>
  %r3 = math.asinh %v : vector<14xf16>
  %r4 = math.atan %v : vector<14xf16>
  %r5 = math.atanh %v : vector<14xf16>
  %r6 = math.cbrt %v : vector<14xf16>
  %r7 = math.cosh %v : vector<14xf16>
  %r8 = math.erf %v : vector<14xf16>
  %r9 = math.erfc %v : vector<14xf16>
  %r10 = math.exp2 %v : vector<14xf16>
  %r11 = math.expm1 %v : vector<14xf16>
  %r12 = math.log10 %v : vector<14xf16>
  %r13 = math.log1p %v : vector<14xf16>
  %r14 = math.log2 %v : vector<14xf16>
  %r15 = math.round %v : vector<14xf16>
  %r16 = math.roundeven %v : vector<14xf16>
  %r17 = math.sinh %v : vector<14xf16>
  %r18 = math.tan %v : vector<14xf16>
  %r19 = math.trunc %v : vector<14xf16>
  %r20 = math.isnan %v : vector<14xf16>
  %r21 = math.isinf %v : vector<14xf16>
  %r22 = math.isfinite %v : vector<14xf16>
  %r23 = math.isnormal %v : vector<14xf16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xi1>, vector<14xi1>, vector<14xi1>, vector<14xi1>
}

func.func @scalar_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i1, i1, i1, i1) {
  %x = arith.constant 3.5 : f16
  %r0 = math.acos %x : f16
  %r1 = math.acosh %x : f16
  %r2 = math.asin %x : f16
  %r3 = math.asinh %x : f16
  %r4 = math.atan %x : f16
  %r5 = math.atanh %x : f16
  %r6 = math.cbrt %x : f16
  %r7 = math.cosh %x : f16
  %r8 = math.erf %x : f16
  %r9 = math.erfc %x : f16
  %r10 = math.exp2 %x : f16
  %r11 = math.expm1 %x : f16
  %r12 = math.log10 %x : f16
  %r13 = math.log1p %x : f16
  %r14 = math.log2 %x : f16
  %r15 = math.round %x : f16
  %r16 = math.roundeven %x : f16
  %r17 = math.sinh %x : f16
  %r18 = math.tan %x : f16
  %r19 = math.trunc %x : f16
  %r20 = math.isnan %x : f16
  %r21 = math.isinf %x : f16
  %r22 = math.isfinite %x : f16
  %r23 = math.isnormal %x : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i1, i1, i1, i1
}

func.func @fold_bf16() -> (vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xi1>, vector<13xi1>, vector<13xi1>, vector<13xi1>) {
  %v = arith.constant dense<[0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.5, 0x7F80, 0xFF80, 0x7FC0, 0x0001, 0x0080, 0x7F7F]> : vector<13xbf16>
  %r0 = math.acos %v : vector<13xbf16>
  %r1 = math.acosh %v : vector<13xbf16>
  %r2 = math.asin %v : vector<13xbf16>
  %r3 = math.asinh %v : vector<13xbf16>
  %r4 = math.atan %v : vector<13xbf16>
  %r5 = math.atanh %v : vector<13xbf16>
  %r6 = math.cbrt %v : vector<13xbf16>
  %r7 = math.cosh %v : vector<13xbf16>
  %r8 = math.erf %v : vector<13xbf16>
  %r9 = math.erfc %v : vector<13xbf16>
  %r10 = math.exp2 %v : vector<13xbf16>
  %r11 = math.expm1 %v : vector<13xbf16>
  %r12 = math.log10 %v : vector<13xbf16>
  %r13 = math.log1p %v : vector<13xbf16>
  %r14 = math.log2 %v : vector<13xbf16>
  %r15 = math.round %v : vector<13xbf16>
  %r16 = math.roundeven %v : vector<13xbf16>
  %r17 = math.sinh %v : vector<13xbf16>
  %r18 = math.tan %v : vector<13xbf16>
  %r19 = math.trunc %v : vector<13xbf16>
  %r20 = math.isnan %v : vector<13xbf16>
  %r21 = math.isinf %v : vector<13xbf16>
  %r22 = math.isfinite %v : vector<13xbf16>
  %r23 = math.isnormal %v : vector<13xbf16>
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xi1>, vector<13xi1>, vector<13xi1>, vector<13xi1>
}

func.func @scalar_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, i1, i1, i1, i1) {
  %x = arith.constant 3.5 : bf16
  %r0 = math.acos %x : bf16
  %r1 = math.acosh %x : bf16
  %r2 = math.asin %x : bf16
  %r3 = math.asinh %x : bf16
  %r4 = math.atan %x : bf16
  %r5 = math.atanh %x : bf16
  %r6 = math.cbrt %x : bf16
  %r7 = math.cosh %x : bf16
  %r8 = math.erf %x : bf16
  %r9 = math.erfc %x : bf16
  %r10 = math.exp2 %x : bf16
  %r11 = math.expm1 %x : bf16
  %r12 = math.log10 %x : bf16
  %r13 = math.log1p %x : bf16
  %r14 = math.log2 %x : bf16
  %r15 = math.round %x : bf16
  %r16 = math.roundeven %x : bf16
  %r17 = math.sinh %x : bf16
  %r18 = math.tan %x : bf16
  %r19 = math.trunc %x : bf16
  %r20 = math.isnan %x : bf16
  %r21 = math.isinf %x : bf16
  %r22 = math.isfinite %x : bf16
  %r23 = math.isnormal %x : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19, %r20, %r21, %r22, %r23 : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, i1, i1, i1, i1
}

func.func @ints_i1() -> (vector<2xi1>, vector<2xi1>, vector<2xi1>) {
  %v = arith.constant dense<[0, 1]> : vector<2xi1>
  %p = arith.constant dense<[0, 1]> : vector<2xi1>
  %a = math.ctlz %v : vector<2xi1>
  %b = math.cttz %v : vector<2xi1>
  %c = math.ctpop %v : vector<2xi1>
  return %a, %b, %c : vector<2xi1>, vector<2xi1>, vector<2xi1>
}

func.func @ints_i3() -> (vector<6xi3>, vector<6xi3>, vector<6xi3>, vector<6xi3>, i3) {
  %v = arith.constant dense<[0, 1, -1, 3, -4, 2]> : vector<6xi3>
  %p = arith.constant dense<[0, 1, 2, -1, 3, -2]> : vector<6xi3>
  %a = math.ctlz %v : vector<6xi3>
  %b = math.cttz %v : vector<6xi3>
  %c = math.ctpop %v : vector<6xi3>
  %d = math.ipowi %v, %p : vector<6xi3>
  %z = arith.constant 0 : i3
  %m = arith.constant -1 : i3
  %e = math.ipowi %z, %m : i3
  return %a, %b, %c, %d, %e : vector<6xi3>, vector<6xi3>, vector<6xi3>, vector<6xi3>, i3
}

func.func @ints_i8() -> (vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8) {
  %v = arith.constant dense<[0, 1, -1, 7, -8, 127, -128, 16]> : vector<8xi8>
  %p = arith.constant dense<[0, 1, 2, -1, 3, -2, 7, 8]> : vector<8xi8>
  %a = math.ctlz %v : vector<8xi8>
  %b = math.cttz %v : vector<8xi8>
  %c = math.ctpop %v : vector<8xi8>
  %d = math.ipowi %v, %p : vector<8xi8>
  %z = arith.constant 0 : i8
  %m = arith.constant -1 : i8
  %e = math.ipowi %z, %m : i8
  return %a, %b, %c, %d, %e : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8
}

func.func @ints_i32() -> (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, i32) {
  %v = arith.constant dense<[0, 1, -1, 12, -2147483648, 2147483647, 65536, -3]> : vector<8xi32>
  %p = arith.constant dense<[0, 1, 2, -1, 3, -2, 31, -5]> : vector<8xi32>
  %a = math.ctlz %v : vector<8xi32>
  %b = math.cttz %v : vector<8xi32>
  %c = math.ctpop %v : vector<8xi32>
  %d = math.ipowi %v, %p : vector<8xi32>
  %z = arith.constant 0 : i32
  %m = arith.constant -1 : i32
  %e = math.ipowi %z, %m : i32
  return %a, %b, %c, %d, %e : vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, i32
}

func.func @ints_i64() -> (vector<8xi64>, vector<8xi64>, vector<8xi64>, vector<8xi64>, i64) {
  %v = arith.constant dense<[0, 1, -1, 12, -9223372036854775808, 9223372036854775807, 4294967296, -3]> : vector<8xi64>
  %p = arith.constant dense<[0, 3, 2, -1, 3, -2, 63, -5]> : vector<8xi64>
  %a = math.ctlz %v : vector<8xi64>
  %b = math.cttz %v : vector<8xi64>
  %c = math.ctpop %v : vector<8xi64>
  %d = math.ipowi %v, %p : vector<8xi64>
  %z = arith.constant 0 : i64
  %m = arith.constant -1 : i64
  %e = math.ipowi %z, %m : i64
  return %a, %b, %c, %d, %e : vector<8xi64>, vector<8xi64>, vector<8xi64>, vector<8xi64>, i64
}

func.func @ints_i128() -> (vector<5xi128>, vector<5xi128>, vector<5xi128>, vector<5xi128>, i128) {
  %v = arith.constant dense<[0, 1, -1, 12, -3]> : vector<5xi128>
  %p = arith.constant dense<[1, 2, -1, 5, -2]> : vector<5xi128>
  %a = math.ctlz %v : vector<5xi128>
  %b = math.cttz %v : vector<5xi128>
  %c = math.ctpop %v : vector<5xi128>
  %d = math.ipowi %v, %p : vector<5xi128>
  %z = arith.constant 0 : i128
  %m = arith.constant -1 : i128
  %e = math.ipowi %z, %m : i128
  return %a, %b, %c, %d, %e : vector<5xi128>, vector<5xi128>, vector<5xi128>, vector<5xi128>, i128
}

func.func @not_folded(%i: i32) -> (f32, f32, f32, f32) {
  %x = arith.constant 1.5 : f32
  %n = arith.constant 3 : i32
  %0 = math.fpowi %x, %n : f32, i32
  %s, %c = math.sincos %x : f32
  %1 = math.clampf %x to [%x, %x] : f32
  return %0, %s, %c, %1 : f32, f32, f32, f32
}

func.func @class_splats() -> (vector<2xi1>, i1, tensor<2xi1>, vector<2xi1>, i1) {
  %v = arith.constant dense<1.0> : vector<2xf32>
  %x = arith.constant 1.0e-40 : f32
  %t = arith.constant dense<[1.0, 0x7FC00000]> : tensor<2xf32>
  %h = arith.constant dense<0x7C00> : vector<2xf16>
  %b = arith.constant 0x0001 : bf16
  %0 = math.isnan %v : vector<2xf32>
  %1 = math.isnormal %x : f32
  %2 = math.isnan %t : tensor<2xf32>
  %3 = math.isinf %h : vector<2xf16>
  %4 = math.isfinite %b : bf16
  return %0, %1, %2, %3, %4 : vector<2xi1>, i1, tensor<2xi1>, vector<2xi1>, i1
}

// CHECK: module {
// CHECK-NEXT: func.func @fold_f32() -> (vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xi1>, vector<22xi1>, vector<22xi1>, vector<22xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, -0.000000e+00, 2.000000e+00, -2.000000e+00, 3.000000e+00, 0.000000e+00, -7.000000e+00, 1.000000e+02, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0.000000e+00, 0.000000e+00, 3.40282347E+38, 1.000000e+30, -0.000000e+00, 0x7FA00000]> : vector<22xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.55740774, -1.55740774, 0.546302497, -0.546302497, -0.74702233, 0.74702233, 0.374585629, 0.0010000004, -1.44927955, -0.587213933, 0xFFC00000, 0xFFC00000, 0x7FC00000, 0xFFC00000, 1.401300e-45, 1.17549435E-38, -0.611797929, 1.29358613, -1.5574075, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.17520118, -1.17520118, 0.521095276, -0.521095276, 6.05020475, -6.05020475, 16.5426273, 0.00100000016, -704.052063, 0x7F800000, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 1.401300e-45, 1.17549435E-38, 0x7F800000, 0x7F800000, -1.17520118, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, -0.000000e+00, 2.000000e+00, -2.000000e+00, 4.000000e+00, 0.000000e+00, -7.000000e+00, 1.000000e+02, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0.000000e+00, 0.000000e+00, 3.40282347E+38, 1.000000e+30, -1.000000e+00, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00, 3.000000e+00, -3.000000e+00, 4.000000e+00, 0.000000e+00, -7.000000e+00, 1.000000e+02, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0.000000e+00, 0.000000e+00, 3.40282347E+38, 1.000000e+30, -1.000000e+00, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.71828175, -0.632120549, 0.648721277, -0.393469334, 11.1824942, -0.917914986, 32.1154518, 0.00100050017, -0.99928981, 0x7F800000, 0x7F800000, -1.000000e+00, 0x7FC00000, 0xFFC00000, 1.401300e-45, 1.17549435E-38, 0x7F800000, 0x7F800000, -0.632120549, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_5 = arith.constant dense<[1.000000e+00, 1.000000e+00, 2.000000e+00, 5.000000e-01, 1.41421354, 0.707106769, 5.65685415, 0.176776692, 11.3137083, 1.00069344, 0.00656950334, 1.2676506E+30, 0x7F800000, 0.000000e+00, 0x7FC00000, 0xFFC00000, 1.000000e+00, 1.000000e+00, 0x7F800000, 0x7F800000, 5.000000e-01, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<[1.000000e+00, 1.000000e+00, 0.157299206, 1.84270072, 0.479500115, 1.520500e+00, 4.06952022E-4, 1.99959302, 7.43098383E-7, 0.998871624, 2.000000e+00, 0.000000e+00, 0.000000e+00, 2.000000e+00, 0x7FC00000, 0xFFC00000, 1.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 1.84270072, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<[0.000000e+00, -0.000000e+00, 0.842700779, -0.842700779, 0.520499885, -0.520499885, 9.995930e-01, -9.995930e-01, 0.999999284, 0.00112837879, -1.000000e+00, 1.000000e+00, 1.000000e+00, -1.000000e+00, 0x7FC00000, 0xFFC00000, 1.401300e-45, 1.32640327E-38, 1.000000e+00, 1.000000e+00, -0.842700779, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<[1.000000e+00, 1.000000e+00, 1.54308057, 1.54308057, 1.12762594, 1.12762594, 6.13228941, 6.13228941, 16.5728245, 1.00000048, 704.052795, 0x7F800000, 0x7F800000, 0x7F800000, 0x7FC00000, 0xFFC00000, 1.000000e+00, 1.000000e+00, 0x7F800000, 0x7F800000, 1.54308057, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_9 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 5.000000e-01, -5.000000e-01, 2.500000e+00, -2.500000e+00, 3.500000e+00, 1.000000e-03, -7.250000e+00, 1.000000e+02, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 1.401300e-45, 1.17549435E-38, 3.40282347E+38, 1.000000e+30, -0.99999994, 0x7FA00000]> : vector<22xf32>
// CHECK-NEXT: %cst_10 = arith.constant dense<[1.57079637, 1.57079637, 0.000000e+00, 3.14159274, 1.04719758, 2.09439516, 0x7FC00000, 0x7FC00000, 0x7FC00000, 1.56979632, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0xFFC00000, 1.57079637, 1.57079637, 0x7FC00000, 0x7FC00000, 3.14124727, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_11 = arith.constant dense<[0xFFC00000, 0xFFC00000, 0.000000e+00, 0xFFC00000, 0xFFC00000, 0xFFC00000, 1.56679928, 0xFFC00000, 1.92484736, 0xFFC00000, 0xFFC00000, 5.29829216, 0x7F800000, 0xFFC00000, 0x7FC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 89.4159851, 6.977070e+01, 0xFFC00000, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_12 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.57079637, -1.57079637, 0.52359879, -0.52359879, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0.00100000016, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0xFFC00000, 1.401300e-45, 1.17549435E-38, 0x7FC00000, 0x7FC00000, -1.57045102, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_13 = arith.constant dense<[0.000000e+00, -0.000000e+00, 0.881373584, -0.881373584, 0.481211841, -0.481211841, 1.64723122, -1.64723122, 1.96572053, 9.99999931E-4, -2.67887139, 5.29834223, 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 1.401300e-45, 1.17549435E-38, 89.4159851, 6.977070e+01, -0.881373524, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_14 = arith.constant dense<[0.000000e+00, -0.000000e+00, 0.785398185, -0.785398185, 0.463647604, -0.463647604, 1.190290e+00, -1.190290e+00, 1.29249668, 9.99999698E-4, -1.43373013, 1.56079662, 1.57079637, -1.57079637, 0x7FC00000, 0xFFC00000, 1.401300e-45, 1.17549435E-38, 1.57079637, 1.57079637, -0.785398125, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %cst_15 = arith.constant dense<[0.000000e+00, -0.000000e+00, 0x7F800000, 0xFF800000, 0.549306154, -0.549306154, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0.0010000004, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0xFFC00000, 0x7FC00000, 0xFFC00000, 1.401300e-45, 1.17549435E-38, 0xFFC00000, 0xFFC00000, -8.664340e+00, 0x7FE00000]> : vector<22xf32>
// CHECK-NEXT: %0 = math.cbrt %cst_9 : vector<22xf32>
// CHECK-NEXT: %1 = math.log10 %cst_9 : vector<22xf32>
// CHECK-NEXT: %2 = math.log1p %cst_9 : vector<22xf32>
// CHECK-NEXT: %3 = math.log2 %cst_9 : vector<22xf32>
// CHECK-NEXT: %4 = math.isnan %cst_9 : vector<22xf32>
// CHECK-NEXT: %5 = math.isinf %cst_9 : vector<22xf32>
// CHECK-NEXT: %6 = math.isfinite %cst_9 : vector<22xf32>
// CHECK-NEXT: %7 = math.isnormal %cst_9 : vector<22xf32>
// CHECK-NEXT: return %cst_10, %cst_11, %cst_12, %cst_13, %cst_14, %cst_15, %0, %cst_8, %cst_7, %cst_6, %cst_5, %cst_4, %1, %2, %3, %cst_3, %cst_2, %cst_1, %cst_0, %cst, %4, %5, %6, %7 : vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xf32>, vector<22xi1>, vector<22xi1>, vector<22xi1>, vector<22xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scalar_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant -0.74702233 : f32
// CHECK-NEXT: %cst_0 = arith.constant 6.05020475 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.32192814 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.25276303 : f32
// CHECK-NEXT: %cst_5 = arith.constant 3.979400e-01 : f32
// CHECK-NEXT: %cst_6 = arith.constant 11.1824942 : f32
// CHECK-NEXT: %cst_7 = arith.constant 5.65685415 : f32
// CHECK-NEXT: %cst_8 = arith.constant 4.06952022E-4 : f32
// CHECK-NEXT: %cst_9 = arith.constant 9.995930e-01 : f32
// CHECK-NEXT: %cst_10 = arith.constant 6.13228941 : f32
// CHECK-NEXT: %cst_11 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_12 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_13 = arith.constant 1.56679928 : f32
// CHECK-NEXT: %cst_14 = arith.constant 1.64723122 : f32
// CHECK-NEXT: %cst_15 = arith.constant 1.190290e+00 : f32
// CHECK-NEXT: %cst_16 = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %0 = math.cbrt %cst_11 : f32
// CHECK-NEXT: return %cst_12, %cst_13, %cst_12, %cst_14, %cst_15, %cst_16, %0, %cst_10, %cst_9, %cst_8, %cst_7, %cst_6, %cst_5, %cst_4, %cst_3, %cst_2, %cst_1, %cst_0, %cst, %cst_1, %false, %false, %true, %true : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fold_f64() -> (vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xi1>, vector<22xi1>, vector<22xi1>, vector<22xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, -0.000000e+00, 2.000000e+00, -2.000000e+00, 3.000000e+00, 0.000000e+00, -7.000000e+00, 1.000000e+02, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 0.000000e+00, 0.000000e+00, 1.7976931348623157E+308, 1.000000e+300, -0.000000e+00, 0x7FF4000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.5574077246549023, -1.5574077246549023, 0.54630248984379048, -0.54630248984379048, -0.74702229723866032, 0.74702229723866032, 0.37458564015859469, 0.0010000003333334668, -1.4492795301268253, -0.58721391515692911, 0xFFF8000000000000, 0xFFF8000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 4.940660e-324, 2.2250738585072014E-308, -0.0049620158744448951, 1.4214488238747245, -1.5574077246549018, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.1752011936438014, -1.1752011936438014, 0.52109530549374738, -0.52109530549374738, 6.0502044810397875, -6.0502044810397875, 16.542627287634996, 0.0010000001666666751, -704.05206901515339, 1.3440585709080678E+43, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 4.940660e-324, 2.2250738585072014E-308, 0x7FF0000000000000, 0x7FF0000000000000, -1.1752011936438014, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_2 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, -0.000000e+00, 2.000000e+00, -2.000000e+00, 4.000000e+00, 0.000000e+00, -7.000000e+00, 1.000000e+02, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 0.000000e+00, 0.000000e+00, 1.7976931348623157E+308, 1.000000e+300, -1.000000e+00, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_3 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00, 3.000000e+00, -3.000000e+00, 4.000000e+00, 0.000000e+00, -7.000000e+00, 1.000000e+02, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 0.000000e+00, 0.000000e+00, 1.7976931348623157E+308, 1.000000e+300, -1.000000e+00, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_4 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.7182818284590451, -0.63212055882855767, 0.64872127070012819, -0.39346934028736658, 11.182493960703473, -0.91791500137610126, 32.115451958692312, 0.0010005001667083417, -0.99928982561115742, 2.6881171418161356E+43, 0x7FF0000000000000, -1.000000e+00, 0x7FF8000000000000, 0xFFF8000000000000, 4.940660e-324, 2.2250738585072014E-308, 0x7FF0000000000000, 0x7FF0000000000000, -0.63212055882855767, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_5 = arith.constant dense<[1.000000e+00, 1.000000e+00, 2.000000e+00, 5.000000e-01, 1.4142135623730951, 0.70710678118654757, 5.6568542494923806, 0.17677669529663689, 11.313708498984761, 1.0006933874625807, 0.0065695032441696445, 1.2676506002282294E+30, 0x7FF0000000000000, 0.000000e+00, 0x7FF8000000000000, 0xFFF8000000000000, 1.000000e+00, 1.000000e+00, 0x7FF0000000000000, 0x7FF0000000000000, 5.000000e-01, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_6 = arith.constant dense<[1.000000e+00, 1.000000e+00, 0.15729920705028513, 1.842700792949715, 0.47950012218695348, 1.5204998778130465, 4.0695201744495892E-4, 1.999593047982555, 7.4309837234141278E-7, 0.99887162120903072, 2.000000e+00, 0.000000e+00, 0.000000e+00, 2.000000e+00, 0x7FF8000000000000, 0xFFF8000000000000, 1.000000e+00, 1.000000e+00, 0.000000e+00, 0.000000e+00, 1.8427007929497148, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_7 = arith.constant dense<[0.000000e+00, -0.000000e+00, 0.84270079294971489, -0.84270079294971489, 0.52049987781304652, -0.52049987781304652, 0.99959304798255499, -0.99959304798255499, 0.99999925690162761, 0.0011283787909692365, -1.000000e+00, 1.000000e+00, 1.000000e+00, -1.000000e+00, 0x7FF8000000000000, 0xFFF8000000000000, 4.940660e-324, 2.5107269871883543E-308, 1.000000e+00, 1.000000e+00, -0.84270079294971478, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_8 = arith.constant dense<[1.000000e+00, 1.000000e+00, 1.5430806348152437, 1.5430806348152437, 1.1276259652063807, 1.1276259652063807, 6.1322894796636858, 6.1322894796636858, 16.572824671057315, 1.0000005000000416, 704.05277918954221, 1.3440585709080678E+43, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 1.000000e+00, 1.000000e+00, 0x7FF0000000000000, 0x7FF0000000000000, 1.5430806348152437, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_9 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 5.000000e-01, -5.000000e-01, 2.500000e+00, -2.500000e+00, 3.500000e+00, 1.000000e-03, -7.250000e+00, 1.000000e+02, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 4.940660e-324, 2.2250738585072014E-308, 1.7976931348623157E+308, 1.000000e+300, -0.99999999999999988, 0x7FF4000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_10 = arith.constant dense<[1.5707963267948966, 1.5707963267948966, 0.000000e+00, 3.1415926535897931, 1.0471975511965979, 2.0943951023931957, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 1.56979632662823, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 1.5707963267948966, 1.5707963267948966, 0x7FF8000000000000, 0x7FF8000000000000, 3.1415926386886319, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_11 = arith.constant dense<[0xFFF8000000000000, 0xFFF8000000000000, 0.000000e+00, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 1.5667992369724111, 0xFFF8000000000000, 1.9248473002384139, 0xFFF8000000000000, 0xFFF8000000000000, 5.2982923656104841, 0x7FF0000000000000, 0xFFF8000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 710.47586007394386, 691.46867507877357, 0xFFF8000000000000, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_12 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.5707963267948966, -1.5707963267948966, 0.52359877559829893, -0.52359877559829893, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0.0010000001666667416, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 4.940660e-324, 2.2250738585072014E-308, 0x7FF8000000000000, 0x7FF8000000000000, -1.5707963118937354, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_13 = arith.constant dense<[0.000000e+00, -0.000000e+00, 0.88137358701954305, -0.88137358701954305, 0.48121182505960347, -0.48121182505960347, 1.6472311463710958, -1.6472311463710958, 1.9657204716496515, 9.9999983333340825E-4, -2.6788713134624258, 5.2983423656105888, 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 4.940660e-324, 2.2250738585072014E-308, 710.47586007394386, 691.46867507877357, -0.88137358701954294, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_14 = arith.constant dense<[0.000000e+00, -0.000000e+00, 0.78539816339744828, -0.78539816339744828, 0.46364760900080609, -0.46364760900080609, 1.1902899496825317, -1.1902899496825317, 1.2924966677897853, 9.9999966666686679E-4, -1.433730152484709, 1.5607966601082315, 1.5707963267948966, -1.5707963267948966, 0x7FF8000000000000, 0xFFF8000000000000, 4.940660e-324, 2.2250738585072014E-308, 1.5707963267948966, 1.5707963267948966, -0.78539816339744828, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %cst_15 = arith.constant dense<[0.000000e+00, -0.000000e+00, 0x7FF0000000000000, 0xFFF0000000000000, 0.54930614433405478, -0.54930614433405478, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0.0010000003333335333, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0xFFF8000000000000, 0x7FF8000000000000, 0xFFF8000000000000, 4.940660e-324, 2.2250738585072014E-308, 0xFFF8000000000000, 0xFFF8000000000000, -18.714973875118524, 0x7FFC000000000000]> : vector<22xf64>
// CHECK-NEXT: %0 = math.cbrt %cst_9 : vector<22xf64>
// CHECK-NEXT: %1 = math.log10 %cst_9 : vector<22xf64>
// CHECK-NEXT: %2 = math.log1p %cst_9 : vector<22xf64>
// CHECK-NEXT: %3 = math.log2 %cst_9 : vector<22xf64>
// CHECK-NEXT: %4 = math.isnan %cst_9 : vector<22xf64>
// CHECK-NEXT: %5 = math.isinf %cst_9 : vector<22xf64>
// CHECK-NEXT: %6 = math.isfinite %cst_9 : vector<22xf64>
// CHECK-NEXT: %7 = math.isnormal %cst_9 : vector<22xf64>
// CHECK-NEXT: return %cst_10, %cst_11, %cst_12, %cst_13, %cst_14, %cst_15, %0, %cst_8, %cst_7, %cst_6, %cst_5, %cst_4, %1, %2, %3, %cst_3, %cst_2, %cst_1, %cst_0, %cst, %4, %5, %6, %7 : vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xf64>, vector<22xi1>, vector<22xi1>, vector<22xi1>, vector<22xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scalar_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant -0.74702229723866032 : f64
// CHECK-NEXT: %cst_0 = arith.constant 6.0502044810397875 : f64
// CHECK-NEXT: %cst_1 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant 3.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant 1.3219280948873624 : f64
// CHECK-NEXT: %cst_4 = arith.constant 1.2527629684953681 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0.3979400086720376 : f64
// CHECK-NEXT: %cst_6 = arith.constant 11.182493960703473 : f64
// CHECK-NEXT: %cst_7 = arith.constant 5.6568542494923806 : f64
// CHECK-NEXT: %cst_8 = arith.constant 4.0695201744495892E-4 : f64
// CHECK-NEXT: %cst_9 = arith.constant 0.99959304798255499 : f64
// CHECK-NEXT: %cst_10 = arith.constant 6.1322894796636858 : f64
// CHECK-NEXT: %cst_11 = arith.constant 2.500000e+00 : f64
// CHECK-NEXT: %cst_12 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: %cst_13 = arith.constant 1.5667992369724111 : f64
// CHECK-NEXT: %cst_14 = arith.constant 1.6472311463710958 : f64
// CHECK-NEXT: %cst_15 = arith.constant 1.1902899496825317 : f64
// CHECK-NEXT: %cst_16 = arith.constant 0xFFF8000000000000 : f64
// CHECK-NEXT: %0 = math.cbrt %cst_11 : f64
// CHECK-NEXT: return %cst_12, %cst_13, %cst_12, %cst_14, %cst_15, %cst_16, %0, %cst_10, %cst_9, %cst_8, %cst_7, %cst_6, %cst_5, %cst_4, %cst_3, %cst_2, %cst_1, %cst_0, %cst, %cst_1, %false, %false, %true, %true : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fold_f16() -> (vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xi1>, vector<14xi1>, vector<14xi1>, vector<14xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, -2.000000e+00, 4.000000e+00, 0x7C00, 0xFC00, 0x7E00, 0.000000e+00, 0.000000e+00, 6.550400e+04, 0.000000e+00]> : vector<14xf16>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 5.000000e-01, -2.500000e+00, 3.500000e+00, 0x7C00, 0xFC00, 0x7E00, 5.960460e-08, 6.103520e-05, 6.550400e+04, 6.097560e-05]> : vector<14xf16>
// CHECK-NEXT: %0 = math.acos %cst_0 : vector<14xf16>
// CHECK-NEXT: %1 = math.acosh %cst_0 : vector<14xf16>
// CHECK-NEXT: %2 = math.asin %cst_0 : vector<14xf16>
// CHECK-NEXT: %3 = math.asinh %cst_0 : vector<14xf16>
// CHECK-NEXT: %4 = math.atan %cst_0 : vector<14xf16>
// CHECK-NEXT: %5 = math.atanh %cst_0 : vector<14xf16>
// CHECK-NEXT: %6 = math.cbrt %cst_0 : vector<14xf16>
// CHECK-NEXT: %7 = math.cosh %cst_0 : vector<14xf16>
// CHECK-NEXT: %8 = math.erf %cst_0 : vector<14xf16>
// CHECK-NEXT: %9 = math.erfc %cst_0 : vector<14xf16>
// CHECK-NEXT: %10 = math.exp2 %cst_0 : vector<14xf16>
// CHECK-NEXT: %11 = math.expm1 %cst_0 : vector<14xf16>
// CHECK-NEXT: %12 = math.log10 %cst_0 : vector<14xf16>
// CHECK-NEXT: %13 = math.log1p %cst_0 : vector<14xf16>
// CHECK-NEXT: %14 = math.log2 %cst_0 : vector<14xf16>
// CHECK-NEXT: %15 = math.round %cst_0 : vector<14xf16>
// CHECK-NEXT: %16 = math.sinh %cst_0 : vector<14xf16>
// CHECK-NEXT: %17 = math.tan %cst_0 : vector<14xf16>
// CHECK-NEXT: %18 = math.trunc %cst_0 : vector<14xf16>
// CHECK-NEXT: %19 = math.isnan %cst_0 : vector<14xf16>
// CHECK-NEXT: %20 = math.isinf %cst_0 : vector<14xf16>
// CHECK-NEXT: %21 = math.isfinite %cst_0 : vector<14xf16>
// CHECK-NEXT: %22 = math.isnormal %cst_0 : vector<14xf16>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %cst, %16, %17, %18, %19, %20, %21, %22 : vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xf16>, vector<14xi1>, vector<14xi1>, vector<14xi1>, vector<14xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scalar_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 4.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 3.500000e+00 : f16
// CHECK-NEXT: %0 = math.acos %cst_0 : f16
// CHECK-NEXT: %1 = math.acosh %cst_0 : f16
// CHECK-NEXT: %2 = math.asin %cst_0 : f16
// CHECK-NEXT: %3 = math.asinh %cst_0 : f16
// CHECK-NEXT: %4 = math.atan %cst_0 : f16
// CHECK-NEXT: %5 = math.atanh %cst_0 : f16
// CHECK-NEXT: %6 = math.cbrt %cst_0 : f16
// CHECK-NEXT: %7 = math.cosh %cst_0 : f16
// CHECK-NEXT: %8 = math.erf %cst_0 : f16
// CHECK-NEXT: %9 = math.erfc %cst_0 : f16
// CHECK-NEXT: %10 = math.exp2 %cst_0 : f16
// CHECK-NEXT: %11 = math.expm1 %cst_0 : f16
// CHECK-NEXT: %12 = math.log10 %cst_0 : f16
// CHECK-NEXT: %13 = math.log1p %cst_0 : f16
// CHECK-NEXT: %14 = math.log2 %cst_0 : f16
// CHECK-NEXT: %15 = math.round %cst_0 : f16
// CHECK-NEXT: %16 = math.sinh %cst_0 : f16
// CHECK-NEXT: %17 = math.tan %cst_0 : f16
// CHECK-NEXT: %18 = math.trunc %cst_0 : f16
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %cst, %16, %17, %18, %false, %false, %true, %true : f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fold_bf16() -> (vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xi1>, vector<13xi1>, vector<13xi1>, vector<13xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 0.000000e+00, -2.000000e+00, 4.000000e+00, 0x7F80, 0xFF80, 0x7FC0, 0.000000e+00, 0.000000e+00, 3.389530e+38]> : vector<13xbf16>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0.000000e+00, -0.000000e+00, 1.000000e+00, -1.000000e+00, 5.000000e-01, -2.500000e+00, 3.500000e+00, 0x7F80, 0xFF80, 0x7FC0, 9.183550e-41, 1.175490e-38, 3.389530e+38]> : vector<13xbf16>
// CHECK-NEXT: %0 = math.acos %cst_0 : vector<13xbf16>
// CHECK-NEXT: %1 = math.acosh %cst_0 : vector<13xbf16>
// CHECK-NEXT: %2 = math.asin %cst_0 : vector<13xbf16>
// CHECK-NEXT: %3 = math.asinh %cst_0 : vector<13xbf16>
// CHECK-NEXT: %4 = math.atan %cst_0 : vector<13xbf16>
// CHECK-NEXT: %5 = math.atanh %cst_0 : vector<13xbf16>
// CHECK-NEXT: %6 = math.cbrt %cst_0 : vector<13xbf16>
// CHECK-NEXT: %7 = math.cosh %cst_0 : vector<13xbf16>
// CHECK-NEXT: %8 = math.erf %cst_0 : vector<13xbf16>
// CHECK-NEXT: %9 = math.erfc %cst_0 : vector<13xbf16>
// CHECK-NEXT: %10 = math.exp2 %cst_0 : vector<13xbf16>
// CHECK-NEXT: %11 = math.expm1 %cst_0 : vector<13xbf16>
// CHECK-NEXT: %12 = math.log10 %cst_0 : vector<13xbf16>
// CHECK-NEXT: %13 = math.log1p %cst_0 : vector<13xbf16>
// CHECK-NEXT: %14 = math.log2 %cst_0 : vector<13xbf16>
// CHECK-NEXT: %15 = math.round %cst_0 : vector<13xbf16>
// CHECK-NEXT: %16 = math.sinh %cst_0 : vector<13xbf16>
// CHECK-NEXT: %17 = math.tan %cst_0 : vector<13xbf16>
// CHECK-NEXT: %18 = math.trunc %cst_0 : vector<13xbf16>
// CHECK-NEXT: %19 = math.isnan %cst_0 : vector<13xbf16>
// CHECK-NEXT: %20 = math.isinf %cst_0 : vector<13xbf16>
// CHECK-NEXT: %21 = math.isfinite %cst_0 : vector<13xbf16>
// CHECK-NEXT: %22 = math.isnormal %cst_0 : vector<13xbf16>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %cst, %16, %17, %18, %19, %20, %21, %22 : vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xbf16>, vector<13xi1>, vector<13xi1>, vector<13xi1>, vector<13xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scalar_bf16() -> (bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 4.000000e+00 : bf16
// CHECK-NEXT: %cst_0 = arith.constant 3.500000e+00 : bf16
// CHECK-NEXT: %0 = math.acos %cst_0 : bf16
// CHECK-NEXT: %1 = math.acosh %cst_0 : bf16
// CHECK-NEXT: %2 = math.asin %cst_0 : bf16
// CHECK-NEXT: %3 = math.asinh %cst_0 : bf16
// CHECK-NEXT: %4 = math.atan %cst_0 : bf16
// CHECK-NEXT: %5 = math.atanh %cst_0 : bf16
// CHECK-NEXT: %6 = math.cbrt %cst_0 : bf16
// CHECK-NEXT: %7 = math.cosh %cst_0 : bf16
// CHECK-NEXT: %8 = math.erf %cst_0 : bf16
// CHECK-NEXT: %9 = math.erfc %cst_0 : bf16
// CHECK-NEXT: %10 = math.exp2 %cst_0 : bf16
// CHECK-NEXT: %11 = math.expm1 %cst_0 : bf16
// CHECK-NEXT: %12 = math.log10 %cst_0 : bf16
// CHECK-NEXT: %13 = math.log1p %cst_0 : bf16
// CHECK-NEXT: %14 = math.log2 %cst_0 : bf16
// CHECK-NEXT: %15 = math.round %cst_0 : bf16
// CHECK-NEXT: %16 = math.sinh %cst_0 : bf16
// CHECK-NEXT: %17 = math.tan %cst_0 : bf16
// CHECK-NEXT: %18 = math.trunc %cst_0 : bf16
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %cst, %16, %17, %18, %false, %false, %true, %true : bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, bf16, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ints_i1() -> (vector<2xi1>, vector<2xi1>, vector<2xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<[false, true]> : vector<2xi1>
// CHECK-NEXT: return %cst, %cst, %cst_0 : vector<2xi1>, vector<2xi1>, vector<2xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ints_i3() -> (vector<6xi3>, vector<6xi3>, vector<6xi3>, vector<6xi3>, i3) {
// CHECK-NEXT: %c-1_i3 = arith.constant -1 : i3
// CHECK-NEXT: %c0_i3 = arith.constant 0 : i3
// CHECK-NEXT: %cst = arith.constant dense<[3, 2, 0, 1, 0, 1]> : vector<6xi3>
// CHECK-NEXT: %cst_0 = arith.constant dense<[3, 0, 0, 0, 2, 1]> : vector<6xi3>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1, 3, 2, 1, 1]> : vector<6xi3>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 1, 1, 0, 0, 0]> : vector<6xi3>
// CHECK-NEXT: %0 = math.ipowi %c0_i3, %c-1_i3 : i3
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %0 : vector<6xi3>, vector<6xi3>, vector<6xi3>, vector<6xi3>, i3
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ints_i8() -> (vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8) {
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %cst = arith.constant dense<[8, 7, 0, 5, 0, 1, 0, 3]> : vector<8xi8>
// CHECK-NEXT: %cst_0 = arith.constant dense<[8, 0, 0, 0, 3, 0, 7, 4]> : vector<8xi8>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1, 8, 3, 5, 7, 1, 1]> : vector<8xi8>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 1, 1, 0, 0, 0, 0, 0]> : vector<8xi8>
// CHECK-NEXT: %0 = math.ipowi %c0_i8, %c-1_i8 : i8
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %0 : vector<8xi8>, vector<8xi8>, vector<8xi8>, vector<8xi8>, i8
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ints_i32() -> (vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, i32) {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant dense<[32, 31, 0, 28, 0, 1, 15, 0]> : vector<8xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[32, 0, 0, 2, 31, 0, 16, 0]> : vector<8xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1, 32, 2, 1, 31, 1, 31]> : vector<8xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 1, 1, 0, 0, 0, 0, 0]> : vector<8xi32>
// CHECK-NEXT: %0 = math.ipowi %c0_i32, %c-1_i32 : i32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %0 : vector<8xi32>, vector<8xi32>, vector<8xi32>, vector<8xi32>, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ints_i64() -> (vector<8xi64>, vector<8xi64>, vector<8xi64>, vector<8xi64>, i64) {
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %cst = arith.constant dense<[64, 63, 0, 60, 0, 1, 31, 0]> : vector<8xi64>
// CHECK-NEXT: %cst_0 = arith.constant dense<[64, 0, 0, 2, 63, 0, 32, 0]> : vector<8xi64>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1, 64, 2, 1, 63, 1, 63]> : vector<8xi64>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, 1, 1, 0, 0, 0, 0, 0]> : vector<8xi64>
// CHECK-NEXT: %0 = math.ipowi %c0_i64, %c-1_i64 : i64
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %0 : vector<8xi64>, vector<8xi64>, vector<8xi64>, vector<8xi64>, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ints_i128() -> (vector<5xi128>, vector<5xi128>, vector<5xi128>, vector<5xi128>, i128) {
// CHECK-NEXT: %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT: %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT: %cst = arith.constant dense<[128, 127, 0, 124, 0]> : vector<5xi128>
// CHECK-NEXT: %cst_0 = arith.constant dense<[128, 0, 0, 2, 0]> : vector<5xi128>
// CHECK-NEXT: %cst_1 = arith.constant dense<[0, 1, 128, 2, 127]> : vector<5xi128>
// CHECK-NEXT: %cst_2 = arith.constant dense<[0, 1, -1, 248832, 0]> : vector<5xi128>
// CHECK-NEXT: %0 = math.ipowi %c0_i128, %c-1_i128 : i128
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %0 : vector<5xi128>, vector<5xi128>, vector<5xi128>, vector<5xi128>, i128
// CHECK-NEXT: }
// CHECK-NEXT: func.func @not_folded(%arg0: i32) -> (f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = math.fpowi %cst, %c3_i32 : f32, i32
// CHECK-NEXT: %sin, %cos = math.sincos %cst : f32
// CHECK-NEXT: %1 = math.clampf %cst to [%cst, %cst] : f32
// CHECK-NEXT: return %0, %sin, %cos, %1 : f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @class_splats() -> (vector<2xi1>, i1, tensor<2xi1>, vector<2xi1>, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 0x7FC00000]> : tensor<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<false> : vector<2xi1>
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = math.isnan %cst_0 : tensor<2xf32>
// CHECK-NEXT: return %cst_1, %false, %0, %cst, %true : vector<2xi1>, i1, tensor<2xi1>, vector<2xi1>, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
