// Every math op on f8E4M3FN, f8E5M2 and f4E2M1FN, and the class tests on f16 and bf16, as
// upstream 22.1.8 computes them for the formats LLVM has no type for: absf, fma and the class
// tests through APFloat in the format itself (--convert-math-to-apfloat), every other op on the
// operands extended to f32, rounded back once (--math-extend-to-supported-types). Inputs:
// zeros, ones, denormals, the largest values, infinities and NaN where the format has them.
// f4E2M1FN (no NaN, no infinity) gets only the inputs whose f32 result is finite (upstream's
// APFloat aborts converting the others); fma only the triples whose result is exact (upstream's
// fma wrapper asserts on a rounded one: exec/narrow-fma-rounding.mlir has those).
// Expected lines: mlir-runner's output after scripts/upstream-run-narrow.sh; the body is
// scripts/gen-narrow-math-tests.py apfloat.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
memref.global "private" constant @in0 : memref<16xf8E4M3FN> = dense<[0.0, -0.0, 1.0, -1.375, 0.5, 2.5, 448.0, -448.0, 0.001953125, -0.013671875, 3.25, 96.0, 0.015625, -0.75, 15.0, 0x7F]>
memref.global "private" constant @in1 : memref<16xf8E4M3FN> = dense<[0x7F, 15.0, -0.75, 0.015625, 96.0, 3.25, -0.013671875, 0.001953125, -448.0, 448.0, 2.5, 0.5, -1.375, 1.0, -0.0, 0.0]>
memref.global "private" constant @in2 : memref<16xf8E4M3FN> = dense<[-1.375, 0.5, 2.5, 448.0, -448.0, 0.001953125, -0.013671875, 3.25, 96.0, 0.015625, -0.75, 15.0, 0x7F, 0.0, -0.0, 1.0]>
memref.global "private" constant @in3 : memref<16xf8E4M3FN> = dense<[-448.0, 0.001953125, -0.013671875, 3.25, 96.0, 0.015625, -0.75, 15.0, 0x7F, 0.0, -0.0, 1.0, -1.375, 0.5, 2.5, 448.0]>
memref.global "private" constant @in4 : memref<16xf8E5M2> = dense<[0.0, -0.0, 1.0, -1.5, 0.25, 3.0, 57344.0, -57344.0, 1.52587890625E-5, -6.103515625E-5, 0x7C, 0xFC, 0x7E, 10.0, -0.75, 0.875]>
memref.global "private" constant @in5 : memref<16xf8E5M2> = dense<[0.875, -0.75, 10.0, 0x7E, 0xFC, 0x7C, -6.103515625E-5, 1.52587890625E-5, -57344.0, 57344.0, 3.0, 0.25, -1.5, 1.0, -0.0, 0.0]>
memref.global "private" constant @in6 : memref<16xf8E5M2> = dense<[-1.5, 0.25, 3.0, 57344.0, -57344.0, 1.52587890625E-5, -6.103515625E-5, 0x7C, 0xFC, 0x7E, 10.0, -0.75, 0.875, 0.0, -0.0, 1.0]>
memref.global "private" constant @in7 : memref<16xf8E5M2> = dense<[-57344.0, 1.52587890625E-5, -6.103515625E-5, 0x7C, 0xFC, 0x7E, 10.0, -0.75, 0.875, 0.0, -0.0, 1.0, -1.5, 0.25, 3.0, 57344.0]>
memref.global "private" constant @in8 : memref<16xf4E2M1FN> = dense<[0.0, -0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0]>
memref.global "private" constant @in9 : memref<9xf4E2M1FN> = dense<[0.0, -0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]>
memref.global "private" constant @in10 : memref<7xf4E2M1FN> = dense<[0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]>
memref.global "private" constant @in11 : memref<7xf4E2M1FN> = dense<[0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]>
memref.global "private" constant @in12 : memref<7xf4E2M1FN> = dense<[0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]>
memref.global "private" constant @in13 : memref<7xf4E2M1FN> = dense<[0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]>
memref.global "private" constant @in14 : memref<10xf4E2M1FN> = dense<[0.0, -0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.5]>
memref.global "private" constant @in15 : memref<6xf4E2M1FN> = dense<[0.0, -0.0, 0.5, 1.0, -0.5, -1.0]>
memref.global "private" constant @in16 : memref<6xf4E2M1FN> = dense<[0.0, -0.0, 0.5, 1.0, -0.5, -1.0]>
memref.global "private" constant @in17 : memref<6xf4E2M1FN> = dense<[1.0, 1.5, 2.0, 3.0, 4.0, 6.0]>
memref.global "private" constant @in18 : memref<4xf4E2M1FN> = dense<[0.0, -0.0, 0.5, -0.5]>
memref.global "private" constant @in19 : memref<16xf4E2M1FN> = dense<[-6.0, -4.0, -3.0, -2.0, -1.5, -1.0, -0.5, 6.0, 4.0, 3.0, 2.0, 1.5, 1.0, 0.5, -0.0, 0.0]>
memref.global "private" constant @in20 : memref<12xf4E2M1FN> = dense<[0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.5, -1.0, -2.0, -4.0, -6.0]>
memref.global "private" constant @in21 : memref<12xf4E2M1FN> = dense<[-3.0, -2.0, -1.5, -1.0, -0.5, 6.0, 4.0, 3.0, 2.0, 1.0, -0.0, 0.0]>
memref.global "private" constant @in22 : memref<16xf4E2M1FN> = dense<[1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0, 0.0, -0.0, 0.5]>
memref.global "private" constant @in23 : memref<16xf4E2M1FN> = dense<[4.0, 6.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0, 0.0, -0.0, 0.5, 1.0, 1.5, 2.0, 3.0]>
memref.global "private" constant @in24 : memref<16xf16> = dense<[0.0, -0.0, 1.0, -1.5, 0.5, 3.140625, 65504.0, -65504.0, 5.9604644775390625E-8, -6.103515625E-5, 0x7C00, 0xFC00, 0x7E00, 11.5, -0.7998046875, 100.5]>
memref.global "private" constant @in25 : memref<16xbf16> = dense<[0.0, -0.0, 1.0, -1.5, 0.5, 3.140625, 3.3895313892515355E+38, -3.3895313892515355E+38, 9.1835496157991212E-41, -1.1754943508222875E-38, 0x7F80, 0xFF80, 0x7FC0, 11.5, -0.80078125, 100.5]>
func.func @main() {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %i4 = arith.constant 4 : index
  %i5 = arith.constant 5 : index
  %i6 = arith.constant 6 : index
  %i7 = arith.constant 7 : index
  %i8 = arith.constant 8 : index
  %i9 = arith.constant 9 : index
  %i10 = arith.constant 10 : index
  %i11 = arith.constant 11 : index
  %i12 = arith.constant 12 : index
  %i13 = arith.constant 13 : index
  %i14 = arith.constant 14 : index
  %i15 = arith.constant 15 : index
  // f8E4M3FN
  %g1m = memref.get_global @in0 : memref<16xf8E4M3FN>
  %g1e0 = memref.load %g1m[%i0] : memref<16xf8E4M3FN>
  %g1e1 = memref.load %g1m[%i1] : memref<16xf8E4M3FN>
  %g1e2 = memref.load %g1m[%i2] : memref<16xf8E4M3FN>
  %g1e3 = memref.load %g1m[%i3] : memref<16xf8E4M3FN>
  %g1e4 = memref.load %g1m[%i4] : memref<16xf8E4M3FN>
  %g1e5 = memref.load %g1m[%i5] : memref<16xf8E4M3FN>
  %g1e6 = memref.load %g1m[%i6] : memref<16xf8E4M3FN>
  %g1e7 = memref.load %g1m[%i7] : memref<16xf8E4M3FN>
  %g1e8 = memref.load %g1m[%i8] : memref<16xf8E4M3FN>
  %g1e9 = memref.load %g1m[%i9] : memref<16xf8E4M3FN>
  %g1e10 = memref.load %g1m[%i10] : memref<16xf8E4M3FN>
  %g1e11 = memref.load %g1m[%i11] : memref<16xf8E4M3FN>
  %g1e12 = memref.load %g1m[%i12] : memref<16xf8E4M3FN>
  %g1e13 = memref.load %g1m[%i13] : memref<16xf8E4M3FN>
  %g1e14 = memref.load %g1m[%i14] : memref<16xf8E4M3FN>
  %g1e15 = memref.load %g1m[%i15] : memref<16xf8E4M3FN>
  %g1 = vector.from_elements %g1e0, %g1e1, %g1e2, %g1e3, %g1e4, %g1e5, %g1e6, %g1e7, %g1e8, %g1e9, %g1e10, %g1e11, %g1e12, %g1e13, %g1e14, %g1e15 : vector<16xf8E4M3FN>
  %v1 = math.sqrt %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN sqrt: "
  vector.print %v1 : vector<16xf8E4M3FN>
  %v2 = math.rsqrt %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN rsqrt: "
  vector.print %v2 : vector<16xf8E4M3FN>
  %v3 = math.exp %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN exp: "
  vector.print %v3 : vector<16xf8E4M3FN>
  %v4 = math.exp2 %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN exp2: "
  vector.print %v4 : vector<16xf8E4M3FN>
  %v5 = math.expm1 %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN expm1: "
  vector.print %v5 : vector<16xf8E4M3FN>
  %v6 = math.log %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN log: "
  vector.print %v6 : vector<16xf8E4M3FN>
  %v7 = math.log2 %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN log2: "
  vector.print %v7 : vector<16xf8E4M3FN>
  %v8 = math.log10 %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN log10: "
  vector.print %v8 : vector<16xf8E4M3FN>
  %v9 = math.log1p %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN log1p: "
  vector.print %v9 : vector<16xf8E4M3FN>
  %v10 = math.sin %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN sin: "
  vector.print %v10 : vector<16xf8E4M3FN>
  %v11 = math.cos %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN cos: "
  vector.print %v11 : vector<16xf8E4M3FN>
  %v12 = math.tan %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN tan: "
  vector.print %v12 : vector<16xf8E4M3FN>
  %v13 = math.tanh %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN tanh: "
  vector.print %v13 : vector<16xf8E4M3FN>
  %v14 = math.sinh %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN sinh: "
  vector.print %v14 : vector<16xf8E4M3FN>
  %v15 = math.cosh %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN cosh: "
  vector.print %v15 : vector<16xf8E4M3FN>
  %v16 = math.asin %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN asin: "
  vector.print %v16 : vector<16xf8E4M3FN>
  %v17 = math.acos %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN acos: "
  vector.print %v17 : vector<16xf8E4M3FN>
  %v18 = math.atan %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN atan: "
  vector.print %v18 : vector<16xf8E4M3FN>
  %v19 = math.asinh %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN asinh: "
  vector.print %v19 : vector<16xf8E4M3FN>
  %v20 = math.acosh %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN acosh: "
  vector.print %v20 : vector<16xf8E4M3FN>
  %v21 = math.atanh %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN atanh: "
  vector.print %v21 : vector<16xf8E4M3FN>
  %v22 = math.erf %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN erf: "
  vector.print %v22 : vector<16xf8E4M3FN>
  %v23 = math.erfc %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN erfc: "
  vector.print %v23 : vector<16xf8E4M3FN>
  %v24 = math.cbrt %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN cbrt: "
  vector.print %v24 : vector<16xf8E4M3FN>
  %v25 = math.floor %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN floor: "
  vector.print %v25 : vector<16xf8E4M3FN>
  %v26 = math.ceil %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN ceil: "
  vector.print %v26 : vector<16xf8E4M3FN>
  %v27 = math.round %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN round: "
  vector.print %v27 : vector<16xf8E4M3FN>
  %v28 = math.roundeven %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN roundeven: "
  vector.print %v28 : vector<16xf8E4M3FN>
  %v29 = math.trunc %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN trunc: "
  vector.print %v29 : vector<16xf8E4M3FN>
  %v30, %v31 = math.sincos %g1 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN sincos.sin: "
  vector.print %v30 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN sincos.cos: "
  vector.print %v31 : vector<16xf8E4M3FN>
  %g2m = memref.get_global @in1 : memref<16xf8E4M3FN>
  %g2e0 = memref.load %g2m[%i0] : memref<16xf8E4M3FN>
  %g2e1 = memref.load %g2m[%i1] : memref<16xf8E4M3FN>
  %g2e2 = memref.load %g2m[%i2] : memref<16xf8E4M3FN>
  %g2e3 = memref.load %g2m[%i3] : memref<16xf8E4M3FN>
  %g2e4 = memref.load %g2m[%i4] : memref<16xf8E4M3FN>
  %g2e5 = memref.load %g2m[%i5] : memref<16xf8E4M3FN>
  %g2e6 = memref.load %g2m[%i6] : memref<16xf8E4M3FN>
  %g2e7 = memref.load %g2m[%i7] : memref<16xf8E4M3FN>
  %g2e8 = memref.load %g2m[%i8] : memref<16xf8E4M3FN>
  %g2e9 = memref.load %g2m[%i9] : memref<16xf8E4M3FN>
  %g2e10 = memref.load %g2m[%i10] : memref<16xf8E4M3FN>
  %g2e11 = memref.load %g2m[%i11] : memref<16xf8E4M3FN>
  %g2e12 = memref.load %g2m[%i12] : memref<16xf8E4M3FN>
  %g2e13 = memref.load %g2m[%i13] : memref<16xf8E4M3FN>
  %g2e14 = memref.load %g2m[%i14] : memref<16xf8E4M3FN>
  %g2e15 = memref.load %g2m[%i15] : memref<16xf8E4M3FN>
  %g2 = vector.from_elements %g2e0, %g2e1, %g2e2, %g2e3, %g2e4, %g2e5, %g2e6, %g2e7, %g2e8, %g2e9, %g2e10, %g2e11, %g2e12, %g2e13, %g2e14, %g2e15 : vector<16xf8E4M3FN>
  %v32 = math.powf %g1, %g2 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN powf: "
  vector.print %v32 : vector<16xf8E4M3FN>
  %v33 = math.atan2 %g1, %g2 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN atan2: "
  vector.print %v33 : vector<16xf8E4M3FN>
  %v34 = math.copysign %g1, %g2 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN copysign: "
  vector.print %v34 : vector<16xf8E4M3FN>
  %g3m = memref.get_global @in2 : memref<16xf8E4M3FN>
  %g3e0 = memref.load %g3m[%i0] : memref<16xf8E4M3FN>
  %g3e1 = memref.load %g3m[%i1] : memref<16xf8E4M3FN>
  %g3e2 = memref.load %g3m[%i2] : memref<16xf8E4M3FN>
  %g3e3 = memref.load %g3m[%i3] : memref<16xf8E4M3FN>
  %g3e4 = memref.load %g3m[%i4] : memref<16xf8E4M3FN>
  %g3e5 = memref.load %g3m[%i5] : memref<16xf8E4M3FN>
  %g3e6 = memref.load %g3m[%i6] : memref<16xf8E4M3FN>
  %g3e7 = memref.load %g3m[%i7] : memref<16xf8E4M3FN>
  %g3e8 = memref.load %g3m[%i8] : memref<16xf8E4M3FN>
  %g3e9 = memref.load %g3m[%i9] : memref<16xf8E4M3FN>
  %g3e10 = memref.load %g3m[%i10] : memref<16xf8E4M3FN>
  %g3e11 = memref.load %g3m[%i11] : memref<16xf8E4M3FN>
  %g3e12 = memref.load %g3m[%i12] : memref<16xf8E4M3FN>
  %g3e13 = memref.load %g3m[%i13] : memref<16xf8E4M3FN>
  %g3e14 = memref.load %g3m[%i14] : memref<16xf8E4M3FN>
  %g3e15 = memref.load %g3m[%i15] : memref<16xf8E4M3FN>
  %g3 = vector.from_elements %g3e0, %g3e1, %g3e2, %g3e3, %g3e4, %g3e5, %g3e6, %g3e7, %g3e8, %g3e9, %g3e10, %g3e11, %g3e12, %g3e13, %g3e14, %g3e15 : vector<16xf8E4M3FN>
  %g4m = memref.get_global @in3 : memref<16xf8E4M3FN>
  %g4e0 = memref.load %g4m[%i0] : memref<16xf8E4M3FN>
  %g4e1 = memref.load %g4m[%i1] : memref<16xf8E4M3FN>
  %g4e2 = memref.load %g4m[%i2] : memref<16xf8E4M3FN>
  %g4e3 = memref.load %g4m[%i3] : memref<16xf8E4M3FN>
  %g4e4 = memref.load %g4m[%i4] : memref<16xf8E4M3FN>
  %g4e5 = memref.load %g4m[%i5] : memref<16xf8E4M3FN>
  %g4e6 = memref.load %g4m[%i6] : memref<16xf8E4M3FN>
  %g4e7 = memref.load %g4m[%i7] : memref<16xf8E4M3FN>
  %g4e8 = memref.load %g4m[%i8] : memref<16xf8E4M3FN>
  %g4e9 = memref.load %g4m[%i9] : memref<16xf8E4M3FN>
  %g4e10 = memref.load %g4m[%i10] : memref<16xf8E4M3FN>
  %g4e11 = memref.load %g4m[%i11] : memref<16xf8E4M3FN>
  %g4e12 = memref.load %g4m[%i12] : memref<16xf8E4M3FN>
  %g4e13 = memref.load %g4m[%i13] : memref<16xf8E4M3FN>
  %g4e14 = memref.load %g4m[%i14] : memref<16xf8E4M3FN>
  %g4e15 = memref.load %g4m[%i15] : memref<16xf8E4M3FN>
  %g4 = vector.from_elements %g4e0, %g4e1, %g4e2, %g4e3, %g4e4, %g4e5, %g4e6, %g4e7, %g4e8, %g4e9, %g4e10, %g4e11, %g4e12, %g4e13, %g4e14, %g4e15 : vector<16xf8E4M3FN>
  %v35 = math.clampf %g1 to [%g3, %g4] : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN clampf: "
  vector.print %v35 : vector<16xf8E4M3FN>
  %v36 = vector.extract %g1[0] : f8E4M3FN from vector<16xf8E4M3FN>
  %v37 = vector.extract %g1[1] : f8E4M3FN from vector<16xf8E4M3FN>
  %v38 = vector.extract %g1[2] : f8E4M3FN from vector<16xf8E4M3FN>
  %v39 = vector.extract %g1[3] : f8E4M3FN from vector<16xf8E4M3FN>
  %v40 = vector.extract %g1[4] : f8E4M3FN from vector<16xf8E4M3FN>
  %v41 = vector.extract %g1[5] : f8E4M3FN from vector<16xf8E4M3FN>
  %v42 = vector.extract %g1[6] : f8E4M3FN from vector<16xf8E4M3FN>
  %v43 = vector.extract %g1[7] : f8E4M3FN from vector<16xf8E4M3FN>
  %v44 = vector.extract %g1[8] : f8E4M3FN from vector<16xf8E4M3FN>
  %v45 = vector.extract %g1[9] : f8E4M3FN from vector<16xf8E4M3FN>
  %v46 = vector.extract %g1[10] : f8E4M3FN from vector<16xf8E4M3FN>
  %v47 = vector.extract %g1[11] : f8E4M3FN from vector<16xf8E4M3FN>
  %v48 = vector.extract %g1[12] : f8E4M3FN from vector<16xf8E4M3FN>
  %v49 = vector.extract %g1[13] : f8E4M3FN from vector<16xf8E4M3FN>
  %v50 = vector.extract %g1[14] : f8E4M3FN from vector<16xf8E4M3FN>
  %v51 = vector.extract %g1[15] : f8E4M3FN from vector<16xf8E4M3FN>
  %v52 = math.absf %v36 : f8E4M3FN
  %v53 = math.absf %v37 : f8E4M3FN
  %v54 = math.absf %v38 : f8E4M3FN
  %v55 = math.absf %v39 : f8E4M3FN
  %v56 = math.absf %v40 : f8E4M3FN
  %v57 = math.absf %v41 : f8E4M3FN
  %v58 = math.absf %v42 : f8E4M3FN
  %v59 = math.absf %v43 : f8E4M3FN
  %v60 = math.absf %v44 : f8E4M3FN
  %v61 = math.absf %v45 : f8E4M3FN
  %v62 = math.absf %v46 : f8E4M3FN
  %v63 = math.absf %v47 : f8E4M3FN
  %v64 = math.absf %v48 : f8E4M3FN
  %v65 = math.absf %v49 : f8E4M3FN
  %v66 = math.absf %v50 : f8E4M3FN
  %v67 = math.absf %v51 : f8E4M3FN
  %v68 = vector.from_elements %v52, %v53, %v54, %v55, %v56, %v57, %v58, %v59, %v60, %v61, %v62, %v63, %v64, %v65, %v66, %v67 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN absf: "
  vector.print %v68 : vector<16xf8E4M3FN>
  %v69 = math.isnan %v36 : f8E4M3FN
  %v70 = math.isnan %v37 : f8E4M3FN
  %v71 = math.isnan %v38 : f8E4M3FN
  %v72 = math.isnan %v39 : f8E4M3FN
  %v73 = math.isnan %v40 : f8E4M3FN
  %v74 = math.isnan %v41 : f8E4M3FN
  %v75 = math.isnan %v42 : f8E4M3FN
  %v76 = math.isnan %v43 : f8E4M3FN
  %v77 = math.isnan %v44 : f8E4M3FN
  %v78 = math.isnan %v45 : f8E4M3FN
  %v79 = math.isnan %v46 : f8E4M3FN
  %v80 = math.isnan %v47 : f8E4M3FN
  %v81 = math.isnan %v48 : f8E4M3FN
  %v82 = math.isnan %v49 : f8E4M3FN
  %v83 = math.isnan %v50 : f8E4M3FN
  %v84 = math.isnan %v51 : f8E4M3FN
  %v85 = vector.from_elements %v69, %v70, %v71, %v72, %v73, %v74, %v75, %v76, %v77, %v78, %v79, %v80, %v81, %v82, %v83, %v84 : vector<16xi1>
  vector.print str "f8E4M3FN isnan: "
  vector.print %v85 : vector<16xi1>
  %v86 = math.isinf %v36 : f8E4M3FN
  %v87 = math.isinf %v37 : f8E4M3FN
  %v88 = math.isinf %v38 : f8E4M3FN
  %v89 = math.isinf %v39 : f8E4M3FN
  %v90 = math.isinf %v40 : f8E4M3FN
  %v91 = math.isinf %v41 : f8E4M3FN
  %v92 = math.isinf %v42 : f8E4M3FN
  %v93 = math.isinf %v43 : f8E4M3FN
  %v94 = math.isinf %v44 : f8E4M3FN
  %v95 = math.isinf %v45 : f8E4M3FN
  %v96 = math.isinf %v46 : f8E4M3FN
  %v97 = math.isinf %v47 : f8E4M3FN
  %v98 = math.isinf %v48 : f8E4M3FN
  %v99 = math.isinf %v49 : f8E4M3FN
  %v100 = math.isinf %v50 : f8E4M3FN
  %v101 = math.isinf %v51 : f8E4M3FN
  %v102 = vector.from_elements %v86, %v87, %v88, %v89, %v90, %v91, %v92, %v93, %v94, %v95, %v96, %v97, %v98, %v99, %v100, %v101 : vector<16xi1>
  vector.print str "f8E4M3FN isinf: "
  vector.print %v102 : vector<16xi1>
  %v103 = math.isfinite %v36 : f8E4M3FN
  %v104 = math.isfinite %v37 : f8E4M3FN
  %v105 = math.isfinite %v38 : f8E4M3FN
  %v106 = math.isfinite %v39 : f8E4M3FN
  %v107 = math.isfinite %v40 : f8E4M3FN
  %v108 = math.isfinite %v41 : f8E4M3FN
  %v109 = math.isfinite %v42 : f8E4M3FN
  %v110 = math.isfinite %v43 : f8E4M3FN
  %v111 = math.isfinite %v44 : f8E4M3FN
  %v112 = math.isfinite %v45 : f8E4M3FN
  %v113 = math.isfinite %v46 : f8E4M3FN
  %v114 = math.isfinite %v47 : f8E4M3FN
  %v115 = math.isfinite %v48 : f8E4M3FN
  %v116 = math.isfinite %v49 : f8E4M3FN
  %v117 = math.isfinite %v50 : f8E4M3FN
  %v118 = math.isfinite %v51 : f8E4M3FN
  %v119 = vector.from_elements %v103, %v104, %v105, %v106, %v107, %v108, %v109, %v110, %v111, %v112, %v113, %v114, %v115, %v116, %v117, %v118 : vector<16xi1>
  vector.print str "f8E4M3FN isfinite: "
  vector.print %v119 : vector<16xi1>
  %v120 = math.isnormal %v36 : f8E4M3FN
  %v121 = math.isnormal %v37 : f8E4M3FN
  %v122 = math.isnormal %v38 : f8E4M3FN
  %v123 = math.isnormal %v39 : f8E4M3FN
  %v124 = math.isnormal %v40 : f8E4M3FN
  %v125 = math.isnormal %v41 : f8E4M3FN
  %v126 = math.isnormal %v42 : f8E4M3FN
  %v127 = math.isnormal %v43 : f8E4M3FN
  %v128 = math.isnormal %v44 : f8E4M3FN
  %v129 = math.isnormal %v45 : f8E4M3FN
  %v130 = math.isnormal %v46 : f8E4M3FN
  %v131 = math.isnormal %v47 : f8E4M3FN
  %v132 = math.isnormal %v48 : f8E4M3FN
  %v133 = math.isnormal %v49 : f8E4M3FN
  %v134 = math.isnormal %v50 : f8E4M3FN
  %v135 = math.isnormal %v51 : f8E4M3FN
  %v136 = vector.from_elements %v120, %v121, %v122, %v123, %v124, %v125, %v126, %v127, %v128, %v129, %v130, %v131, %v132, %v133, %v134, %v135 : vector<16xi1>
  vector.print str "f8E4M3FN isnormal: "
  vector.print %v136 : vector<16xi1>
  %v137 = arith.constant -3 : i32
  %v138 = math.fpowi %v36, %v137 : f8E4M3FN, i32
  %v139 = arith.constant -1 : i32
  %v140 = math.fpowi %v37, %v139 : f8E4M3FN, i32
  %v141 = arith.constant 0 : i32
  %v142 = math.fpowi %v38, %v141 : f8E4M3FN, i32
  %v143 = arith.constant 1 : i32
  %v144 = math.fpowi %v39, %v143 : f8E4M3FN, i32
  %v145 = arith.constant 2 : i32
  %v146 = math.fpowi %v40, %v145 : f8E4M3FN, i32
  %v147 = arith.constant 3 : i32
  %v148 = math.fpowi %v41, %v147 : f8E4M3FN, i32
  %v149 = arith.constant 7 : i32
  %v150 = math.fpowi %v42, %v149 : f8E4M3FN, i32
  %v151 = arith.constant 5 : i32
  %v152 = math.fpowi %v43, %v151 : f8E4M3FN, i32
  %v153 = arith.constant -2 : i32
  %v154 = math.fpowi %v44, %v153 : f8E4M3FN, i32
  %v155 = arith.constant 4 : i32
  %v156 = math.fpowi %v45, %v155 : f8E4M3FN, i32
  %v157 = arith.constant 1 : i32
  %v158 = math.fpowi %v46, %v157 : f8E4M3FN, i32
  %v159 = arith.constant 2 : i32
  %v160 = math.fpowi %v47, %v159 : f8E4M3FN, i32
  %v161 = arith.constant 3 : i32
  %v162 = math.fpowi %v48, %v161 : f8E4M3FN, i32
  %v163 = arith.constant -1 : i32
  %v164 = math.fpowi %v49, %v163 : f8E4M3FN, i32
  %v165 = arith.constant 0 : i32
  %v166 = math.fpowi %v50, %v165 : f8E4M3FN, i32
  %v167 = arith.constant 6 : i32
  %v168 = math.fpowi %v51, %v167 : f8E4M3FN, i32
  %v169 = vector.from_elements %v138, %v140, %v142, %v144, %v146, %v148, %v150, %v152, %v154, %v156, %v158, %v160, %v162, %v164, %v166, %v168 : vector<16xf8E4M3FN>
  vector.print str "f8E4M3FN fpowi: "
  vector.print %v169 : vector<16xf8E4M3FN>
  %v170 = math.fma %v36, %v39, %v41 : f8E4M3FN
  %v171 = math.fma %v37, %v40, %v42 : f8E4M3FN
  %v172 = math.fma %v44, %v47, %v49 : f8E4M3FN
  %v173 = math.fma %v46, %v49, %v51 : f8E4M3FN
  %v174 = math.fma %v48, %v51, %v37 : f8E4M3FN
  %v175 = math.fma %v49, %v36, %v38 : f8E4M3FN
  %v176 = math.fma %v50, %v37, %v39 : f8E4M3FN
  %v177 = math.fma %v51, %v38, %v40 : f8E4M3FN
  %v178 = math.fma %v36, %v37, %v38 : f8E4M3FN
  %v179 = math.fma %v37, %v38, %v39 : f8E4M3FN
  %v180 = math.fma %v38, %v39, %v40 : f8E4M3FN
  %v181 = math.fma %v47, %v48, %v49 : f8E4M3FN
  %v182 = math.fma %v49, %v50, %v51 : f8E4M3FN
  %v183 = math.fma %v50, %v51, %v36 : f8E4M3FN
  %v184 = math.fma %v51, %v36, %v37 : f8E4M3FN
  %v185 = vector.from_elements %v170, %v171, %v172, %v173, %v174, %v175, %v176, %v177, %v178, %v179, %v180, %v181, %v182, %v183, %v184 : vector<15xf8E4M3FN>
  vector.print str "f8E4M3FN fma: "
  vector.print %v185 : vector<15xf8E4M3FN>
  // f8E5M2
  %g5m = memref.get_global @in4 : memref<16xf8E5M2>
  %g5e0 = memref.load %g5m[%i0] : memref<16xf8E5M2>
  %g5e1 = memref.load %g5m[%i1] : memref<16xf8E5M2>
  %g5e2 = memref.load %g5m[%i2] : memref<16xf8E5M2>
  %g5e3 = memref.load %g5m[%i3] : memref<16xf8E5M2>
  %g5e4 = memref.load %g5m[%i4] : memref<16xf8E5M2>
  %g5e5 = memref.load %g5m[%i5] : memref<16xf8E5M2>
  %g5e6 = memref.load %g5m[%i6] : memref<16xf8E5M2>
  %g5e7 = memref.load %g5m[%i7] : memref<16xf8E5M2>
  %g5e8 = memref.load %g5m[%i8] : memref<16xf8E5M2>
  %g5e9 = memref.load %g5m[%i9] : memref<16xf8E5M2>
  %g5e10 = memref.load %g5m[%i10] : memref<16xf8E5M2>
  %g5e11 = memref.load %g5m[%i11] : memref<16xf8E5M2>
  %g5e12 = memref.load %g5m[%i12] : memref<16xf8E5M2>
  %g5e13 = memref.load %g5m[%i13] : memref<16xf8E5M2>
  %g5e14 = memref.load %g5m[%i14] : memref<16xf8E5M2>
  %g5e15 = memref.load %g5m[%i15] : memref<16xf8E5M2>
  %g5 = vector.from_elements %g5e0, %g5e1, %g5e2, %g5e3, %g5e4, %g5e5, %g5e6, %g5e7, %g5e8, %g5e9, %g5e10, %g5e11, %g5e12, %g5e13, %g5e14, %g5e15 : vector<16xf8E5M2>
  %v186 = math.sqrt %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 sqrt: "
  vector.print %v186 : vector<16xf8E5M2>
  %v187 = math.rsqrt %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 rsqrt: "
  vector.print %v187 : vector<16xf8E5M2>
  %v188 = math.exp %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 exp: "
  vector.print %v188 : vector<16xf8E5M2>
  %v189 = math.exp2 %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 exp2: "
  vector.print %v189 : vector<16xf8E5M2>
  %v190 = math.expm1 %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 expm1: "
  vector.print %v190 : vector<16xf8E5M2>
  %v191 = math.log %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 log: "
  vector.print %v191 : vector<16xf8E5M2>
  %v192 = math.log2 %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 log2: "
  vector.print %v192 : vector<16xf8E5M2>
  %v193 = math.log10 %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 log10: "
  vector.print %v193 : vector<16xf8E5M2>
  %v194 = math.log1p %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 log1p: "
  vector.print %v194 : vector<16xf8E5M2>
  %v195 = math.sin %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 sin: "
  vector.print %v195 : vector<16xf8E5M2>
  %v196 = math.cos %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 cos: "
  vector.print %v196 : vector<16xf8E5M2>
  %v197 = math.tan %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 tan: "
  vector.print %v197 : vector<16xf8E5M2>
  %v198 = math.tanh %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 tanh: "
  vector.print %v198 : vector<16xf8E5M2>
  %v199 = math.sinh %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 sinh: "
  vector.print %v199 : vector<16xf8E5M2>
  %v200 = math.cosh %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 cosh: "
  vector.print %v200 : vector<16xf8E5M2>
  %v201 = math.asin %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 asin: "
  vector.print %v201 : vector<16xf8E5M2>
  %v202 = math.acos %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 acos: "
  vector.print %v202 : vector<16xf8E5M2>
  %v203 = math.atan %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 atan: "
  vector.print %v203 : vector<16xf8E5M2>
  %v204 = math.asinh %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 asinh: "
  vector.print %v204 : vector<16xf8E5M2>
  %v205 = math.acosh %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 acosh: "
  vector.print %v205 : vector<16xf8E5M2>
  %v206 = math.atanh %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 atanh: "
  vector.print %v206 : vector<16xf8E5M2>
  %v207 = math.erf %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 erf: "
  vector.print %v207 : vector<16xf8E5M2>
  %v208 = math.erfc %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 erfc: "
  vector.print %v208 : vector<16xf8E5M2>
  %v209 = math.cbrt %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 cbrt: "
  vector.print %v209 : vector<16xf8E5M2>
  %v210 = math.floor %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 floor: "
  vector.print %v210 : vector<16xf8E5M2>
  %v211 = math.ceil %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 ceil: "
  vector.print %v211 : vector<16xf8E5M2>
  %v212 = math.round %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 round: "
  vector.print %v212 : vector<16xf8E5M2>
  %v213 = math.roundeven %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 roundeven: "
  vector.print %v213 : vector<16xf8E5M2>
  %v214 = math.trunc %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 trunc: "
  vector.print %v214 : vector<16xf8E5M2>
  %v215, %v216 = math.sincos %g5 : vector<16xf8E5M2>
  vector.print str "f8E5M2 sincos.sin: "
  vector.print %v215 : vector<16xf8E5M2>
  vector.print str "f8E5M2 sincos.cos: "
  vector.print %v216 : vector<16xf8E5M2>
  %g6m = memref.get_global @in5 : memref<16xf8E5M2>
  %g6e0 = memref.load %g6m[%i0] : memref<16xf8E5M2>
  %g6e1 = memref.load %g6m[%i1] : memref<16xf8E5M2>
  %g6e2 = memref.load %g6m[%i2] : memref<16xf8E5M2>
  %g6e3 = memref.load %g6m[%i3] : memref<16xf8E5M2>
  %g6e4 = memref.load %g6m[%i4] : memref<16xf8E5M2>
  %g6e5 = memref.load %g6m[%i5] : memref<16xf8E5M2>
  %g6e6 = memref.load %g6m[%i6] : memref<16xf8E5M2>
  %g6e7 = memref.load %g6m[%i7] : memref<16xf8E5M2>
  %g6e8 = memref.load %g6m[%i8] : memref<16xf8E5M2>
  %g6e9 = memref.load %g6m[%i9] : memref<16xf8E5M2>
  %g6e10 = memref.load %g6m[%i10] : memref<16xf8E5M2>
  %g6e11 = memref.load %g6m[%i11] : memref<16xf8E5M2>
  %g6e12 = memref.load %g6m[%i12] : memref<16xf8E5M2>
  %g6e13 = memref.load %g6m[%i13] : memref<16xf8E5M2>
  %g6e14 = memref.load %g6m[%i14] : memref<16xf8E5M2>
  %g6e15 = memref.load %g6m[%i15] : memref<16xf8E5M2>
  %g6 = vector.from_elements %g6e0, %g6e1, %g6e2, %g6e3, %g6e4, %g6e5, %g6e6, %g6e7, %g6e8, %g6e9, %g6e10, %g6e11, %g6e12, %g6e13, %g6e14, %g6e15 : vector<16xf8E5M2>
  %v217 = math.powf %g5, %g6 : vector<16xf8E5M2>
  vector.print str "f8E5M2 powf: "
  vector.print %v217 : vector<16xf8E5M2>
  %v218 = math.atan2 %g5, %g6 : vector<16xf8E5M2>
  vector.print str "f8E5M2 atan2: "
  vector.print %v218 : vector<16xf8E5M2>
  %v219 = math.copysign %g5, %g6 : vector<16xf8E5M2>
  vector.print str "f8E5M2 copysign: "
  vector.print %v219 : vector<16xf8E5M2>
  %g7m = memref.get_global @in6 : memref<16xf8E5M2>
  %g7e0 = memref.load %g7m[%i0] : memref<16xf8E5M2>
  %g7e1 = memref.load %g7m[%i1] : memref<16xf8E5M2>
  %g7e2 = memref.load %g7m[%i2] : memref<16xf8E5M2>
  %g7e3 = memref.load %g7m[%i3] : memref<16xf8E5M2>
  %g7e4 = memref.load %g7m[%i4] : memref<16xf8E5M2>
  %g7e5 = memref.load %g7m[%i5] : memref<16xf8E5M2>
  %g7e6 = memref.load %g7m[%i6] : memref<16xf8E5M2>
  %g7e7 = memref.load %g7m[%i7] : memref<16xf8E5M2>
  %g7e8 = memref.load %g7m[%i8] : memref<16xf8E5M2>
  %g7e9 = memref.load %g7m[%i9] : memref<16xf8E5M2>
  %g7e10 = memref.load %g7m[%i10] : memref<16xf8E5M2>
  %g7e11 = memref.load %g7m[%i11] : memref<16xf8E5M2>
  %g7e12 = memref.load %g7m[%i12] : memref<16xf8E5M2>
  %g7e13 = memref.load %g7m[%i13] : memref<16xf8E5M2>
  %g7e14 = memref.load %g7m[%i14] : memref<16xf8E5M2>
  %g7e15 = memref.load %g7m[%i15] : memref<16xf8E5M2>
  %g7 = vector.from_elements %g7e0, %g7e1, %g7e2, %g7e3, %g7e4, %g7e5, %g7e6, %g7e7, %g7e8, %g7e9, %g7e10, %g7e11, %g7e12, %g7e13, %g7e14, %g7e15 : vector<16xf8E5M2>
  %g8m = memref.get_global @in7 : memref<16xf8E5M2>
  %g8e0 = memref.load %g8m[%i0] : memref<16xf8E5M2>
  %g8e1 = memref.load %g8m[%i1] : memref<16xf8E5M2>
  %g8e2 = memref.load %g8m[%i2] : memref<16xf8E5M2>
  %g8e3 = memref.load %g8m[%i3] : memref<16xf8E5M2>
  %g8e4 = memref.load %g8m[%i4] : memref<16xf8E5M2>
  %g8e5 = memref.load %g8m[%i5] : memref<16xf8E5M2>
  %g8e6 = memref.load %g8m[%i6] : memref<16xf8E5M2>
  %g8e7 = memref.load %g8m[%i7] : memref<16xf8E5M2>
  %g8e8 = memref.load %g8m[%i8] : memref<16xf8E5M2>
  %g8e9 = memref.load %g8m[%i9] : memref<16xf8E5M2>
  %g8e10 = memref.load %g8m[%i10] : memref<16xf8E5M2>
  %g8e11 = memref.load %g8m[%i11] : memref<16xf8E5M2>
  %g8e12 = memref.load %g8m[%i12] : memref<16xf8E5M2>
  %g8e13 = memref.load %g8m[%i13] : memref<16xf8E5M2>
  %g8e14 = memref.load %g8m[%i14] : memref<16xf8E5M2>
  %g8e15 = memref.load %g8m[%i15] : memref<16xf8E5M2>
  %g8 = vector.from_elements %g8e0, %g8e1, %g8e2, %g8e3, %g8e4, %g8e5, %g8e6, %g8e7, %g8e8, %g8e9, %g8e10, %g8e11, %g8e12, %g8e13, %g8e14, %g8e15 : vector<16xf8E5M2>
  %v220 = math.clampf %g5 to [%g7, %g8] : vector<16xf8E5M2>
  vector.print str "f8E5M2 clampf: "
  vector.print %v220 : vector<16xf8E5M2>
  %v221 = vector.extract %g5[0] : f8E5M2 from vector<16xf8E5M2>
  %v222 = vector.extract %g5[1] : f8E5M2 from vector<16xf8E5M2>
  %v223 = vector.extract %g5[2] : f8E5M2 from vector<16xf8E5M2>
  %v224 = vector.extract %g5[3] : f8E5M2 from vector<16xf8E5M2>
  %v225 = vector.extract %g5[4] : f8E5M2 from vector<16xf8E5M2>
  %v226 = vector.extract %g5[5] : f8E5M2 from vector<16xf8E5M2>
  %v227 = vector.extract %g5[6] : f8E5M2 from vector<16xf8E5M2>
  %v228 = vector.extract %g5[7] : f8E5M2 from vector<16xf8E5M2>
  %v229 = vector.extract %g5[8] : f8E5M2 from vector<16xf8E5M2>
  %v230 = vector.extract %g5[9] : f8E5M2 from vector<16xf8E5M2>
  %v231 = vector.extract %g5[10] : f8E5M2 from vector<16xf8E5M2>
  %v232 = vector.extract %g5[11] : f8E5M2 from vector<16xf8E5M2>
  %v233 = vector.extract %g5[12] : f8E5M2 from vector<16xf8E5M2>
  %v234 = vector.extract %g5[13] : f8E5M2 from vector<16xf8E5M2>
  %v235 = vector.extract %g5[14] : f8E5M2 from vector<16xf8E5M2>
  %v236 = vector.extract %g5[15] : f8E5M2 from vector<16xf8E5M2>
  %v237 = math.absf %v221 : f8E5M2
  %v238 = math.absf %v222 : f8E5M2
  %v239 = math.absf %v223 : f8E5M2
  %v240 = math.absf %v224 : f8E5M2
  %v241 = math.absf %v225 : f8E5M2
  %v242 = math.absf %v226 : f8E5M2
  %v243 = math.absf %v227 : f8E5M2
  %v244 = math.absf %v228 : f8E5M2
  %v245 = math.absf %v229 : f8E5M2
  %v246 = math.absf %v230 : f8E5M2
  %v247 = math.absf %v231 : f8E5M2
  %v248 = math.absf %v232 : f8E5M2
  %v249 = math.absf %v233 : f8E5M2
  %v250 = math.absf %v234 : f8E5M2
  %v251 = math.absf %v235 : f8E5M2
  %v252 = math.absf %v236 : f8E5M2
  %v253 = vector.from_elements %v237, %v238, %v239, %v240, %v241, %v242, %v243, %v244, %v245, %v246, %v247, %v248, %v249, %v250, %v251, %v252 : vector<16xf8E5M2>
  vector.print str "f8E5M2 absf: "
  vector.print %v253 : vector<16xf8E5M2>
  %v254 = math.isnan %v221 : f8E5M2
  %v255 = math.isnan %v222 : f8E5M2
  %v256 = math.isnan %v223 : f8E5M2
  %v257 = math.isnan %v224 : f8E5M2
  %v258 = math.isnan %v225 : f8E5M2
  %v259 = math.isnan %v226 : f8E5M2
  %v260 = math.isnan %v227 : f8E5M2
  %v261 = math.isnan %v228 : f8E5M2
  %v262 = math.isnan %v229 : f8E5M2
  %v263 = math.isnan %v230 : f8E5M2
  %v264 = math.isnan %v231 : f8E5M2
  %v265 = math.isnan %v232 : f8E5M2
  %v266 = math.isnan %v233 : f8E5M2
  %v267 = math.isnan %v234 : f8E5M2
  %v268 = math.isnan %v235 : f8E5M2
  %v269 = math.isnan %v236 : f8E5M2
  %v270 = vector.from_elements %v254, %v255, %v256, %v257, %v258, %v259, %v260, %v261, %v262, %v263, %v264, %v265, %v266, %v267, %v268, %v269 : vector<16xi1>
  vector.print str "f8E5M2 isnan: "
  vector.print %v270 : vector<16xi1>
  %v271 = math.isinf %v221 : f8E5M2
  %v272 = math.isinf %v222 : f8E5M2
  %v273 = math.isinf %v223 : f8E5M2
  %v274 = math.isinf %v224 : f8E5M2
  %v275 = math.isinf %v225 : f8E5M2
  %v276 = math.isinf %v226 : f8E5M2
  %v277 = math.isinf %v227 : f8E5M2
  %v278 = math.isinf %v228 : f8E5M2
  %v279 = math.isinf %v229 : f8E5M2
  %v280 = math.isinf %v230 : f8E5M2
  %v281 = math.isinf %v231 : f8E5M2
  %v282 = math.isinf %v232 : f8E5M2
  %v283 = math.isinf %v233 : f8E5M2
  %v284 = math.isinf %v234 : f8E5M2
  %v285 = math.isinf %v235 : f8E5M2
  %v286 = math.isinf %v236 : f8E5M2
  %v287 = vector.from_elements %v271, %v272, %v273, %v274, %v275, %v276, %v277, %v278, %v279, %v280, %v281, %v282, %v283, %v284, %v285, %v286 : vector<16xi1>
  vector.print str "f8E5M2 isinf: "
  vector.print %v287 : vector<16xi1>
  %v288 = math.isfinite %v221 : f8E5M2
  %v289 = math.isfinite %v222 : f8E5M2
  %v290 = math.isfinite %v223 : f8E5M2
  %v291 = math.isfinite %v224 : f8E5M2
  %v292 = math.isfinite %v225 : f8E5M2
  %v293 = math.isfinite %v226 : f8E5M2
  %v294 = math.isfinite %v227 : f8E5M2
  %v295 = math.isfinite %v228 : f8E5M2
  %v296 = math.isfinite %v229 : f8E5M2
  %v297 = math.isfinite %v230 : f8E5M2
  %v298 = math.isfinite %v231 : f8E5M2
  %v299 = math.isfinite %v232 : f8E5M2
  %v300 = math.isfinite %v233 : f8E5M2
  %v301 = math.isfinite %v234 : f8E5M2
  %v302 = math.isfinite %v235 : f8E5M2
  %v303 = math.isfinite %v236 : f8E5M2
  %v304 = vector.from_elements %v288, %v289, %v290, %v291, %v292, %v293, %v294, %v295, %v296, %v297, %v298, %v299, %v300, %v301, %v302, %v303 : vector<16xi1>
  vector.print str "f8E5M2 isfinite: "
  vector.print %v304 : vector<16xi1>
  %v305 = math.isnormal %v221 : f8E5M2
  %v306 = math.isnormal %v222 : f8E5M2
  %v307 = math.isnormal %v223 : f8E5M2
  %v308 = math.isnormal %v224 : f8E5M2
  %v309 = math.isnormal %v225 : f8E5M2
  %v310 = math.isnormal %v226 : f8E5M2
  %v311 = math.isnormal %v227 : f8E5M2
  %v312 = math.isnormal %v228 : f8E5M2
  %v313 = math.isnormal %v229 : f8E5M2
  %v314 = math.isnormal %v230 : f8E5M2
  %v315 = math.isnormal %v231 : f8E5M2
  %v316 = math.isnormal %v232 : f8E5M2
  %v317 = math.isnormal %v233 : f8E5M2
  %v318 = math.isnormal %v234 : f8E5M2
  %v319 = math.isnormal %v235 : f8E5M2
  %v320 = math.isnormal %v236 : f8E5M2
  %v321 = vector.from_elements %v305, %v306, %v307, %v308, %v309, %v310, %v311, %v312, %v313, %v314, %v315, %v316, %v317, %v318, %v319, %v320 : vector<16xi1>
  vector.print str "f8E5M2 isnormal: "
  vector.print %v321 : vector<16xi1>
  %v322 = arith.constant -3 : i32
  %v323 = math.fpowi %v221, %v322 : f8E5M2, i32
  %v324 = arith.constant -1 : i32
  %v325 = math.fpowi %v222, %v324 : f8E5M2, i32
  %v326 = arith.constant 0 : i32
  %v327 = math.fpowi %v223, %v326 : f8E5M2, i32
  %v328 = arith.constant 1 : i32
  %v329 = math.fpowi %v224, %v328 : f8E5M2, i32
  %v330 = arith.constant 2 : i32
  %v331 = math.fpowi %v225, %v330 : f8E5M2, i32
  %v332 = arith.constant 3 : i32
  %v333 = math.fpowi %v226, %v332 : f8E5M2, i32
  %v334 = arith.constant 7 : i32
  %v335 = math.fpowi %v227, %v334 : f8E5M2, i32
  %v336 = arith.constant 5 : i32
  %v337 = math.fpowi %v228, %v336 : f8E5M2, i32
  %v338 = arith.constant -2 : i32
  %v339 = math.fpowi %v229, %v338 : f8E5M2, i32
  %v340 = arith.constant 4 : i32
  %v341 = math.fpowi %v230, %v340 : f8E5M2, i32
  %v342 = arith.constant 1 : i32
  %v343 = math.fpowi %v231, %v342 : f8E5M2, i32
  %v344 = arith.constant 2 : i32
  %v345 = math.fpowi %v232, %v344 : f8E5M2, i32
  %v346 = arith.constant 3 : i32
  %v347 = math.fpowi %v233, %v346 : f8E5M2, i32
  %v348 = arith.constant -1 : i32
  %v349 = math.fpowi %v234, %v348 : f8E5M2, i32
  %v350 = arith.constant 0 : i32
  %v351 = math.fpowi %v235, %v350 : f8E5M2, i32
  %v352 = arith.constant 6 : i32
  %v353 = math.fpowi %v236, %v352 : f8E5M2, i32
  %v354 = vector.from_elements %v323, %v325, %v327, %v329, %v331, %v333, %v335, %v337, %v339, %v341, %v343, %v345, %v347, %v349, %v351, %v353 : vector<16xf8E5M2>
  vector.print str "f8E5M2 fpowi: "
  vector.print %v354 : vector<16xf8E5M2>
  %v355 = math.fma %v221, %v224, %v226 : f8E5M2
  %v356 = math.fma %v222, %v225, %v227 : f8E5M2
  %v357 = math.fma %v226, %v229, %v231 : f8E5M2
  %v358 = math.fma %v227, %v230, %v232 : f8E5M2
  %v359 = math.fma %v228, %v231, %v233 : f8E5M2
  %v360 = math.fma %v229, %v232, %v234 : f8E5M2
  %v361 = math.fma %v230, %v233, %v235 : f8E5M2
  %v362 = math.fma %v231, %v234, %v236 : f8E5M2
  %v363 = math.fma %v232, %v235, %v221 : f8E5M2
  %v364 = math.fma %v233, %v236, %v222 : f8E5M2
  %v365 = math.fma %v234, %v221, %v223 : f8E5M2
  %v366 = math.fma %v235, %v222, %v224 : f8E5M2
  %v367 = math.fma %v221, %v222, %v223 : f8E5M2
  %v368 = math.fma %v222, %v223, %v224 : f8E5M2
  %v369 = math.fma %v223, %v224, %v225 : f8E5M2
  %v370 = math.fma %v229, %v230, %v231 : f8E5M2
  %v371 = math.fma %v230, %v231, %v232 : f8E5M2
  %v372 = math.fma %v231, %v232, %v233 : f8E5M2
  %v373 = math.fma %v232, %v233, %v234 : f8E5M2
  %v374 = math.fma %v233, %v234, %v235 : f8E5M2
  %v375 = math.fma %v236, %v221, %v222 : f8E5M2
  %v376 = vector.from_elements %v355, %v356, %v357, %v358, %v359, %v360, %v361, %v362, %v363, %v364, %v365, %v366, %v367, %v368, %v369, %v370, %v371, %v372, %v373, %v374, %v375 : vector<21xf8E5M2>
  vector.print str "f8E5M2 fma: "
  vector.print %v376 : vector<21xf8E5M2>
  // f4E2M1FN
  %g9m = memref.get_global @in8 : memref<16xf4E2M1FN>
  %g9e0 = memref.load %g9m[%i0] : memref<16xf4E2M1FN>
  %g9e1 = memref.load %g9m[%i1] : memref<16xf4E2M1FN>
  %g9e2 = memref.load %g9m[%i2] : memref<16xf4E2M1FN>
  %g9e3 = memref.load %g9m[%i3] : memref<16xf4E2M1FN>
  %g9e4 = memref.load %g9m[%i4] : memref<16xf4E2M1FN>
  %g9e5 = memref.load %g9m[%i5] : memref<16xf4E2M1FN>
  %g9e6 = memref.load %g9m[%i6] : memref<16xf4E2M1FN>
  %g9e7 = memref.load %g9m[%i7] : memref<16xf4E2M1FN>
  %g9e8 = memref.load %g9m[%i8] : memref<16xf4E2M1FN>
  %g9e9 = memref.load %g9m[%i9] : memref<16xf4E2M1FN>
  %g9e10 = memref.load %g9m[%i10] : memref<16xf4E2M1FN>
  %g9e11 = memref.load %g9m[%i11] : memref<16xf4E2M1FN>
  %g9e12 = memref.load %g9m[%i12] : memref<16xf4E2M1FN>
  %g9e13 = memref.load %g9m[%i13] : memref<16xf4E2M1FN>
  %g9e14 = memref.load %g9m[%i14] : memref<16xf4E2M1FN>
  %g9e15 = memref.load %g9m[%i15] : memref<16xf4E2M1FN>
  %g9 = vector.from_elements %g9e0, %g9e1, %g9e2, %g9e3, %g9e4, %g9e5, %g9e6, %g9e7, %g9e8, %g9e9, %g9e10, %g9e11, %g9e12, %g9e13, %g9e14, %g9e15 : vector<16xf4E2M1FN>
  %g10m = memref.get_global @in9 : memref<9xf4E2M1FN>
  %g10e0 = memref.load %g10m[%i0] : memref<9xf4E2M1FN>
  %g10e1 = memref.load %g10m[%i1] : memref<9xf4E2M1FN>
  %g10e2 = memref.load %g10m[%i2] : memref<9xf4E2M1FN>
  %g10e3 = memref.load %g10m[%i3] : memref<9xf4E2M1FN>
  %g10e4 = memref.load %g10m[%i4] : memref<9xf4E2M1FN>
  %g10e5 = memref.load %g10m[%i5] : memref<9xf4E2M1FN>
  %g10e6 = memref.load %g10m[%i6] : memref<9xf4E2M1FN>
  %g10e7 = memref.load %g10m[%i7] : memref<9xf4E2M1FN>
  %g10e8 = memref.load %g10m[%i8] : memref<9xf4E2M1FN>
  %g10 = vector.from_elements %g10e0, %g10e1, %g10e2, %g10e3, %g10e4, %g10e5, %g10e6, %g10e7, %g10e8 : vector<9xf4E2M1FN>
  %v377 = math.sqrt %g10 : vector<9xf4E2M1FN>
  vector.print str "f4E2M1FN sqrt: "
  vector.print %v377 : vector<9xf4E2M1FN>
  %g11m = memref.get_global @in10 : memref<7xf4E2M1FN>
  %g11e0 = memref.load %g11m[%i0] : memref<7xf4E2M1FN>
  %g11e1 = memref.load %g11m[%i1] : memref<7xf4E2M1FN>
  %g11e2 = memref.load %g11m[%i2] : memref<7xf4E2M1FN>
  %g11e3 = memref.load %g11m[%i3] : memref<7xf4E2M1FN>
  %g11e4 = memref.load %g11m[%i4] : memref<7xf4E2M1FN>
  %g11e5 = memref.load %g11m[%i5] : memref<7xf4E2M1FN>
  %g11e6 = memref.load %g11m[%i6] : memref<7xf4E2M1FN>
  %g11 = vector.from_elements %g11e0, %g11e1, %g11e2, %g11e3, %g11e4, %g11e5, %g11e6 : vector<7xf4E2M1FN>
  %v378 = math.rsqrt %g11 : vector<7xf4E2M1FN>
  vector.print str "f4E2M1FN rsqrt: "
  vector.print %v378 : vector<7xf4E2M1FN>
  %v379 = math.exp %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN exp: "
  vector.print %v379 : vector<16xf4E2M1FN>
  %v380 = math.exp2 %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN exp2: "
  vector.print %v380 : vector<16xf4E2M1FN>
  %v381 = math.expm1 %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN expm1: "
  vector.print %v381 : vector<16xf4E2M1FN>
  %g12m = memref.get_global @in11 : memref<7xf4E2M1FN>
  %g12e0 = memref.load %g12m[%i0] : memref<7xf4E2M1FN>
  %g12e1 = memref.load %g12m[%i1] : memref<7xf4E2M1FN>
  %g12e2 = memref.load %g12m[%i2] : memref<7xf4E2M1FN>
  %g12e3 = memref.load %g12m[%i3] : memref<7xf4E2M1FN>
  %g12e4 = memref.load %g12m[%i4] : memref<7xf4E2M1FN>
  %g12e5 = memref.load %g12m[%i5] : memref<7xf4E2M1FN>
  %g12e6 = memref.load %g12m[%i6] : memref<7xf4E2M1FN>
  %g12 = vector.from_elements %g12e0, %g12e1, %g12e2, %g12e3, %g12e4, %g12e5, %g12e6 : vector<7xf4E2M1FN>
  %v382 = math.log %g12 : vector<7xf4E2M1FN>
  vector.print str "f4E2M1FN log: "
  vector.print %v382 : vector<7xf4E2M1FN>
  %g13m = memref.get_global @in12 : memref<7xf4E2M1FN>
  %g13e0 = memref.load %g13m[%i0] : memref<7xf4E2M1FN>
  %g13e1 = memref.load %g13m[%i1] : memref<7xf4E2M1FN>
  %g13e2 = memref.load %g13m[%i2] : memref<7xf4E2M1FN>
  %g13e3 = memref.load %g13m[%i3] : memref<7xf4E2M1FN>
  %g13e4 = memref.load %g13m[%i4] : memref<7xf4E2M1FN>
  %g13e5 = memref.load %g13m[%i5] : memref<7xf4E2M1FN>
  %g13e6 = memref.load %g13m[%i6] : memref<7xf4E2M1FN>
  %g13 = vector.from_elements %g13e0, %g13e1, %g13e2, %g13e3, %g13e4, %g13e5, %g13e6 : vector<7xf4E2M1FN>
  %v383 = math.log2 %g13 : vector<7xf4E2M1FN>
  vector.print str "f4E2M1FN log2: "
  vector.print %v383 : vector<7xf4E2M1FN>
  %g14m = memref.get_global @in13 : memref<7xf4E2M1FN>
  %g14e0 = memref.load %g14m[%i0] : memref<7xf4E2M1FN>
  %g14e1 = memref.load %g14m[%i1] : memref<7xf4E2M1FN>
  %g14e2 = memref.load %g14m[%i2] : memref<7xf4E2M1FN>
  %g14e3 = memref.load %g14m[%i3] : memref<7xf4E2M1FN>
  %g14e4 = memref.load %g14m[%i4] : memref<7xf4E2M1FN>
  %g14e5 = memref.load %g14m[%i5] : memref<7xf4E2M1FN>
  %g14e6 = memref.load %g14m[%i6] : memref<7xf4E2M1FN>
  %g14 = vector.from_elements %g14e0, %g14e1, %g14e2, %g14e3, %g14e4, %g14e5, %g14e6 : vector<7xf4E2M1FN>
  %v384 = math.log10 %g14 : vector<7xf4E2M1FN>
  vector.print str "f4E2M1FN log10: "
  vector.print %v384 : vector<7xf4E2M1FN>
  %g15m = memref.get_global @in14 : memref<10xf4E2M1FN>
  %g15e0 = memref.load %g15m[%i0] : memref<10xf4E2M1FN>
  %g15e1 = memref.load %g15m[%i1] : memref<10xf4E2M1FN>
  %g15e2 = memref.load %g15m[%i2] : memref<10xf4E2M1FN>
  %g15e3 = memref.load %g15m[%i3] : memref<10xf4E2M1FN>
  %g15e4 = memref.load %g15m[%i4] : memref<10xf4E2M1FN>
  %g15e5 = memref.load %g15m[%i5] : memref<10xf4E2M1FN>
  %g15e6 = memref.load %g15m[%i6] : memref<10xf4E2M1FN>
  %g15e7 = memref.load %g15m[%i7] : memref<10xf4E2M1FN>
  %g15e8 = memref.load %g15m[%i8] : memref<10xf4E2M1FN>
  %g15e9 = memref.load %g15m[%i9] : memref<10xf4E2M1FN>
  %g15 = vector.from_elements %g15e0, %g15e1, %g15e2, %g15e3, %g15e4, %g15e5, %g15e6, %g15e7, %g15e8, %g15e9 : vector<10xf4E2M1FN>
  %v385 = math.log1p %g15 : vector<10xf4E2M1FN>
  vector.print str "f4E2M1FN log1p: "
  vector.print %v385 : vector<10xf4E2M1FN>
  %v386 = math.sin %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN sin: "
  vector.print %v386 : vector<16xf4E2M1FN>
  %v387 = math.cos %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN cos: "
  vector.print %v387 : vector<16xf4E2M1FN>
  %v388 = math.tan %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN tan: "
  vector.print %v388 : vector<16xf4E2M1FN>
  %v389 = math.tanh %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN tanh: "
  vector.print %v389 : vector<16xf4E2M1FN>
  %v390 = math.sinh %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN sinh: "
  vector.print %v390 : vector<16xf4E2M1FN>
  %v391 = math.cosh %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN cosh: "
  vector.print %v391 : vector<16xf4E2M1FN>
  %g16m = memref.get_global @in15 : memref<6xf4E2M1FN>
  %g16e0 = memref.load %g16m[%i0] : memref<6xf4E2M1FN>
  %g16e1 = memref.load %g16m[%i1] : memref<6xf4E2M1FN>
  %g16e2 = memref.load %g16m[%i2] : memref<6xf4E2M1FN>
  %g16e3 = memref.load %g16m[%i3] : memref<6xf4E2M1FN>
  %g16e4 = memref.load %g16m[%i4] : memref<6xf4E2M1FN>
  %g16e5 = memref.load %g16m[%i5] : memref<6xf4E2M1FN>
  %g16 = vector.from_elements %g16e0, %g16e1, %g16e2, %g16e3, %g16e4, %g16e5 : vector<6xf4E2M1FN>
  %v392 = math.asin %g16 : vector<6xf4E2M1FN>
  vector.print str "f4E2M1FN asin: "
  vector.print %v392 : vector<6xf4E2M1FN>
  %g17m = memref.get_global @in16 : memref<6xf4E2M1FN>
  %g17e0 = memref.load %g17m[%i0] : memref<6xf4E2M1FN>
  %g17e1 = memref.load %g17m[%i1] : memref<6xf4E2M1FN>
  %g17e2 = memref.load %g17m[%i2] : memref<6xf4E2M1FN>
  %g17e3 = memref.load %g17m[%i3] : memref<6xf4E2M1FN>
  %g17e4 = memref.load %g17m[%i4] : memref<6xf4E2M1FN>
  %g17e5 = memref.load %g17m[%i5] : memref<6xf4E2M1FN>
  %g17 = vector.from_elements %g17e0, %g17e1, %g17e2, %g17e3, %g17e4, %g17e5 : vector<6xf4E2M1FN>
  %v393 = math.acos %g17 : vector<6xf4E2M1FN>
  vector.print str "f4E2M1FN acos: "
  vector.print %v393 : vector<6xf4E2M1FN>
  %v394 = math.atan %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN atan: "
  vector.print %v394 : vector<16xf4E2M1FN>
  %v395 = math.asinh %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN asinh: "
  vector.print %v395 : vector<16xf4E2M1FN>
  %g18m = memref.get_global @in17 : memref<6xf4E2M1FN>
  %g18e0 = memref.load %g18m[%i0] : memref<6xf4E2M1FN>
  %g18e1 = memref.load %g18m[%i1] : memref<6xf4E2M1FN>
  %g18e2 = memref.load %g18m[%i2] : memref<6xf4E2M1FN>
  %g18e3 = memref.load %g18m[%i3] : memref<6xf4E2M1FN>
  %g18e4 = memref.load %g18m[%i4] : memref<6xf4E2M1FN>
  %g18e5 = memref.load %g18m[%i5] : memref<6xf4E2M1FN>
  %g18 = vector.from_elements %g18e0, %g18e1, %g18e2, %g18e3, %g18e4, %g18e5 : vector<6xf4E2M1FN>
  %v396 = math.acosh %g18 : vector<6xf4E2M1FN>
  vector.print str "f4E2M1FN acosh: "
  vector.print %v396 : vector<6xf4E2M1FN>
  %g19m = memref.get_global @in18 : memref<4xf4E2M1FN>
  %g19e0 = memref.load %g19m[%i0] : memref<4xf4E2M1FN>
  %g19e1 = memref.load %g19m[%i1] : memref<4xf4E2M1FN>
  %g19e2 = memref.load %g19m[%i2] : memref<4xf4E2M1FN>
  %g19e3 = memref.load %g19m[%i3] : memref<4xf4E2M1FN>
  %g19 = vector.from_elements %g19e0, %g19e1, %g19e2, %g19e3 : vector<4xf4E2M1FN>
  %v397 = math.atanh %g19 : vector<4xf4E2M1FN>
  vector.print str "f4E2M1FN atanh: "
  vector.print %v397 : vector<4xf4E2M1FN>
  %v398 = math.erf %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN erf: "
  vector.print %v398 : vector<16xf4E2M1FN>
  %v399 = math.erfc %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN erfc: "
  vector.print %v399 : vector<16xf4E2M1FN>
  %v400 = math.cbrt %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN cbrt: "
  vector.print %v400 : vector<16xf4E2M1FN>
  %v401 = math.floor %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN floor: "
  vector.print %v401 : vector<16xf4E2M1FN>
  %v402 = math.ceil %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN ceil: "
  vector.print %v402 : vector<16xf4E2M1FN>
  %v403 = math.round %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN round: "
  vector.print %v403 : vector<16xf4E2M1FN>
  %v404 = math.roundeven %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN roundeven: "
  vector.print %v404 : vector<16xf4E2M1FN>
  %v405 = math.trunc %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN trunc: "
  vector.print %v405 : vector<16xf4E2M1FN>
  %v406, %v407 = math.sincos %g9 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN sincos.sin: "
  vector.print %v406 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN sincos.cos: "
  vector.print %v407 : vector<16xf4E2M1FN>
  %g20m = memref.get_global @in19 : memref<16xf4E2M1FN>
  %g20e0 = memref.load %g20m[%i0] : memref<16xf4E2M1FN>
  %g20e1 = memref.load %g20m[%i1] : memref<16xf4E2M1FN>
  %g20e2 = memref.load %g20m[%i2] : memref<16xf4E2M1FN>
  %g20e3 = memref.load %g20m[%i3] : memref<16xf4E2M1FN>
  %g20e4 = memref.load %g20m[%i4] : memref<16xf4E2M1FN>
  %g20e5 = memref.load %g20m[%i5] : memref<16xf4E2M1FN>
  %g20e6 = memref.load %g20m[%i6] : memref<16xf4E2M1FN>
  %g20e7 = memref.load %g20m[%i7] : memref<16xf4E2M1FN>
  %g20e8 = memref.load %g20m[%i8] : memref<16xf4E2M1FN>
  %g20e9 = memref.load %g20m[%i9] : memref<16xf4E2M1FN>
  %g20e10 = memref.load %g20m[%i10] : memref<16xf4E2M1FN>
  %g20e11 = memref.load %g20m[%i11] : memref<16xf4E2M1FN>
  %g20e12 = memref.load %g20m[%i12] : memref<16xf4E2M1FN>
  %g20e13 = memref.load %g20m[%i13] : memref<16xf4E2M1FN>
  %g20e14 = memref.load %g20m[%i14] : memref<16xf4E2M1FN>
  %g20e15 = memref.load %g20m[%i15] : memref<16xf4E2M1FN>
  %g20 = vector.from_elements %g20e0, %g20e1, %g20e2, %g20e3, %g20e4, %g20e5, %g20e6, %g20e7, %g20e8, %g20e9, %g20e10, %g20e11, %g20e12, %g20e13, %g20e14, %g20e15 : vector<16xf4E2M1FN>
  %g21m = memref.get_global @in20 : memref<12xf4E2M1FN>
  %g21e0 = memref.load %g21m[%i0] : memref<12xf4E2M1FN>
  %g21e1 = memref.load %g21m[%i1] : memref<12xf4E2M1FN>
  %g21e2 = memref.load %g21m[%i2] : memref<12xf4E2M1FN>
  %g21e3 = memref.load %g21m[%i3] : memref<12xf4E2M1FN>
  %g21e4 = memref.load %g21m[%i4] : memref<12xf4E2M1FN>
  %g21e5 = memref.load %g21m[%i5] : memref<12xf4E2M1FN>
  %g21e6 = memref.load %g21m[%i6] : memref<12xf4E2M1FN>
  %g21e7 = memref.load %g21m[%i7] : memref<12xf4E2M1FN>
  %g21e8 = memref.load %g21m[%i8] : memref<12xf4E2M1FN>
  %g21e9 = memref.load %g21m[%i9] : memref<12xf4E2M1FN>
  %g21e10 = memref.load %g21m[%i10] : memref<12xf4E2M1FN>
  %g21e11 = memref.load %g21m[%i11] : memref<12xf4E2M1FN>
  %g21 = vector.from_elements %g21e0, %g21e1, %g21e2, %g21e3, %g21e4, %g21e5, %g21e6, %g21e7, %g21e8, %g21e9, %g21e10, %g21e11 : vector<12xf4E2M1FN>
  %g22m = memref.get_global @in21 : memref<12xf4E2M1FN>
  %g22e0 = memref.load %g22m[%i0] : memref<12xf4E2M1FN>
  %g22e1 = memref.load %g22m[%i1] : memref<12xf4E2M1FN>
  %g22e2 = memref.load %g22m[%i2] : memref<12xf4E2M1FN>
  %g22e3 = memref.load %g22m[%i3] : memref<12xf4E2M1FN>
  %g22e4 = memref.load %g22m[%i4] : memref<12xf4E2M1FN>
  %g22e5 = memref.load %g22m[%i5] : memref<12xf4E2M1FN>
  %g22e6 = memref.load %g22m[%i6] : memref<12xf4E2M1FN>
  %g22e7 = memref.load %g22m[%i7] : memref<12xf4E2M1FN>
  %g22e8 = memref.load %g22m[%i8] : memref<12xf4E2M1FN>
  %g22e9 = memref.load %g22m[%i9] : memref<12xf4E2M1FN>
  %g22e10 = memref.load %g22m[%i10] : memref<12xf4E2M1FN>
  %g22e11 = memref.load %g22m[%i11] : memref<12xf4E2M1FN>
  %g22 = vector.from_elements %g22e0, %g22e1, %g22e2, %g22e3, %g22e4, %g22e5, %g22e6, %g22e7, %g22e8, %g22e9, %g22e10, %g22e11 : vector<12xf4E2M1FN>
  %v408 = math.powf %g21, %g22 : vector<12xf4E2M1FN>
  vector.print str "f4E2M1FN powf: "
  vector.print %v408 : vector<12xf4E2M1FN>
  %v409 = math.atan2 %g9, %g20 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN atan2: "
  vector.print %v409 : vector<16xf4E2M1FN>
  %v410 = math.copysign %g9, %g20 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN copysign: "
  vector.print %v410 : vector<16xf4E2M1FN>
  %g23m = memref.get_global @in22 : memref<16xf4E2M1FN>
  %g23e0 = memref.load %g23m[%i0] : memref<16xf4E2M1FN>
  %g23e1 = memref.load %g23m[%i1] : memref<16xf4E2M1FN>
  %g23e2 = memref.load %g23m[%i2] : memref<16xf4E2M1FN>
  %g23e3 = memref.load %g23m[%i3] : memref<16xf4E2M1FN>
  %g23e4 = memref.load %g23m[%i4] : memref<16xf4E2M1FN>
  %g23e5 = memref.load %g23m[%i5] : memref<16xf4E2M1FN>
  %g23e6 = memref.load %g23m[%i6] : memref<16xf4E2M1FN>
  %g23e7 = memref.load %g23m[%i7] : memref<16xf4E2M1FN>
  %g23e8 = memref.load %g23m[%i8] : memref<16xf4E2M1FN>
  %g23e9 = memref.load %g23m[%i9] : memref<16xf4E2M1FN>
  %g23e10 = memref.load %g23m[%i10] : memref<16xf4E2M1FN>
  %g23e11 = memref.load %g23m[%i11] : memref<16xf4E2M1FN>
  %g23e12 = memref.load %g23m[%i12] : memref<16xf4E2M1FN>
  %g23e13 = memref.load %g23m[%i13] : memref<16xf4E2M1FN>
  %g23e14 = memref.load %g23m[%i14] : memref<16xf4E2M1FN>
  %g23e15 = memref.load %g23m[%i15] : memref<16xf4E2M1FN>
  %g23 = vector.from_elements %g23e0, %g23e1, %g23e2, %g23e3, %g23e4, %g23e5, %g23e6, %g23e7, %g23e8, %g23e9, %g23e10, %g23e11, %g23e12, %g23e13, %g23e14, %g23e15 : vector<16xf4E2M1FN>
  %g24m = memref.get_global @in23 : memref<16xf4E2M1FN>
  %g24e0 = memref.load %g24m[%i0] : memref<16xf4E2M1FN>
  %g24e1 = memref.load %g24m[%i1] : memref<16xf4E2M1FN>
  %g24e2 = memref.load %g24m[%i2] : memref<16xf4E2M1FN>
  %g24e3 = memref.load %g24m[%i3] : memref<16xf4E2M1FN>
  %g24e4 = memref.load %g24m[%i4] : memref<16xf4E2M1FN>
  %g24e5 = memref.load %g24m[%i5] : memref<16xf4E2M1FN>
  %g24e6 = memref.load %g24m[%i6] : memref<16xf4E2M1FN>
  %g24e7 = memref.load %g24m[%i7] : memref<16xf4E2M1FN>
  %g24e8 = memref.load %g24m[%i8] : memref<16xf4E2M1FN>
  %g24e9 = memref.load %g24m[%i9] : memref<16xf4E2M1FN>
  %g24e10 = memref.load %g24m[%i10] : memref<16xf4E2M1FN>
  %g24e11 = memref.load %g24m[%i11] : memref<16xf4E2M1FN>
  %g24e12 = memref.load %g24m[%i12] : memref<16xf4E2M1FN>
  %g24e13 = memref.load %g24m[%i13] : memref<16xf4E2M1FN>
  %g24e14 = memref.load %g24m[%i14] : memref<16xf4E2M1FN>
  %g24e15 = memref.load %g24m[%i15] : memref<16xf4E2M1FN>
  %g24 = vector.from_elements %g24e0, %g24e1, %g24e2, %g24e3, %g24e4, %g24e5, %g24e6, %g24e7, %g24e8, %g24e9, %g24e10, %g24e11, %g24e12, %g24e13, %g24e14, %g24e15 : vector<16xf4E2M1FN>
  %v411 = math.clampf %g9 to [%g23, %g24] : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN clampf: "
  vector.print %v411 : vector<16xf4E2M1FN>
  %v412 = vector.extract %g9[0] : f4E2M1FN from vector<16xf4E2M1FN>
  %v413 = vector.extract %g9[1] : f4E2M1FN from vector<16xf4E2M1FN>
  %v414 = vector.extract %g9[2] : f4E2M1FN from vector<16xf4E2M1FN>
  %v415 = vector.extract %g9[3] : f4E2M1FN from vector<16xf4E2M1FN>
  %v416 = vector.extract %g9[4] : f4E2M1FN from vector<16xf4E2M1FN>
  %v417 = vector.extract %g9[5] : f4E2M1FN from vector<16xf4E2M1FN>
  %v418 = vector.extract %g9[6] : f4E2M1FN from vector<16xf4E2M1FN>
  %v419 = vector.extract %g9[7] : f4E2M1FN from vector<16xf4E2M1FN>
  %v420 = vector.extract %g9[8] : f4E2M1FN from vector<16xf4E2M1FN>
  %v421 = vector.extract %g9[9] : f4E2M1FN from vector<16xf4E2M1FN>
  %v422 = vector.extract %g9[10] : f4E2M1FN from vector<16xf4E2M1FN>
  %v423 = vector.extract %g9[11] : f4E2M1FN from vector<16xf4E2M1FN>
  %v424 = vector.extract %g9[12] : f4E2M1FN from vector<16xf4E2M1FN>
  %v425 = vector.extract %g9[13] : f4E2M1FN from vector<16xf4E2M1FN>
  %v426 = vector.extract %g9[14] : f4E2M1FN from vector<16xf4E2M1FN>
  %v427 = vector.extract %g9[15] : f4E2M1FN from vector<16xf4E2M1FN>
  %v428 = math.absf %v412 : f4E2M1FN
  %v429 = math.absf %v413 : f4E2M1FN
  %v430 = math.absf %v414 : f4E2M1FN
  %v431 = math.absf %v415 : f4E2M1FN
  %v432 = math.absf %v416 : f4E2M1FN
  %v433 = math.absf %v417 : f4E2M1FN
  %v434 = math.absf %v418 : f4E2M1FN
  %v435 = math.absf %v419 : f4E2M1FN
  %v436 = math.absf %v420 : f4E2M1FN
  %v437 = math.absf %v421 : f4E2M1FN
  %v438 = math.absf %v422 : f4E2M1FN
  %v439 = math.absf %v423 : f4E2M1FN
  %v440 = math.absf %v424 : f4E2M1FN
  %v441 = math.absf %v425 : f4E2M1FN
  %v442 = math.absf %v426 : f4E2M1FN
  %v443 = math.absf %v427 : f4E2M1FN
  %v444 = vector.from_elements %v428, %v429, %v430, %v431, %v432, %v433, %v434, %v435, %v436, %v437, %v438, %v439, %v440, %v441, %v442, %v443 : vector<16xf4E2M1FN>
  vector.print str "f4E2M1FN absf: "
  vector.print %v444 : vector<16xf4E2M1FN>
  %v445 = math.isnan %v412 : f4E2M1FN
  %v446 = math.isnan %v413 : f4E2M1FN
  %v447 = math.isnan %v414 : f4E2M1FN
  %v448 = math.isnan %v415 : f4E2M1FN
  %v449 = math.isnan %v416 : f4E2M1FN
  %v450 = math.isnan %v417 : f4E2M1FN
  %v451 = math.isnan %v418 : f4E2M1FN
  %v452 = math.isnan %v419 : f4E2M1FN
  %v453 = math.isnan %v420 : f4E2M1FN
  %v454 = math.isnan %v421 : f4E2M1FN
  %v455 = math.isnan %v422 : f4E2M1FN
  %v456 = math.isnan %v423 : f4E2M1FN
  %v457 = math.isnan %v424 : f4E2M1FN
  %v458 = math.isnan %v425 : f4E2M1FN
  %v459 = math.isnan %v426 : f4E2M1FN
  %v460 = math.isnan %v427 : f4E2M1FN
  %v461 = vector.from_elements %v445, %v446, %v447, %v448, %v449, %v450, %v451, %v452, %v453, %v454, %v455, %v456, %v457, %v458, %v459, %v460 : vector<16xi1>
  vector.print str "f4E2M1FN isnan: "
  vector.print %v461 : vector<16xi1>
  %v462 = math.isinf %v412 : f4E2M1FN
  %v463 = math.isinf %v413 : f4E2M1FN
  %v464 = math.isinf %v414 : f4E2M1FN
  %v465 = math.isinf %v415 : f4E2M1FN
  %v466 = math.isinf %v416 : f4E2M1FN
  %v467 = math.isinf %v417 : f4E2M1FN
  %v468 = math.isinf %v418 : f4E2M1FN
  %v469 = math.isinf %v419 : f4E2M1FN
  %v470 = math.isinf %v420 : f4E2M1FN
  %v471 = math.isinf %v421 : f4E2M1FN
  %v472 = math.isinf %v422 : f4E2M1FN
  %v473 = math.isinf %v423 : f4E2M1FN
  %v474 = math.isinf %v424 : f4E2M1FN
  %v475 = math.isinf %v425 : f4E2M1FN
  %v476 = math.isinf %v426 : f4E2M1FN
  %v477 = math.isinf %v427 : f4E2M1FN
  %v478 = vector.from_elements %v462, %v463, %v464, %v465, %v466, %v467, %v468, %v469, %v470, %v471, %v472, %v473, %v474, %v475, %v476, %v477 : vector<16xi1>
  vector.print str "f4E2M1FN isinf: "
  vector.print %v478 : vector<16xi1>
  %v479 = math.isfinite %v412 : f4E2M1FN
  %v480 = math.isfinite %v413 : f4E2M1FN
  %v481 = math.isfinite %v414 : f4E2M1FN
  %v482 = math.isfinite %v415 : f4E2M1FN
  %v483 = math.isfinite %v416 : f4E2M1FN
  %v484 = math.isfinite %v417 : f4E2M1FN
  %v485 = math.isfinite %v418 : f4E2M1FN
  %v486 = math.isfinite %v419 : f4E2M1FN
  %v487 = math.isfinite %v420 : f4E2M1FN
  %v488 = math.isfinite %v421 : f4E2M1FN
  %v489 = math.isfinite %v422 : f4E2M1FN
  %v490 = math.isfinite %v423 : f4E2M1FN
  %v491 = math.isfinite %v424 : f4E2M1FN
  %v492 = math.isfinite %v425 : f4E2M1FN
  %v493 = math.isfinite %v426 : f4E2M1FN
  %v494 = math.isfinite %v427 : f4E2M1FN
  %v495 = vector.from_elements %v479, %v480, %v481, %v482, %v483, %v484, %v485, %v486, %v487, %v488, %v489, %v490, %v491, %v492, %v493, %v494 : vector<16xi1>
  vector.print str "f4E2M1FN isfinite: "
  vector.print %v495 : vector<16xi1>
  %v496 = math.isnormal %v412 : f4E2M1FN
  %v497 = math.isnormal %v413 : f4E2M1FN
  %v498 = math.isnormal %v414 : f4E2M1FN
  %v499 = math.isnormal %v415 : f4E2M1FN
  %v500 = math.isnormal %v416 : f4E2M1FN
  %v501 = math.isnormal %v417 : f4E2M1FN
  %v502 = math.isnormal %v418 : f4E2M1FN
  %v503 = math.isnormal %v419 : f4E2M1FN
  %v504 = math.isnormal %v420 : f4E2M1FN
  %v505 = math.isnormal %v421 : f4E2M1FN
  %v506 = math.isnormal %v422 : f4E2M1FN
  %v507 = math.isnormal %v423 : f4E2M1FN
  %v508 = math.isnormal %v424 : f4E2M1FN
  %v509 = math.isnormal %v425 : f4E2M1FN
  %v510 = math.isnormal %v426 : f4E2M1FN
  %v511 = math.isnormal %v427 : f4E2M1FN
  %v512 = vector.from_elements %v496, %v497, %v498, %v499, %v500, %v501, %v502, %v503, %v504, %v505, %v506, %v507, %v508, %v509, %v510, %v511 : vector<16xi1>
  vector.print str "f4E2M1FN isnormal: "
  vector.print %v512 : vector<16xi1>
  %v513 = arith.constant 0 : i32
  %v514 = math.fpowi %v414, %v513 : f4E2M1FN, i32
  %v515 = arith.constant 1 : i32
  %v516 = math.fpowi %v415, %v515 : f4E2M1FN, i32
  %v517 = arith.constant 2 : i32
  %v518 = math.fpowi %v416, %v517 : f4E2M1FN, i32
  %v519 = arith.constant 3 : i32
  %v520 = math.fpowi %v417, %v519 : f4E2M1FN, i32
  %v521 = arith.constant 7 : i32
  %v522 = math.fpowi %v418, %v521 : f4E2M1FN, i32
  %v523 = arith.constant 5 : i32
  %v524 = math.fpowi %v419, %v523 : f4E2M1FN, i32
  %v525 = arith.constant -2 : i32
  %v526 = math.fpowi %v420, %v525 : f4E2M1FN, i32
  %v527 = arith.constant 4 : i32
  %v528 = math.fpowi %v421, %v527 : f4E2M1FN, i32
  %v529 = arith.constant 1 : i32
  %v530 = math.fpowi %v422, %v529 : f4E2M1FN, i32
  %v531 = arith.constant 2 : i32
  %v532 = math.fpowi %v423, %v531 : f4E2M1FN, i32
  %v533 = arith.constant 3 : i32
  %v534 = math.fpowi %v424, %v533 : f4E2M1FN, i32
  %v535 = arith.constant -1 : i32
  %v536 = math.fpowi %v425, %v535 : f4E2M1FN, i32
  %v537 = arith.constant 0 : i32
  %v538 = math.fpowi %v426, %v537 : f4E2M1FN, i32
  %v539 = arith.constant 6 : i32
  %v540 = math.fpowi %v427, %v539 : f4E2M1FN, i32
  %v541 = vector.from_elements %v514, %v516, %v518, %v520, %v522, %v524, %v526, %v528, %v530, %v532, %v534, %v536, %v538, %v540 : vector<14xf4E2M1FN>
  vector.print str "f4E2M1FN fpowi: "
  vector.print %v541 : vector<14xf4E2M1FN>
  %v542 = math.fma %v412, %v415, %v417 : f4E2M1FN
  %v543 = math.fma %v413, %v416, %v418 : f4E2M1FN
  %v544 = math.fma %v418, %v421, %v423 : f4E2M1FN
  %v545 = math.fma %v419, %v422, %v424 : f4E2M1FN
  %v546 = math.fma %v421, %v424, %v426 : f4E2M1FN
  %v547 = math.fma %v422, %v425, %v427 : f4E2M1FN
  %v548 = math.fma %v423, %v426, %v412 : f4E2M1FN
  %v549 = math.fma %v425, %v412, %v414 : f4E2M1FN
  %v550 = math.fma %v426, %v413, %v415 : f4E2M1FN
  %v551 = math.fma %v427, %v414, %v416 : f4E2M1FN
  %v552 = math.fma %v412, %v413, %v414 : f4E2M1FN
  %v553 = math.fma %v413, %v414, %v415 : f4E2M1FN
  %v554 = math.fma %v414, %v415, %v416 : f4E2M1FN
  %v555 = math.fma %v416, %v417, %v418 : f4E2M1FN
  %v556 = math.fma %v420, %v421, %v422 : f4E2M1FN
  %v557 = math.fma %v421, %v422, %v423 : f4E2M1FN
  %v558 = math.fma %v422, %v423, %v424 : f4E2M1FN
  %v559 = math.fma %v423, %v424, %v425 : f4E2M1FN
  %v560 = math.fma %v424, %v425, %v426 : f4E2M1FN
  %v561 = math.fma %v425, %v426, %v427 : f4E2M1FN
  %v562 = math.fma %v427, %v412, %v413 : f4E2M1FN
  %v563 = vector.from_elements %v542, %v543, %v544, %v545, %v546, %v547, %v548, %v549, %v550, %v551, %v552, %v553, %v554, %v555, %v556, %v557, %v558, %v559, %v560, %v561, %v562 : vector<21xf4E2M1FN>
  vector.print str "f4E2M1FN fma: "
  vector.print %v563 : vector<21xf4E2M1FN>
  %g25m = memref.get_global @in24 : memref<16xf16>
  %g25e0 = memref.load %g25m[%i0] : memref<16xf16>
  %g25e1 = memref.load %g25m[%i1] : memref<16xf16>
  %g25e2 = memref.load %g25m[%i2] : memref<16xf16>
  %g25e3 = memref.load %g25m[%i3] : memref<16xf16>
  %g25e4 = memref.load %g25m[%i4] : memref<16xf16>
  %g25e5 = memref.load %g25m[%i5] : memref<16xf16>
  %g25e6 = memref.load %g25m[%i6] : memref<16xf16>
  %g25e7 = memref.load %g25m[%i7] : memref<16xf16>
  %g25e8 = memref.load %g25m[%i8] : memref<16xf16>
  %g25e9 = memref.load %g25m[%i9] : memref<16xf16>
  %g25e10 = memref.load %g25m[%i10] : memref<16xf16>
  %g25e11 = memref.load %g25m[%i11] : memref<16xf16>
  %g25e12 = memref.load %g25m[%i12] : memref<16xf16>
  %g25e13 = memref.load %g25m[%i13] : memref<16xf16>
  %g25e14 = memref.load %g25m[%i14] : memref<16xf16>
  %g25e15 = memref.load %g25m[%i15] : memref<16xf16>
  %g25 = vector.from_elements %g25e0, %g25e1, %g25e2, %g25e3, %g25e4, %g25e5, %g25e6, %g25e7, %g25e8, %g25e9, %g25e10, %g25e11, %g25e12, %g25e13, %g25e14, %g25e15 : vector<16xf16>
  %v564 = vector.extract %g25[0] : f16 from vector<16xf16>
  %v565 = vector.extract %g25[1] : f16 from vector<16xf16>
  %v566 = vector.extract %g25[2] : f16 from vector<16xf16>
  %v567 = vector.extract %g25[3] : f16 from vector<16xf16>
  %v568 = vector.extract %g25[4] : f16 from vector<16xf16>
  %v569 = vector.extract %g25[5] : f16 from vector<16xf16>
  %v570 = vector.extract %g25[6] : f16 from vector<16xf16>
  %v571 = vector.extract %g25[7] : f16 from vector<16xf16>
  %v572 = vector.extract %g25[8] : f16 from vector<16xf16>
  %v573 = vector.extract %g25[9] : f16 from vector<16xf16>
  %v574 = vector.extract %g25[10] : f16 from vector<16xf16>
  %v575 = vector.extract %g25[11] : f16 from vector<16xf16>
  %v576 = vector.extract %g25[12] : f16 from vector<16xf16>
  %v577 = vector.extract %g25[13] : f16 from vector<16xf16>
  %v578 = vector.extract %g25[14] : f16 from vector<16xf16>
  %v579 = vector.extract %g25[15] : f16 from vector<16xf16>
  %v580 = math.isnan %v564 : f16
  %v581 = math.isnan %v565 : f16
  %v582 = math.isnan %v566 : f16
  %v583 = math.isnan %v567 : f16
  %v584 = math.isnan %v568 : f16
  %v585 = math.isnan %v569 : f16
  %v586 = math.isnan %v570 : f16
  %v587 = math.isnan %v571 : f16
  %v588 = math.isnan %v572 : f16
  %v589 = math.isnan %v573 : f16
  %v590 = math.isnan %v574 : f16
  %v591 = math.isnan %v575 : f16
  %v592 = math.isnan %v576 : f16
  %v593 = math.isnan %v577 : f16
  %v594 = math.isnan %v578 : f16
  %v595 = math.isnan %v579 : f16
  %v596 = vector.from_elements %v580, %v581, %v582, %v583, %v584, %v585, %v586, %v587, %v588, %v589, %v590, %v591, %v592, %v593, %v594, %v595 : vector<16xi1>
  vector.print str "f16 isnan: "
  vector.print %v596 : vector<16xi1>
  %v597 = math.isinf %v564 : f16
  %v598 = math.isinf %v565 : f16
  %v599 = math.isinf %v566 : f16
  %v600 = math.isinf %v567 : f16
  %v601 = math.isinf %v568 : f16
  %v602 = math.isinf %v569 : f16
  %v603 = math.isinf %v570 : f16
  %v604 = math.isinf %v571 : f16
  %v605 = math.isinf %v572 : f16
  %v606 = math.isinf %v573 : f16
  %v607 = math.isinf %v574 : f16
  %v608 = math.isinf %v575 : f16
  %v609 = math.isinf %v576 : f16
  %v610 = math.isinf %v577 : f16
  %v611 = math.isinf %v578 : f16
  %v612 = math.isinf %v579 : f16
  %v613 = vector.from_elements %v597, %v598, %v599, %v600, %v601, %v602, %v603, %v604, %v605, %v606, %v607, %v608, %v609, %v610, %v611, %v612 : vector<16xi1>
  vector.print str "f16 isinf: "
  vector.print %v613 : vector<16xi1>
  %v614 = math.isfinite %v564 : f16
  %v615 = math.isfinite %v565 : f16
  %v616 = math.isfinite %v566 : f16
  %v617 = math.isfinite %v567 : f16
  %v618 = math.isfinite %v568 : f16
  %v619 = math.isfinite %v569 : f16
  %v620 = math.isfinite %v570 : f16
  %v621 = math.isfinite %v571 : f16
  %v622 = math.isfinite %v572 : f16
  %v623 = math.isfinite %v573 : f16
  %v624 = math.isfinite %v574 : f16
  %v625 = math.isfinite %v575 : f16
  %v626 = math.isfinite %v576 : f16
  %v627 = math.isfinite %v577 : f16
  %v628 = math.isfinite %v578 : f16
  %v629 = math.isfinite %v579 : f16
  %v630 = vector.from_elements %v614, %v615, %v616, %v617, %v618, %v619, %v620, %v621, %v622, %v623, %v624, %v625, %v626, %v627, %v628, %v629 : vector<16xi1>
  vector.print str "f16 isfinite: "
  vector.print %v630 : vector<16xi1>
  %v631 = math.isnormal %v564 : f16
  %v632 = math.isnormal %v565 : f16
  %v633 = math.isnormal %v566 : f16
  %v634 = math.isnormal %v567 : f16
  %v635 = math.isnormal %v568 : f16
  %v636 = math.isnormal %v569 : f16
  %v637 = math.isnormal %v570 : f16
  %v638 = math.isnormal %v571 : f16
  %v639 = math.isnormal %v572 : f16
  %v640 = math.isnormal %v573 : f16
  %v641 = math.isnormal %v574 : f16
  %v642 = math.isnormal %v575 : f16
  %v643 = math.isnormal %v576 : f16
  %v644 = math.isnormal %v577 : f16
  %v645 = math.isnormal %v578 : f16
  %v646 = math.isnormal %v579 : f16
  %v647 = vector.from_elements %v631, %v632, %v633, %v634, %v635, %v636, %v637, %v638, %v639, %v640, %v641, %v642, %v643, %v644, %v645, %v646 : vector<16xi1>
  vector.print str "f16 isnormal: "
  vector.print %v647 : vector<16xi1>
  %g26m = memref.get_global @in25 : memref<16xbf16>
  %g26e0 = memref.load %g26m[%i0] : memref<16xbf16>
  %g26e1 = memref.load %g26m[%i1] : memref<16xbf16>
  %g26e2 = memref.load %g26m[%i2] : memref<16xbf16>
  %g26e3 = memref.load %g26m[%i3] : memref<16xbf16>
  %g26e4 = memref.load %g26m[%i4] : memref<16xbf16>
  %g26e5 = memref.load %g26m[%i5] : memref<16xbf16>
  %g26e6 = memref.load %g26m[%i6] : memref<16xbf16>
  %g26e7 = memref.load %g26m[%i7] : memref<16xbf16>
  %g26e8 = memref.load %g26m[%i8] : memref<16xbf16>
  %g26e9 = memref.load %g26m[%i9] : memref<16xbf16>
  %g26e10 = memref.load %g26m[%i10] : memref<16xbf16>
  %g26e11 = memref.load %g26m[%i11] : memref<16xbf16>
  %g26e12 = memref.load %g26m[%i12] : memref<16xbf16>
  %g26e13 = memref.load %g26m[%i13] : memref<16xbf16>
  %g26e14 = memref.load %g26m[%i14] : memref<16xbf16>
  %g26e15 = memref.load %g26m[%i15] : memref<16xbf16>
  %g26 = vector.from_elements %g26e0, %g26e1, %g26e2, %g26e3, %g26e4, %g26e5, %g26e6, %g26e7, %g26e8, %g26e9, %g26e10, %g26e11, %g26e12, %g26e13, %g26e14, %g26e15 : vector<16xbf16>
  %v648 = vector.extract %g26[0] : bf16 from vector<16xbf16>
  %v649 = vector.extract %g26[1] : bf16 from vector<16xbf16>
  %v650 = vector.extract %g26[2] : bf16 from vector<16xbf16>
  %v651 = vector.extract %g26[3] : bf16 from vector<16xbf16>
  %v652 = vector.extract %g26[4] : bf16 from vector<16xbf16>
  %v653 = vector.extract %g26[5] : bf16 from vector<16xbf16>
  %v654 = vector.extract %g26[6] : bf16 from vector<16xbf16>
  %v655 = vector.extract %g26[7] : bf16 from vector<16xbf16>
  %v656 = vector.extract %g26[8] : bf16 from vector<16xbf16>
  %v657 = vector.extract %g26[9] : bf16 from vector<16xbf16>
  %v658 = vector.extract %g26[10] : bf16 from vector<16xbf16>
  %v659 = vector.extract %g26[11] : bf16 from vector<16xbf16>
  %v660 = vector.extract %g26[12] : bf16 from vector<16xbf16>
  %v661 = vector.extract %g26[13] : bf16 from vector<16xbf16>
  %v662 = vector.extract %g26[14] : bf16 from vector<16xbf16>
  %v663 = vector.extract %g26[15] : bf16 from vector<16xbf16>
  %v664 = math.isnan %v648 : bf16
  %v665 = math.isnan %v649 : bf16
  %v666 = math.isnan %v650 : bf16
  %v667 = math.isnan %v651 : bf16
  %v668 = math.isnan %v652 : bf16
  %v669 = math.isnan %v653 : bf16
  %v670 = math.isnan %v654 : bf16
  %v671 = math.isnan %v655 : bf16
  %v672 = math.isnan %v656 : bf16
  %v673 = math.isnan %v657 : bf16
  %v674 = math.isnan %v658 : bf16
  %v675 = math.isnan %v659 : bf16
  %v676 = math.isnan %v660 : bf16
  %v677 = math.isnan %v661 : bf16
  %v678 = math.isnan %v662 : bf16
  %v679 = math.isnan %v663 : bf16
  %v680 = vector.from_elements %v664, %v665, %v666, %v667, %v668, %v669, %v670, %v671, %v672, %v673, %v674, %v675, %v676, %v677, %v678, %v679 : vector<16xi1>
  vector.print str "bf16 isnan: "
  vector.print %v680 : vector<16xi1>
  %v681 = math.isinf %v648 : bf16
  %v682 = math.isinf %v649 : bf16
  %v683 = math.isinf %v650 : bf16
  %v684 = math.isinf %v651 : bf16
  %v685 = math.isinf %v652 : bf16
  %v686 = math.isinf %v653 : bf16
  %v687 = math.isinf %v654 : bf16
  %v688 = math.isinf %v655 : bf16
  %v689 = math.isinf %v656 : bf16
  %v690 = math.isinf %v657 : bf16
  %v691 = math.isinf %v658 : bf16
  %v692 = math.isinf %v659 : bf16
  %v693 = math.isinf %v660 : bf16
  %v694 = math.isinf %v661 : bf16
  %v695 = math.isinf %v662 : bf16
  %v696 = math.isinf %v663 : bf16
  %v697 = vector.from_elements %v681, %v682, %v683, %v684, %v685, %v686, %v687, %v688, %v689, %v690, %v691, %v692, %v693, %v694, %v695, %v696 : vector<16xi1>
  vector.print str "bf16 isinf: "
  vector.print %v697 : vector<16xi1>
  %v698 = math.isfinite %v648 : bf16
  %v699 = math.isfinite %v649 : bf16
  %v700 = math.isfinite %v650 : bf16
  %v701 = math.isfinite %v651 : bf16
  %v702 = math.isfinite %v652 : bf16
  %v703 = math.isfinite %v653 : bf16
  %v704 = math.isfinite %v654 : bf16
  %v705 = math.isfinite %v655 : bf16
  %v706 = math.isfinite %v656 : bf16
  %v707 = math.isfinite %v657 : bf16
  %v708 = math.isfinite %v658 : bf16
  %v709 = math.isfinite %v659 : bf16
  %v710 = math.isfinite %v660 : bf16
  %v711 = math.isfinite %v661 : bf16
  %v712 = math.isfinite %v662 : bf16
  %v713 = math.isfinite %v663 : bf16
  %v714 = vector.from_elements %v698, %v699, %v700, %v701, %v702, %v703, %v704, %v705, %v706, %v707, %v708, %v709, %v710, %v711, %v712, %v713 : vector<16xi1>
  vector.print str "bf16 isfinite: "
  vector.print %v714 : vector<16xi1>
  %v715 = math.isnormal %v648 : bf16
  %v716 = math.isnormal %v649 : bf16
  %v717 = math.isnormal %v650 : bf16
  %v718 = math.isnormal %v651 : bf16
  %v719 = math.isnormal %v652 : bf16
  %v720 = math.isnormal %v653 : bf16
  %v721 = math.isnormal %v654 : bf16
  %v722 = math.isnormal %v655 : bf16
  %v723 = math.isnormal %v656 : bf16
  %v724 = math.isnormal %v657 : bf16
  %v725 = math.isnormal %v658 : bf16
  %v726 = math.isnormal %v659 : bf16
  %v727 = math.isnormal %v660 : bf16
  %v728 = math.isnormal %v661 : bf16
  %v729 = math.isnormal %v662 : bf16
  %v730 = math.isnormal %v663 : bf16
  %v731 = vector.from_elements %v715, %v716, %v717, %v718, %v719, %v720, %v721, %v722, %v723, %v724, %v725, %v726, %v727, %v728, %v729, %v730 : vector<16xi1>
  vector.print str "bf16 isnormal: "
  vector.print %v731 : vector<16xi1>
  return
}
// CHECK:      {{^}}f8E4M3FN sqrt: ( 0, -0, 1, -nan, 0.6875, 1.625, 22, -nan, 0.0429688, -nan, 1.75, 10, 0.125, -nan, 3.75, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN rsqrt: ( nan, -nan, 1, -nan, 1.375, 0.625, 0.046875, -nan, 22, -nan, 0.5625, 0.101562, 8, -nan, 0.25, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN exp: ( 1, 1, 2.75, 0.25, 1.625, 12, nan, 0, 1, 1, 26, nan, 1, 0.46875, nan, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN exp2: ( 1, 1, 2, 0.375, 1.375, 5.5, nan, 0, 1, 1, 10, nan, 1, 0.625, nan, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN expm1: ( 0, 0, 1.75, -0.75, 0.625, 11, nan, -1, 0.00195312, -0.0136719, 24, nan, 0.015625, -0.5, nan, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN log: ( -nan, -nan, 0, -nan, -0.6875, 0.9375, 6, -nan, -6, -nan, 1.125, 4.5, -4, -nan, 2.75, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN log2: ( -nan, -nan, 0, -nan, -1, 1.375, 9, -nan, -9, -nan, 1.75, 6.5, -6, -nan, 4, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN log10: ( -nan, -nan, 0, nan, -0.3125, 0.40625, 2.75, nan, -2.75, nan, 0.5, 2, -1.75, nan, 1.125, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN log1p: ( 0, 0, 0.6875, -nan, 0.40625, 1.25, 6, -nan, 0.00195312, -0.0136719, 1.5, 4.5, 0.015625, -1.375, 2.75, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN sin: ( 0, -0, 0.8125, -1, 0.46875, 0.625, 0.9375, -0.9375, 0.00195312, -0.0136719, -0.109375, 1, 0.015625, -0.6875, 0.625, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN cos: ( 1, 1, 0.5625, 0.1875, 0.875, -0.8125, -0.3125, -0.3125, 1, 1, -1, -0.1875, 1, 0.75, -0.75, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN tan: ( 0, -0, 1.5, -5, 0.5625, -0.75, -3, 3, 0.00195312, -0.0136719, 0.109375, -5.5, 0.015625, -0.9375, -0.875, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN tanh: ( 0, -0, 0.75, -0.875, 0.46875, 1, 1, -1, 0.00195312, -0.0136719, 1, 1, 0.015625, -0.625, 1, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN sinh: ( 0, -0, 1.125, -1.875, 0.5, 6, nan, -nan, 0.00195312, -0.0136719, 13, nan, 0.015625, -0.8125, nan, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN cosh: ( 1, 1, 1.5, 2, 1.125, 6, nan, nan, 1, 1, 13, nan, 1, 1.25, nan, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN asin: ( 0, -0, 1.625, nan, 0.5, nan, nan, nan, 0.00195312, -0.0136719, nan, nan, 0.015625, -0.875, nan, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN acos: ( 1.625, 1.625, 0, nan, 1, nan, nan, nan, 1.625, 1.625, nan, nan, 1.5, 2.5, nan, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN atan: ( 0, -0, 0.8125, -0.9375, 0.46875, 1.25, 1.625, -1.625, 0.00195312, -0.0136719, 1.25, 1.5, 0.015625, -0.625, 1.5, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN asinh: ( 0, -0, 0.875, -1.125, 0.46875, 1.625, 7, -7, 0.00195312, -0.0136719, 1.875, 5.5, 0.015625, -0.6875, 3.5, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN acosh: ( -nan, -nan, 0, -nan, -nan, 1.625, 7, -nan, -nan, -nan, 1.875, 5.5, -nan, -nan, 3.5, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN atanh: ( 0, -0, nan, -nan, 0.5625, -nan, -nan, -nan, 0.00195312, -0.0136719, -nan, -nan, 0.015625, -1, -nan, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN erf: ( 0, -0, 0.8125, -0.9375, 0.5, 1, 1, -1, 0.00195312, -0.015625, 1, 1, 0.0175781, -0.6875, 1, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN erfc: ( 1, 1, 0.15625, 2, 0.46875, 0, 0, 2, 1, 1, 0, 0, 1, 1.75, 0, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN cbrt: ( 0, -0, 1, -1.125, 0.8125, 1.375, 7.5, -7.5, 0.125, -0.234375, 1.5, 4.5, 0.25, -0.9375, 2.5, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN floor: ( 0, -0, 1, -2, 0, 2, 448, -448, 0, -1, 3, 96, 0, -1, 15, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN ceil: ( 0, -0, 1, -1, 1, 3, 448, -448, 1, -0, 4, 96, 1, -0, 15, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN round: ( 0, -0, 1, -1, 1, 3, 448, -448, 0, -0, 3, 96, 0, -1, 15, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN roundeven: ( 0, -0, 1, -1, 0, 2, 448, -448, 0, -0, 3, 96, 0, -1, 15, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN trunc: ( 0, -0, 1, -1, 0, 2, 448, -448, 0, -0, 3, 96, 0, -0, 15, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN sincos.sin: ( 0, -0, 0.8125, -1, 0.46875, 0.625, 0.9375, -0.9375, 0.00195312, -0.0136719, -0.109375, 1, 0.015625, -0.6875, 0.625, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN sincos.cos: ( 1, 1, 0.5625, 0.1875, 0.875, -0.8125, -0.3125, -0.3125, 1, 1, -1, -0.1875, 1, 0.75, -0.75, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN powf: ( nan, -0, 1, -nan, 0, 20, 0.9375, -nan, nan, 0, 20, 10, 320, -0.75, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN atan2: ( nan, -0, 2.25, -1.5, 0.00585938, 0.625, 1.625, -1.625, 3.25, -0, 0.9375, 1.625, 3.25, -0.625, 1.625, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN copysign: ( 0, 0, -1, 1.375, 0.5, 2.5, -448, 448, -0.00195312, 0.0136719, 3.25, 96, -0.015625, 0.75, -15, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN clampf: ( -1.375, 0.00195312, 1, 3.25, 96, 0.015625, -0.0136719, 15, nan, 0, -0, 15, nan, 0.5, 2.5, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN absf: ( 0, 0, 1, 1.375, 0.5, 2.5, 448, 448, 0.00195312, 0.0136719, 3.25, 96, 0.015625, 0.75, 15, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN isnan: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN isinf: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN isfinite: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0 ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN isnormal: ( 0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 0 ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN fpowi: ( nan, -nan, 1, -1.375, 0.25, 16, nan, -nan, nan, 0, 3.25, nan, 0, -1.375, 1, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN fma: ( 2.5, 448, -0.5625, nan, nan, 1, -1.375, nan, 1, -1.375, -0.875, 0.75, nan, nan, nan ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 sqrt: ( 0, -0, 1, -nan, 0.5, 1.75, 224, -nan, 0.00390625, -nan, inf, -nan, nan, 3, -nan, 0.875 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 rsqrt: ( inf, -inf, 1, -nan, 2, 0.625, 0.00390625, -nan, 256, -nan, 0, -nan, nan, 0.3125, -nan, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 exp: ( 1, 1, 2.5, 0.21875, 1.25, 20, inf, 0, 1, 1, inf, 0, nan, 20480, 0.5, 2.5 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 exp2: ( 1, 1, 2, 0.375, 1.25, 8, inf, 0, 1, 1, inf, 0, nan, 1024, 0.625, 1.75 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 expm1: ( 0, 0, 1.75, -0.75, 0.3125, 20, inf, -1, 1.52588e-05, -6.10352e-05, inf, -1, nan, 20480, -0.5, 1.5 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 log: ( -inf, -inf, 0, -nan, -1.5, 1, 10, -nan, -12, -nan, inf, -nan, nan, 2.5, -nan, -0.125 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 log2: ( -inf, -inf, 0, -nan, -2, 1.5, 16, -nan, -16, -nan, inf, -nan, nan, 3.5, -nan, -0.1875 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 log10: ( -inf, -inf, 0, nan, -0.625, 0.5, 5, nan, -5, nan, inf, nan, nan, 1, nan, -0.0546875 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 log1p: ( 0, 0, 0.75, -nan, 0.21875, 1.5, 10, -nan, 1.52588e-05, -6.10352e-05, inf, -nan, nan, 2.5, -1.5, 0.625 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 sin: ( 0, -0, 0.875, -1, 0.25, 0.15625, -0.5, 0.5, 1.52588e-05, -6.10352e-05, -nan, -nan, nan, -0.5, -0.625, 0.75 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 cos: ( 1, 1, 0.5, 0.078125, 1, -1, -0.875, -0.875, 1, 1, -nan, -nan, nan, -0.875, 0.75, 0.625 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 tan: ( 0, -0, 1.5, -14, 0.25, -0.15625, 0.5, -0.5, 1.52588e-05, -6.10352e-05, -nan, -nan, nan, 0.625, -0.875, 1.25 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 tanh: ( 0, -0, 0.75, -0.875, 0.25, 1, 1, -1, 1.52588e-05, -6.10352e-05, 1, -1, nan, 1, -0.625, 0.75 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 sinh: ( 0, -0, 1.25, -2, 0.25, 10, inf, -inf, 1.52588e-05, -6.10352e-05, inf, -inf, nan, 10240, -0.875, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 cosh: ( 1, 1, 1.5, 2.5, 1, 10, inf, inf, 1, 1, inf, inf, nan, 10240, 1.25, 1.5 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 asin: ( 0, -0, 1.5, nan, 0.25, nan, nan, nan, 1.52588e-05, -6.10352e-05, nan, nan, nan, nan, -0.875, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 acos: ( 1.5, 1.5, 0, nan, 1.25, nan, nan, nan, 1.5, 1.5, nan, nan, nan, nan, 2.5, 0.5 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 atan: ( 0, -0, 0.75, -1, 0.25, 1.25, 1.5, -1.5, 1.52588e-05, -6.10352e-05, 1.5, -1.5, nan, 1.5, -0.625, 0.75 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 asinh: ( 0, -0, 0.875, -1.25, 0.25, 1.75, 12, -12, 1.52588e-05, -6.10352e-05, inf, -inf, nan, 3, -0.75, 0.75 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 acosh: ( -nan, -nan, 0, -nan, -nan, 1.75, 12, -nan, -nan, -nan, inf, -nan, nan, 3, -nan, -nan ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 atanh: ( 0, -0, inf, -nan, 0.25, -nan, -nan, -nan, 1.52588e-05, -6.10352e-05, -nan, -nan, nan, -nan, -1, 1.25 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 erf: ( 0, -0, 0.875, -1, 0.25, 1, 1, -1, 1.52588e-05, -7.62939e-05, 1, -1, nan, 1, -0.75, 0.75 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 erfc: ( 1, 1, 0.15625, 2, 0.75, 1.52588e-05, 0, 2, 1, 1, 0, 2, nan, 0, 1.75, 0.21875 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 cbrt: ( 0, -0, 1, -1.25, 0.625, 1.5, 40, -40, 0.0234375, -0.0390625, inf, -inf, nan, 2, -0.875, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 floor: ( 0, -0, 1, -2, 0, 3, 57344, -57344, 0, -1, inf, -inf, nan, 10, -1, 0 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 ceil: ( 0, -0, 1, -1, 1, 3, 57344, -57344, 1, -0, inf, -inf, nan, 10, -0, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 round: ( 0, -0, 1, -2, 0, 3, 57344, -57344, 0, -0, inf, -inf, nan, 10, -1, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 roundeven: ( 0, -0, 1, -2, 0, 3, 57344, -57344, 0, -0, inf, -inf, nan, 10, -1, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 trunc: ( 0, -0, 1, -1, 0, 3, 57344, -57344, 0, -0, inf, -inf, nan, 10, -0, 0 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 sincos.sin: ( 0, -0, 0.875, -1, 0.25, 0.15625, -0.5, 0.5, 1.52588e-05, -6.10352e-05, -nan, -nan, nan, -0.5, -0.625, 0.75 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 sincos.cos: ( 1, 1, 0.5, 0.078125, 1, -1, -0.875, -0.875, 1, 1, -nan, -nan, nan, -0.875, 0.75, 0.625 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 powf: ( 0, inf, 1, nan, inf, inf, 1, -nan, inf, 0, inf, inf, nan, 10, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 atan2: ( 0, -3, 0.09375, nan, 3, 0, 1.5, -1.5, 3, -0, 1.5, -1.5, nan, 1.5, -1.5, 1.5 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 copysign: ( 0, -0, 1, 1.5, -0.25, 3, -57344, 57344, -1.52588e-05, 6.10352e-05, inf, inf, -nan, 10, -0.75, 0.875 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 clampf: ( -1.5, 1.52588e-05, 1, inf, -57344, nan, 10, -0.75, 0.875, nan, 10, 1, nan, 0.25, 3, 57344 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 absf: ( 0, 0, 1, 1.5, 0.25, 3, 57344, 57344, 1.52588e-05, 6.10352e-05, inf, inf, nan, 10, 0.75, 0.875 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 isnan: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 isinf: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 isfinite: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 isnormal: ( 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 1, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 fpowi: ( inf, -inf, 1, -1.5, 0.0625, 28, inf, -inf, inf, 0, inf, inf, nan, 0.09375, 1, 0.4375 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 fma: ( 3, 57344, inf, -inf, nan, -inf, nan, inf, inf, nan, 1, -1.5, 1, -1.5, -1.25, inf, -inf, nan, nan, nan, 0 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN sqrt: ( 0, -0, 0.5, 1, 1, 1.5, 1.5, 2, 2 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN rsqrt: ( 1.5, 1, 1, 0.5, 0.5, 0.5, 0.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN exp: ( 1, 1, 1.5, 3, 4, 6, 6, 6, 6, 0.5, 0.5, 0, 0, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN exp2: ( 1, 1, 1.5, 2, 3, 4, 6, 6, 6, 0.5, 0.5, 0.5, 0, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN expm1: ( 0, 0, 0.5, 1.5, 3, 6, 6, 6, 6, -0.5, -0.5, -1, -1, -1, -1, -1 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN log: ( -0.5, 0, 0.5, 0.5, 1, 1.5, 2 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN log2: ( -1, 0, 0.5, 1, 1.5, 2, 3 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN log10: ( -0.5, 0, 0, 0.5, 0.5, 0.5, 1 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN log1p: ( 0, 0, 0.5, 0.5, 1, 1, 1.5, 1.5, 2, -0.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN sin: ( 0, -0, 0.5, 1, 1, 1, 0, -1, -0.5, -0.5, -1, -1, -1, -0, 1, 0.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN cos: ( 1, 1, 1, 0.5, 0, -0.5, -1, -0.5, 1, 1, 0.5, 0, -0.5, -1, -0.5, 1 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN tan: ( 0, -0, 0.5, 1.5, 6, -2, -0, 1, -0.5, -0.5, -1.5, -6, 2, 0, -1, 0.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN tanh: ( 0, -0, 0.5, 1, 1, 1, 1, 1, 1, -0.5, -1, -1, -1, -1, -1, -1 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN sinh: ( 0, -0, 0.5, 1, 2, 4, 6, 6, 6, -0.5, -1, -2, -4, -6, -6, -6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN cosh: ( 1, 1, 1, 1.5, 2, 4, 6, 6, 6, 1, 1.5, 2, 4, 6, 6, 6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN asin: ( 0, -0, 0.5, 1.5, -0.5, -1.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN acos: ( 1.5, 1.5, 1, 0, 2, 3 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN atan: ( 0, -0, 0.5, 1, 1, 1, 1, 1.5, 1.5, -0.5, -1, -1, -1, -1, -1.5, -1.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN asinh: ( 0, -0, 0.5, 1, 1, 1.5, 2, 2, 2, -0.5, -1, -1, -1.5, -2, -2, -2 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN acosh: ( 0, 1, 1.5, 2, 2, 2 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN atanh: ( 0, -0, 0.5, -0.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN erf: ( 0, -0, 0.5, 1, 1, 1, 1, 1, 1, -0.5, -1, -1, -1, -1, -1, -1 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN erfc: ( 1, 1, 0.5, 0, 0, 0, 0, 0, 0, 1.5, 2, 2, 2, 2, 2, 2 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN cbrt: ( 0, -0, 1, 1, 1, 1.5, 1.5, 1.5, 2, -1, -1, -1, -1.5, -1.5, -1.5, -2 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN floor: ( 0, -0, 0, 1, 1, 2, 3, 4, 6, -1, -1, -2, -2, -3, -4, -6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN ceil: ( 0, -0, 1, 1, 2, 2, 3, 4, 6, -0, -1, -1, -2, -3, -4, -6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN round: ( 0, -0, 1, 1, 2, 2, 3, 4, 6, -1, -1, -2, -2, -3, -4, -6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN roundeven: ( 0, -0, 0, 1, 2, 2, 3, 4, 6, -0, -1, -2, -2, -3, -4, -6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN trunc: ( 0, -0, 0, 1, 1, 2, 3, 4, 6, -0, -1, -1, -2, -3, -4, -6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN sincos.sin: ( 0, -0, 0.5, 1, 1, 1, 0, -1, -0.5, -0.5, -1, -1, -1, -0, 1, 0.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN sincos.cos: ( 1, 1, 1, 0.5, 0, -0.5, -1, -0.5, 1, 1, 0.5, 0, -0.5, -1, -0.5, 1 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN powf: ( 6, 1, 0.5, 0.5, 0.5, 6, 6, -0, 1, -2, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN atan2: ( 3, -3, 3, 3, 2, 2, 1.5, 0.5, 1, -0, -0.5, -1, -1, -1.5, -1.5, -1.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN copysign: ( -0, -0, -0.5, -1, -1.5, -2, -3, 4, 6, 0.5, 1, 1.5, 2, 3, -4, 6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN clampf: ( 4, 6, 0.5, 1, 1.5, 2, -0.5, -1, -1.5, 0, -0, 0.5, 1, 1.5, 2, 3 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN absf: ( 0, 0, 0.5, 1, 1.5, 2, 3, 4, 6, 0.5, 1, 1.5, 2, 3, 4, 6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN isnan: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN isinf: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN isfinite: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN isnormal: ( 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN fpowi: ( 1, 1, 2, 6, 6, 6, 0, 0, -1, 2, -6, -0.5, 1, 6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN fma: ( 2, 3, -3, -6, -3, -3, 6, 0.5, 1, -1.5, 0.5, 1, 2, 6, -4, -1, -0.5, 0, 2, 6, -0 ){{$}}
// CHECK-NEXT: {{^}}f16 isnan: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}f16 isinf: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}f16 isfinite: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}f16 isnormal: ( 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 1, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}bf16 isnan: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}bf16 isinf: ( 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0 ){{$}}
// CHECK-NEXT: {{^}}bf16 isfinite: ( 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}bf16 isnormal: ( 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 0, 1, 1, 1 ){{$}}
