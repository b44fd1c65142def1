// The generic form of the convolution, pooling and other OpDSL named ops (dynamic sizes): the
// payload their region builders make (signed and unsigned casts, zero-point subtractions,
// maximumf/maxsi/maxui/minui), strides and dilations as properties and the indexing maps
// memoized with them substituted. Expected text from mlir-opt 22.1.8.
// RUN: memref-opt %s --mlir-print-op-generic | filecheck %s
func.func @f0(%a0: memref<?xi8>, %a1: memref<?xi8>, %a2: memref<?xi32>) {
  linalg.conv_1d ins(%a0, %a1 : memref<?xi8>, memref<?xi8>) outs(%a2 : memref<?xi32>)
  return
}
func.func @f1(%a0: memref<?x?xi8>, %a1: memref<?x?xi8>, %a2: memref<?x?xi32>) {
  linalg.conv_2d ins(%a0, %a1 : memref<?x?xi8>, memref<?x?xi8>) outs(%a2 : memref<?x?xi32>)
  return
}
func.func @f2(%a0: memref<?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.conv_3d ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f3(%a0: memref<?x?x?xi8>, %a1: memref<?x?x?xi8>, %a2: memref<?x?x?xi32>) {
  linalg.conv_1d_nwc_wcf {strides = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%a2 : memref<?x?x?xi32>)
  return
}
func.func @f4(%a0: memref<?x?x?xi32>, %a1: memref<?x?x?xi32>, %a2: memref<?x?x?xi32>) {
  linalg.conv_1d_ncw_fcw {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<?x?x?xi32>, memref<?x?x?xi32>) outs(%a2 : memref<?x?x?xi32>)
  return
}
func.func @f5(%a0: memref<?x?x?x?xf16>, %a1: memref<?x?x?x?xf16>, %a2: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xf16>, memref<?x?x?x?xf16>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f6(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?x?x?xi8>, %a2: memref<?x?x?x?xi32>) {
  linalg.conv_2d_nhwc_fhwc {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[3, 1]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%a2 : memref<?x?x?x?xi32>)
  return
}
func.func @f7(%a0: memref<?x?x?x?xf16>, %a1: memref<?x?x?x?xf16>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_hwcf_q {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32) outs(%a4 : memref<?x?x?x?xf32>)
  return
}
func.func @f8(%a0: memref<?x?x?x?xf16>, %a1: memref<?x?x?x?xf16>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_fhwc_q {strides = dense<[2, 1]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32) outs(%a4 : memref<?x?x?x?xf32>)
  return
}
func.func @f9(%a0: memref<?x?x?x?xi32>, %a1: memref<?x?x?x?xi32>, %a2: memref<?x?x?x?xi32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[1, 3]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xi32>, memref<?x?x?x?xi32>) outs(%a2 : memref<?x?x?x?xi32>)
  return
}
func.func @f10(%a0: memref<?x?x?x?xf16>, %a1: memref<?x?x?x?xf16>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nchw_fchw_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32) outs(%a4 : memref<?x?x?x?xf32>)
  return
}
func.func @f11(%a0: memref<?x?x?x?x?xi32>, %a1: memref<?x?x?x?x?xi32>, %a2: memref<?x?x?x?x?xi32>) {
  linalg.conv_2d_ngchw_fgchw {dilations = dense<[2, 2]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) outs(%a2 : memref<?x?x?x?x?xi32>)
  return
}
func.func @f12(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_2d_ngchw_gfchw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f13(%a0: memref<?x?x?x?x?xi8>, %a1: memref<?x?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?x?xi32>) {
  linalg.conv_2d_ngchw_gfchw_q {strides = dense<[2, 3]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?x?xi32>)
  return
}
func.func @f14(%a0: memref<?x?x?x?x?xi8>, %a1: memref<?x?x?x?x?xi8>, %a2: memref<?x?x?x?x?xi32>) {
  linalg.conv_2d_nhwgc_gfhwc {dilations = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%a2 : memref<?x?x?x?x?xi32>)
  return
}
func.func @f15(%a0: memref<?x?x?x?x?xi8>, %a1: memref<?x?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?x?xi32>) {
  linalg.conv_2d_nhwgc_gfhwc_q ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?x?xi32>)
  return
}
func.func @f16(%a0: memref<?x?x?x?x?xi32>, %a1: memref<?x?x?x?x?xi32>, %a2: memref<?x?x?x?x?xi32>) {
  linalg.conv_3d_ndhwc_dhwcf {strides = dense<[1, 1, 1]> : tensor<3xi64>} ins(%a0, %a1 : memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) outs(%a2 : memref<?x?x?x?x?xi32>)
  return
}
func.func @f17(%a0: memref<?x?x?x?x?xf16>, %a1: memref<?x?x?x?x?xf16>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?x?xf32>) {
  linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<[2, 2, 2]> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?x?xf16>, memref<?x?x?x?x?xf16>, i32, i32) outs(%a4 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f18(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.conv_3d_ncdhw_fcdhw ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f19(%a0: memref<?x?x?xf16>, %a1: memref<?x?xf16>, %a2: memref<?x?x?xf32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<[2]> : tensor<1xi64>, strides = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<?x?x?xf16>, memref<?x?xf16>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f20(%a0: memref<?x?x?xf32>, %a1: memref<?x?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.depthwise_conv_1d_ncw_cw ins(%a0, %a1 : memref<?x?x?xf32>, memref<?x?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f21(%a0: memref<?x?x?xf16>, %a1: memref<?x?x?xf16>, %a2: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_1d_nwc_wcm {strides = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<?x?x?xf16>, memref<?x?x?xf16>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f22(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?x?xi8>, %a2: memref<?x?x?x?xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 3]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xi8>, memref<?x?x?xi8>) outs(%a2 : memref<?x?x?x?xi32>)
  return
}
func.func @f23(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nchw_chw ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f24(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?x?xi8>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%a4 : memref<?x?x?x?xi32>)
  return
}
func.func @f25(%a0: memref<?x?x?x?xi32>, %a1: memref<?x?x?x?xi32>, %a2: memref<?x?x?x?x?xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xi32>, memref<?x?x?x?xi32>) outs(%a2 : memref<?x?x?x?x?xi32>)
  return
}
func.func @f26(%a0: memref<?x?x?x?xf16>, %a1: memref<?x?x?x?xf16>, %a2: i32, %a3: i32, %a4: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[3, 3]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32) outs(%a4 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f27(%a0: memref<?x?x?x?x?xf16>, %a1: memref<?x?x?x?xf16>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<[1, 1, 2]> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%a0, %a1 : memref<?x?x?x?x?xf16>, memref<?x?x?x?xf16>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f28(%a0: memref<?x?x?x?x?xf16>, %a1: memref<?x?x?x?xf16>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<[2, 2, 2]> : tensor<3xi64>, strides = dense<[3, 1, 3]> : tensor<3xi64>} ins(%a0, %a1 : memref<?x?x?x?x?xf16>, memref<?x?x?x?xf16>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f29(%a0: memref<?x?x?x?x?xi32>, %a1: memref<?x?x?x?x?xi32>, %a2: memref<?x?x?x?x?x?xi32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<[2, 1, 1]> : tensor<3xi64>, strides = dense<[2, 3, 3]> : tensor<3xi64>} ins(%a0, %a1 : memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) outs(%a2 : memref<?x?x?x?x?x?xi32>)
  return
}
func.func @f30(%a0: memref<?x?x?x?xf16>, %a1: memref<?x?xf16>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_sum {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[3, 3]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xf16>, memref<?x?xf16>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f31(%a0: memref<?x?x?x?xi32>, %a1: memref<?x?xi32>, %a2: memref<?x?x?x?xi32>) {
  linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xi32>, memref<?x?xi32>) outs(%a2 : memref<?x?x?x?xi32>)
  return
}
func.func @f32(%a0: memref<?x?x?x?xf16>, %a1: memref<?x?xf16>, %a2: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_max ins(%a0, %a1 : memref<?x?x?x?xf16>, memref<?x?xf16>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f33(%a0: memref<?x?x?x?xi16>, %a1: memref<?x?xi16>, %a2: memref<?x?x?x?xi16>) {
  linalg.pooling_nhwc_max_unsigned {dilations = dense<[2, 2]> : tensor<2xi64>, strides = dense<[1, 3]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xi16>, memref<?x?xi16>) outs(%a2 : memref<?x?x?x?xi16>)
  return
}
func.func @f34(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?xi8>, %a2: memref<?x?x?x?xi32>) {
  linalg.pooling_nchw_max {dilations = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xi8>, memref<?x?xi8>) outs(%a2 : memref<?x?x?x?xi32>)
  return
}
func.func @f35(%a0: memref<?x?x?x?xi32>, %a1: memref<?x?xi32>, %a2: memref<?x?x?x?xi32>) {
  linalg.pooling_nhwc_min {strides = dense<[1, 1]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xi32>, memref<?x?xi32>) outs(%a2 : memref<?x?x?x?xi32>)
  return
}
func.func @f36(%a0: memref<?x?x?x?xi8>, %a1: memref<?x?xi8>, %a2: memref<?x?x?x?xi32>) {
  linalg.pooling_nhwc_min_unsigned {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%a0, %a1 : memref<?x?x?x?xi8>, memref<?x?xi8>) outs(%a2 : memref<?x?x?x?xi32>)
  return
}
func.func @f37(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_sum {dilations = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f38(%a0: memref<?x?x?xf32>, %a1: memref<?xf32>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_ncw_sum {strides = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<?x?x?xf32>, memref<?xf32>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f39(%a0: memref<?x?x?xi8>, %a1: memref<?xi8>, %a2: memref<?x?x?xi32>) {
  linalg.pooling_nwc_max ins(%a0, %a1 : memref<?x?x?xi8>, memref<?xi8>) outs(%a2 : memref<?x?x?xi32>)
  return
}
func.func @f40(%a0: memref<?x?x?xi32>, %a1: memref<?xi32>, %a2: memref<?x?x?xi32>) {
  linalg.pooling_nwc_max_unsigned {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[1]> : tensor<1xi64>} ins(%a0, %a1 : memref<?x?x?xi32>, memref<?xi32>) outs(%a2 : memref<?x?x?xi32>)
  return
}
func.func @f41(%a0: memref<?x?x?xf16>, %a1: memref<?xf16>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_ncw_max {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<?x?x?xf16>, memref<?xf16>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f42(%a0: memref<?x?x?xf16>, %a1: memref<?xf16>, %a2: memref<?x?x?xf32>) {
  linalg.pooling_nwc_min {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<?x?x?xf16>, memref<?xf16>) outs(%a2 : memref<?x?x?xf32>)
  return
}
func.func @f43(%a0: memref<?x?x?xi8>, %a1: memref<?xi8>, %a2: memref<?x?x?xi32>) {
  linalg.pooling_nwc_min_unsigned ins(%a0, %a1 : memref<?x?x?xi8>, memref<?xi8>) outs(%a2 : memref<?x?x?xi32>)
  return
}
func.func @f44(%a0: memref<?x?x?x?x?xi8>, %a1: memref<?x?x?xi8>, %a2: memref<?x?x?x?x?xi32>) {
  linalg.pooling_ndhwc_sum {strides = dense<[1, 3, 1]> : tensor<3xi64>} ins(%a0, %a1 : memref<?x?x?x?x?xi8>, memref<?x?x?xi8>) outs(%a2 : memref<?x?x?x?x?xi32>)
  return
}
func.func @f45(%a0: memref<?x?x?x?x?xf32>, %a1: memref<?x?x?xf32>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.pooling_ndhwc_max {dilations = dense<[1, 2, 2]> : tensor<3xi64>, strides = dense<[2, 1, 3]> : tensor<3xi64>} ins(%a0, %a1 : memref<?x?x?x?x?xf32>, memref<?x?x?xf32>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f46(%a0: memref<?x?x?x?x?xf16>, %a1: memref<?x?x?xf16>, %a2: memref<?x?x?x?x?xf32>) {
  linalg.pooling_ndhwc_min {dilations = dense<[2, 2, 1]> : tensor<3xi64>, strides = dense<[3, 1, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<?x?x?x?x?xf16>, memref<?x?x?xf16>) outs(%a2 : memref<?x?x?x?x?xf32>)
  return
}
func.func @f47(%a0: memref<?x?x?x?xf32>, %a1: memref<?x?x?x?xf32>, %a2: memref<?x?x?x?xf32>) {
  linalg.mmt4d ins(%a0, %a1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%a2 : memref<?x?x?x?xf32>)
  return
}
func.func @f48(%a0: memref<?x?x?x?x?xi32>, %a1: memref<?x?x?x?x?xi32>, %a2: memref<?x?x?x?x?xi32>) {
  linalg.batch_mmt4d ins(%a0, %a1 : memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) outs(%a2 : memref<?x?x?x?x?xi32>)
  return
}
func.func @f49(%a0: memref<?x?x?xi8>, %a1: memref<?x?xi8>, %a2: memref<?x?xi32>) {
  linalg.batch_matvec ins(%a0, %a1 : memref<?x?x?xi8>, memref<?x?xi8>) outs(%a2 : memref<?x?xi32>)
  return
}
func.func @f50(%a0: memref<?x?xf16>, %a1: memref<?x?x?xf16>, %a2: memref<?x?xf32>) {
  linalg.batch_vecmat ins(%a0, %a1 : memref<?x?xf16>, memref<?x?x?xf16>) outs(%a2 : memref<?x?xf32>)
  return
}
func.func @f51(%a0: memref<?x?xf16>, %a1: memref<?x?xf16>, %a2: i32, %a3: i32, %a4: memref<?x?xf32>) {
  linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : memref<?x?xf16>, memref<?x?xf16>, i32, i32) outs(%a4 : memref<?x?xf32>)
  return
}
func.func @f52(%a0: memref<?x?x?xi32>, %a1: memref<?x?x?xi32>, %a2: i32, %a3: i32, %a4: memref<?x?x?xi32>) {
  linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : memref<?x?x?xi32>, memref<?x?x?xi32>, i32, i32) outs(%a4 : memref<?x?x?xi32>)
  return
}
func.func @brm(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>, %at: memref<2x4x3xf32>, %ai: memref<2x3x4xi8>, %bi: memref<2x4x5xi8>, %ci: memref<3x5xi32>) {
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%at, %b : memref<2x4x3xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  linalg.batch_reduce_matmul ins(%ai, %bi : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%ci : memref<3x5xi32>)
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 3 + d3, d4)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 * 3 + d4)>
// CHECK-NEXT: #map13 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5 * 2, d6)>
// CHECK-NEXT: #map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-NEXT: #map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 3 + d4, d2 + d5 * 2, d6)>
// CHECK-NEXT: #map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// CHECK-NEXT: #map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4 * 2, d2 + d5, d6)>
// CHECK-NEXT: #map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// CHECK-NEXT: #map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 + d5, d6)>
// CHECK-NEXT: #map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 * 3 + d6 * 2)>
// CHECK-NEXT: #map23 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// CHECK-NEXT: #map24 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 3 + d6 * 2)>
// CHECK-NEXT: #map25 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6 * 2, d4 + d7 * 2)>
// CHECK-NEXT: #map26 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// CHECK-NEXT: #map27 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map28 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
// CHECK-NEXT: #map29 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// CHECK-NEXT: #map30 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 3 + d7)>
// CHECK-NEXT: #map31 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// CHECK-NEXT: #map32 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5 * 2, d2 + d6 * 2, d3, d7)>
// CHECK-NEXT: #map33 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// CHECK-NEXT: #map34 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
// CHECK-NEXT: #map35 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
// CHECK-NEXT: #map36 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// CHECK-NEXT: #map37 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map38 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 2, d2 + d6 * 2, d3 + d7 * 2, d8)>
// CHECK-NEXT: #map39 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// CHECK-NEXT: #map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 + d6, d3 + d7, d4 + d8)>
// CHECK-NEXT: #map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// CHECK-NEXT: #map42 = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 3 + d3 * 2, d2)>
// CHECK-NEXT: #map43 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-NEXT: #map44 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map45 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 + d3)>
// CHECK-NEXT: #map46 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// CHECK-NEXT: #map47 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 3 + d4, d2)>
// CHECK-NEXT: #map48 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// CHECK-NEXT: #map49 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map50 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4 * 2, d2 * 3 + d5, d3)>
// CHECK-NEXT: #map51 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// CHECK-NEXT: #map52 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map53 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
// CHECK-NEXT: #map54 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// CHECK-NEXT: #map55 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5 * 2, d3)>
// CHECK-NEXT: #map56 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// CHECK-NEXT: #map57 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
// CHECK-NEXT: #map58 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// CHECK-NEXT: #map59 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// CHECK-NEXT: #map60 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 3 + d5 * 2, d2 * 3 + d6, d3)>
// CHECK-NEXT: #map61 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4, d2 + d5, d3 + d6 * 2, d7)>
// CHECK-NEXT: #map62 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// CHECK-NEXT: #map63 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// CHECK-NEXT: #map64 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 * 3 + d4 * 2, d2 + d5 * 2, d3 * 3 + d6 * 2)>
// CHECK-NEXT: #map65 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// CHECK-NEXT: #map66 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// CHECK-NEXT: #map67 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5 * 2, d2 * 3 + d6, d3 * 3 + d7, d8)>
// CHECK-NEXT: #map68 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// CHECK-NEXT: #map69 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 3 + d4, d2 * 3 + d5 * 2, d3)>
// CHECK-NEXT: #map70 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-NEXT: #map71 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 3 + d5)>
// CHECK-NEXT: #map72 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
// CHECK-NEXT: #map73 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4 * 2, d2 * 3 + d5 * 2, d3)>
// CHECK-NEXT: #map74 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4 * 2, d3 + d5 * 2)>
// CHECK-NEXT: #map75 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 + d5 * 2, d3)>
// CHECK-NEXT: #map76 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3 * 2, d2)>
// CHECK-NEXT: #map77 = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-NEXT: #map78 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 3 + d3)>
// CHECK-NEXT: #map79 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// CHECK-NEXT: #map80 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + d3)>
// CHECK-NEXT: #map81 = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 2 + d3, d2)>
// CHECK-NEXT: #map82 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 * 3 + d6, d3 + d7, d4)>
// CHECK-NEXT: #map83 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// CHECK-NEXT: #map84 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5, d2 + d6 * 2, d3 * 3 + d7 * 2, d4)>
// CHECK-NEXT: #map85 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 3 + d5 * 2, d2 + d6 * 2, d3 * 2 + d7, d4)>
// CHECK-NEXT: #map86 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK-NEXT: #map87 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-NEXT: #map88 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK-NEXT: #map89 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// CHECK-NEXT: #map90 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// CHECK-NEXT: #map91 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// CHECK-NEXT: #map92 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map93 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map94 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map95 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-NEXT: #map96 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map97 = affine_map<(d0, d1, d2) -> ()>
// CHECK-NEXT: #map98 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map99 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map100 = affine_map<(d0, d1, d2, d3) -> ()>
// CHECK-NEXT: #map101 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-NEXT: #map102 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (memref<?xi8>, memref<?xi8>, memref<?xi32>) -> (), sym_name = "f0"}> ({
// CHECK-NEXT: ^bb0(%arg368: memref<?xi8>, %arg369: memref<?xi8>, %arg370: memref<?xi32>):
// CHECK-NEXT: "linalg.conv_1d"(%arg368, %arg369, %arg370) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg371: i8, %arg372: i8, %arg373: i32):
// CHECK-NEXT: %179 = "arith.extsi"(%arg371) : (i8) -> i32
// CHECK-NEXT: %180 = "arith.extsi"(%arg372) : (i8) -> i32
// CHECK-NEXT: %181 = "arith.muli"(%179, %180) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %182 = "arith.addi"(%arg373, %181) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%182) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?xi8>, memref<?xi8>, memref<?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?xi8>, memref<?x?xi8>, memref<?x?xi32>) -> (), sym_name = "f1"}> ({
// CHECK-NEXT: ^bb0(%arg362: memref<?x?xi8>, %arg363: memref<?x?xi8>, %arg364: memref<?x?xi32>):
// CHECK-NEXT: "linalg.conv_2d"(%arg362, %arg363, %arg364) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg365: i8, %arg366: i8, %arg367: i32):
// CHECK-NEXT: %175 = "arith.extsi"(%arg365) : (i8) -> i32
// CHECK-NEXT: %176 = "arith.extsi"(%arg366) : (i8) -> i32
// CHECK-NEXT: %177 = "arith.muli"(%175, %176) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %178 = "arith.addi"(%arg367, %177) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%178) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (memref<?x?xi8>, memref<?x?xi8>, memref<?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f2"}> ({
// CHECK-NEXT: ^bb0(%arg356: memref<?x?x?xf32>, %arg357: memref<?x?x?xf32>, %arg358: memref<?x?x?xf32>):
// CHECK-NEXT: "linalg.conv_3d"(%arg356, %arg357, %arg358) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg359: f32, %arg360: f32, %arg361: f32):
// CHECK-NEXT: %173 = "arith.mulf"(%arg359, %arg360) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %174 = "arith.addf"(%arg361, %173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%174) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (memref<?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?xi32>) -> (), sym_name = "f3"}> ({
// CHECK-NEXT: ^bb0(%arg350: memref<?x?x?xi8>, %arg351: memref<?x?x?xi8>, %arg352: memref<?x?x?xi32>):
// CHECK-NEXT: "linalg.conv_1d_nwc_wcf"(%arg350, %arg351, %arg352) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg353: i8, %arg354: i8, %arg355: i32):
// CHECK-NEXT: %169 = "arith.extsi"(%arg353) : (i8) -> i32
// CHECK-NEXT: %170 = "arith.extsi"(%arg354) : (i8) -> i32
// CHECK-NEXT: %171 = "arith.muli"(%169, %170) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %172 = "arith.addi"(%arg355, %171) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%172) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (memref<?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xi32>, memref<?x?x?xi32>, memref<?x?x?xi32>) -> (), sym_name = "f4"}> ({
// CHECK-NEXT: ^bb0(%arg344: memref<?x?x?xi32>, %arg345: memref<?x?x?xi32>, %arg346: memref<?x?x?xi32>):
// CHECK-NEXT: "linalg.conv_1d_ncw_fcw"(%arg344, %arg345, %arg346) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg347: i32, %arg348: i32, %arg349: i32):
// CHECK-NEXT: %167 = "arith.muli"(%arg347, %arg348) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %168 = "arith.addi"(%arg349, %167) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%168) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map12, #map13, #map11]} : (memref<?x?x?xi32>, memref<?x?x?xi32>, memref<?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, memref<?x?x?x?xf32>) -> (), sym_name = "f5"}> ({
// CHECK-NEXT: ^bb0(%arg338: memref<?x?x?x?xf16>, %arg339: memref<?x?x?x?xf16>, %arg340: memref<?x?x?x?xf32>):
// CHECK-NEXT: "linalg.conv_2d_nhwc_hwcf"(%arg338, %arg339, %arg340) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg341: f16, %arg342: f16, %arg343: f32):
// CHECK-NEXT: %163 = "arith.extf"(%arg341) : (f16) -> f32
// CHECK-NEXT: %164 = "arith.extf"(%arg342) : (f16) -> f32
// CHECK-NEXT: %165 = "arith.mulf"(%163, %164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %166 = "arith.addf"(%arg343, %165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%166) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map14, #map15, #map16]} : (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, memref<?x?x?x?xi32>) -> (), sym_name = "f6"}> ({
// CHECK-NEXT: ^bb0(%arg332: memref<?x?x?x?xi8>, %arg333: memref<?x?x?x?xi8>, %arg334: memref<?x?x?x?xi32>):
// CHECK-NEXT: "linalg.conv_2d_nhwc_fhwc"(%arg332, %arg333, %arg334) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[3, 1]> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg335: i8, %arg336: i8, %arg337: i32):
// CHECK-NEXT: %159 = "arith.extsi"(%arg335) : (i8) -> i32
// CHECK-NEXT: %160 = "arith.extsi"(%arg336) : (i8) -> i32
// CHECK-NEXT: %161 = "arith.muli"(%159, %160) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %162 = "arith.addi"(%arg337, %161) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%162) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map17, #map18, #map16]} : (memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, memref<?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32, memref<?x?x?x?xf32>) -> (), sym_name = "f7"}> ({
// CHECK-NEXT: ^bb0(%arg322: memref<?x?x?x?xf16>, %arg323: memref<?x?x?x?xf16>, %arg324: i32, %arg325: i32, %arg326: memref<?x?x?x?xf32>):
// CHECK-NEXT: "linalg.conv_2d_nhwc_hwcf_q"(%arg322, %arg323, %arg324, %arg325, %arg326) <{dilations = dense<[2, 1]> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<1> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg327: f16, %arg328: f16, %arg329: i32, %arg330: i32, %arg331: f32):
// CHECK-NEXT: %151 = "arith.extf"(%arg327) : (f16) -> f32
// CHECK-NEXT: %152 = "arith.sitofp"(%arg329) : (i32) -> f32
// CHECK-NEXT: %153 = "arith.subf"(%151, %152) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %154 = "arith.extf"(%arg328) : (f16) -> f32
// CHECK-NEXT: %155 = "arith.sitofp"(%arg330) : (i32) -> f32
// CHECK-NEXT: %156 = "arith.subf"(%154, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %157 = "arith.mulf"(%153, %156) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %158 = "arith.addf"(%arg331, %157) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%158) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map19, #map15, #map20, #map20, #map16]} : (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32, memref<?x?x?x?xf32>) -> (), sym_name = "f8"}> ({
// CHECK-NEXT: ^bb0(%arg312: memref<?x?x?x?xf16>, %arg313: memref<?x?x?x?xf16>, %arg314: i32, %arg315: i32, %arg316: memref<?x?x?x?xf32>):
// CHECK-NEXT: "linalg.conv_2d_nhwc_fhwc_q"(%arg312, %arg313, %arg314, %arg315, %arg316) <{operandSegmentSizes = array<i32: 4, 1>, strides = dense<[2, 1]> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg317: f16, %arg318: f16, %arg319: i32, %arg320: i32, %arg321: f32):
// CHECK-NEXT: %143 = "arith.extf"(%arg317) : (f16) -> f32
// CHECK-NEXT: %144 = "arith.sitofp"(%arg319) : (i32) -> f32
// CHECK-NEXT: %145 = "arith.subf"(%143, %144) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %146 = "arith.extf"(%arg318) : (f16) -> f32
// CHECK-NEXT: %147 = "arith.sitofp"(%arg320) : (i32) -> f32
// CHECK-NEXT: %148 = "arith.subf"(%146, %147) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %149 = "arith.mulf"(%145, %148) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %150 = "arith.addf"(%arg321, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%150) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map21, #map18, #map20, #map20, #map16]} : (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi32>, memref<?x?x?x?xi32>, memref<?x?x?x?xi32>) -> (), sym_name = "f9"}> ({
// CHECK-NEXT: ^bb0(%arg306: memref<?x?x?x?xi32>, %arg307: memref<?x?x?x?xi32>, %arg308: memref<?x?x?x?xi32>):
// CHECK-NEXT: "linalg.conv_2d_nchw_fchw"(%arg306, %arg307, %arg308) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[1, 3]> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg309: i32, %arg310: i32, %arg311: i32):
// CHECK-NEXT: %141 = "arith.muli"(%arg309, %arg310) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %142 = "arith.addi"(%arg311, %141) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%142) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map22, #map23, #map16]} : (memref<?x?x?x?xi32>, memref<?x?x?x?xi32>, memref<?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32, memref<?x?x?x?xf32>) -> (), sym_name = "f10"}> ({
// CHECK-NEXT: ^bb0(%arg296: memref<?x?x?x?xf16>, %arg297: memref<?x?x?x?xf16>, %arg298: i32, %arg299: i32, %arg300: memref<?x?x?x?xf32>):
// CHECK-NEXT: "linalg.conv_2d_nchw_fchw_q"(%arg296, %arg297, %arg298, %arg299, %arg300) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<[2, 3]> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg301: f16, %arg302: f16, %arg303: i32, %arg304: i32, %arg305: f32):
// CHECK-NEXT: %133 = "arith.extf"(%arg301) : (f16) -> f32
// CHECK-NEXT: %134 = "arith.sitofp"(%arg303) : (i32) -> f32
// CHECK-NEXT: %135 = "arith.subf"(%133, %134) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %136 = "arith.extf"(%arg302) : (f16) -> f32
// CHECK-NEXT: %137 = "arith.sitofp"(%arg304) : (i32) -> f32
// CHECK-NEXT: %138 = "arith.subf"(%136, %137) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %139 = "arith.mulf"(%135, %138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %140 = "arith.addf"(%arg305, %139) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%140) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map24, #map23, #map20, #map20, #map16]} : (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) -> (), sym_name = "f11"}> ({
// CHECK-NEXT: ^bb0(%arg290: memref<?x?x?x?x?xi32>, %arg291: memref<?x?x?x?x?xi32>, %arg292: memref<?x?x?x?x?xi32>):
// CHECK-NEXT: "linalg.conv_2d_ngchw_fgchw"(%arg290, %arg291, %arg292) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg293: i32, %arg294: i32, %arg295: i32):
// CHECK-NEXT: %131 = "arith.muli"(%arg293, %arg294) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %132 = "arith.addi"(%arg295, %131) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%132) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map25, #map26, #map27]} : (memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f12"}> ({
// CHECK-NEXT: ^bb0(%arg284: memref<?x?x?x?x?xf32>, %arg285: memref<?x?x?x?x?xf32>, %arg286: memref<?x?x?x?x?xf32>):
// CHECK-NEXT: "linalg.conv_2d_ngchw_gfchw"(%arg284, %arg285, %arg286) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg287: f32, %arg288: f32, %arg289: f32):
// CHECK-NEXT: %129 = "arith.mulf"(%arg287, %arg288) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %130 = "arith.addf"(%arg289, %129) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%130) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map28, #map29, #map27]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> (), sym_name = "f13"}> ({
// CHECK-NEXT: ^bb0(%arg274: memref<?x?x?x?x?xi8>, %arg275: memref<?x?x?x?x?xi8>, %arg276: i32, %arg277: i32, %arg278: memref<?x?x?x?x?xi32>):
// CHECK-NEXT: "linalg.conv_2d_ngchw_gfchw_q"(%arg274, %arg275, %arg276, %arg277, %arg278) <{operandSegmentSizes = array<i32: 4, 1>, strides = dense<[2, 3]> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg279: i8, %arg280: i8, %arg281: i32, %arg282: i32, %arg283: i32):
// CHECK-NEXT: %123 = "arith.extsi"(%arg279) : (i8) -> i32
// CHECK-NEXT: %124 = "arith.subi"(%123, %arg281) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %125 = "arith.extsi"(%arg280) : (i8) -> i32
// CHECK-NEXT: %126 = "arith.subi"(%125, %arg282) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %127 = "arith.muli"(%124, %126) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %128 = "arith.addi"(%arg283, %127) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%128) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map30, #map29, #map31, #map31, #map27]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> (), sym_name = "f14"}> ({
// CHECK-NEXT: ^bb0(%arg268: memref<?x?x?x?x?xi8>, %arg269: memref<?x?x?x?x?xi8>, %arg270: memref<?x?x?x?x?xi32>):
// CHECK-NEXT: "linalg.conv_2d_nhwgc_gfhwc"(%arg268, %arg269, %arg270) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg271: i8, %arg272: i8, %arg273: i32):
// CHECK-NEXT: %119 = "arith.extsi"(%arg271) : (i8) -> i32
// CHECK-NEXT: %120 = "arith.extsi"(%arg272) : (i8) -> i32
// CHECK-NEXT: %121 = "arith.muli"(%119, %120) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %122 = "arith.addi"(%arg273, %121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%122) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map32, #map33, #map27]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> (), sym_name = "f15"}> ({
// CHECK-NEXT: ^bb0(%arg258: memref<?x?x?x?x?xi8>, %arg259: memref<?x?x?x?x?xi8>, %arg260: i32, %arg261: i32, %arg262: memref<?x?x?x?x?xi32>):
// CHECK-NEXT: "linalg.conv_2d_nhwgc_gfhwc_q"(%arg258, %arg259, %arg260, %arg261, %arg262) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT: ^bb0(%arg263: i8, %arg264: i8, %arg265: i32, %arg266: i32, %arg267: i32):
// CHECK-NEXT: %113 = "arith.extsi"(%arg263) : (i8) -> i32
// CHECK-NEXT: %114 = "arith.subi"(%113, %arg265) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %115 = "arith.extsi"(%arg264) : (i8) -> i32
// CHECK-NEXT: %116 = "arith.subi"(%115, %arg266) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %117 = "arith.muli"(%114, %116) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %118 = "arith.addi"(%arg267, %117) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%118) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map34, #map33, #map31, #map31, #map27]} : (memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32, memref<?x?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) -> (), sym_name = "f16"}> ({
// CHECK-NEXT: ^bb0(%arg252: memref<?x?x?x?x?xi32>, %arg253: memref<?x?x?x?x?xi32>, %arg254: memref<?x?x?x?x?xi32>):
// CHECK-NEXT: "linalg.conv_3d_ndhwc_dhwcf"(%arg252, %arg253, %arg254) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<3xi64>}> ({
// CHECK-NEXT: ^bb0(%arg255: i32, %arg256: i32, %arg257: i32):
// CHECK-NEXT: %111 = "arith.muli"(%arg255, %arg256) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %112 = "arith.addi"(%arg257, %111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%112) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map35, #map36, #map37]} : (memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xf16>, memref<?x?x?x?x?xf16>, i32, i32, memref<?x?x?x?x?xf32>) -> (), sym_name = "f17"}> ({
// CHECK-NEXT: ^bb0(%arg242: memref<?x?x?x?x?xf16>, %arg243: memref<?x?x?x?x?xf16>, %arg244: i32, %arg245: i32, %arg246: memref<?x?x?x?x?xf32>):
// CHECK-NEXT: "linalg.conv_3d_ndhwc_dhwcf_q"(%arg242, %arg243, %arg244, %arg245, %arg246) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<[2, 1, 1]> : tensor<3xi64>}> ({
// CHECK-NEXT: ^bb0(%arg247: f16, %arg248: f16, %arg249: i32, %arg250: i32, %arg251: f32):
// CHECK-NEXT: %103 = "arith.extf"(%arg247) : (f16) -> f32
// CHECK-NEXT: %104 = "arith.sitofp"(%arg249) : (i32) -> f32
// CHECK-NEXT: %105 = "arith.subf"(%103, %104) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %106 = "arith.extf"(%arg248) : (f16) -> f32
// CHECK-NEXT: %107 = "arith.sitofp"(%arg250) : (i32) -> f32
// CHECK-NEXT: %108 = "arith.subf"(%106, %107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %109 = "arith.mulf"(%105, %108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %110 = "arith.addf"(%arg251, %109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%110) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map38, #map36, #map39, #map39, #map37]} : (memref<?x?x?x?x?xf16>, memref<?x?x?x?x?xf16>, i32, i32, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f18"}> ({
// CHECK-NEXT: ^bb0(%arg236: memref<?x?x?x?x?xf32>, %arg237: memref<?x?x?x?x?xf32>, %arg238: memref<?x?x?x?x?xf32>):
// CHECK-NEXT: "linalg.conv_3d_ncdhw_fcdhw"(%arg236, %arg237, %arg238) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg239: f32, %arg240: f32, %arg241: f32):
// CHECK-NEXT: %101 = "arith.mulf"(%arg239, %arg240) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %102 = "arith.addf"(%arg241, %101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%102) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map40, #map41, #map37]} : (memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xf16>, memref<?x?xf16>, memref<?x?x?xf32>) -> (), sym_name = "f19"}> ({
// CHECK-NEXT: ^bb0(%arg230: memref<?x?x?xf16>, %arg231: memref<?x?xf16>, %arg232: memref<?x?x?xf32>):
// CHECK-NEXT: "linalg.depthwise_conv_1d_nwc_wc"(%arg230, %arg231, %arg232) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg233: f16, %arg234: f16, %arg235: f32):
// CHECK-NEXT: %97 = "arith.extf"(%arg233) : (f16) -> f32
// CHECK-NEXT: %98 = "arith.extf"(%arg234) : (f16) -> f32
// CHECK-NEXT: %99 = "arith.mulf"(%97, %98) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %100 = "arith.addf"(%arg235, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%100) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map42, #map43, #map44]} : (memref<?x?x?xf16>, memref<?x?xf16>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?x?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f20"}> ({
// CHECK-NEXT: ^bb0(%arg224: memref<?x?x?xf32>, %arg225: memref<?x?xf32>, %arg226: memref<?x?x?xf32>):
// CHECK-NEXT: "linalg.depthwise_conv_1d_ncw_cw"(%arg224, %arg225, %arg226) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg227: f32, %arg228: f32, %arg229: f32):
// CHECK-NEXT: %95 = "arith.mulf"(%arg227, %arg228) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %96 = "arith.addf"(%arg229, %95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%96) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map45, #map4, #map46]} : (memref<?x?x?xf32>, memref<?x?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xf16>, memref<?x?x?xf16>, memref<?x?x?x?xf32>) -> (), sym_name = "f21"}> ({
// CHECK-NEXT: ^bb0(%arg218: memref<?x?x?xf16>, %arg219: memref<?x?x?xf16>, %arg220: memref<?x?x?x?xf32>):
// CHECK-NEXT: "linalg.depthwise_conv_1d_nwc_wcm"(%arg218, %arg219, %arg220) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg221: f16, %arg222: f16, %arg223: f32):
// CHECK-NEXT: %91 = "arith.extf"(%arg221) : (f16) -> f32
// CHECK-NEXT: %92 = "arith.extf"(%arg222) : (f16) -> f32
// CHECK-NEXT: %93 = "arith.mulf"(%91, %92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %94 = "arith.addf"(%arg223, %93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%94) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map47, #map48, #map49]} : (memref<?x?x?xf16>, memref<?x?x?xf16>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?x?xi32>) -> (), sym_name = "f22"}> ({
// CHECK-NEXT: ^bb0(%arg212: memref<?x?x?x?xi8>, %arg213: memref<?x?x?xi8>, %arg214: memref<?x?x?x?xi32>):
// CHECK-NEXT: "linalg.depthwise_conv_2d_nhwc_hwc"(%arg212, %arg213, %arg214) <{dilations = dense<[2, 1]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[1, 3]> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg215: i8, %arg216: i8, %arg217: i32):
// CHECK-NEXT: %87 = "arith.extsi"(%arg215) : (i8) -> i32
// CHECK-NEXT: %88 = "arith.extsi"(%arg216) : (i8) -> i32
// CHECK-NEXT: %89 = "arith.muli"(%87, %88) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %90 = "arith.addi"(%arg217, %89) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%90) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map50, #map51, #map52]} : (memref<?x?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f23"}> ({
// CHECK-NEXT: ^bb0(%arg206: memref<?x?x?x?xf32>, %arg207: memref<?x?x?xf32>, %arg208: memref<?x?x?x?xf32>):
// CHECK-NEXT: "linalg.depthwise_conv_2d_nchw_chw"(%arg206, %arg207, %arg208) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg209: f32, %arg210: f32, %arg211: f32):
// CHECK-NEXT: %85 = "arith.mulf"(%arg209, %arg210) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %86 = "arith.addf"(%arg211, %85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%86) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map53, #map7, #map54]} : (memref<?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> (), sym_name = "f24"}> ({
// CHECK-NEXT: ^bb0(%arg196: memref<?x?x?x?xi8>, %arg197: memref<?x?x?xi8>, %arg198: i32, %arg199: i32, %arg200: memref<?x?x?x?xi32>):
// CHECK-NEXT: "linalg.depthwise_conv_2d_nhwc_hwc_q"(%arg196, %arg197, %arg198, %arg199, %arg200) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg201: i8, %arg202: i8, %arg203: i32, %arg204: i32, %arg205: i32):
// CHECK-NEXT: %79 = "arith.extsi"(%arg201) : (i8) -> i32
// CHECK-NEXT: %80 = "arith.subi"(%79, %arg203) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %81 = "arith.extsi"(%arg202) : (i8) -> i32
// CHECK-NEXT: %82 = "arith.subi"(%81, %arg204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %83 = "arith.muli"(%80, %82) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %84 = "arith.addi"(%arg205, %83) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%84) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map55, #map51, #map56, #map56, #map52]} : (memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32, memref<?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi32>, memref<?x?x?x?xi32>, memref<?x?x?x?x?xi32>) -> (), sym_name = "f25"}> ({
// CHECK-NEXT: ^bb0(%arg190: memref<?x?x?x?xi32>, %arg191: memref<?x?x?x?xi32>, %arg192: memref<?x?x?x?x?xi32>):
// CHECK-NEXT: "linalg.depthwise_conv_2d_nhwc_hwcm"(%arg190, %arg191, %arg192) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg193: i32, %arg194: i32, %arg195: i32):
// CHECK-NEXT: %77 = "arith.muli"(%arg193, %arg194) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %78 = "arith.addi"(%arg195, %77) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%78) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map57, #map58, #map59]} : (memref<?x?x?x?xi32>, memref<?x?x?x?xi32>, memref<?x?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32, memref<?x?x?x?x?xf32>) -> (), sym_name = "f26"}> ({
// CHECK-NEXT: ^bb0(%arg180: memref<?x?x?x?xf16>, %arg181: memref<?x?x?x?xf16>, %arg182: i32, %arg183: i32, %arg184: memref<?x?x?x?x?xf32>):
// CHECK-NEXT: "linalg.depthwise_conv_2d_nhwc_hwcm_q"(%arg180, %arg181, %arg182, %arg183, %arg184) <{dilations = dense<[2, 1]> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<3> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg185: f16, %arg186: f16, %arg187: i32, %arg188: i32, %arg189: f32):
// CHECK-NEXT: %69 = "arith.extf"(%arg185) : (f16) -> f32
// CHECK-NEXT: %70 = "arith.sitofp"(%arg187) : (i32) -> f32
// CHECK-NEXT: %71 = "arith.subf"(%69, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %72 = "arith.extf"(%arg186) : (f16) -> f32
// CHECK-NEXT: %73 = "arith.sitofp"(%arg188) : (i32) -> f32
// CHECK-NEXT: %74 = "arith.subf"(%72, %73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %75 = "arith.mulf"(%71, %74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %76 = "arith.addf"(%arg189, %75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%76) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map60, #map58, #map20, #map20, #map59]} : (memref<?x?x?x?xf16>, memref<?x?x?x?xf16>, i32, i32, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xf16>, memref<?x?x?x?xf16>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f27"}> ({
// CHECK-NEXT: ^bb0(%arg174: memref<?x?x?x?x?xf16>, %arg175: memref<?x?x?x?xf16>, %arg176: memref<?x?x?x?x?xf32>):
// CHECK-NEXT: "linalg.depthwise_conv_3d_ndhwc_dhwc"(%arg174, %arg175, %arg176) <{dilations = dense<[1, 1, 2]> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 1, 1]> : tensor<3xi64>}> ({
// CHECK-NEXT: ^bb0(%arg177: f16, %arg178: f16, %arg179: f32):
// CHECK-NEXT: %65 = "arith.extf"(%arg177) : (f16) -> f32
// CHECK-NEXT: %66 = "arith.extf"(%arg178) : (f16) -> f32
// CHECK-NEXT: %67 = "arith.mulf"(%65, %66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %68 = "arith.addf"(%arg179, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%68) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map61, #map62, #map63]} : (memref<?x?x?x?x?xf16>, memref<?x?x?x?xf16>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xf16>, memref<?x?x?x?xf16>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f28"}> ({
// CHECK-NEXT: ^bb0(%arg168: memref<?x?x?x?x?xf16>, %arg169: memref<?x?x?x?xf16>, %arg170: memref<?x?x?x?x?xf32>):
// CHECK-NEXT: "linalg.depthwise_conv_3d_ncdhw_cdhw"(%arg168, %arg169, %arg170) <{dilations = dense<2> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[3, 1, 3]> : tensor<3xi64>}> ({
// CHECK-NEXT: ^bb0(%arg171: f16, %arg172: f16, %arg173: f32):
// CHECK-NEXT: %61 = "arith.extf"(%arg171) : (f16) -> f32
// CHECK-NEXT: %62 = "arith.extf"(%arg172) : (f16) -> f32
// CHECK-NEXT: %63 = "arith.mulf"(%61, %62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %64 = "arith.addf"(%arg173, %63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%64) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map64, #map65, #map66]} : (memref<?x?x?x?x?xf16>, memref<?x?x?x?xf16>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>, memref<?x?x?x?x?x?xi32>) -> (), sym_name = "f29"}> ({
// CHECK-NEXT: ^bb0(%arg162: memref<?x?x?x?x?xi32>, %arg163: memref<?x?x?x?x?xi32>, %arg164: memref<?x?x?x?x?x?xi32>):
// CHECK-NEXT: "linalg.depthwise_conv_3d_ndhwc_dhwcm"(%arg162, %arg163, %arg164) <{dilations = dense<[2, 1, 1]> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 3, 3]> : tensor<3xi64>}> ({
// CHECK-NEXT: ^bb0(%arg165: i32, %arg166: i32, %arg167: i32):
// CHECK-NEXT: %59 = "arith.muli"(%arg165, %arg166) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %60 = "arith.addi"(%arg167, %59) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%60) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map67, #map36, #map68]} : (memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>, memref<?x?x?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xf16>, memref<?x?xf16>, memref<?x?x?x?xf32>) -> (), sym_name = "f30"}> ({
// CHECK-NEXT: ^bb0(%arg156: memref<?x?x?x?xf16>, %arg157: memref<?x?xf16>, %arg158: memref<?x?x?x?xf32>):
// CHECK-NEXT: "linalg.pooling_nhwc_sum"(%arg156, %arg157, %arg158) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg159: f16, %arg160: f16, %arg161: f32):
// CHECK-NEXT: %57 = "arith.extf"(%arg159) : (f16) -> f32
// CHECK-NEXT: %58 = "arith.addf"(%arg161, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%58) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map69, #map70, #map52]} : (memref<?x?x?x?xf16>, memref<?x?xf16>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi32>, memref<?x?xi32>, memref<?x?x?x?xi32>) -> (), sym_name = "f31"}> ({
// CHECK-NEXT: ^bb0(%arg150: memref<?x?x?x?xi32>, %arg151: memref<?x?xi32>, %arg152: memref<?x?x?x?xi32>):
// CHECK-NEXT: "linalg.pooling_nchw_sum"(%arg150, %arg151, %arg152) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 3]> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg153: i32, %arg154: i32, %arg155: i32):
// CHECK-NEXT: %56 = "arith.addi"(%arg155, %arg153) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%56) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map71, #map70, #map52]} : (memref<?x?x?x?xi32>, memref<?x?xi32>, memref<?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xf16>, memref<?x?xf16>, memref<?x?x?x?xf32>) -> (), sym_name = "f32"}> ({
// CHECK-NEXT: ^bb0(%arg144: memref<?x?x?x?xf16>, %arg145: memref<?x?xf16>, %arg146: memref<?x?x?x?xf32>):
// CHECK-NEXT: "linalg.pooling_nhwc_max"(%arg144, %arg145, %arg146) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg147: f16, %arg148: f16, %arg149: f32):
// CHECK-NEXT: %54 = "arith.extf"(%arg147) : (f16) -> f32
// CHECK-NEXT: %55 = "arith.maximumf"(%arg149, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%55) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map72, #map70, #map52]} : (memref<?x?x?x?xf16>, memref<?x?xf16>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi16>, memref<?x?xi16>, memref<?x?x?x?xi16>) -> (), sym_name = "f33"}> ({
// CHECK-NEXT: ^bb0(%arg138: memref<?x?x?x?xi16>, %arg139: memref<?x?xi16>, %arg140: memref<?x?x?x?xi16>):
// CHECK-NEXT: "linalg.pooling_nhwc_max_unsigned"(%arg138, %arg139, %arg140) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[1, 3]> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg141: i16, %arg142: i16, %arg143: i16):
// CHECK-NEXT: %53 = "arith.maxui"(%arg143, %arg141) : (i16, i16) -> i16
// CHECK-NEXT: "linalg.yield"(%53) : (i16) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map73, #map70, #map52]} : (memref<?x?x?x?xi16>, memref<?x?xi16>, memref<?x?x?x?xi16>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?xi8>, memref<?x?x?x?xi32>) -> (), sym_name = "f34"}> ({
// CHECK-NEXT: ^bb0(%arg132: memref<?x?x?x?xi8>, %arg133: memref<?x?xi8>, %arg134: memref<?x?x?x?xi32>):
// CHECK-NEXT: "linalg.pooling_nchw_max"(%arg132, %arg133, %arg134) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg135: i8, %arg136: i8, %arg137: i32):
// CHECK-NEXT: %51 = "arith.extsi"(%arg135) : (i8) -> i32
// CHECK-NEXT: %52 = "arith.maxsi"(%arg137, %51) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%52) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map74, #map70, #map52]} : (memref<?x?x?x?xi8>, memref<?x?xi8>, memref<?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi32>, memref<?x?xi32>, memref<?x?x?x?xi32>) -> (), sym_name = "f35"}> ({
// CHECK-NEXT: ^bb0(%arg126: memref<?x?x?x?xi32>, %arg127: memref<?x?xi32>, %arg128: memref<?x?x?x?xi32>):
// CHECK-NEXT: "linalg.pooling_nhwc_min"(%arg126, %arg127, %arg128) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg129: i32, %arg130: i32, %arg131: i32):
// CHECK-NEXT: %50 = "arith.minsi"(%arg131, %arg129) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%50) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map72, #map70, #map52]} : (memref<?x?x?x?xi32>, memref<?x?xi32>, memref<?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xi8>, memref<?x?xi8>, memref<?x?x?x?xi32>) -> (), sym_name = "f36"}> ({
// CHECK-NEXT: ^bb0(%arg120: memref<?x?x?x?xi8>, %arg121: memref<?x?xi8>, %arg122: memref<?x?x?x?xi32>):
// CHECK-NEXT: "linalg.pooling_nhwc_min_unsigned"(%arg120, %arg121, %arg122) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 1]> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg123: i8, %arg124: i8, %arg125: i32):
// CHECK-NEXT: %48 = "arith.extui"(%arg123) : (i8) -> i32
// CHECK-NEXT: %49 = "arith.minui"(%arg125, %48) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%49) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map75, #map70, #map52]} : (memref<?x?x?x?xi8>, memref<?x?xi8>, memref<?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f37"}> ({
// CHECK-NEXT: ^bb0(%arg114: memref<?x?x?xf32>, %arg115: memref<?xf32>, %arg116: memref<?x?x?xf32>):
// CHECK-NEXT: "linalg.pooling_nwc_sum"(%arg114, %arg115, %arg116) <{dilations = dense<2> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg117: f32, %arg118: f32, %arg119: f32):
// CHECK-NEXT: %47 = "arith.addf"(%arg119, %arg117) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%47) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map76, #map77, #map44]} : (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> (), sym_name = "f38"}> ({
// CHECK-NEXT: ^bb0(%arg108: memref<?x?x?xf32>, %arg109: memref<?xf32>, %arg110: memref<?x?x?xf32>):
// CHECK-NEXT: "linalg.pooling_ncw_sum"(%arg108, %arg109, %arg110) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<3> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg111: f32, %arg112: f32, %arg113: f32):
// CHECK-NEXT: %46 = "arith.addf"(%arg113, %arg111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%46) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map78, #map77, #map44]} : (memref<?x?x?xf32>, memref<?xf32>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xi8>, memref<?xi8>, memref<?x?x?xi32>) -> (), sym_name = "f39"}> ({
// CHECK-NEXT: ^bb0(%arg102: memref<?x?x?xi8>, %arg103: memref<?xi8>, %arg104: memref<?x?x?xi32>):
// CHECK-NEXT: "linalg.pooling_nwc_max"(%arg102, %arg103, %arg104) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg105: i8, %arg106: i8, %arg107: i32):
// CHECK-NEXT: %44 = "arith.extsi"(%arg105) : (i8) -> i32
// CHECK-NEXT: %45 = "arith.maxsi"(%arg107, %44) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%45) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map79, #map77, #map44]} : (memref<?x?x?xi8>, memref<?xi8>, memref<?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xi32>, memref<?xi32>, memref<?x?x?xi32>) -> (), sym_name = "f40"}> ({
// CHECK-NEXT: ^bb0(%arg96: memref<?x?x?xi32>, %arg97: memref<?xi32>, %arg98: memref<?x?x?xi32>):
// CHECK-NEXT: "linalg.pooling_nwc_max_unsigned"(%arg96, %arg97, %arg98) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg99: i32, %arg100: i32, %arg101: i32):
// CHECK-NEXT: %43 = "arith.maxui"(%arg101, %arg99) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%43) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map79, #map77, #map44]} : (memref<?x?x?xi32>, memref<?xi32>, memref<?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xf16>, memref<?xf16>, memref<?x?x?xf32>) -> (), sym_name = "f41"}> ({
// CHECK-NEXT: ^bb0(%arg90: memref<?x?x?xf16>, %arg91: memref<?xf16>, %arg92: memref<?x?x?xf32>):
// CHECK-NEXT: "linalg.pooling_ncw_max"(%arg90, %arg91, %arg92) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg93: f16, %arg94: f16, %arg95: f32):
// CHECK-NEXT: %41 = "arith.extf"(%arg93) : (f16) -> f32
// CHECK-NEXT: %42 = "arith.maximumf"(%arg95, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%42) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map80, #map77, #map44]} : (memref<?x?x?xf16>, memref<?xf16>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xf16>, memref<?xf16>, memref<?x?x?xf32>) -> (), sym_name = "f42"}> ({
// CHECK-NEXT: ^bb0(%arg84: memref<?x?x?xf16>, %arg85: memref<?xf16>, %arg86: memref<?x?x?xf32>):
// CHECK-NEXT: "linalg.pooling_nwc_min"(%arg84, %arg85, %arg86) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// CHECK-NEXT: ^bb0(%arg87: f16, %arg88: f16, %arg89: f32):
// CHECK-NEXT: %39 = "arith.extf"(%arg87) : (f16) -> f32
// CHECK-NEXT: %40 = "arith.minimumf"(%arg89, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%40) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map81, #map77, #map44]} : (memref<?x?x?xf16>, memref<?xf16>, memref<?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xi8>, memref<?xi8>, memref<?x?x?xi32>) -> (), sym_name = "f43"}> ({
// CHECK-NEXT: ^bb0(%arg78: memref<?x?x?xi8>, %arg79: memref<?xi8>, %arg80: memref<?x?x?xi32>):
// CHECK-NEXT: "linalg.pooling_nwc_min_unsigned"(%arg78, %arg79, %arg80) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg81: i8, %arg82: i8, %arg83: i32):
// CHECK-NEXT: %37 = "arith.extui"(%arg81) : (i8) -> i32
// CHECK-NEXT: %38 = "arith.minui"(%arg83, %37) : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%38) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map79, #map77, #map44]} : (memref<?x?x?xi8>, memref<?xi8>, memref<?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?x?x?xi32>) -> (), sym_name = "f44"}> ({
// CHECK-NEXT: ^bb0(%arg72: memref<?x?x?x?x?xi8>, %arg73: memref<?x?x?xi8>, %arg74: memref<?x?x?x?x?xi32>):
// CHECK-NEXT: "linalg.pooling_ndhwc_sum"(%arg72, %arg73, %arg74) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<[1, 3, 1]> : tensor<3xi64>}> ({
// CHECK-NEXT: ^bb0(%arg75: i8, %arg76: i8, %arg77: i32):
// CHECK-NEXT: %35 = "arith.extsi"(%arg75) : (i8) -> i32
// CHECK-NEXT: %36 = "arith.addi"(%arg77, %35) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%36) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map82, #map83, #map27]} : (memref<?x?x?x?x?xi8>, memref<?x?x?xi8>, memref<?x?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f45"}> ({
// CHECK-NEXT: ^bb0(%arg66: memref<?x?x?x?x?xf32>, %arg67: memref<?x?x?xf32>, %arg68: memref<?x?x?x?x?xf32>):
// CHECK-NEXT: "linalg.pooling_ndhwc_max"(%arg66, %arg67, %arg68) <{dilations = dense<[1, 2, 2]> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[2, 1, 3]> : tensor<3xi64>}> ({
// CHECK-NEXT: ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
// CHECK-NEXT: %34 = "arith.maximumf"(%arg71, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%34) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map84, #map83, #map27]} : (memref<?x?x?x?x?xf32>, memref<?x?x?xf32>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xf16>, memref<?x?x?xf16>, memref<?x?x?x?x?xf32>) -> (), sym_name = "f46"}> ({
// CHECK-NEXT: ^bb0(%arg60: memref<?x?x?x?x?xf16>, %arg61: memref<?x?x?xf16>, %arg62: memref<?x?x?x?x?xf32>):
// CHECK-NEXT: "linalg.pooling_ndhwc_min"(%arg60, %arg61, %arg62) <{dilations = dense<[2, 2, 1]> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[3, 1, 2]> : tensor<3xi64>}> ({
// CHECK-NEXT: ^bb0(%arg63: f16, %arg64: f16, %arg65: f32):
// CHECK-NEXT: %32 = "arith.extf"(%arg63) : (f16) -> f32
// CHECK-NEXT: %33 = "arith.minimumf"(%arg65, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%33) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map85, #map83, #map27]} : (memref<?x?x?x?x?xf16>, memref<?x?x?xf16>, memref<?x?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> (), sym_name = "f47"}> ({
// CHECK-NEXT: ^bb0(%arg54: memref<?x?x?x?xf32>, %arg55: memref<?x?x?x?xf32>, %arg56: memref<?x?x?x?xf32>):
// CHECK-NEXT: "linalg.mmt4d"(%arg54, %arg55, %arg56) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
// CHECK-NEXT: %30 = "arith.mulf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %31 = "arith.addf"(%arg59, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%31) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map86, #map87, #map88]} : (memref<?x?x?x?xf32>, memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) -> (), sym_name = "f48"}> ({
// CHECK-NEXT: ^bb0(%arg48: memref<?x?x?x?x?xi32>, %arg49: memref<?x?x?x?x?xi32>, %arg50: memref<?x?x?x?x?xi32>):
// CHECK-NEXT: "linalg.batch_mmt4d"(%arg48, %arg49, %arg50) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg51: i32, %arg52: i32, %arg53: i32):
// CHECK-NEXT: %28 = "arith.muli"(%arg51, %arg52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %29 = "arith.addi"(%arg53, %28) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%29) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map89, #map90, #map91]} : (memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>, memref<?x?x?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xi8>, memref<?x?xi8>, memref<?x?xi32>) -> (), sym_name = "f49"}> ({
// CHECK-NEXT: ^bb0(%arg42: memref<?x?x?xi8>, %arg43: memref<?x?xi8>, %arg44: memref<?x?xi32>):
// CHECK-NEXT: "linalg.batch_matvec"(%arg42, %arg43, %arg44) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg45: i8, %arg46: i8, %arg47: i32):
// CHECK-NEXT: %24 = "arith.extsi"(%arg45) : (i8) -> i32
// CHECK-NEXT: %25 = "arith.extsi"(%arg46) : (i8) -> i32
// CHECK-NEXT: %26 = "arith.muli"(%24, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %27 = "arith.addi"(%arg47, %26) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%27) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map92, #map93, #map94]} : (memref<?x?x?xi8>, memref<?x?xi8>, memref<?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?xf16>, memref<?x?x?xf16>, memref<?x?xf32>) -> (), sym_name = "f50"}> ({
// CHECK-NEXT: ^bb0(%arg36: memref<?x?xf16>, %arg37: memref<?x?x?xf16>, %arg38: memref<?x?xf32>):
// CHECK-NEXT: "linalg.batch_vecmat"(%arg36, %arg37, %arg38) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg39: f16, %arg40: f16, %arg41: f32):
// CHECK-NEXT: %20 = "arith.extf"(%arg39) : (f16) -> f32
// CHECK-NEXT: %21 = "arith.extf"(%arg40) : (f16) -> f32
// CHECK-NEXT: %22 = "arith.mulf"(%20, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %23 = "arith.addf"(%arg41, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%23) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map93, #map95, #map94]} : (memref<?x?xf16>, memref<?x?x?xf16>, memref<?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?xf16>, memref<?x?xf16>, i32, i32, memref<?x?xf32>) -> (), sym_name = "f51"}> ({
// CHECK-NEXT: ^bb0(%arg26: memref<?x?xf16>, %arg27: memref<?x?xf16>, %arg28: i32, %arg29: i32, %arg30: memref<?x?xf32>):
// CHECK-NEXT: "linalg.quantized_matmul"(%arg26, %arg27, %arg28, %arg29, %arg30) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT: ^bb0(%arg31: f16, %arg32: f16, %arg33: i32, %arg34: i32, %arg35: f32):
// CHECK-NEXT: %12 = "arith.extf"(%arg31) : (f16) -> f32
// CHECK-NEXT: %13 = "arith.sitofp"(%arg33) : (i32) -> f32
// CHECK-NEXT: %14 = "arith.subf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %15 = "arith.extf"(%arg32) : (f16) -> f32
// CHECK-NEXT: %16 = "arith.sitofp"(%arg34) : (i32) -> f32
// CHECK-NEXT: %17 = "arith.subf"(%15, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %18 = "arith.mulf"(%14, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %19 = "arith.addf"(%arg35, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%19) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map93, #map96, #map97, #map97, #map94]} : (memref<?x?xf16>, memref<?x?xf16>, i32, i32, memref<?x?xf32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<?x?x?xi32>, memref<?x?x?xi32>, i32, i32, memref<?x?x?xi32>) -> (), sym_name = "f52"}> ({
// CHECK-NEXT: ^bb0(%arg16: memref<?x?x?xi32>, %arg17: memref<?x?x?xi32>, %arg18: i32, %arg19: i32, %arg20: memref<?x?x?xi32>):
// CHECK-NEXT: "linalg.quantized_batch_matmul"(%arg16, %arg17, %arg18, %arg19, %arg20) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// CHECK-NEXT: ^bb0(%arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: i32):
// CHECK-NEXT: %8 = "arith.subi"(%arg21, %arg23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %9 = "arith.subi"(%arg22, %arg24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %10 = "arith.muli"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %11 = "arith.addi"(%arg25, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%11) : (i32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [#map98, #map99, #map100, #map100, #map44]} : (memref<?x?x?xi32>, memref<?x?x?xi32>, i32, i32, memref<?x?x?xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (memref<2x3x4xf32>, memref<2x4x5xf32>, memref<3x5xf32>, memref<2x4x3xf32>, memref<2x3x4xi8>, memref<2x4x5xi8>, memref<3x5xi32>) -> (), sym_name = "brm"}> ({
// CHECK-NEXT: ^bb0(%arg0: memref<2x3x4xf32>, %arg1: memref<2x4x5xf32>, %arg2: memref<3x5xf32>, %arg3: memref<2x4x3xf32>, %arg4: memref<2x3x4xi8>, %arg5: memref<2x4x5xi8>, %arg6: memref<3x5xi32>):
// CHECK-NEXT: "linalg.batch_reduce_matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map98, #map99, #map101], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
// CHECK-NEXT: %6 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %7 = "arith.addf"(%arg15, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%7) : (f32) -> ()
// CHECK-NEXT: }) : (memref<2x3x4xf32>, memref<2x4x5xf32>, memref<3x5xf32>) -> ()
// CHECK-NEXT: "linalg.batch_reduce_matmul"(%arg3, %arg1, %arg2) <{indexing_maps = [#map102, #map99, #map101], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
// CHECK-NEXT: %4 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %5 = "arith.addf"(%arg12, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%5) : (f32) -> ()
// CHECK-NEXT: }) : (memref<2x4x3xf32>, memref<2x4x5xf32>, memref<3x5xf32>) -> ()
// CHECK-NEXT: "linalg.batch_reduce_matmul"(%arg4, %arg5, %arg6) <{indexing_maps = [#map98, #map99, #map101], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg7: i8, %arg8: i8, %arg9: i32):
// CHECK-NEXT: %0 = "arith.extsi"(%arg7) : (i8) -> i32
// CHECK-NEXT: %1 = "arith.extsi"(%arg8) : (i8) -> i32
// CHECK-NEXT: %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %3 = "arith.addi"(%arg9, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: "linalg.yield"(%3) : (i32) -> ()
// CHECK-NEXT: }) : (memref<2x3x4xi8>, memref<2x4x5xi8>, memref<3x5xi32>) -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
