// The vector ops that compute, on f16 and bf16, as upstream 22.1.8 lowers them
// (--lower-vector-multi-reduction, --convert-vector-to-llvm; LLVM rounds every f16/bf16 step to
// the type): reductions in order (a sum without accumulator from +0), multi_reduction chained from
// each accumulator, vector.fma as llvm.fmuladd (product and sum rounded one after the other, where
// math.fma rounds once), outerproduct fused with kind add and an accumulator, contract as dot
// products from +0 plus the accumulator for matmul/matvec shapes and chained through the
// accumulator otherwise (an f32 case shows the order too). Expected lines: mlir-runner's output
// after scripts/upstream-run.sh (the same with -mattr=-avx512bf16).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
#matmul = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#matmul_t = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (j, i)>]
#matvec = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>]
#vecmat = [affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>]
#tmatvec = [affine_map<(k, i) -> (k, i)>, affine_map<(k, i) -> (k)>, affine_map<(k, i) -> (i)>]
#dot = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
#batch = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>]
#tworeds = [affine_map<(i, k, l) -> (i, k, l)>, affine_map<(i, k, l) -> (k, l)>, affine_map<(i, k, l) -> (i)>]
memref.global "private" constant @h : memref<16xf16> = dense<[2048.0, 1.0, 1.0, 1.0, 1.0, 2048.0, -0.0, -0.0, 0.1416015625, 0.003448486328125, 1.0, 0x7E00, 0.5, -2.5, 65504.0, 6.103515625E-5]>
memref.global "private" constant @b : memref<16xbf16> = dense<[256.0, 1.0, 1.0, 1.0, 1.0, 256.0, -0.0, -0.0, 1.25, 1.65625, 9.3132257461547852E-10, 0x7FC0, 0.5, -2.5, 3.3895313892515355E+38, 1.1754943508222875E-38]>
memref.global "private" constant @s : memref<8xf32> = dense<[1.0e8, 1.0, 1.0, 1.0e8, 1.0, -1.0, -1.0e8, 1.0]>


