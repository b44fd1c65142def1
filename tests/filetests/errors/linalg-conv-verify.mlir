// Verifier and parser rules of the linalg convolution and pooling ops, with mlir-opt 22.1.8's
// messages: strides/dilations not 64-bit integer elements of the spatial rank (custom and
// generic form), unsigned max/min pooling on floats, window shapes against strides and
// dilations, zero-point operand counts.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @e1(%a: memref<1x4x4x2xf32>, %b: memref<2x2xf32>, %c: memref<1x3x3x2xf32>) {
  // expected-error@+1 {{custom op 'linalg.pooling_nhwc_sum' 'linalg.pooling_nhwc_sum' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.pooling_nhwc_sum {strides = dense<1> : tensor<3xi64>} ins(%a, %b : memref<1x4x4x2xf32>, memref<2x2xf32>) outs(%c : memref<1x3x3x2xf32>)
  return
}
// -----
func.func @e2(%a: memref<1x4x2xf32>, %b: memref<2x2x3xf32>, %c: memref<1x3x3xf32>) {
  // expected-error@+1 {{custom op 'linalg.conv_1d_nwc_wcf' 'linalg.conv_1d_nwc_wcf' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]}}
  linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi32>} ins(%a, %b : memref<1x4x2xf32>, memref<2x2x3xf32>) outs(%c : memref<1x3x3xf32>)
  return
}
// -----
func.func @e3(%a: memref<1x4x4x2xf32>, %b: memref<2x2xf32>, %c: memref<1x3x3x2xf32>) {
  // expected-error@+1 {{custom op 'linalg.pooling_nhwc_max_unsigned' unsupported operation: unsigned max not on uint}}
  linalg.pooling_nhwc_max_unsigned ins(%a, %b : memref<1x4x4x2xf32>, memref<2x2xf32>) outs(%c : memref<1x3x3x2xf32>)
  return
}
// -----
func.func @e4(%a: memref<1x4x2xi8>, %b: memref<2xi8>, %c: memref<1x3x2xf32>) {
  // expected-error@+1 {{custom op 'linalg.pooling_nwc_min_unsigned' unsupported operation: unsigned min not on uint}}
  linalg.pooling_nwc_min_unsigned ins(%a, %b : memref<1x4x2xi8>, memref<2xi8>) outs(%c : memref<1x3x2xf32>)
  return
}
// -----
func.func @e5(%a: memref<1x6x6x2xf32>, %b: memref<3x2xf32>, %c: memref<1x3x3x2xf32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_sum' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 7, but found 6}}
  linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%a, %b : memref<1x6x6x2xf32>, memref<3x2xf32>) outs(%c : memref<1x3x3x2xf32>)
  return
}
// -----
func.func @e6(%a: memref<9xf32>, %b: memref<3xf32>, %c: memref<8xf32>) {
  // expected-error@+1 {{'linalg.conv_1d' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 10, but found 9}}
  linalg.conv_1d ins(%a, %b : memref<9xf32>, memref<3xf32>) outs(%c : memref<8xf32>)
  return
}
// -----
func.func @e7(%a: memref<4x4xi8>, %b: memref<4x4xi8>, %z: i32, %c: memref<4x4xi32>) {
  // expected-error@+2 {{custom op 'linalg.quantized_matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 4}}
  linalg.quantized_matmul ins(%a, %b, %z : memref<4x4xi8>, memref<4x4xi8>, i32) outs(%c : memref<4x4xi32>)
  return
}
// -----
func.func @e8(%a: memref<1x4x4x2xf32>, %b: memref<2x2xf32>, %c: memref<1x3x3x2xf32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_max' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  "linalg.pooling_nhwc_max"(%a, %b, %c) <{dilations = dense<[1, 1, 1]> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.maximumf %o, %x : f32
    linalg.yield %m : f32
  }) : (memref<1x4x4x2xf32>, memref<2x2xf32>, memref<1x3x3x2xf32>) -> ()
  return
}
