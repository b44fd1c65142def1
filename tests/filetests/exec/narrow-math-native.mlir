// Every math op but the class tests on f16 and bf16, as upstream 22.1.8's own f16/bf16 lowering
// computes them (--convert-math-to-llvm, --convert-math-to-libm: LLVM promotes each op to f32 and
// rounds the result once), with MathToLLVM's expansions in the type (rsqrt = 1 / sqrt, expm1 =
// exp - 1, log1p = log(1 + x): the inner result rounded too), llvm.copysign moving the sign bit,
// fpowi with a constant exponent as LLVM's chain of multiplications in the type, and math.fma
// rounded once for f16 but through an f32 fma for bf16. Inputs: zeros, ones, denormals, the
// largest values, infinities, NaN. Expected lines: mlir-runner's output after
// scripts/upstream-run.sh (body: scripts/gen-narrow-math-tests.py native). On this host (AVX512-
// BF16) LLVM converts f32 to bf16 with vcvtneps2bf16, which flushes denormal results to zero;
// with -mattr=-avx512bf16 (RUNNER_FLAGS) it keeps them but makes every NaN the positive
// canonical one. memref-run keeps both denormals and NaN signs, as APFloat does: each bf16 line
// below is one of the two runs' (every f16 line is both's).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
memref.global "private" constant @in0 : memref<16xf16> = dense<[0.0, -0.0, 1.0, -1.5, 0.5, 3.140625, 65504.0, -65504.0, 5.9604644775390625E-8, -6.103515625E-5, 0x7C00, 0xFC00, 0x7E00, 11.5, -0.7998046875, 100.5]>
memref.global "private" constant @in1 : memref<16xf16> = dense<[100.5, -0.7998046875, 11.5, 0x7E00, 0xFC00, 0x7C00, -6.103515625E-5, 5.9604644775390625E-8, -65504.0, 65504.0, 3.140625, 0.5, -1.5, 1.0, -0.0, 0.0]>
memref.global "private" constant @in2 : memref<16xf16> = dense<[-1.5, 0.5, 3.140625, 65504.0, -65504.0, 5.9604644775390625E-8, -6.103515625E-5, 0x7C00, 0xFC00, 0x7E00, 11.5, -0.7998046875, 100.5, 0.0, -0.0, 1.0]>
memref.global "private" constant @in3 : memref<16xf16> = dense<[-65504.0, 5.9604644775390625E-8, -6.103515625E-5, 0x7C00, 0xFC00, 0x7E00, 11.5, -0.7998046875, 100.5, 0.0, -0.0, 1.0, -1.5, 0.5, 3.140625, 65504.0]>
memref.global "private" constant @in4 : memref<16xbf16> = dense<[0.0, -0.0, 1.0, -1.5, 0.5, 3.140625, 3.3895313892515355E+38, -3.3895313892515355E+38, 9.1835496157991212E-41, -1.1754943508222875E-38, 0x7F80, 0xFF80, 0x7FC0, 11.5, -0.80078125, 100.5]>
memref.global "private" constant @in5 : memref<16xbf16> = dense<[100.5, -0.80078125, 11.5, 0x7FC0, 0xFF80, 0x7F80, -1.1754943508222875E-38, 9.1835496157991212E-41, -3.3895313892515355E+38, 3.3895313892515355E+38, 3.140625, 0.5, -1.5, 1.0, -0.0, 0.0]>
memref.global "private" constant @in6 : memref<16xbf16> = dense<[-1.5, 0.5, 3.140625, 3.3895313892515355E+38, -3.3895313892515355E+38, 9.1835496157991212E-41, -1.1754943508222875E-38, 0x7F80, 0xFF80, 0x7FC0, 11.5, -0.80078125, 100.5, 0.0, -0.0, 1.0]>
memref.global "private" constant @in7 : memref<16xbf16> = dense<[-3.3895313892515355E+38, 9.1835496157991212E-41, -1.1754943508222875E-38, 0x7F80, 0xFF80, 0x7FC0, 11.5, -0.80078125, 100.5, 0.0, -0.0, 1.0, -1.5, 0.5, 3.140625, 3.3895313892515355E+38]>
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
  // f16
  %g1m = memref.get_global @in0 : memref<16xf16>
  %g1e0 = memref.load %g1m[%i0] : memref<16xf16>
  %g1e1 = memref.load %g1m[%i1] : memref<16xf16>
  %g1e2 = memref.load %g1m[%i2] : memref<16xf16>
  %g1e3 = memref.load %g1m[%i3] : memref<16xf16>
  %g1e4 = memref.load %g1m[%i4] : memref<16xf16>
  %g1e5 = memref.load %g1m[%i5] : memref<16xf16>
  %g1e6 = memref.load %g1m[%i6] : memref<16xf16>
  %g1e7 = memref.load %g1m[%i7] : memref<16xf16>
  %g1e8 = memref.load %g1m[%i8] : memref<16xf16>
  %g1e9 = memref.load %g1m[%i9] : memref<16xf16>
  %g1e10 = memref.load %g1m[%i10] : memref<16xf16>
  %g1e11 = memref.load %g1m[%i11] : memref<16xf16>
  %g1e12 = memref.load %g1m[%i12] : memref<16xf16>
  %g1e13 = memref.load %g1m[%i13] : memref<16xf16>
  %g1e14 = memref.load %g1m[%i14] : memref<16xf16>
  %g1e15 = memref.load %g1m[%i15] : memref<16xf16>
  %g1 = vector.from_elements %g1e0, %g1e1, %g1e2, %g1e3, %g1e4, %g1e5, %g1e6, %g1e7, %g1e8, %g1e9, %g1e10, %g1e11, %g1e12, %g1e13, %g1e14, %g1e15 : vector<16xf16>
  %v1 = math.sqrt %g1 : vector<16xf16>
  vector.print str "f16 sqrt: "
  vector.print %v1 : vector<16xf16>
  %v2 = math.rsqrt %g1 : vector<16xf16>
  vector.print str "f16 rsqrt: "
  vector.print %v2 : vector<16xf16>
  %v3 = math.exp %g1 : vector<16xf16>
  vector.print str "f16 exp: "
  vector.print %v3 : vector<16xf16>
  %v4 = math.exp2 %g1 : vector<16xf16>
  vector.print str "f16 exp2: "
  vector.print %v4 : vector<16xf16>
  %v5 = math.expm1 %g1 : vector<16xf16>
  vector.print str "f16 expm1: "
  vector.print %v5 : vector<16xf16>
  %v6 = math.log %g1 : vector<16xf16>
  vector.print str "f16 log: "
  vector.print %v6 : vector<16xf16>
  %v7 = math.log2 %g1 : vector<16xf16>
  vector.print str "f16 log2: "
  vector.print %v7 : vector<16xf16>
  %v8 = math.log10 %g1 : vector<16xf16>
  vector.print str "f16 log10: "
  vector.print %v8 : vector<16xf16>
  %v9 = math.log1p %g1 : vector<16xf16>
  vector.print str "f16 log1p: "
  vector.print %v9 : vector<16xf16>
  %v10 = math.sin %g1 : vector<16xf16>
  vector.print str "f16 sin: "
  vector.print %v10 : vector<16xf16>
  %v11 = math.cos %g1 : vector<16xf16>
  vector.print str "f16 cos: "
  vector.print %v11 : vector<16xf16>
  %v12 = math.tan %g1 : vector<16xf16>
  vector.print str "f16 tan: "
  vector.print %v12 : vector<16xf16>
  %v13 = math.tanh %g1 : vector<16xf16>
  vector.print str "f16 tanh: "
  vector.print %v13 : vector<16xf16>
  %v14 = math.sinh %g1 : vector<16xf16>
  vector.print str "f16 sinh: "
  vector.print %v14 : vector<16xf16>
  %v15 = math.cosh %g1 : vector<16xf16>
  vector.print str "f16 cosh: "
  vector.print %v15 : vector<16xf16>
  %v16 = math.asin %g1 : vector<16xf16>
  vector.print str "f16 asin: "
  vector.print %v16 : vector<16xf16>
  %v17 = math.acos %g1 : vector<16xf16>
  vector.print str "f16 acos: "
  vector.print %v17 : vector<16xf16>
  %v18 = math.atan %g1 : vector<16xf16>
  vector.print str "f16 atan: "
  vector.print %v18 : vector<16xf16>
  %v19 = math.asinh %g1 : vector<16xf16>
  vector.print str "f16 asinh: "
  vector.print %v19 : vector<16xf16>
  %v20 = math.acosh %g1 : vector<16xf16>
  vector.print str "f16 acosh: "
  vector.print %v20 : vector<16xf16>
  %v21 = math.atanh %g1 : vector<16xf16>
  vector.print str "f16 atanh: "
  vector.print %v21 : vector<16xf16>
  %v22 = math.erf %g1 : vector<16xf16>
  vector.print str "f16 erf: "
  vector.print %v22 : vector<16xf16>
  %v23 = math.erfc %g1 : vector<16xf16>
  vector.print str "f16 erfc: "
  vector.print %v23 : vector<16xf16>
  %v24 = math.cbrt %g1 : vector<16xf16>
  vector.print str "f16 cbrt: "
  vector.print %v24 : vector<16xf16>
  %v25 = math.floor %g1 : vector<16xf16>
  vector.print str "f16 floor: "
  vector.print %v25 : vector<16xf16>
  %v26 = math.ceil %g1 : vector<16xf16>
  vector.print str "f16 ceil: "
  vector.print %v26 : vector<16xf16>
  %v27 = math.round %g1 : vector<16xf16>
  vector.print str "f16 round: "
  vector.print %v27 : vector<16xf16>
  %v28 = math.roundeven %g1 : vector<16xf16>
  vector.print str "f16 roundeven: "
  vector.print %v28 : vector<16xf16>
  %v29 = math.trunc %g1 : vector<16xf16>
  vector.print str "f16 trunc: "
  vector.print %v29 : vector<16xf16>
  %v30, %v31 = math.sincos %g1 : vector<16xf16>
  vector.print str "f16 sincos.sin: "
  vector.print %v30 : vector<16xf16>
  vector.print str "f16 sincos.cos: "
  vector.print %v31 : vector<16xf16>
  %g2m = memref.get_global @in1 : memref<16xf16>
  %g2e0 = memref.load %g2m[%i0] : memref<16xf16>
  %g2e1 = memref.load %g2m[%i1] : memref<16xf16>
  %g2e2 = memref.load %g2m[%i2] : memref<16xf16>
  %g2e3 = memref.load %g2m[%i3] : memref<16xf16>
  %g2e4 = memref.load %g2m[%i4] : memref<16xf16>
  %g2e5 = memref.load %g2m[%i5] : memref<16xf16>
  %g2e6 = memref.load %g2m[%i6] : memref<16xf16>
  %g2e7 = memref.load %g2m[%i7] : memref<16xf16>
  %g2e8 = memref.load %g2m[%i8] : memref<16xf16>
  %g2e9 = memref.load %g2m[%i9] : memref<16xf16>
  %g2e10 = memref.load %g2m[%i10] : memref<16xf16>
  %g2e11 = memref.load %g2m[%i11] : memref<16xf16>
  %g2e12 = memref.load %g2m[%i12] : memref<16xf16>
  %g2e13 = memref.load %g2m[%i13] : memref<16xf16>
  %g2e14 = memref.load %g2m[%i14] : memref<16xf16>
  %g2e15 = memref.load %g2m[%i15] : memref<16xf16>
  %g2 = vector.from_elements %g2e0, %g2e1, %g2e2, %g2e3, %g2e4, %g2e5, %g2e6, %g2e7, %g2e8, %g2e9, %g2e10, %g2e11, %g2e12, %g2e13, %g2e14, %g2e15 : vector<16xf16>
  %v32 = math.powf %g1, %g2 : vector<16xf16>
  vector.print str "f16 powf: "
  vector.print %v32 : vector<16xf16>
  %v33 = math.atan2 %g1, %g2 : vector<16xf16>
  vector.print str "f16 atan2: "
  vector.print %v33 : vector<16xf16>
  %v34 = math.copysign %g1, %g2 : vector<16xf16>
  vector.print str "f16 copysign: "
  vector.print %v34 : vector<16xf16>
  %g3m = memref.get_global @in2 : memref<16xf16>
  %g3e0 = memref.load %g3m[%i0] : memref<16xf16>
  %g3e1 = memref.load %g3m[%i1] : memref<16xf16>
  %g3e2 = memref.load %g3m[%i2] : memref<16xf16>
  %g3e3 = memref.load %g3m[%i3] : memref<16xf16>
  %g3e4 = memref.load %g3m[%i4] : memref<16xf16>
  %g3e5 = memref.load %g3m[%i5] : memref<16xf16>
  %g3e6 = memref.load %g3m[%i6] : memref<16xf16>
  %g3e7 = memref.load %g3m[%i7] : memref<16xf16>
  %g3e8 = memref.load %g3m[%i8] : memref<16xf16>
  %g3e9 = memref.load %g3m[%i9] : memref<16xf16>
  %g3e10 = memref.load %g3m[%i10] : memref<16xf16>
  %g3e11 = memref.load %g3m[%i11] : memref<16xf16>
  %g3e12 = memref.load %g3m[%i12] : memref<16xf16>
  %g3e13 = memref.load %g3m[%i13] : memref<16xf16>
  %g3e14 = memref.load %g3m[%i14] : memref<16xf16>
  %g3e15 = memref.load %g3m[%i15] : memref<16xf16>
  %g3 = vector.from_elements %g3e0, %g3e1, %g3e2, %g3e3, %g3e4, %g3e5, %g3e6, %g3e7, %g3e8, %g3e9, %g3e10, %g3e11, %g3e12, %g3e13, %g3e14, %g3e15 : vector<16xf16>
  %g4m = memref.get_global @in3 : memref<16xf16>
  %g4e0 = memref.load %g4m[%i0] : memref<16xf16>
  %g4e1 = memref.load %g4m[%i1] : memref<16xf16>
  %g4e2 = memref.load %g4m[%i2] : memref<16xf16>
  %g4e3 = memref.load %g4m[%i3] : memref<16xf16>
  %g4e4 = memref.load %g4m[%i4] : memref<16xf16>
  %g4e5 = memref.load %g4m[%i5] : memref<16xf16>
  %g4e6 = memref.load %g4m[%i6] : memref<16xf16>
  %g4e7 = memref.load %g4m[%i7] : memref<16xf16>
  %g4e8 = memref.load %g4m[%i8] : memref<16xf16>
  %g4e9 = memref.load %g4m[%i9] : memref<16xf16>
  %g4e10 = memref.load %g4m[%i10] : memref<16xf16>
  %g4e11 = memref.load %g4m[%i11] : memref<16xf16>
  %g4e12 = memref.load %g4m[%i12] : memref<16xf16>
  %g4e13 = memref.load %g4m[%i13] : memref<16xf16>
  %g4e14 = memref.load %g4m[%i14] : memref<16xf16>
  %g4e15 = memref.load %g4m[%i15] : memref<16xf16>
  %g4 = vector.from_elements %g4e0, %g4e1, %g4e2, %g4e3, %g4e4, %g4e5, %g4e6, %g4e7, %g4e8, %g4e9, %g4e10, %g4e11, %g4e12, %g4e13, %g4e14, %g4e15 : vector<16xf16>
  %v35 = math.clampf %g1 to [%g3, %g4] : vector<16xf16>
  vector.print str "f16 clampf: "
  vector.print %v35 : vector<16xf16>
  %v36 = vector.extract %g1[0] : f16 from vector<16xf16>
  %v37 = vector.extract %g1[1] : f16 from vector<16xf16>
  %v38 = vector.extract %g1[2] : f16 from vector<16xf16>
  %v39 = vector.extract %g1[3] : f16 from vector<16xf16>
  %v40 = vector.extract %g1[4] : f16 from vector<16xf16>
  %v41 = vector.extract %g1[5] : f16 from vector<16xf16>
  %v42 = vector.extract %g1[6] : f16 from vector<16xf16>
  %v43 = vector.extract %g1[7] : f16 from vector<16xf16>
  %v44 = vector.extract %g1[8] : f16 from vector<16xf16>
  %v45 = vector.extract %g1[9] : f16 from vector<16xf16>
  %v46 = vector.extract %g1[10] : f16 from vector<16xf16>
  %v47 = vector.extract %g1[11] : f16 from vector<16xf16>
  %v48 = vector.extract %g1[12] : f16 from vector<16xf16>
  %v49 = vector.extract %g1[13] : f16 from vector<16xf16>
  %v50 = vector.extract %g1[14] : f16 from vector<16xf16>
  %v51 = vector.extract %g1[15] : f16 from vector<16xf16>
  %v52 = math.absf %v36 : f16
  %v53 = math.absf %v37 : f16
  %v54 = math.absf %v38 : f16
  %v55 = math.absf %v39 : f16
  %v56 = math.absf %v40 : f16
  %v57 = math.absf %v41 : f16
  %v58 = math.absf %v42 : f16
  %v59 = math.absf %v43 : f16
  %v60 = math.absf %v44 : f16
  %v61 = math.absf %v45 : f16
  %v62 = math.absf %v46 : f16
  %v63 = math.absf %v47 : f16
  %v64 = math.absf %v48 : f16
  %v65 = math.absf %v49 : f16
  %v66 = math.absf %v50 : f16
  %v67 = math.absf %v51 : f16
  %v68 = vector.from_elements %v52, %v53, %v54, %v55, %v56, %v57, %v58, %v59, %v60, %v61, %v62, %v63, %v64, %v65, %v66, %v67 : vector<16xf16>
  vector.print str "f16 absf: "
  vector.print %v68 : vector<16xf16>
  %v69 = arith.constant -3 : i32
  %v70 = math.fpowi %v36, %v69 : f16, i32
  %v71 = arith.constant -1 : i32
  %v72 = math.fpowi %v37, %v71 : f16, i32
  %v73 = arith.constant 0 : i32
  %v74 = math.fpowi %v38, %v73 : f16, i32
  %v75 = arith.constant 1 : i32
  %v76 = math.fpowi %v39, %v75 : f16, i32
  %v77 = arith.constant 2 : i32
  %v78 = math.fpowi %v40, %v77 : f16, i32
  %v79 = arith.constant 3 : i32
  %v80 = math.fpowi %v41, %v79 : f16, i32
  %v81 = arith.constant 7 : i32
  %v82 = math.fpowi %v42, %v81 : f16, i32
  %v83 = arith.constant 5 : i32
  %v84 = math.fpowi %v43, %v83 : f16, i32
  %v85 = arith.constant -2 : i32
  %v86 = math.fpowi %v44, %v85 : f16, i32
  %v87 = arith.constant 4 : i32
  %v88 = math.fpowi %v45, %v87 : f16, i32
  %v89 = arith.constant 1 : i32
  %v90 = math.fpowi %v46, %v89 : f16, i32
  %v91 = arith.constant 2 : i32
  %v92 = math.fpowi %v47, %v91 : f16, i32
  %v93 = arith.constant 3 : i32
  %v94 = math.fpowi %v48, %v93 : f16, i32
  %v95 = arith.constant -1 : i32
  %v96 = math.fpowi %v49, %v95 : f16, i32
  %v97 = arith.constant 0 : i32
  %v98 = math.fpowi %v50, %v97 : f16, i32
  %v99 = arith.constant 6 : i32
  %v100 = math.fpowi %v51, %v99 : f16, i32
  %v101 = vector.from_elements %v70, %v72, %v74, %v76, %v78, %v80, %v82, %v84, %v86, %v88, %v90, %v92, %v94, %v96, %v98, %v100 : vector<16xf16>
  vector.print str "f16 fpowi: "
  vector.print %v101 : vector<16xf16>
  %v102 = math.fma %v36, %v39, %v41 : f16
  %v103 = math.fma %v37, %v40, %v42 : f16
  %v104 = math.fma %v38, %v41, %v43 : f16
  %v105 = math.fma %v39, %v42, %v44 : f16
  %v106 = math.fma %v40, %v43, %v45 : f16
  %v107 = math.fma %v41, %v44, %v46 : f16
  %v108 = math.fma %v42, %v45, %v47 : f16
  %v109 = math.fma %v43, %v46, %v48 : f16
  %v110 = math.fma %v44, %v47, %v49 : f16
  %v111 = math.fma %v45, %v48, %v50 : f16
  %v112 = math.fma %v46, %v49, %v51 : f16
  %v113 = math.fma %v47, %v50, %v36 : f16
  %v114 = math.fma %v48, %v51, %v37 : f16
  %v115 = math.fma %v49, %v36, %v38 : f16
  %v116 = math.fma %v50, %v37, %v39 : f16
  %v117 = math.fma %v51, %v38, %v40 : f16
  %v118 = math.fma %v36, %v37, %v38 : f16
  %v119 = math.fma %v37, %v38, %v39 : f16
  %v120 = math.fma %v38, %v39, %v40 : f16
  %v121 = math.fma %v39, %v40, %v41 : f16
  %v122 = math.fma %v40, %v41, %v42 : f16
  %v123 = math.fma %v41, %v42, %v43 : f16
  %v124 = math.fma %v42, %v43, %v44 : f16
  %v125 = math.fma %v43, %v44, %v45 : f16
  %v126 = math.fma %v44, %v45, %v46 : f16
  %v127 = math.fma %v45, %v46, %v47 : f16
  %v128 = math.fma %v46, %v47, %v48 : f16
  %v129 = math.fma %v47, %v48, %v49 : f16
  %v130 = math.fma %v48, %v49, %v50 : f16
  %v131 = math.fma %v49, %v50, %v51 : f16
  %v132 = math.fma %v50, %v51, %v36 : f16
  %v133 = math.fma %v51, %v36, %v37 : f16
  %v134 = vector.from_elements %v102, %v103, %v104, %v105, %v106, %v107, %v108, %v109, %v110, %v111, %v112, %v113, %v114, %v115, %v116, %v117, %v118, %v119, %v120, %v121, %v122, %v123, %v124, %v125, %v126, %v127, %v128, %v129, %v130, %v131, %v132, %v133 : vector<32xf16>
  vector.print str "f16 fma: "
  vector.print %v134 : vector<32xf16>
  // bf16
  %g5m = memref.get_global @in4 : memref<16xbf16>
  %g5e0 = memref.load %g5m[%i0] : memref<16xbf16>
  %g5e1 = memref.load %g5m[%i1] : memref<16xbf16>
  %g5e2 = memref.load %g5m[%i2] : memref<16xbf16>
  %g5e3 = memref.load %g5m[%i3] : memref<16xbf16>
  %g5e4 = memref.load %g5m[%i4] : memref<16xbf16>
  %g5e5 = memref.load %g5m[%i5] : memref<16xbf16>
  %g5e6 = memref.load %g5m[%i6] : memref<16xbf16>
  %g5e7 = memref.load %g5m[%i7] : memref<16xbf16>
  %g5e8 = memref.load %g5m[%i8] : memref<16xbf16>
  %g5e9 = memref.load %g5m[%i9] : memref<16xbf16>
  %g5e10 = memref.load %g5m[%i10] : memref<16xbf16>
  %g5e11 = memref.load %g5m[%i11] : memref<16xbf16>
  %g5e12 = memref.load %g5m[%i12] : memref<16xbf16>
  %g5e13 = memref.load %g5m[%i13] : memref<16xbf16>
  %g5e14 = memref.load %g5m[%i14] : memref<16xbf16>
  %g5e15 = memref.load %g5m[%i15] : memref<16xbf16>
  %g5 = vector.from_elements %g5e0, %g5e1, %g5e2, %g5e3, %g5e4, %g5e5, %g5e6, %g5e7, %g5e8, %g5e9, %g5e10, %g5e11, %g5e12, %g5e13, %g5e14, %g5e15 : vector<16xbf16>
  %v135 = math.sqrt %g5 : vector<16xbf16>
  vector.print str "bf16 sqrt: "
  vector.print %v135 : vector<16xbf16>
  %v136 = math.rsqrt %g5 : vector<16xbf16>
  vector.print str "bf16 rsqrt: "
  vector.print %v136 : vector<16xbf16>
  %v137 = math.exp %g5 : vector<16xbf16>
  vector.print str "bf16 exp: "
  vector.print %v137 : vector<16xbf16>
  %v138 = math.exp2 %g5 : vector<16xbf16>
  vector.print str "bf16 exp2: "
  vector.print %v138 : vector<16xbf16>
  %v139 = math.expm1 %g5 : vector<16xbf16>
  vector.print str "bf16 expm1: "
  vector.print %v139 : vector<16xbf16>
  %v140 = math.log %g5 : vector<16xbf16>
  vector.print str "bf16 log: "
  vector.print %v140 : vector<16xbf16>
  %v141 = math.log2 %g5 : vector<16xbf16>
  vector.print str "bf16 log2: "
  vector.print %v141 : vector<16xbf16>
  %v142 = math.log10 %g5 : vector<16xbf16>
  vector.print str "bf16 log10: "
  vector.print %v142 : vector<16xbf16>
  %v143 = math.log1p %g5 : vector<16xbf16>
  vector.print str "bf16 log1p: "
  vector.print %v143 : vector<16xbf16>
  %v144 = math.sin %g5 : vector<16xbf16>
  vector.print str "bf16 sin: "
  vector.print %v144 : vector<16xbf16>
  %v145 = math.cos %g5 : vector<16xbf16>
  vector.print str "bf16 cos: "
  vector.print %v145 : vector<16xbf16>
  %v146 = math.tan %g5 : vector<16xbf16>
  vector.print str "bf16 tan: "
  vector.print %v146 : vector<16xbf16>
  %v147 = math.tanh %g5 : vector<16xbf16>
  vector.print str "bf16 tanh: "
  vector.print %v147 : vector<16xbf16>
  %v148 = math.sinh %g5 : vector<16xbf16>
  vector.print str "bf16 sinh: "
  vector.print %v148 : vector<16xbf16>
  %v149 = math.cosh %g5 : vector<16xbf16>
  vector.print str "bf16 cosh: "
  vector.print %v149 : vector<16xbf16>
  %v150 = math.asin %g5 : vector<16xbf16>
  vector.print str "bf16 asin: "
  vector.print %v150 : vector<16xbf16>
  %v151 = math.acos %g5 : vector<16xbf16>
  vector.print str "bf16 acos: "
  vector.print %v151 : vector<16xbf16>
  %v152 = math.atan %g5 : vector<16xbf16>
  vector.print str "bf16 atan: "
  vector.print %v152 : vector<16xbf16>
  %v153 = math.asinh %g5 : vector<16xbf16>
  vector.print str "bf16 asinh: "
  vector.print %v153 : vector<16xbf16>
  %v154 = math.acosh %g5 : vector<16xbf16>
  vector.print str "bf16 acosh: "
  vector.print %v154 : vector<16xbf16>
  %v155 = math.atanh %g5 : vector<16xbf16>
  vector.print str "bf16 atanh: "
  vector.print %v155 : vector<16xbf16>
  %v156 = math.erf %g5 : vector<16xbf16>
  vector.print str "bf16 erf: "
  vector.print %v156 : vector<16xbf16>
  %v157 = math.erfc %g5 : vector<16xbf16>
  vector.print str "bf16 erfc: "
  vector.print %v157 : vector<16xbf16>
  %v158 = math.cbrt %g5 : vector<16xbf16>
  vector.print str "bf16 cbrt: "
  vector.print %v158 : vector<16xbf16>
  %v159 = math.floor %g5 : vector<16xbf16>
  vector.print str "bf16 floor: "
  vector.print %v159 : vector<16xbf16>
  %v160 = math.ceil %g5 : vector<16xbf16>
  vector.print str "bf16 ceil: "
  vector.print %v160 : vector<16xbf16>
  %v161 = math.round %g5 : vector<16xbf16>
  vector.print str "bf16 round: "
  vector.print %v161 : vector<16xbf16>
  %v162 = math.roundeven %g5 : vector<16xbf16>
  vector.print str "bf16 roundeven: "
  vector.print %v162 : vector<16xbf16>
  %v163 = math.trunc %g5 : vector<16xbf16>
  vector.print str "bf16 trunc: "
  vector.print %v163 : vector<16xbf16>
  %v164, %v165 = math.sincos %g5 : vector<16xbf16>
  vector.print str "bf16 sincos.sin: "
  vector.print %v164 : vector<16xbf16>
  vector.print str "bf16 sincos.cos: "
  vector.print %v165 : vector<16xbf16>
  %g6m = memref.get_global @in5 : memref<16xbf16>
  %g6e0 = memref.load %g6m[%i0] : memref<16xbf16>
  %g6e1 = memref.load %g6m[%i1] : memref<16xbf16>
  %g6e2 = memref.load %g6m[%i2] : memref<16xbf16>
  %g6e3 = memref.load %g6m[%i3] : memref<16xbf16>
  %g6e4 = memref.load %g6m[%i4] : memref<16xbf16>
  %g6e5 = memref.load %g6m[%i5] : memref<16xbf16>
  %g6e6 = memref.load %g6m[%i6] : memref<16xbf16>
  %g6e7 = memref.load %g6m[%i7] : memref<16xbf16>
  %g6e8 = memref.load %g6m[%i8] : memref<16xbf16>
  %g6e9 = memref.load %g6m[%i9] : memref<16xbf16>
  %g6e10 = memref.load %g6m[%i10] : memref<16xbf16>
  %g6e11 = memref.load %g6m[%i11] : memref<16xbf16>
  %g6e12 = memref.load %g6m[%i12] : memref<16xbf16>
  %g6e13 = memref.load %g6m[%i13] : memref<16xbf16>
  %g6e14 = memref.load %g6m[%i14] : memref<16xbf16>
  %g6e15 = memref.load %g6m[%i15] : memref<16xbf16>
  %g6 = vector.from_elements %g6e0, %g6e1, %g6e2, %g6e3, %g6e4, %g6e5, %g6e6, %g6e7, %g6e8, %g6e9, %g6e10, %g6e11, %g6e12, %g6e13, %g6e14, %g6e15 : vector<16xbf16>
  %v166 = math.powf %g5, %g6 : vector<16xbf16>
  vector.print str "bf16 powf: "
  vector.print %v166 : vector<16xbf16>
  %v167 = math.atan2 %g5, %g6 : vector<16xbf16>
  vector.print str "bf16 atan2: "
  vector.print %v167 : vector<16xbf16>
  %v168 = math.copysign %g5, %g6 : vector<16xbf16>
  vector.print str "bf16 copysign: "
  vector.print %v168 : vector<16xbf16>
  %g7m = memref.get_global @in6 : memref<16xbf16>
  %g7e0 = memref.load %g7m[%i0] : memref<16xbf16>
  %g7e1 = memref.load %g7m[%i1] : memref<16xbf16>
  %g7e2 = memref.load %g7m[%i2] : memref<16xbf16>
  %g7e3 = memref.load %g7m[%i3] : memref<16xbf16>
  %g7e4 = memref.load %g7m[%i4] : memref<16xbf16>
  %g7e5 = memref.load %g7m[%i5] : memref<16xbf16>
  %g7e6 = memref.load %g7m[%i6] : memref<16xbf16>
  %g7e7 = memref.load %g7m[%i7] : memref<16xbf16>
  %g7e8 = memref.load %g7m[%i8] : memref<16xbf16>
  %g7e9 = memref.load %g7m[%i9] : memref<16xbf16>
  %g7e10 = memref.load %g7m[%i10] : memref<16xbf16>
  %g7e11 = memref.load %g7m[%i11] : memref<16xbf16>
  %g7e12 = memref.load %g7m[%i12] : memref<16xbf16>
  %g7e13 = memref.load %g7m[%i13] : memref<16xbf16>
  %g7e14 = memref.load %g7m[%i14] : memref<16xbf16>
  %g7e15 = memref.load %g7m[%i15] : memref<16xbf16>
  %g7 = vector.from_elements %g7e0, %g7e1, %g7e2, %g7e3, %g7e4, %g7e5, %g7e6, %g7e7, %g7e8, %g7e9, %g7e10, %g7e11, %g7e12, %g7e13, %g7e14, %g7e15 : vector<16xbf16>
  %g8m = memref.get_global @in7 : memref<16xbf16>
  %g8e0 = memref.load %g8m[%i0] : memref<16xbf16>
  %g8e1 = memref.load %g8m[%i1] : memref<16xbf16>
  %g8e2 = memref.load %g8m[%i2] : memref<16xbf16>
  %g8e3 = memref.load %g8m[%i3] : memref<16xbf16>
  %g8e4 = memref.load %g8m[%i4] : memref<16xbf16>
  %g8e5 = memref.load %g8m[%i5] : memref<16xbf16>
  %g8e6 = memref.load %g8m[%i6] : memref<16xbf16>
  %g8e7 = memref.load %g8m[%i7] : memref<16xbf16>
  %g8e8 = memref.load %g8m[%i8] : memref<16xbf16>
  %g8e9 = memref.load %g8m[%i9] : memref<16xbf16>
  %g8e10 = memref.load %g8m[%i10] : memref<16xbf16>
  %g8e11 = memref.load %g8m[%i11] : memref<16xbf16>
  %g8e12 = memref.load %g8m[%i12] : memref<16xbf16>
  %g8e13 = memref.load %g8m[%i13] : memref<16xbf16>
  %g8e14 = memref.load %g8m[%i14] : memref<16xbf16>
  %g8e15 = memref.load %g8m[%i15] : memref<16xbf16>
  %g8 = vector.from_elements %g8e0, %g8e1, %g8e2, %g8e3, %g8e4, %g8e5, %g8e6, %g8e7, %g8e8, %g8e9, %g8e10, %g8e11, %g8e12, %g8e13, %g8e14, %g8e15 : vector<16xbf16>
  %v169 = math.clampf %g5 to [%g7, %g8] : vector<16xbf16>
  vector.print str "bf16 clampf: "
  vector.print %v169 : vector<16xbf16>
  %v170 = vector.extract %g5[0] : bf16 from vector<16xbf16>
  %v171 = vector.extract %g5[1] : bf16 from vector<16xbf16>
  %v172 = vector.extract %g5[2] : bf16 from vector<16xbf16>
  %v173 = vector.extract %g5[3] : bf16 from vector<16xbf16>
  %v174 = vector.extract %g5[4] : bf16 from vector<16xbf16>
  %v175 = vector.extract %g5[5] : bf16 from vector<16xbf16>
  %v176 = vector.extract %g5[6] : bf16 from vector<16xbf16>
  %v177 = vector.extract %g5[7] : bf16 from vector<16xbf16>
  %v178 = vector.extract %g5[8] : bf16 from vector<16xbf16>
  %v179 = vector.extract %g5[9] : bf16 from vector<16xbf16>
  %v180 = vector.extract %g5[10] : bf16 from vector<16xbf16>
  %v181 = vector.extract %g5[11] : bf16 from vector<16xbf16>
  %v182 = vector.extract %g5[12] : bf16 from vector<16xbf16>
  %v183 = vector.extract %g5[13] : bf16 from vector<16xbf16>
  %v184 = vector.extract %g5[14] : bf16 from vector<16xbf16>
  %v185 = vector.extract %g5[15] : bf16 from vector<16xbf16>
  %v186 = math.absf %v170 : bf16
  %v187 = math.absf %v171 : bf16
  %v188 = math.absf %v172 : bf16
  %v189 = math.absf %v173 : bf16
  %v190 = math.absf %v174 : bf16
  %v191 = math.absf %v175 : bf16
  %v192 = math.absf %v176 : bf16
  %v193 = math.absf %v177 : bf16
  %v194 = math.absf %v178 : bf16
  %v195 = math.absf %v179 : bf16
  %v196 = math.absf %v180 : bf16
  %v197 = math.absf %v181 : bf16
  %v198 = math.absf %v182 : bf16
  %v199 = math.absf %v183 : bf16
  %v200 = math.absf %v184 : bf16
  %v201 = math.absf %v185 : bf16
  %v202 = vector.from_elements %v186, %v187, %v188, %v189, %v190, %v191, %v192, %v193, %v194, %v195, %v196, %v197, %v198, %v199, %v200, %v201 : vector<16xbf16>
  vector.print str "bf16 absf: "
  vector.print %v202 : vector<16xbf16>
  %v203 = arith.constant -3 : i32
  %v204 = math.fpowi %v170, %v203 : bf16, i32
  %v205 = arith.constant -1 : i32
  %v206 = math.fpowi %v171, %v205 : bf16, i32
  %v207 = arith.constant 0 : i32
  %v208 = math.fpowi %v172, %v207 : bf16, i32
  %v209 = arith.constant 1 : i32
  %v210 = math.fpowi %v173, %v209 : bf16, i32
  %v211 = arith.constant 2 : i32
  %v212 = math.fpowi %v174, %v211 : bf16, i32
  %v213 = arith.constant 3 : i32
  %v214 = math.fpowi %v175, %v213 : bf16, i32
  %v215 = arith.constant 7 : i32
  %v216 = math.fpowi %v176, %v215 : bf16, i32
  %v217 = arith.constant 5 : i32
  %v218 = math.fpowi %v177, %v217 : bf16, i32
  %v219 = arith.constant -2 : i32
  %v220 = math.fpowi %v178, %v219 : bf16, i32
  %v221 = arith.constant 4 : i32
  %v222 = math.fpowi %v179, %v221 : bf16, i32
  %v223 = arith.constant 1 : i32
  %v224 = math.fpowi %v180, %v223 : bf16, i32
  %v225 = arith.constant 2 : i32
  %v226 = math.fpowi %v181, %v225 : bf16, i32
  %v227 = arith.constant 3 : i32
  %v228 = math.fpowi %v182, %v227 : bf16, i32
  %v229 = arith.constant -1 : i32
  %v230 = math.fpowi %v183, %v229 : bf16, i32
  %v231 = arith.constant 0 : i32
  %v232 = math.fpowi %v184, %v231 : bf16, i32
  %v233 = arith.constant 6 : i32
  %v234 = math.fpowi %v185, %v233 : bf16, i32
  %v235 = vector.from_elements %v204, %v206, %v208, %v210, %v212, %v214, %v216, %v218, %v220, %v222, %v224, %v226, %v228, %v230, %v232, %v234 : vector<16xbf16>
  vector.print str "bf16 fpowi: "
  vector.print %v235 : vector<16xbf16>
  %v236 = math.fma %v170, %v173, %v175 : bf16
  %v237 = math.fma %v171, %v174, %v176 : bf16
  %v238 = math.fma %v172, %v175, %v177 : bf16
  %v239 = math.fma %v173, %v176, %v178 : bf16
  %v240 = math.fma %v174, %v177, %v179 : bf16
  %v241 = math.fma %v175, %v178, %v180 : bf16
  %v242 = math.fma %v176, %v179, %v181 : bf16
  %v243 = math.fma %v177, %v180, %v182 : bf16
  %v244 = math.fma %v178, %v181, %v183 : bf16
  %v245 = math.fma %v179, %v182, %v184 : bf16
  %v246 = math.fma %v180, %v183, %v185 : bf16
  %v247 = math.fma %v181, %v184, %v170 : bf16
  %v248 = math.fma %v182, %v185, %v171 : bf16
  %v249 = math.fma %v183, %v170, %v172 : bf16
  %v250 = math.fma %v184, %v171, %v173 : bf16
  %v251 = math.fma %v185, %v172, %v174 : bf16
  %v252 = math.fma %v170, %v171, %v172 : bf16
  %v253 = math.fma %v171, %v172, %v173 : bf16
  %v254 = math.fma %v172, %v173, %v174 : bf16
  %v255 = math.fma %v173, %v174, %v175 : bf16
  %v256 = math.fma %v174, %v175, %v176 : bf16
  %v257 = math.fma %v175, %v176, %v177 : bf16
  %v258 = math.fma %v176, %v177, %v178 : bf16
  %v259 = math.fma %v177, %v178, %v179 : bf16
  %v260 = math.fma %v178, %v179, %v180 : bf16
  %v261 = math.fma %v179, %v180, %v181 : bf16
  %v262 = math.fma %v180, %v181, %v182 : bf16
  %v263 = math.fma %v181, %v182, %v183 : bf16
  %v264 = math.fma %v182, %v183, %v184 : bf16
  %v265 = math.fma %v183, %v184, %v185 : bf16
  %v266 = math.fma %v184, %v185, %v170 : bf16
  %v267 = math.fma %v185, %v170, %v171 : bf16
  %v268 = vector.from_elements %v236, %v237, %v238, %v239, %v240, %v241, %v242, %v243, %v244, %v245, %v246, %v247, %v248, %v249, %v250, %v251, %v252, %v253, %v254, %v255, %v256, %v257, %v258, %v259, %v260, %v261, %v262, %v263, %v264, %v265, %v266, %v267 : vector<32xbf16>
  vector.print str "bf16 fma: "
  vector.print %v268 : vector<32xbf16>
  return
}
// CHECK:      {{^}}f16 sqrt: ( 0, -0, 1, -nan, 0.707031, 1.77246, 255.875, -nan, 0.000244141, -nan, inf, -nan, nan, 3.39062, -nan, 10.0234 ){{$}}
// CHECK-NEXT: {{^}}f16 rsqrt: ( inf, -inf, 1, -nan, 1.41406, 0.563965, 0.00391006, -nan, 4096, -nan, 0, -nan, nan, 0.294922, -nan, 0.0997925 ){{$}}
// CHECK-NEXT: {{^}}f16 exp: ( 1, 1, 2.71875, 0.223145, 1.64844, 23.125, inf, 0, 1, 1, inf, 0, nan, inf, 0.449463, inf ){{$}}
// CHECK-NEXT: {{^}}f16 exp2: ( 1, 1, 2, 0.353516, 1.41406, 8.82031, inf, 0, 1, 1, inf, 0, nan, 2896, 0.574219, inf ){{$}}
// CHECK-NEXT: {{^}}f16 expm1: ( 0, 0, 1.71875, -0.776855, 0.648438, 22.125, inf, -1, 0, 0, inf, -1, nan, inf, -0.550781, inf ){{$}}
// CHECK-NEXT: {{^}}f16 log: ( -inf, -inf, 0, -nan, -0.693359, 1.14453, 11.0938, -nan, -16.6406, -nan, inf, -nan, nan, 2.44141, -nan, 4.60938 ){{$}}
// CHECK-NEXT: {{^}}f16 log2: ( -inf, -inf, 0, -nan, -1, 1.65137, 16, -nan, -24, -nan, inf, -nan, nan, 3.52344, -nan, 6.65234 ){{$}}
// CHECK-NEXT: {{^}}f16 log10: ( -inf, -inf, 0, nan, -0.301025, 0.49707, 4.81641, nan, -7.22656, nan, inf, nan, nan, 1.06055, nan, 2.00195 ){{$}}
// CHECK-NEXT: {{^}}f16 log1p: ( 0, 0, 0.693359, -nan, 0.405518, 1.4209, 11.0938, -nan, 0, 0, inf, -nan, nan, 2.52539, -1.6084, 4.62109 ){{$}}
// CHECK-NEXT: {{^}}f16 sin: ( 0, -0, 0.841309, -0.997559, 0.479492, 0.000967503, 0.975586, -0.975586, 5.96046e-08, -6.10352e-05, -nan, -nan, nan, -0.875488, -0.717285, -0.0309601 ){{$}}
// CHECK-NEXT: {{^}}f16 cos: ( 1, 1, 0.540527, 0.0707397, 0.877441, -1, -0.220581, -0.220581, 1, 1, -nan, -nan, nan, 0.483398, 0.696777, 0.999512 ){{$}}
// CHECK-NEXT: {{^}}f16 tan: ( 0, -0, 1.55762, -14.1016, 0.546387, -0.000967503, -4.42188, 4.42188, 5.96046e-08, -6.10352e-05, -nan, -nan, nan, -1.81152, -1.0293, -0.0309753 ){{$}}
// CHECK-NEXT: {{^}}f16 tanh: ( 0, -0, 0.761719, -0.905273, 0.462158, 0.996094, 1, -1, 5.96046e-08, -6.10352e-05, 1, -1, nan, 1, -0.664062, 1 ){{$}}
// CHECK-NEXT: {{^}}f16 sinh: ( 0, -0, 1.1748, -2.12891, 0.520996, 11.5391, inf, -inf, 5.96046e-08, -6.10352e-05, inf, -inf, nan, 49344, -0.887695, inf ){{$}}
// CHECK-NEXT: {{^}}f16 cosh: ( 1, 1, 1.54297, 2.35156, 1.12793, 11.5781, inf, inf, 1, 1, inf, inf, nan, 49344, 1.33691, inf ){{$}}
// CHECK-NEXT: {{^}}f16 asin: ( 0, -0, 1.57031, nan, 0.523438, nan, nan, nan, 5.96046e-08, -6.10352e-05, nan, nan, nan, nan, -0.926758, nan ){{$}}
// CHECK-NEXT: {{^}}f16 acos: ( 1.57031, 1.57031, 0, nan, 1.04688, nan, nan, nan, 1.57031, 1.57129, nan, nan, nan, nan, 2.49805, nan ){{$}}
// CHECK-NEXT: {{^}}f16 atan: ( 0, -0, 0.785156, -0.98291, 0.463623, 1.2627, 1.57031, -1.57031, 5.96046e-08, -6.10352e-05, 1.57031, -1.57031, nan, 1.48438, -0.674805, 1.56055 ){{$}}
// CHECK-NEXT: {{^}}f16 asinh: ( 0, -0, 0.881348, -1.19434, 0.481201, 1.8623, 11.7812, -11.7812, 5.96046e-08, -6.10352e-05, inf, -inf, nan, 3.13672, -0.732422, 5.30469 ){{$}}
// CHECK-NEXT: {{^}}f16 acosh: ( -nan, -nan, 0, -nan, -nan, 1.81152, 11.7812, -nan, -nan, -nan, inf, -nan, nan, 3.13281, -nan, 5.30469 ){{$}}
// CHECK-NEXT: {{^}}f16 atanh: ( 0, -0, inf, -nan, 0.549316, -nan, -nan, -nan, 5.96046e-08, -6.10352e-05, -nan, -nan, nan, -nan, -1.09766, -nan ){{$}}
// CHECK-NEXT: {{^}}f16 erf: ( 0, -0, 0.842773, -0.966309, 0.520508, 1, 1, -1, 5.96046e-08, -6.88434e-05, 1, -1, nan, 1, -0.742188, 1 ){{$}}
// CHECK-NEXT: {{^}}f16 erfc: ( 1, 1, 0.157349, 1.96582, 0.479492, 8.9407e-06, 0, 2, 1, 1, 0, 2, nan, 0, 1.74219, 0 ){{$}}
// CHECK-NEXT: {{^}}f16 cbrt: ( 0, -0, 1, -1.14453, 0.793457, 1.46484, 40.3125, -40.3125, 0.00390625, -0.0393677, inf, -inf, nan, 2.25781, -0.928223, 4.64844 ){{$}}
// CHECK-NEXT: {{^}}f16 floor: ( 0, -0, 1, -2, 0, 3, 65504, -65504, 0, -1, inf, -inf, nan, 11, -1, 100 ){{$}}
// CHECK-NEXT: {{^}}f16 ceil: ( 0, -0, 1, -1, 1, 4, 65504, -65504, 1, -0, inf, -inf, nan, 12, -0, 101 ){{$}}
// CHECK-NEXT: {{^}}f16 round: ( 0, -0, 1, -2, 1, 3, 65504, -65504, 0, -0, inf, -inf, nan, 12, -1, 101 ){{$}}
// CHECK-NEXT: {{^}}f16 roundeven: ( 0, -0, 1, -2, 0, 3, 65504, -65504, 0, -0, inf, -inf, nan, 12, -1, 100 ){{$}}
// CHECK-NEXT: {{^}}f16 trunc: ( 0, -0, 1, -1, 0, 3, 65504, -65504, 0, -0, inf, -inf, nan, 11, -0, 100 ){{$}}
// CHECK-NEXT: {{^}}f16 sincos.sin: ( 0, -0, 0.841309, -0.997559, 0.479492, 0.000967503, 0.975586, -0.975586, 5.96046e-08, -6.10352e-05, -nan, -nan, nan, -0.875488, -0.717285, -0.0309601 ){{$}}
// CHECK-NEXT: {{^}}f16 sincos.cos: ( 1, 1, 0.540527, 0.0707397, 0.877441, -1, -0.220581, -0.220581, 1, 1, -nan, -nan, nan, 0.483398, 0.696777, 0.999512 ){{$}}
// CHECK-NEXT: {{^}}f16 powf: ( 0, inf, 1, nan, inf, inf, 0.999512, -nan, inf, 0, inf, inf, nan, 11.5, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}f16 atan2: ( 0, -3.14062, 0.086731, nan, 3.14062, 0, 1.57031, -1.57031, 3.14062, -0, 1.57031, -1.57031, nan, 1.48438, -1.57031, 1.57031 ){{$}}
// CHECK-NEXT: {{^}}f16 copysign: ( 0, -0, 1, 1.5, -0.5, 3.14062, -65504, 65504, -5.96046e-08, 6.10352e-05, inf, inf, -nan, 11.5, -0.799805, 100.5 ){{$}}
// CHECK-NEXT: {{^}}f16 clampf: ( -1.5, 5.96046e-08, 1, inf, -65504, nan, 11.5, -0.799805, 100.5, nan, 11.5, 1, nan, 0.5, 3.14062, 65504 ){{$}}
// CHECK-NEXT: {{^}}f16 absf: ( 0, 0, 1, 1.5, 0.5, 3.14062, 65504, 65504, 5.96046e-08, 6.10352e-05, inf, inf, nan, 11.5, 0.799805, 100.5 ){{$}}
// CHECK-NEXT: {{^}}f16 fpowi: ( inf, -inf, 1, -1.5, 0.25, 30.9844, inf, -inf, inf, 0, inf, inf, nan, 0.0869751, 1, inf ){{$}}
// CHECK-NEXT: {{^}}f16 fma: ( 3.14062, 65504, -65504, -inf, -32752, inf, -inf, nan, -inf, nan, inf, inf, nan, 1, -1.5, 101, 1, -1.5, -1, 2.39062, 65504, inf, -inf, -0.00396729, inf, -inf, nan, nan, nan, 91.3125, -80.375, 0 ){{$}}
// CHECK-NEXT: {{^}}bf16 sqrt: ( 0, -0, 1, -nan, 0.707031, 1.77344, 1.83747e+19, -nan, 9.58206e-21, -nan, inf, -nan, nan, 3.39062, -nan, 10 ){{$}}
// CHECK-NEXT: {{^}}bf16 rsqrt: ( inf, -inf, 1, -nan, 1.41406, 0.5625, 5.46336e-20, -nan, 1.04339e+20, -nan, 0, -nan, nan, 0.294922, -nan, 0.100098 ){{$}}
// CHECK-NEXT: {{^}}bf16 exp: ( 1, 1, 2.71875, 0.222656, 1.64844, 23.125, inf, 0, 1, 1, inf, 0, nan, 98816, 0.449219, inf ){{$}}
// CHECK-NEXT: {{^}}bf16 exp2: ( 1, 1, 2, 0.353516, 1.41406, 8.8125, inf, 0, 1, 1, inf, 0, nan, 2896, 0.574219, 1.79254e+30 ){{$}}
// CHECK-NEXT: {{^}}bf16 expm1: ( 0, 0, 1.71875, -0.777344, 0.648438, 22.125, inf, -1, 0, 0, inf, -1, nan, 98816, -0.550781, inf ){{$}}
// CHECK-NEXT: {{^}}bf16 log: ( -inf, -inf, 0, -nan, -0.691406, 1.14062, 88.5, -nan, -92, -nan, inf, -nan, nan, 2.4375, -nan, 4.625 ){{$}}
// CHECK-NEXT: {{^}}bf16 log2: ( -inf, -inf, 0, -nan, -1, 1.64844, 128, -nan, -133, -nan, inf, -nan, nan, 3.53125, -nan, 6.65625 ){{$}}
// CHECK-NEXT: {{^}}bf16 log10: ( -inf, -inf, 0, nan, -0.300781, 0.496094, 38.5, nan, -40, nan, inf, nan, nan, 1.0625, nan, 2 ){{$}}
// CHECK-NEXT: {{^}}bf16 log1p: ( 0, 0, 0.691406, -nan, 0.40625, 1.41406, 88.5, -nan, 0, 0, inf, -nan, nan, 2.53125, -1.61719, 4.625 ){{$}}
// CHECK-NEXT: {{^}}bf16 sin: ( 0, -0, 0.839844, -0.996094, 0.478516, 0.000968933, -0.988281, 0.988281, 9.18355e-41, -1.17549e-38, -nan, -nan, nan, -0.875, -0.71875, -0.0310059 ){{$}}
// CHECK-NEXT: {{^}}bf16 cos: ( 1, 1, 0.539062, 0.0708008, 0.878906, -1, 0.162109, 0.162109, 1, 1, -nan, -nan, nan, 0.482422, 0.695312, 1 ){{$}}
// CHECK-NEXT: {{^}}bf16 tan: ( 0, -0, 1.55469, -14.125, 0.546875, -0.000968933, -6.09375, 6.09375, 9.18355e-41, -1.17549e-38, -nan, -nan, nan, -1.8125, -1.03125, -0.0310059 ){{$}}
// CHECK-NEXT: {{^}}bf16 tanh: ( 0, -0, 0.761719, -0.90625, 0.462891, 0.996094, 1, -1, 9.18355e-41, -1.17549e-38, 1, -1, nan, 1, -0.664062, 1 ){{$}}
// CHECK-NEXT: {{^}}bf16 sinh: ( 0, -0, 1.17188, -2.125, 0.519531, 11.5625, inf, -inf, 9.18355e-41, -1.17549e-38, inf, -inf, nan, 49408, -0.890625, inf ){{$}}
// CHECK-NEXT: {{^}}bf16 cosh: ( 1, 1, 1.54688, 2.35938, 1.125, 11.5625, inf, inf, 1, 1, inf, inf, nan, 49408, 1.33594, inf ){{$}}
// CHECK-NEXT: {{^}}bf16 asin: ( 0, -0, 1.57031, nan, 0.523438, nan, nan, nan, 9.18355e-41, -1.17549e-38, nan, nan, nan, nan, -0.929688, nan ){{$}}
// CHECK-NEXT: {{^}}bf16 acos: ( 1.57031, 1.57031, 0, nan, 1.04688, nan, nan, nan, 1.57031, 1.57031, nan, nan, nan, nan, 2.5, nan ){{$}}
// CHECK-NEXT: {{^}}bf16 atan: ( 0, -0, 0.785156, -0.984375, 0.462891, 1.26562, 1.57031, -1.57031, 9.18355e-41, -1.17549e-38, 1.57031, -1.57031, nan, 1.48438, -0.675781, 1.5625 ){{$}}
// CHECK-NEXT: {{^}}bf16 asinh: ( 0, -0, 0.882812, -1.19531, 0.480469, 1.85938, 89.5, -89.5, 9.18355e-41, -1.17549e-38, inf, -inf, nan, 3.14062, -0.734375, 5.3125 ){{$}}
// CHECK-NEXT: {{^}}bf16 acosh: ( -nan, -nan, 0, -nan, -nan, 1.8125, 89.5, -nan, -nan, -nan, inf, -nan, nan, 3.14062, -nan, 5.3125 ){{$}}
// CHECK-NEXT: {{^}}bf16 atanh: ( 0, -0, inf, -nan, 0.550781, -nan, -nan, -nan, 9.18355e-41, -1.17549e-38, -nan, -nan, nan, -nan, -1.10156, -nan ){{$}}
// CHECK-NEXT: {{^}}bf16 erf: ( 0, -0, 0.84375, -0.964844, 0.519531, 1, 1, -1, 9.18355e-41, -1.32243e-38, 1, -1, nan, 1, -0.742188, 1 ){{$}}
// CHECK-NEXT: {{^}}bf16 erfc: ( 1, 1, 0.157227, 1.96875, 0.480469, 8.9407e-06, 0, 2, 1, 1, 0, 2, nan, 0, 1.74219, 0 ){{$}}
// CHECK-NEXT: {{^}}bf16 cbrt: ( 0, -0, 1, -1.14844, 0.792969, 1.46094, 6.97503e+12, -6.97503e+12, 4.50751e-14, -2.27374e-13, inf, -inf, nan, 2.25, -0.929688, 4.65625 ){{$}}
// CHECK-NEXT: {{^}}bf16 floor: ( 0, -0, 1, -2, 0, 3, 3.38953e+38, -3.38953e+38, 0, -1, inf, -inf, nan, 11, -1, 100 ){{$}}
// CHECK-NEXT: {{^}}bf16 ceil: ( 0, -0, 1, -1, 1, 4, 3.38953e+38, -3.38953e+38, 1, -0, inf, -inf, nan, 12, -0, 101 ){{$}}
// CHECK-NEXT: {{^}}bf16 round: ( 0, -0, 1, -2, 1, 3, 3.38953e+38, -3.38953e+38, 0, -0, inf, -inf, nan, 12, -1, 101 ){{$}}
// CHECK-NEXT: {{^}}bf16 roundeven: ( 0, -0, 1, -2, 0, 3, 3.38953e+38, -3.38953e+38, 0, -0, inf, -inf, nan, 12, -1, 100 ){{$}}
// CHECK-NEXT: {{^}}bf16 trunc: ( 0, -0, 1, -1, 0, 3, 3.38953e+38, -3.38953e+38, 0, -0, inf, -inf, nan, 11, -0, 100 ){{$}}
// CHECK-NEXT: {{^}}bf16 sincos.sin: ( 0, -0, 0.839844, -0.996094, 0.478516, 0.000968933, -0.988281, 0.988281, 9.18355e-41, -1.17549e-38, -nan, -nan, nan, -0.875, -0.71875, -0.0310059 ){{$}}
// CHECK-NEXT: {{^}}bf16 sincos.cos: ( 1, 1, 0.539062, 0.0708008, 0.878906, -1, 0.162109, 0.162109, 1, 1, -nan, -nan, nan, 0.482422, 0.695312, 1 ){{$}}
// CHECK-NEXT: {{^}}bf16 powf: ( 0, inf, 1, nan, inf, inf, 1, -nan, inf, 0, inf, inf, nan, 11.5, 1, 1 ){{$}}
// CHECK-NEXT: {{^}}bf16 atan2: ( 0, -3.14062, 0.0869141, nan, 3.14062, 0, 1.57031, -1.57031, 3.14062, -0, 1.57031, -1.57031, nan, 1.48438, -1.57031, 1.57031 ){{$}}
// CHECK-NEXT: {{^}}bf16 copysign: ( 0, -0, 1, 1.5, -0.5, 3.14062, -3.38953e+38, 3.38953e+38, -9.18355e-41, 1.17549e-38, inf, inf, -nan, 11.5, -0.800781, 100.5 ){{$}}
// CHECK-NEXT: {{^}}bf16 clampf: ( -1.5, 9.18355e-41, 1, inf, -3.38953e+38, nan, 11.5, -0.800781, 100.5, nan, 11.5, 1, nan, 0.5, 3.14062, 3.38953e+38 ){{$}}
// CHECK-NEXT: {{^}}bf16 absf: ( 0, 0, 1, 1.5, 0.5, 3.14062, 3.38953e+38, 3.38953e+38, 9.18355e-41, 1.17549e-38, inf, inf, nan, 11.5, 0.800781, 100.5 ){{$}}
// CHECK-NEXT: {{^}}bf16 fpowi: ( inf, -inf, 1, -1.5, 0.25, 31, inf, -inf, inf, 0, inf, inf, nan, 0.0869141, 1, 1.03509e+12 ){{$}}
// CHECK-NEXT: {{^}}bf16 fma: ( 3.14062, 3.38953e+38, -3.38953e+38, -inf, -1.69477e+38, inf, -inf, nan, -inf, nan, inf, inf, nan, 1, -1.5, 101, 1, -1.5, -1, 2.39062, 3.38953e+38, inf, -inf, -0.0311279, inf, -inf, nan, nan, nan, 91.5, -80.5, 0 ){{$}}