func.func @vector_ops_f16(%m: memref<16xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %c12 = arith.constant 12 : index
  // big, 1, 1, 1, 1 and 1, 1, 1, 1, big.
  %big_first = vector.load %m[%c0] : memref<16xf16>, vector<5xf16>
  %big_last = vector.load %m[%c1] : memref<16xf16>, vector<5xf16>
  %ones = vector.load %m[%c1] : memref<16xf16>, vector<4xf16>
  %big = memref.load %m[%c0] : memref<16xf16>
  %negzeros = vector.load %m[%c6] : memref<16xf16>, vector<2xf16>
  %nan = memref.load %m[%c11] : memref<16xf16>
  %mixed = vector.load %m[%c10] : memref<16xf16>, vector<6xf16>
  // Reductions run in order, each step rounded to the type: big + 1 rounds back to big.
  %r0 = vector.reduction <add>, %big_first : vector<5xf16> into f16
  %r1 = vector.reduction <add>, %big_last : vector<5xf16> into f16
  %r2 = vector.reduction <add>, %ones, %big : vector<4xf16> into f16
  // A sum without accumulator starts from +0: -0 + -0 is +0.
  %r3 = vector.reduction <add>, %negzeros : vector<2xf16> into f16
  %r4 = vector.reduction <mul>, %mixed : vector<6xf16> into f16
  %r5 = vector.reduction <maximumf>, %mixed : vector<6xf16> into f16
  %r6 = vector.reduction <maxnumf>, %mixed : vector<6xf16> into f16
  %r7 = vector.reduction <minimumf>, %big_last, %nan : vector<5xf16> into f16
  %r8 = vector.reduction <minnumf>, %mixed, %big : vector<6xf16> into f16
  %red = vector.from_elements %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : vector<9xf16>
  vector.print str "f16 reduction: "
  vector.print %red : vector<9xf16>
  // multi_reduction: every kept element chained from its accumulator.
  %row8 = vector.load %m[%c0] : memref<16xf16>, vector<8xf16>
  %m2x4 = vector.shape_cast %row8 : vector<8xf16> to vector<2x4xf16>
  %acc2 = vector.load %m[%c4] : memref<16xf16>, vector<2xf16>
  %acc4 = vector.load %m[%c1] : memref<16xf16>, vector<4xf16>
  %mr0 = vector.multi_reduction <add>, %m2x4, %acc2 [1] : vector<2x4xf16> to vector<2xf16>
  vector.print str "f16 multi_reduction [1]: "
  vector.print %mr0 : vector<2xf16>
  %mr1 = vector.multi_reduction <mul>, %m2x4, %acc4 [0] : vector<2x4xf16> to vector<4xf16>
  vector.print str "f16 multi_reduction [0]: "
  vector.print %mr1 : vector<4xf16>
  %mr2 = vector.multi_reduction <add>, %m2x4, %big [0, 1] : vector<2x4xf16> to f16
  vector.print str "f16 multi_reduction [0, 1]: "
  vector.print %mr2 : f16
  %mr3 = vector.multi_reduction <maximumf>, %m2x4, %acc2 [1] : vector<2x4xf16> to vector<2xf16>
  vector.print str "f16 multi_reduction maximumf: "
  vector.print %mr3 : vector<2xf16>
  // vector.fma is LLVM's fmuladd: a product rounded to the type, then a sum rounded to the
  // type; math.fma on the same vectors is one fused operation.
  %a = vector.load %m[%c8] : memref<16xf16>, vector<4xf16>
  %bv = vector.load %m[%c10] : memref<16xf16>, vector<4xf16>
  %sh = vector.load %m[%c1] : memref<16xf16>, vector<4xf16>
  %x = vector.shuffle %a, %a [0, 0, 2, 3] : vector<4xf16>, vector<4xf16>
  %y = vector.shuffle %a, %bv [1, 1, 4, 2] : vector<4xf16>, vector<4xf16>
  %f = vector.fma %x, %y, %sh : vector<4xf16>
  vector.print str "f16 vector.fma: "
  vector.print %f : vector<4xf16>
  %f2 = math.fma %x, %y, %sh : vector<4xf16>
  vector.print str "f16 math.fma: "
  vector.print %f2 : vector<4xf16>
  // Scalar math.fma: f16 rounded once (1.00098 below), bf16 an f32 fma rounded to bf16
  // (2.0625 where the exact value rounds to 2.078125).
  %s8 = memref.load %m[%c8] : memref<16xf16>
  %s9 = memref.load %m[%c9] : memref<16xf16>
  %s10 = memref.load %m[%c10] : memref<16xf16>
  %sf = math.fma %s8, %s9, %s10 : f16
  vector.print str "f16 scalar math.fma: "
  vector.print %sf : f16
  // outerproduct: fused (vector.fma) with kind add and an accumulator, else products then
  // the kind's combination.
  %l3 = vector.load %m[%c8] : memref<16xf16>, vector<3xf16>
  %r2v = vector.load %m[%c8] : memref<16xf16>, vector<2xf16>
  %acc32 = vector.load %m[%c0] : memref<16xf16>, vector<6xf16>
  %acc3x2 = vector.shape_cast %acc32 : vector<6xf16> to vector<3x2xf16>
  %o0 = vector.outerproduct %l3, %r2v, %acc3x2 {kind = #vector.kind<add>} : vector<3xf16>, vector<2xf16>
  vector.print str "f16 outerproduct add: "
  vector.print %o0 : vector<3x2xf16>
  %o1 = vector.outerproduct %l3, %r2v : vector<3xf16>, vector<2xf16>
  vector.print str "f16 outerproduct: "
  vector.print %o1 : vector<3x2xf16>
  %o2 = vector.outerproduct %l3, %r2v, %acc3x2 {kind = #vector.kind<mul>} : vector<3xf16>, vector<2xf16>
  vector.print str "f16 outerproduct mul: "
  vector.print %o2 : vector<3x2xf16>
  %o3 = vector.outerproduct %l3, %r2v, %acc3x2 {kind = #vector.kind<maxnumf>} : vector<3xf16>, vector<2xf16>
  vector.print str "f16 outerproduct maxnumf: "
  vector.print %o3 : vector<3x2xf16>
  // contract: matmul/matvec shapes are dot products from +0 with the accumulator added last
  // (ones . ones = 4, 4 + big); the others chain through the accumulator (big + 1 = big).
  %onesm = vector.broadcast %ones : vector<4xf16> to vector<2x4xf16>
  %onest = vector.transpose %onesm, [1, 0] : vector<2x4xf16> to vector<4x2xf16>
  %bigs = vector.broadcast %big : f16 to vector<2x2xf16>
  %bigv = vector.broadcast %big : f16 to vector<2xf16>
  %k0 = vector.contract {indexing_maps = #matmul, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %onesm, %onest, %bigs : vector<2x4xf16>, vector<4x2xf16> into vector<2x2xf16>
  vector.print str "f16 contract matmul: "
  vector.print %k0 : vector<2x2xf16>
  %k1 = vector.contract {indexing_maps = #matmul_t, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %onest, %onesm, %bigs : vector<4x2xf16>, vector<2x4xf16> into vector<2x2xf16>
  vector.print str "f16 contract matmul_t: "
  vector.print %k1 : vector<2x2xf16>
  %k2 = vector.contract {indexing_maps = #matvec, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %onesm, %ones, %bigv : vector<2x4xf16>, vector<4xf16> into vector<2xf16>
  vector.print str "f16 contract matvec: "
  vector.print %k2 : vector<2xf16>
  %k3 = vector.contract {indexing_maps = #vecmat, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %ones, %onesm, %bigv : vector<4xf16>, vector<2x4xf16> into vector<2xf16>
  vector.print str "f16 contract vecmat: "
  vector.print %k3 : vector<2xf16>
  %k4 = vector.contract {indexing_maps = #tmatvec, iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %onest, %ones, %bigv : vector<4x2xf16>, vector<4xf16> into vector<2xf16>
  vector.print str "f16 contract tmatvec: "
  vector.print %k4 : vector<2xf16>
  %k5 = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"], kind = #vector.kind<add>} %ones, %ones, %big : vector<4xf16>, vector<4xf16> into f16
  vector.print str "f16 contract dot: "
  vector.print %k5 : f16
  %onesb = vector.broadcast %onesm : vector<2x4xf16> to vector<2x2x4xf16>
  %onesbt = vector.broadcast %onest : vector<4x2xf16> to vector<2x4x2xf16>
  %bigb = vector.broadcast %big : f16 to vector<2x2x2xf16>
  %k6 = vector.contract {indexing_maps = #batch, iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %onesb, %onesbt, %bigb : vector<2x2x4xf16>, vector<2x4x2xf16> into vector<2x2x2xf16>
  vector.print str "f16 contract batch: "
  vector.print %k6 : vector<2x2x2xf16>
  %ones22 = vector.shape_cast %ones : vector<4xf16> to vector<2x2xf16>
  %ones222 = vector.broadcast %ones22 : vector<2x2xf16> to vector<2x2x2xf16>
  %k7 = vector.contract {indexing_maps = #tworeds, iterator_types = ["parallel", "reduction", "reduction"], kind = #vector.kind<add>} %ones222, %ones22, %bigv : vector<2x2x2xf16>, vector<2x2xf16> into vector<2xf16>
  vector.print str "f16 contract two reductions: "
  vector.print %k7 : vector<2xf16>
  return
}


func.func @vector_ops_bf16(%m: memref<16xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %c12 = arith.constant 12 : index
  // big, 1, 1, 1, 1 and 1, 1, 1, 1, big.
  %big_first = vector.load %m[%c0] : memref<16xbf16>, vector<5xbf16>
  %big_last = vector.load %m[%c1] : memref<16xbf16>, vector<5xbf16>
  %ones = vector.load %m[%c1] : memref<16xbf16>, vector<4xbf16>
  %big = memref.load %m[%c0] : memref<16xbf16>
  %negzeros = vector.load %m[%c6] : memref<16xbf16>, vector<2xbf16>
  %nan = memref.load %m[%c11] : memref<16xbf16>
  %mixed = vector.load %m[%c10] : memref<16xbf16>, vector<6xbf16>
  // Reductions run in order, each step rounded to the type: big + 1 rounds back to big.
  %r0 = vector.reduction <add>, %big_first : vector<5xbf16> into bf16
  %r1 = vector.reduction <add>, %big_last : vector<5xbf16> into bf16
  %r2 = vector.reduction <add>, %ones, %big : vector<4xbf16> into bf16
  // A sum without accumulator starts from +0: -0 + -0 is +0.
  %r3 = vector.reduction <add>, %negzeros : vector<2xbf16> into bf16
  %r4 = vector.reduction <mul>, %mixed : vector<6xbf16> into bf16
  %r5 = vector.reduction <maximumf>, %mixed : vector<6xbf16> into bf16
  %r6 = vector.reduction <maxnumf>, %mixed : vector<6xbf16> into bf16
  %r7 = vector.reduction <minimumf>, %big_last, %nan : vector<5xbf16> into bf16
  %r8 = vector.reduction <minnumf>, %mixed, %big : vector<6xbf16> into bf16
  %red = vector.from_elements %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : vector<9xbf16>
  vector.print str "bf16 reduction: "
  vector.print %red : vector<9xbf16>
  // multi_reduction: every kept element chained from its accumulator.
  %row8 = vector.load %m[%c0] : memref<16xbf16>, vector<8xbf16>
  %m2x4 = vector.shape_cast %row8 : vector<8xbf16> to vector<2x4xbf16>
  %acc2 = vector.load %m[%c4] : memref<16xbf16>, vector<2xbf16>
  %acc4 = vector.load %m[%c1] : memref<16xbf16>, vector<4xbf16>
  %mr0 = vector.multi_reduction <add>, %m2x4, %acc2 [1] : vector<2x4xbf16> to vector<2xbf16>
  vector.print str "bf16 multi_reduction [1]: "
  vector.print %mr0 : vector<2xbf16>
  %mr1 = vector.multi_reduction <mul>, %m2x4, %acc4 [0] : vector<2x4xbf16> to vector<4xbf16>
  vector.print str "bf16 multi_reduction [0]: "
  vector.print %mr1 : vector<4xbf16>
  %mr2 = vector.multi_reduction <add>, %m2x4, %big [0, 1] : vector<2x4xbf16> to bf16
  vector.print str "bf16 multi_reduction [0, 1]: "
  vector.print %mr2 : bf16
  %mr3 = vector.multi_reduction <maximumf>, %m2x4, %acc2 [1] : vector<2x4xbf16> to vector<2xbf16>
  vector.print str "bf16 multi_reduction maximumf: "
  vector.print %mr3 : vector<2xbf16>
  // vector.fma is LLVM's fmuladd: a product rounded to the type, then a sum rounded to the
  // type; math.fma on the same vectors is one fused operation.
  %a = vector.load %m[%c8] : memref<16xbf16>, vector<4xbf16>
  %bv = vector.load %m[%c10] : memref<16xbf16>, vector<4xbf16>
  %sh = vector.load %m[%c1] : memref<16xbf16>, vector<4xbf16>
  %x = vector.shuffle %a, %a [0, 0, 2, 3] : vector<4xbf16>, vector<4xbf16>
  %y = vector.shuffle %a, %bv [1, 1, 4, 2] : vector<4xbf16>, vector<4xbf16>
  %f = vector.fma %x, %y, %sh : vector<4xbf16>
  vector.print str "bf16 vector.fma: "
  vector.print %f : vector<4xbf16>
  %f2 = math.fma %x, %y, %sh : vector<4xbf16>
  vector.print str "bf16 math.fma: "
  vector.print %f2 : vector<4xbf16>
  // Scalar math.fma: f16 rounded once (1.00098 below), bf16 an f32 fma rounded to bf16
  // (2.0625 where the exact value rounds to 2.078125).
  %s8 = memref.load %m[%c8] : memref<16xbf16>
  %s9 = memref.load %m[%c9] : memref<16xbf16>
  %s10 = memref.load %m[%c10] : memref<16xbf16>
  %sf = math.fma %s8, %s9, %s10 : bf16
  vector.print str "bf16 scalar math.fma: "
  vector.print %sf : bf16
  // outerproduct: fused (vector.fma) with kind add and an accumulator, else products then
  // the kind's combination.
  %l3 = vector.load %m[%c8] : memref<16xbf16>, vector<3xbf16>
  %r2v = vector.load %m[%c8] : memref<16xbf16>, vector<2xbf16>
  %acc32 = vector.load %m[%c0] : memref<16xbf16>, vector<6xbf16>
  %acc3x2 = vector.shape_cast %acc32 : vector<6xbf16> to vector<3x2xbf16>
  %o0 = vector.outerproduct %l3, %r2v, %acc3x2 {kind = #vector.kind<add>} : vector<3xbf16>, vector<2xbf16>
  vector.print str "bf16 outerproduct add: "
  vector.print %o0 : vector<3x2xbf16>
  %o1 = vector.outerproduct %l3, %r2v : vector<3xbf16>, vector<2xbf16>
  vector.print str "bf16 outerproduct: "
  vector.print %o1 : vector<3x2xbf16>
  %o2 = vector.outerproduct %l3, %r2v, %acc3x2 {kind = #vector.kind<mul>} : vector<3xbf16>, vector<2xbf16>
  vector.print str "bf16 outerproduct mul: "
  vector.print %o2 : vector<3x2xbf16>
  %o3 = vector.outerproduct %l3, %r2v, %acc3x2 {kind = #vector.kind<maxnumf>} : vector<3xbf16>, vector<2xbf16>
  vector.print str "bf16 outerproduct maxnumf: "
  vector.print %o3 : vector<3x2xbf16>
  // contract: matmul/matvec shapes are dot products from +0 with the accumulator added last
  // (ones . ones = 4, 4 + big); the others chain through the accumulator (big + 1 = big).
  %onesm = vector.broadcast %ones : vector<4xbf16> to vector<2x4xbf16>
  %onest = vector.transpose %onesm, [1, 0] : vector<2x4xbf16> to vector<4x2xbf16>
  %bigs = vector.broadcast %big : bf16 to vector<2x2xbf16>
  %bigv = vector.broadcast %big : bf16 to vector<2xbf16>
  %k0 = vector.contract {indexing_maps = #matmul, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %onesm, %onest, %bigs : vector<2x4xbf16>, vector<4x2xbf16> into vector<2x2xbf16>
  vector.print str "bf16 contract matmul: "
  vector.print %k0 : vector<2x2xbf16>
  %k1 = vector.contract {indexing_maps = #matmul_t, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %onest, %onesm, %bigs : vector<4x2xbf16>, vector<2x4xbf16> into vector<2x2xbf16>
  vector.print str "bf16 contract matmul_t: "
  vector.print %k1 : vector<2x2xbf16>
  %k2 = vector.contract {indexing_maps = #matvec, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %onesm, %ones, %bigv : vector<2x4xbf16>, vector<4xbf16> into vector<2xbf16>
  vector.print str "bf16 contract matvec: "
  vector.print %k2 : vector<2xbf16>
  %k3 = vector.contract {indexing_maps = #vecmat, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %ones, %onesm, %bigv : vector<4xbf16>, vector<2x4xbf16> into vector<2xbf16>
  vector.print str "bf16 contract vecmat: "
  vector.print %k3 : vector<2xbf16>
  %k4 = vector.contract {indexing_maps = #tmatvec, iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %onest, %ones, %bigv : vector<4x2xbf16>, vector<4xbf16> into vector<2xbf16>
  vector.print str "bf16 contract tmatvec: "
  vector.print %k4 : vector<2xbf16>
  %k5 = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"], kind = #vector.kind<add>} %ones, %ones, %big : vector<4xbf16>, vector<4xbf16> into bf16
  vector.print str "bf16 contract dot: "
  vector.print %k5 : bf16
  %onesb = vector.broadcast %onesm : vector<2x4xbf16> to vector<2x2x4xbf16>
  %onesbt = vector.broadcast %onest : vector<4x2xbf16> to vector<2x4x2xbf16>
  %bigb = vector.broadcast %big : bf16 to vector<2x2x2xbf16>
  %k6 = vector.contract {indexing_maps = #batch, iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %onesb, %onesbt, %bigb : vector<2x2x4xbf16>, vector<2x4x2xbf16> into vector<2x2x2xbf16>
  vector.print str "bf16 contract batch: "
  vector.print %k6 : vector<2x2x2xbf16>
  %ones22 = vector.shape_cast %ones : vector<4xbf16> to vector<2x2xbf16>
  %ones222 = vector.broadcast %ones22 : vector<2x2xbf16> to vector<2x2x2xbf16>
  %k7 = vector.contract {indexing_maps = #tworeds, iterator_types = ["parallel", "reduction", "reduction"], kind = #vector.kind<add>} %ones222, %ones22, %bigv : vector<2x2x2xbf16>, vector<2x2xbf16> into vector<2xbf16>
  vector.print str "bf16 contract two reductions: "
  vector.print %k7 : vector<2xbf16>
  return
}


// f32 too: the order of the sums shows (1e8 + 1 is 1e8).
func.func @contract_f32(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %l4 = vector.load %m[%c0] : memref<8xf32>, vector<4xf32>
  %a4 = vector.load %m[%c4] : memref<8xf32>, vector<4xf32>
  %l = vector.shape_cast %l4 : vector<4xf32> to vector<2x2xf32>
  %acc = vector.shape_cast %a4 : vector<4xf32> to vector<2x2xf32>
  %r = vector.transpose %acc, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %k0 = vector.contract {indexing_maps = #matmul, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  vector.print str "f32 contract matmul: "
  vector.print %k0 : vector<2x2xf32>
  %v = vector.extract %acc[0] : vector<2xf32> from vector<2x2xf32>
  %a = vector.extract %acc[1] : vector<2xf32> from vector<2x2xf32>
  %k1 = vector.contract {indexing_maps = #tmatvec, iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %l, %v, %a : vector<2x2xf32>, vector<2xf32> into vector<2xf32>
  vector.print str "f32 contract tmatvec: "
  vector.print %k1 : vector<2xf32>
  %k2 = vector.contract {indexing_maps = #matvec, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %l, %v, %a : vector<2x2xf32>, vector<2xf32> into vector<2xf32>
  vector.print str "f32 contract matvec: "
  vector.print %k2 : vector<2xf32>
  %z = vector.extract %l4[1] : f32 from vector<4xf32>
  %nz = arith.negf %z : f32
  %zz = arith.subf %z, %z : f32
  %nzz = arith.negf %zz : f32
  %zs = vector.broadcast %nzz : f32 to vector<3xf32>
  %s = vector.reduction <add>, %zs : vector<3xf32> into f32
  vector.print str "f32 sum of -0s: "
  vector.print %s : f32
  return
}

func.func @main() {
  %h = memref.get_global @h : memref<16xf16>
  func.call @vector_ops_f16(%h) : (memref<16xf16>) -> ()
  %b = memref.get_global @b : memref<16xbf16>
  func.call @vector_ops_bf16(%b) : (memref<16xbf16>) -> ()
  %s = memref.get_global @s : memref<8xf32>
  func.call @contract_f32(%s) : (memref<8xf32>) -> ()
  return
}
// CHECK:      {{^}}f16 reduction: ( 2048, 2052, 2048, 0, nan, nan, 65504, nan, -2.5 ){{$}}
// CHECK-NEXT: {{^}}f16 multi_reduction [1]: ( 2048, 4096 ){{$}}
// CHECK-NEXT: {{^}}f16 multi_reduction [0]: ( 2048, 2048, -0, -0 ){{$}}
// CHECK-NEXT: {{^}}f16 multi_reduction [0, 1]: 6144{{$}}
// CHECK-NEXT: {{^}}f16 multi_reduction maximumf: ( 2048, 2048 ){{$}}
// CHECK-NEXT: {{^}}f16 vector.fma: ( 1, 1, 2, nan ){{$}}
// CHECK-NEXT: {{^}}f16 math.fma: ( 1.00098, 1.00098, 2, nan ){{$}}
// CHECK-NEXT: {{^}}f16 scalar math.fma: 1.00098{{$}}
// CHECK-NEXT: {{^}}f16 outerproduct add: ( ( 2048, 1 ), ( 1, 1 ), ( 1.1416, 2048 ) ){{$}}
// CHECK-NEXT: {{^}}f16 outerproduct: ( ( 0.02005, 0.000488281 ), ( 0.000488281, 1.19209e-05 ), ( 0.141602, 0.00344849 ) ){{$}}
// CHECK-NEXT: {{^}}f16 outerproduct mul: ( ( 41.0625, 0.000488281 ), ( 0.000488281, 1.19209e-05 ), ( 0.141602, 7.0625 ) ){{$}}
// CHECK-NEXT: {{^}}f16 outerproduct maxnumf: ( ( 2048, 1 ), ( 1, 1 ), ( 1, 2048 ) ){{$}}
// CHECK-NEXT: {{^}}f16 contract matmul: ( ( 2052, 2052 ), ( 2052, 2052 ) ){{$}}
// CHECK-NEXT: {{^}}f16 contract matmul_t: ( ( 2052, 2052 ), ( 2052, 2052 ) ){{$}}
// CHECK-NEXT: {{^}}f16 contract matvec: ( 2052, 2052 ){{$}}
// CHECK-NEXT: {{^}}f16 contract vecmat: ( 2052, 2052 ){{$}}
// CHECK-NEXT: {{^}}f16 contract tmatvec: ( 2048, 2048 ){{$}}
// CHECK-NEXT: {{^}}f16 contract dot: 2048{{$}}
// CHECK-NEXT: {{^}}f16 contract batch: ( ( ( 2052, 2052 ), ( 2052, 2052 ) ), ( ( 2052, 2052 ), ( 2052, 2052 ) ) ){{$}}
// CHECK-NEXT: {{^}}f16 contract two reductions: ( 2048, 2048 ){{$}}
// CHECK-NEXT: {{^}}bf16 reduction: ( 256, 260, 256, 0, nan, nan, 3.38953e+38, nan, -2.5 ){{$}}
// CHECK-NEXT: {{^}}bf16 multi_reduction [1]: ( 256, 512 ){{$}}
// CHECK-NEXT: {{^}}bf16 multi_reduction [0]: ( 256, 256, -0, -0 ){{$}}
// CHECK-NEXT: {{^}}bf16 multi_reduction [0, 1]: 768{{$}}
// CHECK-NEXT: {{^}}bf16 multi_reduction maximumf: ( 256, 256 ){{$}}
// CHECK-NEXT: {{^}}bf16 vector.fma: ( 3.0625, 3.0625, 1, nan ){{$}}
// CHECK-NEXT: {{^}}bf16 math.fma: ( 3.0625, 3.0625, 1, nan ){{$}}
// CHECK-NEXT: {{^}}bf16 scalar math.fma: 2.0625{{$}}
// CHECK-NEXT: {{^}}bf16 outerproduct add: ( ( 258, 3.0625 ), ( 3.0625, 3.75 ), ( 1, 256 ) ){{$}}
// CHECK-NEXT: {{^}}bf16 outerproduct: ( ( 1.5625, 2.0625 ), ( 2.0625, 2.75 ), ( 1.16415e-09, 1.5425e-09 ) ){{$}}
// CHECK-NEXT: {{^}}bf16 outerproduct mul: ( ( 400, 2.0625 ), ( 2.0625, 2.75 ), ( 1.16415e-09, 3.94881e-07 ) ){{$}}
// CHECK-NEXT: {{^}}bf16 outerproduct maxnumf: ( ( 256, 2.0625 ), ( 2.0625, 2.75 ), ( 1, 256 ) ){{$}}
// CHECK-NEXT: {{^}}bf16 contract matmul: ( ( 260, 260 ), ( 260, 260 ) ){{$}}
// CHECK-NEXT: {{^}}bf16 contract matmul_t: ( ( 260, 260 ), ( 260, 260 ) ){{$}}
// CHECK-NEXT: {{^}}bf16 contract matvec: ( 260, 260 ){{$}}
// CHECK-NEXT: {{^}}bf16 contract vecmat: ( 260, 260 ){{$}}
// CHECK-NEXT: {{^}}bf16 contract tmatvec: ( 256, 256 ){{$}}
// CHECK-NEXT: {{^}}bf16 contract dot: 256{{$}}
// CHECK-NEXT: {{^}}bf16 contract batch: ( ( ( 260, 260 ), ( 260, 260 ) ), ( ( 260, 260 ), ( 260, 260 ) ) ){{$}}
// CHECK-NEXT: {{^}}bf16 contract two reductions: ( 256, 256 ){{$}}
// CHECK-NEXT: {{^}}f32 contract matmul: ( ( 1e+08, -1e+16 ), ( -2e+08, 1 ) ){{$}}
// CHECK-NEXT: {{^}}f32 contract tmatvec: ( -1, -1e+08 ){{$}}
// CHECK-NEXT: {{^}}f32 contract matvec: ( 0, -1e+08 ){{$}}
// CHECK-NEXT: {{^}}f32 sum of -0s: 0{{$}}
