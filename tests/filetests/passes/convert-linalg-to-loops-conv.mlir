// -convert-linalg-to-loops with non-trivial indexing maps: each map result that is neither a
// loop dimension nor a constant becomes an affine.apply of that result over the induction
// variables it uses (unused dimensions dropped, order kept), before the load or store it
// indexes; generic ops with windowed, floordiv/mod/ceildiv, skewed and output maps, and the
// named convolutions and pooling with strides, dilations, zero points, unsigned max (extui),
// dynamic sizes (memref.dim) and the pooling window's unused load removed. Expected text from
// mlir-opt 22.1.8.
// RUN: memref-opt %s --convert-linalg-to-loops | filecheck %s
#win = affine_map<(d0, d1) -> (d0 * 2 + d1)>
#k = affine_map<(d0, d1) -> (d1)>
#o = affine_map<(d0, d1) -> (d0)>
#rev = affine_map<(d0, d1, d2) -> (d0 + d2, d1 floordiv 2, d1 mod 3, 4)>
#out3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#skew = affine_map<(d0, d1) -> (d0, d0 + d1 * 3 + 1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#shift = affine_map<(d0, d1) -> (d0 + 1, d1 ceildiv 4)>
func.func @generic_window(%in: memref<?xf32>, %k: memref<3xf32>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [#win, #k, #o], iterator_types = ["parallel", "reduction"]} ins(%in, %k : memref<?xf32>, memref<3xf32>) outs(%out : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }
  return
}
func.func @generic_mixed(%in: memref<9x4x3x5xi32>, %out: memref<4x6x5xi32>) {
  linalg.generic {indexing_maps = [#rev, #out3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%in : memref<9x4x3x5xi32>) outs(%out : memref<4x6x5xi32>) {
  ^bb0(%a: i32, %c: i32):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %a, %ii : i32
    linalg.yield %s : i32
  }
  return
}
func.func @generic_output_map(%in: memref<3x4xf32>, %out: memref<5x2xf32>) {
  linalg.generic {indexing_maps = [#id2, #shift], iterator_types = ["parallel", "parallel"]} ins(%in : memref<3x4xf32>) outs(%out : memref<5x2xf32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  }
  return
}
func.func @generic_skew(%in: memref<4x20xf32>, %out: memref<4x5xf32>) {
  linalg.generic {indexing_maps = [#skew, #id2], iterator_types = ["parallel", "parallel"]} ins(%in : memref<4x20xf32>) outs(%out : memref<4x5xf32>) {
  ^bb0(%a: f32, %c: f32):
    linalg.yield %a : f32
  }
  return
}
func.func @named(%a: memref<1x9x9x3xf32>, %f: memref<3x3x3x4xf32>, %o: memref<1x4x3x4xf32>, %d: memref<?x?x?x?xf16>, %df: memref<?x?x?xf16>, %do: memref<?x?x?x?xf32>, %w: memref<2x3xi8>, %pi: memref<2x7x9x3xi8>, %po: memref<2x3x5x3xi32>, %qi: memref<1x5x5x3xi8>, %qf: memref<2x2x3x2xi8>, %zi: i32, %zk: i32, %qo: memref<1x4x4x2xf32>, %c1i: memref<?x?x?xf64>, %c1f: memref<?x?x?xf64>, %c1o: memref<?x?x?xf64>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%a, %f : memref<1x9x9x3xf32>, memref<3x3x3x4xf32>) outs(%o : memref<1x4x3x4xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<3> : tensor<2xi64>} ins(%d, %df : memref<?x?x?x?xf16>, memref<?x?x?xf16>) outs(%do : memref<?x?x?x?xf32>)
  linalg.pooling_nhwc_max_unsigned {dilations = dense<2> : tensor<2xi64>} ins(%pi, %w : memref<2x7x9x3xi8>, memref<2x3xi8>) outs(%po : memref<2x3x5x3xi32>)
  linalg.conv_2d_nhwc_hwcf_q ins(%qi, %qf, %zi, %zk : memref<1x5x5x3xi8>, memref<2x2x3x2xi8>, i32, i32) outs(%qo : memref<1x4x4x2xf32>)
  linalg.conv_1d_ncw_fcw {dilations = dense<3> : tensor<1xi64>} ins(%c1i, %c1f : memref<?x?x?xf64>, memref<?x?x?xf64>) outs(%c1o : memref<?x?x?xf64>)
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 floordiv 2)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 mod 3)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 ceildiv 4)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1) -> (d0 + d1 * 3 + 1)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1) -> (d0 + d1 * 2)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1) -> (d0 * 3 + d1)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1) -> (d0 + d1 * 3)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @generic_window(%arg0: memref<?xf32>, %arg1: memref<3xf32>, %arg2: memref<?xf32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg2, %c0 : memref<?xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3, %arg4)
// CHECK-NEXT: %1 = memref.load %arg0[%0] : memref<?xf32>
// CHECK-NEXT: %2 = memref.load %arg1[%arg4] : memref<3xf32>
// CHECK-NEXT: %3 = memref.load %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT: %4 = arith.mulf %1, %2 : f32
// CHECK-NEXT: %5 = arith.addf %3, %4 : f32
// CHECK-NEXT: memref.store %5, %arg2[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic_mixed(%arg0: memref<9x4x3x5xi32>, %arg1: memref<4x6x5xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %c5 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map1(%arg2, %arg4)
// CHECK-NEXT: %1 = affine.apply #map2(%arg3)
// CHECK-NEXT: %2 = affine.apply #map3(%arg3)
// CHECK-NEXT: %3 = memref.load %arg0[%0, %1, %2, %c4] : memref<9x4x3x5xi32>
// CHECK-NEXT: %4 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: %5 = arith.addi %3, %4 : i32
// CHECK-NEXT: memref.store %5, %arg1[%arg2, %arg3, %arg4] : memref<4x6x5xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic_output_map(%arg0: memref<3x4xf32>, %arg1: memref<5x2xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2, %arg3] : memref<3x4xf32>
// CHECK-NEXT: %1 = affine.apply #map4(%arg2)
// CHECK-NEXT: %2 = affine.apply #map5(%arg3)
// CHECK-NEXT: memref.store %0, %arg1[%1, %2] : memref<5x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic_skew(%arg0: memref<4x20xf32>, %arg1: memref<4x5xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %c5 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map6(%arg2, %arg3)
// CHECK-NEXT: %1 = memref.load %arg0[%arg2, %0] : memref<4x20xf32>
// CHECK-NEXT: memref.store %1, %arg1[%arg2, %arg3] : memref<4x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @named(%arg0: memref<1x9x9x3xf32>, %arg1: memref<3x3x3x4xf32>, %arg2: memref<1x4x3x4xf32>, %arg3: memref<?x?x?x?xf16>, %arg4: memref<?x?x?xf16>, %arg5: memref<?x?x?x?xf32>, %arg6: memref<2x3xi8>, %arg7: memref<2x7x9x3xi8>, %arg8: memref<2x3x5x3xi32>, %arg9: memref<1x5x5x3xi8>, %arg10: memref<2x2x3x2xi8>, %arg11: i32, %arg12: i32, %arg13: memref<1x4x4x2xf32>, %arg14: memref<?x?x?xf64>, %arg15: memref<?x?x?xf64>, %arg16: memref<?x?x?xf64>) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg17 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg20 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg21 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg22 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg23 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg18, %arg21)
// CHECK-NEXT: %1 = affine.apply #map7(%arg19, %arg22)
// CHECK-NEXT: %2 = memref.load %arg0[%arg17, %0, %1, %arg23] : memref<1x9x9x3xf32>
// CHECK-NEXT: %3 = memref.load %arg1[%arg21, %arg22, %arg23, %arg20] : memref<3x3x3x4xf32>
// CHECK-NEXT: %4 = memref.load %arg2[%arg17, %arg18, %arg19, %arg20] : memref<1x4x3x4xf32>
// CHECK-NEXT: %5 = arith.mulf %2, %3 : f32
// CHECK-NEXT: %6 = arith.addf %4, %5 : f32
// CHECK-NEXT: memref.store %6, %arg2[%arg17, %arg18, %arg19, %arg20] : memref<1x4x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim = memref.dim %arg3, %c0 : memref<?x?x?x?xf16>
// CHECK-NEXT: %dim_0 = memref.dim %arg3, %c3 : memref<?x?x?x?xf16>
// CHECK-NEXT: %dim_1 = memref.dim %arg4, %c0 : memref<?x?x?xf16>
// CHECK-NEXT: %dim_2 = memref.dim %arg4, %c1 : memref<?x?x?xf16>
// CHECK-NEXT: %dim_3 = memref.dim %arg5, %c1 : memref<?x?x?x?xf32>
// CHECK-NEXT: %dim_4 = memref.dim %arg5, %c2 : memref<?x?x?x?xf32>
// CHECK-NEXT: scf.for %arg17 = %c0 to %dim step %c1 {
// CHECK-NEXT: scf.for %arg18 = %c0 to %dim_3 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %dim_4 step %c1 {
// CHECK-NEXT: scf.for %arg20 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: scf.for %arg21 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT: scf.for %arg22 = %c0 to %dim_2 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map8(%arg18, %arg21)
// CHECK-NEXT: %1 = affine.apply #map8(%arg19, %arg22)
// CHECK-NEXT: %2 = memref.load %arg3[%arg17, %0, %1, %arg20] : memref<?x?x?x?xf16>
// CHECK-NEXT: %3 = memref.load %arg4[%arg21, %arg22, %arg20] : memref<?x?x?xf16>
// CHECK-NEXT: %4 = memref.load %arg5[%arg17, %arg18, %arg19, %arg20] : memref<?x?x?x?xf32>
// CHECK-NEXT: %5 = arith.extf %2 : f16 to f32
// CHECK-NEXT: %6 = arith.extf %3 : f16 to f32
// CHECK-NEXT: %7 = arith.mulf %5, %6 : f32
// CHECK-NEXT: %8 = arith.addf %4, %7 : f32
// CHECK-NEXT: memref.store %8, %arg5[%arg17, %arg18, %arg19, %arg20] : memref<?x?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg17 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg18 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c5 step %c1 {
// CHECK-NEXT: scf.for %arg20 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg21 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg22 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map7(%arg18, %arg21)
// CHECK-NEXT: %1 = affine.apply #map7(%arg19, %arg22)
// CHECK-NEXT: %2 = memref.load %arg7[%arg17, %0, %1, %arg20] : memref<2x7x9x3xi8>
// CHECK-NEXT: %3 = memref.load %arg8[%arg17, %arg18, %arg19, %arg20] : memref<2x3x5x3xi32>
// CHECK-NEXT: %4 = arith.extui %2 : i8 to i32
// CHECK-NEXT: %5 = arith.maxui %3, %4 : i32
// CHECK-NEXT: memref.store %5, %arg8[%arg17, %arg18, %arg19, %arg20] : memref<2x3x5x3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg17 = %c0 to %c1 step %c1 {
// CHECK-NEXT: scf.for %arg18 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %c4 step %c1 {
// CHECK-NEXT: scf.for %arg20 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg21 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg22 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg23 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map1(%arg18, %arg21)
// CHECK-NEXT: %1 = affine.apply #map1(%arg19, %arg22)
// CHECK-NEXT: %2 = memref.load %arg9[%arg17, %0, %1, %arg23] : memref<1x5x5x3xi8>
// CHECK-NEXT: %3 = memref.load %arg10[%arg21, %arg22, %arg23, %arg20] : memref<2x2x3x2xi8>
// CHECK-NEXT: %4 = memref.load %arg13[%arg17, %arg18, %arg19, %arg20] : memref<1x4x4x2xf32>
// CHECK-NEXT: %5 = arith.sitofp %2 : i8 to f32
// CHECK-NEXT: %6 = arith.sitofp %arg11 : i32 to f32
// CHECK-NEXT: %7 = arith.subf %5, %6 : f32
// CHECK-NEXT: %8 = arith.sitofp %3 : i8 to f32
// CHECK-NEXT: %9 = arith.sitofp %arg12 : i32 to f32
// CHECK-NEXT: %10 = arith.subf %8, %9 : f32
// CHECK-NEXT: %11 = arith.mulf %7, %10 : f32
// CHECK-NEXT: %12 = arith.addf %4, %11 : f32
// CHECK-NEXT: memref.store %12, %arg13[%arg17, %arg18, %arg19, %arg20] : memref<1x4x4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %dim_5 = memref.dim %arg14, %c0 : memref<?x?x?xf64>
// CHECK-NEXT: %dim_6 = memref.dim %arg14, %c1 : memref<?x?x?xf64>
// CHECK-NEXT: %dim_7 = memref.dim %arg15, %c0 : memref<?x?x?xf64>
// CHECK-NEXT: %dim_8 = memref.dim %arg15, %c2 : memref<?x?x?xf64>
// CHECK-NEXT: %dim_9 = memref.dim %arg16, %c2 : memref<?x?x?xf64>
// CHECK-NEXT: scf.for %arg17 = %c0 to %dim_5 step %c1 {
// CHECK-NEXT: scf.for %arg18 = %c0 to %dim_7 step %c1 {
// CHECK-NEXT: scf.for %arg19 = %c0 to %dim_9 step %c1 {
// CHECK-NEXT: scf.for %arg20 = %c0 to %dim_6 step %c1 {
// CHECK-NEXT: scf.for %arg21 = %c0 to %dim_8 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map9(%arg19, %arg21)
// CHECK-NEXT: %1 = memref.load %arg14[%arg17, %arg20, %0] : memref<?x?x?xf64>
// CHECK-NEXT: %2 = memref.load %arg15[%arg18, %arg20, %arg21] : memref<?x?x?xf64>
// CHECK-NEXT: %3 = memref.load %arg16[%arg17, %arg18, %arg19] : memref<?x?x?xf64>
// CHECK-NEXT: %4 = arith.mulf %1, %2 : f64
// CHECK-NEXT: %5 = arith.addf %3, %4 : f64
// CHECK-NEXT: memref.store %5, %arg16[%arg17, %arg18, %arg19] : memref<?x?x?xf64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
