// The linalg convolution, pooling and other OpDSL named ops on memrefs in custom form: each
// op once (conv_1d/2d/3d, the nwc/ncw/nhwc/nchw/ngchw/nhwgc/ndhwc/ncdhw convolutions and their
// quantized forms with i32 zero points, depthwise convolutions, sum/max/min pooling including
// the unsigned ones, mmt4d, batch_mmt4d, batch_matvec, batch_vecmat, quantized_matmul,
// quantized_batch_matmul), with strides and dilations given, partly given or absent, mixed
// element types; batch_reduce_matmul with its default and transposed indexing_maps. Expected
// text from mlir-opt 22.1.8.
// RUN: memref-opt %s | filecheck %s
func.func @f0(%a0: memref<4xi8>, %a1: memref<3xi8>, %a2: memref<2xi32>) {
  linalg.conv_1d ins(%a0, %a1 : memref<4xi8>, memref<3xi8>) outs(%a2 : memref<2xi32>)
  return
}
func.func @f1(%a0: memref<2x3xi32>, %a1: memref<1x1xi32>, %a2: memref<2x2xi32>) {
  linalg.conv_2d ins(%a0, %a1 : memref<2x3xi32>, memref<1x1xi32>) outs(%a2 : memref<2x2xi32>)
  return
}
func.func @f2(%a0: memref<2x4x2xi8>, %a1: memref<1x3x1xi8>, %a2: memref<1x1x1xi32>) {
  linalg.conv_3d ins(%a0, %a1 : memref<2x4x2xi8>, memref<1x3x1xi8>) outs(%a2 : memref<1x1x1xi32>)
  return
}
func.func @f3(%a0: memref<3x4x3xi32>, %a1: memref<1x3x2xi32>, %a2: memref<3x2x2xi32>) {
  linalg.conv_1d_nwc_wcf {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<3x4x3xi32>, memref<1x3x2xi32>) outs(%a2 : memref<3x2x2xi32>)
  return
}
func.func @f4(%a0: memref<2x2x3xf32>, %a1: memref<1x2x1xf32>, %a2: memref<2x1x3xf32>) {
  linalg.conv_1d_ncw_fcw {strides = dense<[1]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x2x3xf32>, memref<1x2x1xf32>) outs(%a2 : memref<2x1x3xf32>)
  return
}
func.func @f5(%a0: memref<1x3x5x2xf16>, %a1: memref<3x2x2x2xf16>, %a2: memref<1x1x2x2xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 3]> : tensor<2xi64>} ins(%a0, %a1 : memref<1x3x5x2xf16>, memref<3x2x2x2xf16>) outs(%a2 : memref<1x1x2x2xf32>)
  return
}
func.func @f6(%a0: memref<3x2x3x1xi8>, %a1: memref<1x2x2x1xi8>, %a2: memref<3x1x1x1xi32>) {
  linalg.conv_2d_nhwc_fhwc ins(%a0, %a1 : memref<3x2x3x1xi8>, memref<1x2x2x1xi8>) outs(%a2 : memref<3x1x1x1xi32>)
  return
}
func.func @f7(%a0: memref<2x4x3x2xi8>, %a1: memref<2x3x2x1xi8>, %a2: i32, %a3: i32, %a4: memref<2x2x1x1xi32>) {
  linalg.conv_2d_nhwc_hwcf_q {strides = dense<[1, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x4x3x2xi8>, memref<2x3x2x1xi8>, i32, i32) outs(%a4 : memref<2x2x1x1xi32>)
  return
}
func.func @f8(%a0: memref<2x3x2x2xf32>, %a1: memref<3x2x2x2xf32>, %a2: i32, %a3: i32, %a4: memref<2x2x1x3xf32>) {
  linalg.conv_2d_nhwc_fhwc_q {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x3x2x2xf32>, memref<3x2x2x2xf32>, i32, i32) outs(%a4 : memref<2x2x1x3xf32>)
  return
}
func.func @f9(%a0: memref<3x2x5x4xi8>, %a1: memref<2x2x1x3xi8>, %a2: memref<3x2x3x1xi32>) {
  linalg.conv_2d_nchw_fchw ins(%a0, %a1 : memref<3x2x5x4xi8>, memref<2x2x1x3xi8>) outs(%a2 : memref<3x2x3x1xi32>)
  return
}
func.func @f10(%a0: memref<3x3x4x3xf32>, %a1: memref<3x3x2x2xf32>, %a2: i32, %a3: i32, %a4: memref<3x3x3x1xf32>) {
  linalg.conv_2d_nchw_fchw_q {dilations = dense<[1, 1]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<3x3x4x3xf32>, memref<3x3x2x2xf32>, i32, i32) outs(%a4 : memref<3x3x3x1xf32>)
  return
}
func.func @f11(%a0: memref<2x3x1x6x7xi32>, %a1: memref<2x3x1x3x1xi32>, %a2: memref<2x3x2x2x3xi32>) {
  linalg.conv_2d_ngchw_fgchw {strides = dense<[1, 3]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x1x6x7xi32>, memref<2x3x1x3x1xi32>) outs(%a2 : memref<2x3x2x2x3xi32>)
  return
}
func.func @f12(%a0: memref<1x2x1x4x2xi8>, %a1: memref<2x2x1x1x1xi8>, %a2: memref<1x2x2x2x1xi32>) {
  linalg.conv_2d_ngchw_gfchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%a0, %a1 : memref<1x2x1x4x2xi8>, memref<2x2x1x1x1xi8>) outs(%a2 : memref<1x2x2x2x1xi32>)
  return
}
func.func @f13(%a0: memref<1x2x1x5x7xf32>, %a1: memref<2x2x1x1x3xf32>, %a2: i32, %a3: i32, %a4: memref<1x2x2x3x2xf32>) {
  linalg.conv_2d_ngchw_gfchw_q {dilations = dense<[1, 1]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<1x2x1x5x7xf32>, memref<2x2x1x1x3xf32>, i32, i32) outs(%a4 : memref<1x2x2x3x2xf32>)
  return
}
func.func @f14(%a0: memref<3x6x5x1x3xi32>, %a1: memref<1x2x2x1x3xi32>, %a2: memref<3x3x3x1x2xi32>) {
  linalg.conv_2d_nhwgc_gfhwc ins(%a0, %a1 : memref<3x6x5x1x3xi32>, memref<1x2x2x1x3xi32>) outs(%a2 : memref<3x3x3x1x2xi32>)
  return
}
func.func @f15(%a0: memref<2x3x2x3x3xi32>, %a1: memref<3x1x1x1x3xi32>, %a2: i32, %a3: i32, %a4: memref<2x3x1x3x1xi32>) {
  linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x3x2x3x3xi32>, memref<3x1x1x1x3xi32>, i32, i32) outs(%a4 : memref<2x3x1x3x1xi32>)
  return
}
func.func @f16(%a0: memref<2x8x4x3x2xf16>, %a1: memref<1x3x1x2x1xf16>, %a2: memref<2x3x1x2x1xf32>) {
  linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[2, 1, 1]> : tensor<3xi64>, strides = dense<[3, 2, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x8x4x3x2xf16>, memref<1x3x1x2x1xf16>) outs(%a2 : memref<2x3x1x2x1xf32>)
  return
}
func.func @f17(%a0: memref<2x7x7x5x1xi8>, %a1: memref<3x2x1x1x1xi8>, %a2: i32, %a3: i32, %a4: memref<2x2x3x2x1xi32>) {
  linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<[2, 2, 1]> : tensor<3xi64>} ins(%a0, %a1, %a2, %a3 : memref<2x7x7x5x1xi8>, memref<3x2x1x1x1xi8>, i32, i32) outs(%a4 : memref<2x2x3x2x1xi32>)
  return
}
func.func @f18(%a0: memref<2x2x7x4x4xf32>, %a1: memref<2x2x3x3x2xf32>, %a2: memref<2x2x2x1x2xf32>) {
  linalg.conv_3d_ncdhw_fcdhw ins(%a0, %a1 : memref<2x2x7x4x4xf32>, memref<2x2x3x3x2xf32>) outs(%a2 : memref<2x2x2x1x2xf32>)
  return
}
func.func @f19(%a0: memref<3x8x2xf16>, %a1: memref<3x2xf16>, %a2: memref<3x3x2xf32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<3x8x2xf16>, memref<3x2xf16>) outs(%a2 : memref<3x3x2xf32>)
  return
}
func.func @f20(%a0: memref<1x2x1xf32>, %a1: memref<2x1xf32>, %a2: memref<1x2x1xf32>) {
  linalg.depthwise_conv_1d_ncw_cw ins(%a0, %a1 : memref<1x2x1xf32>, memref<2x1xf32>) outs(%a2 : memref<1x2x1xf32>)
  return
}
func.func @f21(%a0: memref<1x8x3xf32>, %a1: memref<3x3x3xf32>, %a2: memref<1x3x3x3xf32>) {
  linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<[2]> : tensor<1xi64>, strides = dense<[1]> : tensor<1xi64>} ins(%a0, %a1 : memref<1x8x3xf32>, memref<3x3x3xf32>) outs(%a2 : memref<1x3x3x3xf32>)
  return
}
func.func @f22(%a0: memref<3x4x3x1xi32>, %a1: memref<1x2x1xi32>, %a2: memref<3x3x1x1xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%a0, %a1 : memref<3x4x3x1xi32>, memref<1x2x1xi32>) outs(%a2 : memref<3x3x1x1xi32>)
  return
}
func.func @f23(%a0: memref<3x2x5x2xf16>, %a1: memref<2x2x1xf16>, %a2: memref<3x2x2x1xf32>) {
  linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[3, 1]> : tensor<2xi64>} ins(%a0, %a1 : memref<3x2x5x2xf16>, memref<2x2x1xf16>) outs(%a2 : memref<3x2x2x1xf32>)
  return
}
func.func @f24(%a0: memref<1x7x2x2xf16>, %a1: memref<3x2x2xf16>, %a2: i32, %a3: i32, %a4: memref<1x2x1x2xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[3, 3]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<1x7x2x2xf16>, memref<3x2x2xf16>, i32, i32) outs(%a4 : memref<1x2x1x2xf32>)
  return
}
func.func @f25(%a0: memref<1x5x5x1xi8>, %a1: memref<3x2x1x1xi8>, %a2: memref<1x1x2x1x1xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm ins(%a0, %a1 : memref<1x5x5x1xi8>, memref<3x2x1x1xi8>) outs(%a2 : memref<1x1x2x1x1xi32>)
  return
}
func.func @f26(%a0: memref<3x12x5x1xf16>, %a1: memref<3x3x1x2xf16>, %a2: i32, %a3: i32, %a4: memref<3x3x1x1x2xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<3x12x5x1xf16>, memref<3x3x1x2xf16>, i32, i32) outs(%a4 : memref<3x3x1x1x2xf32>)
  return
}
func.func @f27(%a0: memref<1x6x3x6x2xf32>, %a1: memref<3x1x3x2xf32>, %a2: memref<1x2x3x1x2xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<[1, 2, 2]> : tensor<3xi64>, strides = dense<[3, 1, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<1x6x3x6x2xf32>, memref<3x1x3x2xf32>) outs(%a2 : memref<1x2x3x1x2xf32>)
  return
}
func.func @f28(%a0: memref<2x2x6x3x6xf32>, %a1: memref<2x2x2x3xf32>, %a2: memref<2x2x2x1x2xf32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw ins(%a0, %a1 : memref<2x2x6x3x6xf32>, memref<2x2x2x3xf32>) outs(%a2 : memref<2x2x2x1x2xf32>)
  return
}
func.func @f29(%a0: memref<1x4x8x3x3xf32>, %a1: memref<3x2x1x3x2xf32>, %a2: memref<1x1x3x2x3x2xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%a0, %a1 : memref<1x4x8x3x3xf32>, memref<3x2x1x3x2xf32>) outs(%a2 : memref<1x1x3x2x3x2xf32>)
  return
}
func.func @f30(%a0: memref<1x6x9x2xi8>, %a1: memref<3x3xi8>, %a2: memref<1x2x3x2xi32>) {
  linalg.pooling_nhwc_sum {strides = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<1x6x9x2xi8>, memref<3x3xi8>) outs(%a2 : memref<1x2x3x2xi32>)
  return
}
func.func @f31(%a0: memref<2x3x2x1xi8>, %a1: memref<1x1xi8>, %a2: memref<2x3x2x1xi32>) {
  linalg.pooling_nchw_sum {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x2x1xi8>, memref<1x1xi8>) outs(%a2 : memref<2x3x2x1xi32>)
  return
}
func.func @f32(%a0: memref<2x6x6x1xf32>, %a1: memref<1x1xf32>, %a2: memref<2x3x3x1xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x6x6x1xf32>, memref<1x1xf32>) outs(%a2 : memref<2x3x3x1xf32>)
  return
}
func.func @f33(%a0: memref<1x4x5x3xi8>, %a1: memref<3x3xi8>, %a2: memref<1x1x1x3xi32>) {
  linalg.pooling_nhwc_max_unsigned {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[3, 1]> : tensor<2xi64>} ins(%a0, %a1 : memref<1x4x5x3xi8>, memref<3x3xi8>) outs(%a2 : memref<1x1x1x3xi32>)
  return
}
func.func @f34(%a0: memref<1x3x4x3xi32>, %a1: memref<1x2xi32>, %a2: memref<1x3x2x1xi32>) {
  linalg.pooling_nchw_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%a0, %a1 : memref<1x3x4x3xi32>, memref<1x2xi32>) outs(%a2 : memref<1x3x2x1xi32>)
  return
}
func.func @f35(%a0: memref<1x5x5x2xi8>, %a1: memref<3x2xi8>, %a2: memref<1x2x2x2xi32>) {
  linalg.pooling_nhwc_min {strides = dense<[1, 3]> : tensor<2xi64>} ins(%a0, %a1 : memref<1x5x5x2xi8>, memref<3x2xi8>) outs(%a2 : memref<1x2x2x2xi32>)
  return
}
func.func @f36(%a0: memref<3x5x5x2xi32>, %a1: memref<2x1xi32>, %a2: memref<3x3x2x2xi32>) {
  linalg.pooling_nhwc_min_unsigned ins(%a0, %a1 : memref<3x5x5x2xi32>, memref<2x1xi32>) outs(%a2 : memref<3x3x2x2xi32>)
  return
}
func.func @f37(%a0: memref<2x1x2xf32>, %a1: memref<1xf32>, %a2: memref<2x1x2xf32>) {
  linalg.pooling_nwc_sum {dilations = dense<[2]> : tensor<1xi64>, strides = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x1x2xf32>, memref<1xf32>) outs(%a2 : memref<2x1x2xf32>)
  return
}
func.func @f38(%a0: memref<1x2x7xi8>, %a1: memref<2xi8>, %a2: memref<1x2x3xi32>) {
  linalg.pooling_ncw_sum {dilations = dense<[1]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<1x2x7xi8>, memref<2xi8>) outs(%a2 : memref<1x2x3xi32>)
  return
}
func.func @f39(%a0: memref<3x2x3xf32>, %a1: memref<1xf32>, %a2: memref<3x1x3xf32>) {
  linalg.pooling_nwc_max {dilations = dense<[2]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<3x2x3xf32>, memref<1xf32>) outs(%a2 : memref<3x1x3xf32>)
  return
}
func.func @f40(%a0: memref<3x6x1xi8>, %a1: memref<3xi8>, %a2: memref<3x1x1xi32>) {
  linalg.pooling_nwc_max_unsigned {dilations = dense<[2]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<3x6x1xi8>, memref<3xi8>) outs(%a2 : memref<3x1x1xi32>)
  return
}
func.func @f41(%a0: memref<3x3x6xf32>, %a1: memref<3xf32>, %a2: memref<3x3x1xf32>) {
  linalg.pooling_ncw_max {dilations = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<3x3x6xf32>, memref<3xf32>) outs(%a2 : memref<3x3x1xf32>)
  return
}
func.func @f42(%a0: memref<2x4x1xi32>, %a1: memref<2xi32>, %a2: memref<2x2x1xi32>) {
  linalg.pooling_nwc_min ins(%a0, %a1 : memref<2x4x1xi32>, memref<2xi32>) outs(%a2 : memref<2x2x1xi32>)
  return
}
func.func @f43(%a0: memref<3x6x3xi32>, %a1: memref<2xi32>, %a2: memref<3x2x3xi32>) {
  linalg.pooling_nwc_min_unsigned {dilations = dense<[2]> : tensor<1xi64>, strides = dense<[2]> : tensor<1xi64>} ins(%a0, %a1 : memref<3x6x3xi32>, memref<2xi32>) outs(%a2 : memref<3x2x3xi32>)
  return
}
func.func @f44(%a0: memref<3x4x9x1x2xf16>, %a1: memref<3x2x1xf16>, %a2: memref<3x1x3x1x2xf32>) {
  linalg.pooling_ndhwc_sum {strides = dense<[3, 3, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<3x4x9x1x2xf16>, memref<3x2x1xf16>) outs(%a2 : memref<3x1x3x1x2xf32>)
  return
}
func.func @f45(%a0: memref<1x2x7x5x1xf32>, %a1: memref<1x3x2xf32>, %a2: memref<1x1x3x3x1xf32>) {
  linalg.pooling_ndhwc_max {dilations = dense<[1, 1, 2]> : tensor<3xi64>, strides = dense<[2, 2, 1]> : tensor<3xi64>} ins(%a0, %a1 : memref<1x2x7x5x1xf32>, memref<1x3x2xf32>) outs(%a2 : memref<1x1x3x3x1xf32>)
  return
}
func.func @f46(%a0: memref<2x8x7x2x2xf16>, %a1: memref<3x1x1xf16>, %a2: memref<2x3x3x1x2xf32>) {
  linalg.pooling_ndhwc_min {dilations = dense<[2, 2, 2]> : tensor<3xi64>, strides = dense<[1, 3, 2]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x8x7x2x2xf16>, memref<3x1x1xf16>) outs(%a2 : memref<2x3x3x1x2xf32>)
  return
}
func.func @f47(%a0: memref<3x1x3x1xi8>, %a1: memref<3x1x2x1xi8>, %a2: memref<3x3x3x2xi32>) {
  linalg.mmt4d ins(%a0, %a1 : memref<3x1x3x1xi8>, memref<3x1x2x1xi8>) outs(%a2 : memref<3x3x3x2xi32>)
  return
}
func.func @f48(%a0: memref<1x3x1x3x3xf32>, %a1: memref<1x3x1x1x3xf32>, %a2: memref<1x3x3x3x1xf32>) {
  linalg.batch_mmt4d ins(%a0, %a1 : memref<1x3x1x3x3xf32>, memref<1x3x1x1x3xf32>) outs(%a2 : memref<1x3x3x3x1xf32>)
  return
}
func.func @f49(%a0: memref<1x2x2xi32>, %a1: memref<1x2xi32>, %a2: memref<1x2xi32>) {
  linalg.batch_matvec ins(%a0, %a1 : memref<1x2x2xi32>, memref<1x2xi32>) outs(%a2 : memref<1x2xi32>)
  return
}
func.func @f50(%a0: memref<1x1xf32>, %a1: memref<1x1x3xf32>, %a2: memref<1x3xf32>) {
  linalg.batch_vecmat ins(%a0, %a1 : memref<1x1xf32>, memref<1x1x3xf32>) outs(%a2 : memref<1x3xf32>)
  return
}
func.func @f51(%a0: memref<1x2xf32>, %a1: memref<2x3xf32>, %a2: i32, %a3: i32, %a4: memref<1x3xf32>) {
  linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : memref<1x2xf32>, memref<2x3xf32>, i32, i32) outs(%a4 : memref<1x3xf32>)
  return
}
func.func @f52(%a0: memref<1x3x3xi8>, %a1: memref<1x3x1xi8>, %a2: i32, %a3: i32, %a4: memref<1x3x1xi32>) {
  linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : memref<1x3x3xi8>, memref<1x3x1xi8>, i32, i32) outs(%a4 : memref<1x3x1xi32>)
  return
}
func.func @brm(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>, %at: memref<2x4x3xf32>, %ai: memref<2x3x4xi8>, %bi: memref<2x4x5xi8>, %ci: memref<3x5xi32>) {
  linalg.batch_reduce_matmul ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%at, %b : memref<2x4x3xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  linalg.batch_reduce_matmul ins(%ai, %bi : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%ci : memref<3x5xi32>)
  return
}

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f0(%arg0: memref<4xi8>, %arg1: memref<3xi8>, %arg2: memref<2xi32>) {
// CHECK-NEXT: linalg.conv_1d ins(%arg0, %arg1 : memref<4xi8>, memref<3xi8>) outs(%arg2 : memref<2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f1(%arg0: memref<2x3xi32>, %arg1: memref<1x1xi32>, %arg2: memref<2x2xi32>) {
// CHECK-NEXT: linalg.conv_2d ins(%arg0, %arg1 : memref<2x3xi32>, memref<1x1xi32>) outs(%arg2 : memref<2x2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f2(%arg0: memref<2x4x2xi8>, %arg1: memref<1x3x1xi8>, %arg2: memref<1x1x1xi32>) {
// CHECK-NEXT: linalg.conv_3d ins(%arg0, %arg1 : memref<2x4x2xi8>, memref<1x3x1xi8>) outs(%arg2 : memref<1x1x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f3(%arg0: memref<3x4x3xi32>, %arg1: memref<1x3x2xi32>, %arg2: memref<3x2x2xi32>) {
// CHECK-NEXT: linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg0, %arg1 : memref<3x4x3xi32>, memref<1x3x2xi32>) outs(%arg2 : memref<3x2x2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f4(%arg0: memref<2x2x3xf32>, %arg1: memref<1x2x1xf32>, %arg2: memref<2x1x3xf32>) {
// CHECK-NEXT: linalg.conv_1d_ncw_fcw {strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x2x3xf32>, memref<1x2x1xf32>) outs(%arg2 : memref<2x1x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f5(%arg0: memref<1x3x5x2xf16>, %arg1: memref<3x2x2x2xf16>, %arg2: memref<1x1x2x2xf32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x3x5x2xf16>, memref<3x2x2x2xf16>) outs(%arg2 : memref<1x1x2x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f6(%arg0: memref<3x2x3x1xi8>, %arg1: memref<1x2x2x1xi8>, %arg2: memref<3x1x1x1xi32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : memref<3x2x3x1xi8>, memref<1x2x2x1xi8>) outs(%arg2 : memref<3x1x1x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f7(%arg0: memref<2x4x3x2xi8>, %arg1: memref<2x3x2x1xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x2x1x1xi32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf_q {strides = dense<[1, 2]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x4x3x2xi8>, memref<2x3x2x1xi8>, i32, i32) outs(%arg4 : memref<2x2x1x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f8(%arg0: memref<2x3x2x2xf32>, %arg1: memref<3x2x2x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<2x2x1x3xf32>) {
// CHECK-NEXT: linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x2x2xf32>, memref<3x2x2x2xf32>, i32, i32) outs(%arg4 : memref<2x2x1x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f9(%arg0: memref<3x2x5x4xi8>, %arg1: memref<2x2x1x3xi8>, %arg2: memref<3x2x3x1xi32>) {
// CHECK-NEXT: linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : memref<3x2x5x4xi8>, memref<2x2x1x3xi8>) outs(%arg2 : memref<3x2x3x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f10(%arg0: memref<3x3x4x3xf32>, %arg1: memref<3x3x2x2xf32>, %arg2: i32, %arg3: i32, %arg4: memref<3x3x3x1xf32>) {
// CHECK-NEXT: linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<3x3x4x3xf32>, memref<3x3x2x2xf32>, i32, i32) outs(%arg4 : memref<3x3x3x1xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f11(%arg0: memref<2x3x1x6x7xi32>, %arg1: memref<2x3x1x3x1xi32>, %arg2: memref<2x3x2x2x3xi32>) {
// CHECK-NEXT: linalg.conv_2d_ngchw_fgchw {strides = dense<[1, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x1x6x7xi32>, memref<2x3x1x3x1xi32>) outs(%arg2 : memref<2x3x2x2x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f12(%arg0: memref<1x2x1x4x2xi8>, %arg1: memref<2x2x1x1x1xi8>, %arg2: memref<1x2x2x2x1xi32>) {
// CHECK-NEXT: linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x2x1x4x2xi8>, memref<2x2x1x1x1xi8>) outs(%arg2 : memref<1x2x2x2x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f13(%arg0: memref<1x2x1x5x7xf32>, %arg1: memref<2x2x1x1x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<1x2x2x3x2xf32>) {
// CHECK-NEXT: linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<1x2x1x5x7xf32>, memref<2x2x1x1x3xf32>, i32, i32) outs(%arg4 : memref<1x2x2x3x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f14(%arg0: memref<3x6x5x1x3xi32>, %arg1: memref<1x2x2x1x3xi32>, %arg2: memref<3x3x3x1x2xi32>) {
// CHECK-NEXT: linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : memref<3x6x5x1x3xi32>, memref<1x2x2x1x3xi32>) outs(%arg2 : memref<3x3x3x1x2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f15(%arg0: memref<2x3x2x3x3xi32>, %arg1: memref<3x1x1x1x3xi32>, %arg2: i32, %arg3: i32, %arg4: memref<2x3x1x3x1xi32>) {
// CHECK-NEXT: linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x2x3x3xi32>, memref<3x1x1x1x3xi32>, i32, i32) outs(%arg4 : memref<2x3x1x3x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f16(%arg0: memref<2x8x4x3x2xf16>, %arg1: memref<1x3x1x2x1xf16>, %arg2: memref<2x3x1x2x1xf32>) {
// CHECK-NEXT: linalg.conv_3d_ndhwc_dhwcf {dilations = dense<[2, 1, 1]> : tensor<3xi64>, strides = dense<[3, 2, 2]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x8x4x3x2xf16>, memref<1x3x1x2x1xf16>) outs(%arg2 : memref<2x3x1x2x1xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f17(%arg0: memref<2x7x7x5x1xi8>, %arg1: memref<3x2x1x1x1xi8>, %arg2: i32, %arg3: i32, %arg4: memref<2x2x3x2x1xi32>) {
// CHECK-NEXT: linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<[2, 2, 1]> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x7x7x5x1xi8>, memref<3x2x1x1x1xi8>, i32, i32) outs(%arg4 : memref<2x2x3x2x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f18(%arg0: memref<2x2x7x4x4xf32>, %arg1: memref<2x2x3x3x2xf32>, %arg2: memref<2x2x2x1x2xf32>) {
// CHECK-NEXT: linalg.conv_3d_ncdhw_fcdhw ins(%arg0, %arg1 : memref<2x2x7x4x4xf32>, memref<2x2x3x3x2xf32>) outs(%arg2 : memref<2x2x2x1x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f19(%arg0: memref<3x8x2xf16>, %arg1: memref<3x2xf16>, %arg2: memref<3x3x2xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<3x8x2xf16>, memref<3x2xf16>) outs(%arg2 : memref<3x3x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f20(%arg0: memref<1x2x1xf32>, %arg1: memref<2x1xf32>, %arg2: memref<1x2x1xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_1d_ncw_cw ins(%arg0, %arg1 : memref<1x2x1xf32>, memref<2x1xf32>) outs(%arg2 : memref<1x2x1xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f21(%arg0: memref<1x8x3xf32>, %arg1: memref<3x3x3xf32>, %arg2: memref<1x3x3x3xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : memref<1x8x3xf32>, memref<3x3x3xf32>) outs(%arg2 : memref<1x3x3x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f22(%arg0: memref<3x4x3x1xi32>, %arg1: memref<1x2x1xi32>, %arg2: memref<3x3x1x1xi32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc ins(%arg0, %arg1 : memref<3x4x3x1xi32>, memref<1x2x1xi32>) outs(%arg2 : memref<3x3x1x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f23(%arg0: memref<3x2x5x2xf16>, %arg1: memref<2x2x1xf16>, %arg2: memref<3x2x2x1xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[3, 1]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<3x2x5x2xf16>, memref<2x2x1xf16>) outs(%arg2 : memref<3x2x2x1xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f24(%arg0: memref<1x7x2x2xf16>, %arg1: memref<3x2x2xf16>, %arg2: i32, %arg3: i32, %arg4: memref<1x2x1x2xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<1x7x2x2xf16>, memref<3x2x2xf16>, i32, i32) outs(%arg4 : memref<1x2x1x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f25(%arg0: memref<1x5x5x1xi8>, %arg1: memref<3x2x1x1xi8>, %arg2: memref<1x1x2x1x1xi32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : memref<1x5x5x1xi8>, memref<3x2x1x1xi8>) outs(%arg2 : memref<1x1x2x1x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f26(%arg0: memref<3x12x5x1xf16>, %arg1: memref<3x3x1x2xf16>, %arg2: i32, %arg3: i32, %arg4: memref<3x3x1x1x2xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<3x12x5x1xf16>, memref<3x3x1x2xf16>, i32, i32) outs(%arg4 : memref<3x3x1x1x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f27(%arg0: memref<1x6x3x6x2xf32>, %arg1: memref<3x1x3x2xf32>, %arg2: memref<1x2x3x1x2xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<[1, 2, 2]> : tensor<3xi64>, strides = dense<[3, 1, 2]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<1x6x3x6x2xf32>, memref<3x1x3x2xf32>) outs(%arg2 : memref<1x2x3x1x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f28(%arg0: memref<2x2x6x3x6xf32>, %arg1: memref<2x2x2x3xf32>, %arg2: memref<2x2x2x1x2xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : memref<2x2x6x3x6xf32>, memref<2x2x2x3xf32>) outs(%arg2 : memref<2x2x2x1x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f29(%arg0: memref<1x4x8x3x3xf32>, %arg1: memref<3x2x1x3x2xf32>, %arg2: memref<1x1x3x2x3x2xf32>) {
// CHECK-NEXT: linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : memref<1x4x8x3x3xf32>, memref<3x2x1x3x2xf32>) outs(%arg2 : memref<1x1x3x2x3x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f30(%arg0: memref<1x6x9x2xi8>, %arg1: memref<3x3xi8>, %arg2: memref<1x2x3x2xi32>) {
// CHECK-NEXT: linalg.pooling_nhwc_sum {strides = dense<[3, 2]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x6x9x2xi8>, memref<3x3xi8>) outs(%arg2 : memref<1x2x3x2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f31(%arg0: memref<2x3x2x1xi8>, %arg1: memref<1x1xi8>, %arg2: memref<2x3x2x1xi32>) {
// CHECK-NEXT: linalg.pooling_nchw_sum {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x3x2x1xi8>, memref<1x1xi8>) outs(%arg2 : memref<2x3x2x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f32(%arg0: memref<2x6x6x1xf32>, %arg1: memref<1x1xf32>, %arg2: memref<2x3x3x1xf32>) {
// CHECK-NEXT: linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<2x6x6x1xf32>, memref<1x1xf32>) outs(%arg2 : memref<2x3x3x1xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f33(%arg0: memref<1x4x5x3xi8>, %arg1: memref<3x3xi8>, %arg2: memref<1x1x1x3xi32>) {
// CHECK-NEXT: linalg.pooling_nhwc_max_unsigned {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[3, 1]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x4x5x3xi8>, memref<3x3xi8>) outs(%arg2 : memref<1x1x1x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f34(%arg0: memref<1x3x4x3xi32>, %arg1: memref<1x2xi32>, %arg2: memref<1x3x2x1xi32>) {
// CHECK-NEXT: linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x3x4x3xi32>, memref<1x2xi32>) outs(%arg2 : memref<1x3x2x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f35(%arg0: memref<1x5x5x2xi8>, %arg1: memref<3x2xi8>, %arg2: memref<1x2x2x2xi32>) {
// CHECK-NEXT: linalg.pooling_nhwc_min {strides = dense<[1, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x5x5x2xi8>, memref<3x2xi8>) outs(%arg2 : memref<1x2x2x2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f36(%arg0: memref<3x5x5x2xi32>, %arg1: memref<2x1xi32>, %arg2: memref<3x3x2x2xi32>) {
// CHECK-NEXT: linalg.pooling_nhwc_min_unsigned ins(%arg0, %arg1 : memref<3x5x5x2xi32>, memref<2x1xi32>) outs(%arg2 : memref<3x3x2x2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f37(%arg0: memref<2x1x2xf32>, %arg1: memref<1xf32>, %arg2: memref<2x1x2xf32>) {
// CHECK-NEXT: linalg.pooling_nwc_sum {dilations = dense<2> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg0, %arg1 : memref<2x1x2xf32>, memref<1xf32>) outs(%arg2 : memref<2x1x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f38(%arg0: memref<1x2x7xi8>, %arg1: memref<2xi8>, %arg2: memref<1x2x3xi32>) {
// CHECK-NEXT: linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<1x2x7xi8>, memref<2xi8>) outs(%arg2 : memref<1x2x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f39(%arg0: memref<3x2x3xf32>, %arg1: memref<1xf32>, %arg2: memref<3x1x3xf32>) {
// CHECK-NEXT: linalg.pooling_nwc_max {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<3x2x3xf32>, memref<1xf32>) outs(%arg2 : memref<3x1x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f40(%arg0: memref<3x6x1xi8>, %arg1: memref<3xi8>, %arg2: memref<3x1x1xi32>) {
// CHECK-NEXT: linalg.pooling_nwc_max_unsigned {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<3x6x1xi8>, memref<3xi8>) outs(%arg2 : memref<3x1x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f41(%arg0: memref<3x3x6xf32>, %arg1: memref<3xf32>, %arg2: memref<3x3x1xf32>) {
// CHECK-NEXT: linalg.pooling_ncw_max {dilations = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<3x3x6xf32>, memref<3xf32>) outs(%arg2 : memref<3x3x1xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f42(%arg0: memref<2x4x1xi32>, %arg1: memref<2xi32>, %arg2: memref<2x2x1xi32>) {
// CHECK-NEXT: linalg.pooling_nwc_min ins(%arg0, %arg1 : memref<2x4x1xi32>, memref<2xi32>) outs(%arg2 : memref<2x2x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f43(%arg0: memref<3x6x3xi32>, %arg1: memref<2xi32>, %arg2: memref<3x2x3xi32>) {
// CHECK-NEXT: linalg.pooling_nwc_min_unsigned {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : memref<3x6x3xi32>, memref<2xi32>) outs(%arg2 : memref<3x2x3xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f44(%arg0: memref<3x4x9x1x2xf16>, %arg1: memref<3x2x1xf16>, %arg2: memref<3x1x3x1x2xf32>) {
// CHECK-NEXT: linalg.pooling_ndhwc_sum {strides = dense<[3, 3, 2]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<3x4x9x1x2xf16>, memref<3x2x1xf16>) outs(%arg2 : memref<3x1x3x1x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f45(%arg0: memref<1x2x7x5x1xf32>, %arg1: memref<1x3x2xf32>, %arg2: memref<1x1x3x3x1xf32>) {
// CHECK-NEXT: linalg.pooling_ndhwc_max {dilations = dense<[1, 1, 2]> : tensor<3xi64>, strides = dense<[2, 2, 1]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<1x2x7x5x1xf32>, memref<1x3x2xf32>) outs(%arg2 : memref<1x1x3x3x1xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f46(%arg0: memref<2x8x7x2x2xf16>, %arg1: memref<3x1x1xf16>, %arg2: memref<2x3x3x1x2xf32>) {
// CHECK-NEXT: linalg.pooling_ndhwc_min {dilations = dense<2> : tensor<3xi64>, strides = dense<[1, 3, 2]> : tensor<3xi64>} ins(%arg0, %arg1 : memref<2x8x7x2x2xf16>, memref<3x1x1xf16>) outs(%arg2 : memref<2x3x3x1x2xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f47(%arg0: memref<3x1x3x1xi8>, %arg1: memref<3x1x2x1xi8>, %arg2: memref<3x3x3x2xi32>) {
// CHECK-NEXT: linalg.mmt4d ins(%arg0, %arg1 : memref<3x1x3x1xi8>, memref<3x1x2x1xi8>) outs(%arg2 : memref<3x3x3x2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f48(%arg0: memref<1x3x1x3x3xf32>, %arg1: memref<1x3x1x1x3xf32>, %arg2: memref<1x3x3x3x1xf32>) {
// CHECK-NEXT: linalg.batch_mmt4d ins(%arg0, %arg1 : memref<1x3x1x3x3xf32>, memref<1x3x1x1x3xf32>) outs(%arg2 : memref<1x3x3x3x1xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f49(%arg0: memref<1x2x2xi32>, %arg1: memref<1x2xi32>, %arg2: memref<1x2xi32>) {
// CHECK-NEXT: linalg.batch_matvec ins(%arg0, %arg1 : memref<1x2x2xi32>, memref<1x2xi32>) outs(%arg2 : memref<1x2xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f50(%arg0: memref<1x1xf32>, %arg1: memref<1x1x3xf32>, %arg2: memref<1x3xf32>) {
// CHECK-NEXT: linalg.batch_vecmat ins(%arg0, %arg1 : memref<1x1xf32>, memref<1x1x3xf32>) outs(%arg2 : memref<1x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f51(%arg0: memref<1x2xf32>, %arg1: memref<2x3xf32>, %arg2: i32, %arg3: i32, %arg4: memref<1x3xf32>) {
// CHECK-NEXT: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<1x2xf32>, memref<2x3xf32>, i32, i32) outs(%arg4 : memref<1x3xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f52(%arg0: memref<1x3x3xi8>, %arg1: memref<1x3x1xi8>, %arg2: i32, %arg3: i32, %arg4: memref<1x3x1xi32>) {
// CHECK-NEXT: linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<1x3x3xi8>, memref<1x3x1xi8>, i32, i32) outs(%arg4 : memref<1x3x1xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @brm(%arg0: memref<2x3x4xf32>, %arg1: memref<2x4x5xf32>, %arg2: memref<3x5xf32>, %arg3: memref<2x4x3xf32>, %arg4: memref<2x3x4xi8>, %arg5: memref<2x4x5xi8>, %arg6: memref<3x5xi32>) {
// CHECK-NEXT: linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%arg2 : memref<3x5xf32>)
// CHECK-NEXT: linalg.batch_reduce_matmul indexing_maps = [#map, #map1, #map2] ins(%arg3, %arg1 : memref<2x4x3xf32>, memref<2x4x5xf32>) outs(%arg2 : memref<3x5xf32>)
// CHECK-NEXT: linalg.batch_reduce_matmul ins(%arg4, %arg5 : memref<2x3x4xi8>, memref<2x4x5xi8>) outs(%arg6 : memref<3x5xi32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
