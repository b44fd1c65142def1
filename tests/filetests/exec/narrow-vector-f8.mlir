// The vector ops that compute, on f8E4M3FN, f8E5M2 and f4E2M1FN, which upstream cannot lower
// (LLVM's vector reductions and fma have no such type; multi_reduction it lowers to arith ops):
// memref-run computes them as upstream does for f16 (in order, each step rounded to the type,
// a sum without accumulator from +0, dot products for matvec, chains otherwise), fma rounded
// once as math.fma. Each op's line is followed by the same computation written with scalar
// arith/math ops, and both must print what mlir-runner prints for the scalar one (this file
// without the vector lines, through scripts/upstream-run-narrow.sh; fma lanes with exact results
// only: upstream's fma wrapper asserts on a rounded one).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
memref.global "private" constant @f8E4M3FN : memref<16xf8E4M3FN> = dense<[16.0, 1.0, 1.0, 1.0, 1.0, 0.5, -0.0, 3.0, 2.0, 0.25, 448.0, 0x7F, -1.5, 0.125, 7.0, -16.0]>
memref.global "private" constant @f8E5M2 : memref<16xf8E5M2> = dense<[16.0, 1.0, 1.0, 1.0, 1.0, 0.5, -0.0, 3.0, 2.0, 0.25, 57344.0, 0x7E, -1.5, 0.125, 7.0, -16.0]>
memref.global "private" constant @f4E2M1FN : memref<16xf4E2M1FN> = dense<[4.0, 1.0, 1.0, 1.0, 1.0, 0.5, -0.0, 3.0, 2.0, 0.5, 6.0, -6.0, -1.5, 0.5, 1.5, -4.0]>
func.func @ops_f8E4M3FN(%m: memref<16xf8E4M3FN>) {
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
  %x0 = memref.load %m[%i0] : memref<16xf8E4M3FN>
  %x1 = memref.load %m[%i1] : memref<16xf8E4M3FN>
  %x2 = memref.load %m[%i2] : memref<16xf8E4M3FN>
  %x3 = memref.load %m[%i3] : memref<16xf8E4M3FN>
  %x4 = memref.load %m[%i4] : memref<16xf8E4M3FN>
  %x5 = memref.load %m[%i5] : memref<16xf8E4M3FN>
  %x6 = memref.load %m[%i6] : memref<16xf8E4M3FN>
  %x7 = memref.load %m[%i7] : memref<16xf8E4M3FN>
  %x8 = memref.load %m[%i8] : memref<16xf8E4M3FN>
  %x9 = memref.load %m[%i9] : memref<16xf8E4M3FN>
  %x10 = memref.load %m[%i10] : memref<16xf8E4M3FN>
  %x11 = memref.load %m[%i11] : memref<16xf8E4M3FN>
  %x12 = memref.load %m[%i12] : memref<16xf8E4M3FN>
  %x13 = memref.load %m[%i13] : memref<16xf8E4M3FN>
  %x14 = memref.load %m[%i14] : memref<16xf8E4M3FN>
  %x15 = memref.load %m[%i15] : memref<16xf8E4M3FN>
  %z1 = arith.constant 0.0 : f8E4M3FN
  %v2 = vector.from_elements %x0, %x1, %x2, %x3, %x4 : vector<5xf8E4M3FN>
  %v3 = vector.reduction <add>, %v2 : vector<5xf8E4M3FN> into f8E4M3FN
  vector.print str "f8E4M3FN reduction add [0, 1, 2, 3, 4]: "
  vector.print %v3 : f8E4M3FN
  %s4 = arith.addf %z1, %x0 : f8E4M3FN
  %s5 = arith.addf %s4, %x1 : f8E4M3FN
  %s6 = arith.addf %s5, %x2 : f8E4M3FN
  %s7 = arith.addf %s6, %x3 : f8E4M3FN
  %s8 = arith.addf %s7, %x4 : f8E4M3FN
  vector.print str "f8E4M3FN reduction add [0, 1, 2, 3, 4]: "
  vector.print %s8 : f8E4M3FN
  %v9 = vector.from_elements %x1, %x2, %x3, %x4, %x0 : vector<5xf8E4M3FN>
  %v10 = vector.reduction <add>, %v9 : vector<5xf8E4M3FN> into f8E4M3FN
  vector.print str "f8E4M3FN reduction add [1, 2, 3, 4, 0]: "
  vector.print %v10 : f8E4M3FN
  %s11 = arith.addf %z1, %x1 : f8E4M3FN
  %s12 = arith.addf %s11, %x2 : f8E4M3FN
  %s13 = arith.addf %s12, %x3 : f8E4M3FN
  %s14 = arith.addf %s13, %x4 : f8E4M3FN
  %s15 = arith.addf %s14, %x0 : f8E4M3FN
  vector.print str "f8E4M3FN reduction add [1, 2, 3, 4, 0]: "
  vector.print %s15 : f8E4M3FN
  %v16 = vector.from_elements %x6, %x6 : vector<2xf8E4M3FN>
  %v17 = vector.reduction <add>, %v16 : vector<2xf8E4M3FN> into f8E4M3FN
  vector.print str "f8E4M3FN reduction add [6, 6]: "
  vector.print %v17 : f8E4M3FN
  %s18 = arith.addf %z1, %x6 : f8E4M3FN
  %s19 = arith.addf %s18, %x6 : f8E4M3FN
  vector.print str "f8E4M3FN reduction add [6, 6]: "
  vector.print %s19 : f8E4M3FN
  %v20 = vector.from_elements %x1, %x5, %x7, %x8, %x9 : vector<5xf8E4M3FN>
  %v21 = vector.reduction <mul>, %v20, %x7 : vector<5xf8E4M3FN> into f8E4M3FN
  vector.print str "f8E4M3FN reduction mul acc: "
  vector.print %v21 : f8E4M3FN
  %s22 = arith.mulf %x7, %x1 : f8E4M3FN
  %s23 = arith.mulf %s22, %x5 : f8E4M3FN
  %s24 = arith.mulf %s23, %x7 : f8E4M3FN
  %s25 = arith.mulf %s24, %x8 : f8E4M3FN
  %s26 = arith.mulf %s25, %x9 : f8E4M3FN
  vector.print str "f8E4M3FN reduction mul acc: "
  vector.print %s26 : f8E4M3FN
  %v27 = vector.from_elements %x12, %x13, %x14, %x15 : vector<4xf8E4M3FN>
  %v28 = vector.reduction <maxnumf>, %v27 : vector<4xf8E4M3FN> into f8E4M3FN
  vector.print str "f8E4M3FN reduction maxnumf: "
  vector.print %v28 : f8E4M3FN
  %s29 = arith.maxnumf %x12, %x13 : f8E4M3FN
  %s30 = arith.maxnumf %s29, %x14 : f8E4M3FN
  %s31 = arith.maxnumf %s30, %x15 : f8E4M3FN
  vector.print str "f8E4M3FN reduction maxnumf: "
  vector.print %s31 : f8E4M3FN
  %v32 = vector.from_elements %x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7 : vector<8xf8E4M3FN>
  %v33 = vector.shape_cast %v32 : vector<8xf8E4M3FN> to vector<2x4xf8E4M3FN>
  %v34 = vector.from_elements %x8, %x0 : vector<2xf8E4M3FN>
  %v35 = vector.multi_reduction <add>, %v33, %v34 [1] : vector<2x4xf8E4M3FN> to vector<2xf8E4M3FN>
  vector.print str "f8E4M3FN multi_reduction: "
  vector.print %v35 : vector<2xf8E4M3FN>
  %v36 = vector.from_elements %x8, %x1, %x2, %x6, %x0, %x0, %x3 : vector<7xf8E4M3FN>
  %v37 = vector.from_elements %x8, %x12, %x14, %x15, %x3, %x9, %x2 : vector<7xf8E4M3FN>
  %v38 = vector.from_elements %x1, %x8, %x7, %x10, %x15, %x4, %x11 : vector<7xf8E4M3FN>
  %v39 = vector.fma %v36, %v37, %v38 : vector<7xf8E4M3FN>
  vector.print str "f8E4M3FN vector.fma: "
  vector.print %v39 : vector<7xf8E4M3FN>
  %f40 = math.fma %x8, %x8, %x1 : f8E4M3FN
  %f41 = math.fma %x1, %x12, %x8 : f8E4M3FN
  %f42 = math.fma %x2, %x14, %x7 : f8E4M3FN
  %f43 = math.fma %x6, %x15, %x10 : f8E4M3FN
  %f44 = math.fma %x0, %x3, %x15 : f8E4M3FN
  %f45 = math.fma %x0, %x9, %x4 : f8E4M3FN
  %f46 = math.fma %x3, %x2, %x11 : f8E4M3FN
  %v47 = vector.from_elements %f40, %f41, %f42, %f43, %f44, %f45, %f46 : vector<7xf8E4M3FN>
  vector.print str "f8E4M3FN vector.fma: "
  vector.print %v47 : vector<7xf8E4M3FN>
  %v48 = vector.from_elements %x8, %x12 : vector<2xf8E4M3FN>
  %v49 = vector.from_elements %x5, %x9, %x13 : vector<3xf8E4M3FN>
  %v50 = vector.outerproduct %v48, %v49 : vector<2xf8E4M3FN>, vector<3xf8E4M3FN>
  vector.print str "f8E4M3FN outerproduct: "
  vector.print %v50 : vector<2x3xf8E4M3FN>
  %s51 = arith.mulf %x8, %x5 : f8E4M3FN
  %s52 = arith.mulf %x8, %x9 : f8E4M3FN
  %s53 = arith.mulf %x8, %x13 : f8E4M3FN
  %s54 = arith.mulf %x12, %x5 : f8E4M3FN
  %s55 = arith.mulf %x12, %x9 : f8E4M3FN
  %s56 = arith.mulf %x12, %x13 : f8E4M3FN
  %v57 = vector.from_elements %s51, %s52, %s53, %s54, %s55, %s56 : vector<2x3xf8E4M3FN>
  vector.print str "f8E4M3FN outerproduct: "
  vector.print %v57 : vector<2x3xf8E4M3FN>
  %v58 = vector.from_elements %x1, %x2, %x3, %x4, %x1, %x2, %x3, %x4 : vector<8xf8E4M3FN>
  %v59 = vector.shape_cast %v58 : vector<8xf8E4M3FN> to vector<2x4xf8E4M3FN>
  %v60 = vector.from_elements %x1, %x2, %x3, %x4 : vector<4xf8E4M3FN>
  %v61 = vector.from_elements %x0, %x0 : vector<2xf8E4M3FN>
  %v62 = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %v59, %v60, %v61 : vector<2x4xf8E4M3FN>, vector<4xf8E4M3FN> into vector<2xf8E4M3FN>
  vector.print str "f8E4M3FN contract matvec: "
  vector.print %v62 : vector<2xf8E4M3FN>
  %s63 = arith.mulf %x1, %x1 : f8E4M3FN
  %s64 = arith.addf %z1, %s63 : f8E4M3FN
  %s65 = arith.mulf %x2, %x2 : f8E4M3FN
  %s66 = arith.addf %s64, %s65 : f8E4M3FN
  %s67 = arith.mulf %x3, %x3 : f8E4M3FN
  %s68 = arith.addf %s66, %s67 : f8E4M3FN
  %s69 = arith.mulf %x4, %x4 : f8E4M3FN
  %s70 = arith.addf %s68, %s69 : f8E4M3FN
  %s71 = arith.addf %s70, %x0 : f8E4M3FN
  %v72 = vector.from_elements %s71, %s71 : vector<2xf8E4M3FN>
  vector.print str "f8E4M3FN contract matvec: "
  vector.print %v72 : vector<2xf8E4M3FN>
  %v73 = vector.transpose %v59, [1, 0] : vector<2x4xf8E4M3FN> to vector<4x2xf8E4M3FN>
  %v74 = vector.contract {indexing_maps = [affine_map<(k, i) -> (k, i)>, affine_map<(k, i) -> (k)>, affine_map<(k, i) -> (i)>], iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %v73, %v60, %v61 : vector<4x2xf8E4M3FN>, vector<4xf8E4M3FN> into vector<2xf8E4M3FN>
  vector.print str "f8E4M3FN contract tmatvec: "
  vector.print %v74 : vector<2xf8E4M3FN>
  %s75 = arith.mulf %x1, %x1 : f8E4M3FN
  %s76 = arith.addf %x0, %s75 : f8E4M3FN
  %s77 = arith.mulf %x2, %x2 : f8E4M3FN
  %s78 = arith.addf %s76, %s77 : f8E4M3FN
  %s79 = arith.mulf %x3, %x3 : f8E4M3FN
  %s80 = arith.addf %s78, %s79 : f8E4M3FN
  %s81 = arith.mulf %x4, %x4 : f8E4M3FN
  %s82 = arith.addf %s80, %s81 : f8E4M3FN
  %v83 = vector.from_elements %s82, %s82 : vector<2xf8E4M3FN>
  vector.print str "f8E4M3FN contract tmatvec: "
  vector.print %v83 : vector<2xf8E4M3FN>
  return
}
func.func @ops_f8E5M2(%m: memref<16xf8E5M2>) {
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
  %x0 = memref.load %m[%i0] : memref<16xf8E5M2>
  %x1 = memref.load %m[%i1] : memref<16xf8E5M2>
  %x2 = memref.load %m[%i2] : memref<16xf8E5M2>
  %x3 = memref.load %m[%i3] : memref<16xf8E5M2>
  %x4 = memref.load %m[%i4] : memref<16xf8E5M2>
  %x5 = memref.load %m[%i5] : memref<16xf8E5M2>
  %x6 = memref.load %m[%i6] : memref<16xf8E5M2>
  %x7 = memref.load %m[%i7] : memref<16xf8E5M2>
  %x8 = memref.load %m[%i8] : memref<16xf8E5M2>
  %x9 = memref.load %m[%i9] : memref<16xf8E5M2>
  %x10 = memref.load %m[%i10] : memref<16xf8E5M2>
  %x11 = memref.load %m[%i11] : memref<16xf8E5M2>
  %x12 = memref.load %m[%i12] : memref<16xf8E5M2>
  %x13 = memref.load %m[%i13] : memref<16xf8E5M2>
  %x14 = memref.load %m[%i14] : memref<16xf8E5M2>
  %x15 = memref.load %m[%i15] : memref<16xf8E5M2>
  %z84 = arith.constant 0.0 : f8E5M2
  %v85 = vector.from_elements %x0, %x1, %x2, %x3, %x4 : vector<5xf8E5M2>
  %v86 = vector.reduction <add>, %v85 : vector<5xf8E5M2> into f8E5M2
  vector.print str "f8E5M2 reduction add [0, 1, 2, 3, 4]: "
  vector.print %v86 : f8E5M2
  %s87 = arith.addf %z84, %x0 : f8E5M2
  %s88 = arith.addf %s87, %x1 : f8E5M2
  %s89 = arith.addf %s88, %x2 : f8E5M2
  %s90 = arith.addf %s89, %x3 : f8E5M2
  %s91 = arith.addf %s90, %x4 : f8E5M2
  vector.print str "f8E5M2 reduction add [0, 1, 2, 3, 4]: "
  vector.print %s91 : f8E5M2
  %v92 = vector.from_elements %x1, %x2, %x3, %x4, %x0 : vector<5xf8E5M2>
  %v93 = vector.reduction <add>, %v92 : vector<5xf8E5M2> into f8E5M2
  vector.print str "f8E5M2 reduction add [1, 2, 3, 4, 0]: "
  vector.print %v93 : f8E5M2
  %s94 = arith.addf %z84, %x1 : f8E5M2
  %s95 = arith.addf %s94, %x2 : f8E5M2
  %s96 = arith.addf %s95, %x3 : f8E5M2
  %s97 = arith.addf %s96, %x4 : f8E5M2
  %s98 = arith.addf %s97, %x0 : f8E5M2
  vector.print str "f8E5M2 reduction add [1, 2, 3, 4, 0]: "
  vector.print %s98 : f8E5M2
  %v99 = vector.from_elements %x6, %x6 : vector<2xf8E5M2>
  %v100 = vector.reduction <add>, %v99 : vector<2xf8E5M2> into f8E5M2
  vector.print str "f8E5M2 reduction add [6, 6]: "
  vector.print %v100 : f8E5M2
  %s101 = arith.addf %z84, %x6 : f8E5M2
  %s102 = arith.addf %s101, %x6 : f8E5M2
  vector.print str "f8E5M2 reduction add [6, 6]: "
  vector.print %s102 : f8E5M2
  %v103 = vector.from_elements %x1, %x5, %x7, %x8, %x9 : vector<5xf8E5M2>
  %v104 = vector.reduction <mul>, %v103, %x7 : vector<5xf8E5M2> into f8E5M2
  vector.print str "f8E5M2 reduction mul acc: "
  vector.print %v104 : f8E5M2
  %s105 = arith.mulf %x7, %x1 : f8E5M2
  %s106 = arith.mulf %s105, %x5 : f8E5M2
  %s107 = arith.mulf %s106, %x7 : f8E5M2
  %s108 = arith.mulf %s107, %x8 : f8E5M2
  %s109 = arith.mulf %s108, %x9 : f8E5M2
  vector.print str "f8E5M2 reduction mul acc: "
  vector.print %s109 : f8E5M2
  %v110 = vector.from_elements %x12, %x13, %x14, %x15 : vector<4xf8E5M2>
  %v111 = vector.reduction <maxnumf>, %v110 : vector<4xf8E5M2> into f8E5M2
  vector.print str "f8E5M2 reduction maxnumf: "
  vector.print %v111 : f8E5M2
  %s112 = arith.maxnumf %x12, %x13 : f8E5M2
  %s113 = arith.maxnumf %s112, %x14 : f8E5M2
  %s114 = arith.maxnumf %s113, %x15 : f8E5M2
  vector.print str "f8E5M2 reduction maxnumf: "
  vector.print %s114 : f8E5M2
  %v115 = vector.from_elements %x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7 : vector<8xf8E5M2>
  %v116 = vector.shape_cast %v115 : vector<8xf8E5M2> to vector<2x4xf8E5M2>
  %v117 = vector.from_elements %x8, %x0 : vector<2xf8E5M2>
  %v118 = vector.multi_reduction <add>, %v116, %v117 [1] : vector<2x4xf8E5M2> to vector<2xf8E5M2>
  vector.print str "f8E5M2 multi_reduction: "
  vector.print %v118 : vector<2xf8E5M2>
  %v119 = vector.from_elements %x15, %x3, %x0, %x2, %x2, %x0, %x0 : vector<7xf8E5M2>
  %v120 = vector.from_elements %x12, %x2, %x4, %x15, %x3, %x1, %x4 : vector<7xf8E5M2>
  %v121 = vector.from_elements %x0, %x8, %x11, %x11, %x1, %x0, %x11 : vector<7xf8E5M2>
  %v122 = vector.fma %v119, %v120, %v121 : vector<7xf8E5M2>
  vector.print str "f8E5M2 vector.fma: "
  vector.print %v122 : vector<7xf8E5M2>
  %f123 = math.fma %x15, %x12, %x0 : f8E5M2
  %f124 = math.fma %x3, %x2, %x8 : f8E5M2
  %f125 = math.fma %x0, %x4, %x11 : f8E5M2
  %f126 = math.fma %x2, %x15, %x11 : f8E5M2
  %f127 = math.fma %x2, %x3, %x1 : f8E5M2
  %f128 = math.fma %x0, %x1, %x0 : f8E5M2
  %f129 = math.fma %x0, %x4, %x11 : f8E5M2
  %v130 = vector.from_elements %f123, %f124, %f125, %f126, %f127, %f128, %f129 : vector<7xf8E5M2>
  vector.print str "f8E5M2 vector.fma: "
  vector.print %v130 : vector<7xf8E5M2>
  %v131 = vector.from_elements %x8, %x12 : vector<2xf8E5M2>
  %v132 = vector.from_elements %x5, %x9, %x13 : vector<3xf8E5M2>
  %v133 = vector.outerproduct %v131, %v132 : vector<2xf8E5M2>, vector<3xf8E5M2>
  vector.print str "f8E5M2 outerproduct: "
  vector.print %v133 : vector<2x3xf8E5M2>
  %s134 = arith.mulf %x8, %x5 : f8E5M2
  %s135 = arith.mulf %x8, %x9 : f8E5M2
  %s136 = arith.mulf %x8, %x13 : f8E5M2
  %s137 = arith.mulf %x12, %x5 : f8E5M2
  %s138 = arith.mulf %x12, %x9 : f8E5M2
  %s139 = arith.mulf %x12, %x13 : f8E5M2
  %v140 = vector.from_elements %s134, %s135, %s136, %s137, %s138, %s139 : vector<2x3xf8E5M2>
  vector.print str "f8E5M2 outerproduct: "
  vector.print %v140 : vector<2x3xf8E5M2>
  %v141 = vector.from_elements %x1, %x2, %x3, %x4, %x1, %x2, %x3, %x4 : vector<8xf8E5M2>
  %v142 = vector.shape_cast %v141 : vector<8xf8E5M2> to vector<2x4xf8E5M2>
  %v143 = vector.from_elements %x1, %x2, %x3, %x4 : vector<4xf8E5M2>
  %v144 = vector.from_elements %x0, %x0 : vector<2xf8E5M2>
  %v145 = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %v142, %v143, %v144 : vector<2x4xf8E5M2>, vector<4xf8E5M2> into vector<2xf8E5M2>
  vector.print str "f8E5M2 contract matvec: "
  vector.print %v145 : vector<2xf8E5M2>
  %s146 = arith.mulf %x1, %x1 : f8E5M2
  %s147 = arith.addf %z84, %s146 : f8E5M2
  %s148 = arith.mulf %x2, %x2 : f8E5M2
  %s149 = arith.addf %s147, %s148 : f8E5M2
  %s150 = arith.mulf %x3, %x3 : f8E5M2
  %s151 = arith.addf %s149, %s150 : f8E5M2
  %s152 = arith.mulf %x4, %x4 : f8E5M2
  %s153 = arith.addf %s151, %s152 : f8E5M2
  %s154 = arith.addf %s153, %x0 : f8E5M2
  %v155 = vector.from_elements %s154, %s154 : vector<2xf8E5M2>
  vector.print str "f8E5M2 contract matvec: "
  vector.print %v155 : vector<2xf8E5M2>
  %v156 = vector.transpose %v142, [1, 0] : vector<2x4xf8E5M2> to vector<4x2xf8E5M2>
  %v157 = vector.contract {indexing_maps = [affine_map<(k, i) -> (k, i)>, affine_map<(k, i) -> (k)>, affine_map<(k, i) -> (i)>], iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %v156, %v143, %v144 : vector<4x2xf8E5M2>, vector<4xf8E5M2> into vector<2xf8E5M2>
  vector.print str "f8E5M2 contract tmatvec: "
  vector.print %v157 : vector<2xf8E5M2>
  %s158 = arith.mulf %x1, %x1 : f8E5M2
  %s159 = arith.addf %x0, %s158 : f8E5M2
  %s160 = arith.mulf %x2, %x2 : f8E5M2
  %s161 = arith.addf %s159, %s160 : f8E5M2
  %s162 = arith.mulf %x3, %x3 : f8E5M2
  %s163 = arith.addf %s161, %s162 : f8E5M2
  %s164 = arith.mulf %x4, %x4 : f8E5M2
  %s165 = arith.addf %s163, %s164 : f8E5M2
  %v166 = vector.from_elements %s165, %s165 : vector<2xf8E5M2>
  vector.print str "f8E5M2 contract tmatvec: "
  vector.print %v166 : vector<2xf8E5M2>
  return
}
func.func @ops_f4E2M1FN(%m: memref<16xf4E2M1FN>) {
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
  %x0 = memref.load %m[%i0] : memref<16xf4E2M1FN>
  %x1 = memref.load %m[%i1] : memref<16xf4E2M1FN>
  %x2 = memref.load %m[%i2] : memref<16xf4E2M1FN>
  %x3 = memref.load %m[%i3] : memref<16xf4E2M1FN>
  %x4 = memref.load %m[%i4] : memref<16xf4E2M1FN>
  %x5 = memref.load %m[%i5] : memref<16xf4E2M1FN>
  %x6 = memref.load %m[%i6] : memref<16xf4E2M1FN>
  %x7 = memref.load %m[%i7] : memref<16xf4E2M1FN>
  %x8 = memref.load %m[%i8] : memref<16xf4E2M1FN>
  %x9 = memref.load %m[%i9] : memref<16xf4E2M1FN>
  %x10 = memref.load %m[%i10] : memref<16xf4E2M1FN>
  %x11 = memref.load %m[%i11] : memref<16xf4E2M1FN>
  %x12 = memref.load %m[%i12] : memref<16xf4E2M1FN>
  %x13 = memref.load %m[%i13] : memref<16xf4E2M1FN>
  %x14 = memref.load %m[%i14] : memref<16xf4E2M1FN>
  %x15 = memref.load %m[%i15] : memref<16xf4E2M1FN>
  %z167 = arith.constant 0.0 : f4E2M1FN
  %v168 = vector.from_elements %x0, %x1, %x2, %x3, %x4 : vector<5xf4E2M1FN>
  %v169 = vector.reduction <add>, %v168 : vector<5xf4E2M1FN> into f4E2M1FN
  vector.print str "f4E2M1FN reduction add [0, 1, 2, 3, 4]: "
  vector.print %v169 : f4E2M1FN
  %s170 = arith.addf %z167, %x0 : f4E2M1FN
  %s171 = arith.addf %s170, %x1 : f4E2M1FN
  %s172 = arith.addf %s171, %x2 : f4E2M1FN
  %s173 = arith.addf %s172, %x3 : f4E2M1FN
  %s174 = arith.addf %s173, %x4 : f4E2M1FN
  vector.print str "f4E2M1FN reduction add [0, 1, 2, 3, 4]: "
  vector.print %s174 : f4E2M1FN
  %v175 = vector.from_elements %x1, %x2, %x3, %x4, %x0 : vector<5xf4E2M1FN>
  %v176 = vector.reduction <add>, %v175 : vector<5xf4E2M1FN> into f4E2M1FN
  vector.print str "f4E2M1FN reduction add [1, 2, 3, 4, 0]: "
  vector.print %v176 : f4E2M1FN
  %s177 = arith.addf %z167, %x1 : f4E2M1FN
  %s178 = arith.addf %s177, %x2 : f4E2M1FN
  %s179 = arith.addf %s178, %x3 : f4E2M1FN
  %s180 = arith.addf %s179, %x4 : f4E2M1FN
  %s181 = arith.addf %s180, %x0 : f4E2M1FN
  vector.print str "f4E2M1FN reduction add [1, 2, 3, 4, 0]: "
  vector.print %s181 : f4E2M1FN
  %v182 = vector.from_elements %x6, %x6 : vector<2xf4E2M1FN>
  %v183 = vector.reduction <add>, %v182 : vector<2xf4E2M1FN> into f4E2M1FN
  vector.print str "f4E2M1FN reduction add [6, 6]: "
  vector.print %v183 : f4E2M1FN
  %s184 = arith.addf %z167, %x6 : f4E2M1FN
  %s185 = arith.addf %s184, %x6 : f4E2M1FN
  vector.print str "f4E2M1FN reduction add [6, 6]: "
  vector.print %s185 : f4E2M1FN
  %v186 = vector.from_elements %x1, %x5, %x7, %x8, %x9 : vector<5xf4E2M1FN>
  %v187 = vector.reduction <mul>, %v186, %x7 : vector<5xf4E2M1FN> into f4E2M1FN
  vector.print str "f4E2M1FN reduction mul acc: "
  vector.print %v187 : f4E2M1FN
  %s188 = arith.mulf %x7, %x1 : f4E2M1FN
  %s189 = arith.mulf %s188, %x5 : f4E2M1FN
  %s190 = arith.mulf %s189, %x7 : f4E2M1FN
  %s191 = arith.mulf %s190, %x8 : f4E2M1FN
  %s192 = arith.mulf %s191, %x9 : f4E2M1FN
  vector.print str "f4E2M1FN reduction mul acc: "
  vector.print %s192 : f4E2M1FN
  %v193 = vector.from_elements %x12, %x13, %x14, %x15 : vector<4xf4E2M1FN>
  %v194 = vector.reduction <maxnumf>, %v193 : vector<4xf4E2M1FN> into f4E2M1FN
  vector.print str "f4E2M1FN reduction maxnumf: "
  vector.print %v194 : f4E2M1FN
  %s195 = arith.maxnumf %x12, %x13 : f4E2M1FN
  %s196 = arith.maxnumf %s195, %x14 : f4E2M1FN
  %s197 = arith.maxnumf %s196, %x15 : f4E2M1FN
  vector.print str "f4E2M1FN reduction maxnumf: "
  vector.print %s197 : f4E2M1FN
  %v198 = vector.from_elements %x0, %x1, %x2, %x3, %x4, %x5, %x6, %x7 : vector<8xf4E2M1FN>
  %v199 = vector.shape_cast %v198 : vector<8xf4E2M1FN> to vector<2x4xf4E2M1FN>
  %v200 = vector.from_elements %x8, %x0 : vector<2xf4E2M1FN>
  %v201 = vector.multi_reduction <add>, %v199, %v200 [1] : vector<2x4xf4E2M1FN> to vector<2xf4E2M1FN>
  vector.print str "f4E2M1FN multi_reduction: "
  vector.print %v201 : vector<2xf4E2M1FN>
  %v202 = vector.from_elements %x15, %x2, %x3, %x8, %x15, %x4 : vector<6xf4E2M1FN>
  %v203 = vector.from_elements %x2, %x8, %x1, %x1, %x5, %x14 : vector<6xf4E2M1FN>
  %v204 = vector.from_elements %x10, %x12, %x5, %x11, %x0, %x6 : vector<6xf4E2M1FN>
  %v205 = vector.fma %v202, %v203, %v204 : vector<6xf4E2M1FN>
  vector.print str "f4E2M1FN vector.fma: "
  vector.print %v205 : vector<6xf4E2M1FN>
  %f206 = math.fma %x15, %x2, %x10 : f4E2M1FN
  %f207 = math.fma %x2, %x8, %x12 : f4E2M1FN
  %f208 = math.fma %x3, %x1, %x5 : f4E2M1FN
  %f209 = math.fma %x8, %x1, %x11 : f4E2M1FN
  %f210 = math.fma %x15, %x5, %x0 : f4E2M1FN
  %f211 = math.fma %x4, %x14, %x6 : f4E2M1FN
  %v212 = vector.from_elements %f206, %f207, %f208, %f209, %f210, %f211 : vector<6xf4E2M1FN>
  vector.print str "f4E2M1FN vector.fma: "
  vector.print %v212 : vector<6xf4E2M1FN>
  %v213 = vector.from_elements %x8, %x12 : vector<2xf4E2M1FN>
  %v214 = vector.from_elements %x5, %x9, %x13 : vector<3xf4E2M1FN>
  %v215 = vector.outerproduct %v213, %v214 : vector<2xf4E2M1FN>, vector<3xf4E2M1FN>
  vector.print str "f4E2M1FN outerproduct: "
  vector.print %v215 : vector<2x3xf4E2M1FN>
  %s216 = arith.mulf %x8, %x5 : f4E2M1FN
  %s217 = arith.mulf %x8, %x9 : f4E2M1FN
  %s218 = arith.mulf %x8, %x13 : f4E2M1FN
  %s219 = arith.mulf %x12, %x5 : f4E2M1FN
  %s220 = arith.mulf %x12, %x9 : f4E2M1FN
  %s221 = arith.mulf %x12, %x13 : f4E2M1FN
  %v222 = vector.from_elements %s216, %s217, %s218, %s219, %s220, %s221 : vector<2x3xf4E2M1FN>
  vector.print str "f4E2M1FN outerproduct: "
  vector.print %v222 : vector<2x3xf4E2M1FN>
  %v223 = vector.from_elements %x1, %x2, %x3, %x4, %x1, %x2, %x3, %x4 : vector<8xf4E2M1FN>
  %v224 = vector.shape_cast %v223 : vector<8xf4E2M1FN> to vector<2x4xf4E2M1FN>
  %v225 = vector.from_elements %x1, %x2, %x3, %x4 : vector<4xf4E2M1FN>
  %v226 = vector.from_elements %x0, %x0 : vector<2xf4E2M1FN>
  %v227 = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %v224, %v225, %v226 : vector<2x4xf4E2M1FN>, vector<4xf4E2M1FN> into vector<2xf4E2M1FN>
  vector.print str "f4E2M1FN contract matvec: "
  vector.print %v227 : vector<2xf4E2M1FN>
  %s228 = arith.mulf %x1, %x1 : f4E2M1FN
  %s229 = arith.addf %z167, %s228 : f4E2M1FN
  %s230 = arith.mulf %x2, %x2 : f4E2M1FN
  %s231 = arith.addf %s229, %s230 : f4E2M1FN
  %s232 = arith.mulf %x3, %x3 : f4E2M1FN
  %s233 = arith.addf %s231, %s232 : f4E2M1FN
  %s234 = arith.mulf %x4, %x4 : f4E2M1FN
  %s235 = arith.addf %s233, %s234 : f4E2M1FN
  %s236 = arith.addf %s235, %x0 : f4E2M1FN
  %v237 = vector.from_elements %s236, %s236 : vector<2xf4E2M1FN>
  vector.print str "f4E2M1FN contract matvec: "
  vector.print %v237 : vector<2xf4E2M1FN>
  %v238 = vector.transpose %v224, [1, 0] : vector<2x4xf4E2M1FN> to vector<4x2xf4E2M1FN>
  %v239 = vector.contract {indexing_maps = [affine_map<(k, i) -> (k, i)>, affine_map<(k, i) -> (k)>, affine_map<(k, i) -> (i)>], iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %v238, %v225, %v226 : vector<4x2xf4E2M1FN>, vector<4xf4E2M1FN> into vector<2xf4E2M1FN>
  vector.print str "f4E2M1FN contract tmatvec: "
  vector.print %v239 : vector<2xf4E2M1FN>
  %s240 = arith.mulf %x1, %x1 : f4E2M1FN
  %s241 = arith.addf %x0, %s240 : f4E2M1FN
  %s242 = arith.mulf %x2, %x2 : f4E2M1FN
  %s243 = arith.addf %s241, %s242 : f4E2M1FN
  %s244 = arith.mulf %x3, %x3 : f4E2M1FN
  %s245 = arith.addf %s243, %s244 : f4E2M1FN
  %s246 = arith.mulf %x4, %x4 : f4E2M1FN
  %s247 = arith.addf %s245, %s246 : f4E2M1FN
  %v248 = vector.from_elements %s247, %s247 : vector<2xf4E2M1FN>
  vector.print str "f4E2M1FN contract tmatvec: "
  vector.print %v248 : vector<2xf4E2M1FN>
  return
}
func.func @main() {
  %f8E4M3FN = memref.get_global @f8E4M3FN : memref<16xf8E4M3FN>
  func.call @ops_f8E4M3FN(%f8E4M3FN) : (memref<16xf8E4M3FN>) -> ()
  %f8E5M2 = memref.get_global @f8E5M2 : memref<16xf8E5M2>
  func.call @ops_f8E5M2(%f8E5M2) : (memref<16xf8E5M2>) -> ()
  %f4E2M1FN = memref.get_global @f4E2M1FN : memref<16xf4E2M1FN>
  func.call @ops_f4E2M1FN(%f4E2M1FN) : (memref<16xf4E2M1FN>) -> ()
  return
}
// CHECK:      {{^}}f8E4M3FN reduction add [0, 1, 2, 3, 4]: 16{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN reduction add [0, 1, 2, 3, 4]: 16{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN reduction add [1, 2, 3, 4, 0]: 20{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN reduction add [1, 2, 3, 4, 0]: 20{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN reduction add [6, 6]: 0{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN reduction add [6, 6]: 0{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN reduction mul acc: 2.25{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN reduction mul acc: 2.25{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN reduction maxnumf: 7{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN reduction maxnumf: 7{{$}}
// CHECK-NEXT: {{^}}f8E4M3FN multi_reduction: ( 20, 20 ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN vector.fma: ( 5, 0.5, 10, 448, 0, 5, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN vector.fma: ( 5, 0.5, 10, 448, 0, 5, nan ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN outerproduct: ( ( 1, 0.5, 0.25 ), ( -0.75, -0.375, -0.1875 ) ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN outerproduct: ( ( 1, 0.5, 0.25 ), ( -0.75, -0.375, -0.1875 ) ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN contract matvec: ( 20, 20 ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN contract matvec: ( 20, 20 ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN contract tmatvec: ( 16, 16 ){{$}}
// CHECK-NEXT: {{^}}f8E4M3FN contract tmatvec: ( 16, 16 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction add [0, 1, 2, 3, 4]: 16{{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction add [0, 1, 2, 3, 4]: 16{{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction add [1, 2, 3, 4, 0]: 20{{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction add [1, 2, 3, 4, 0]: 20{{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction add [6, 6]: 0{{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction add [6, 6]: 0{{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction mul acc: 2{{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction mul acc: 2{{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction maxnumf: 7{{$}}
// CHECK-NEXT: {{^}}f8E5M2 reduction maxnumf: 7{{$}}
// CHECK-NEXT: {{^}}f8E5M2 multi_reduction: ( 16, 20 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 vector.fma: ( 40, 3, nan, nan, 2, 32, nan ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 vector.fma: ( 40, 3, nan, nan, 2, 32, nan ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 outerproduct: ( ( 1, 0.5, 0.25 ), ( -0.75, -0.375, -0.1875 ) ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 outerproduct: ( ( 1, 0.5, 0.25 ), ( -0.75, -0.375, -0.1875 ) ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 contract matvec: ( 20, 20 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 contract matvec: ( 20, 20 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 contract tmatvec: ( 16, 16 ){{$}}
// CHECK-NEXT: {{^}}f8E5M2 contract tmatvec: ( 16, 16 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction add [0, 1, 2, 3, 4]: 4{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction add [0, 1, 2, 3, 4]: 4{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction add [1, 2, 3, 4, 0]: 6{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction add [1, 2, 3, 4, 0]: 6{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction add [6, 6]: 0{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction add [6, 6]: 0{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction mul acc: 3{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction mul acc: 3{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction maxnumf: 1.5{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN reduction maxnumf: 1.5{{$}}
// CHECK-NEXT: {{^}}f4E2M1FN multi_reduction: ( 6, 6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN vector.fma: ( 2, 0.5, 1.5, -4, 2, 1.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN vector.fma: ( 2, 0.5, 1.5, -4, 2, 1.5 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN outerproduct: ( ( 1, 1, 1 ), ( -1, -1, -1 ) ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN outerproduct: ( ( 1, 1, 1 ), ( -1, -1, -1 ) ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN contract matvec: ( 6, 6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN contract matvec: ( 6, 6 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN contract tmatvec: ( 4, 4 ){{$}}
// CHECK-NEXT: {{^}}f4E2M1FN contract tmatvec: ( 4, 4 ){{$}}
