// Verifier and parser rules of the linalg convolution and pooling ops, with mlir-opt 22.1.8's
// messages: strides/dilations not 64-bit integer elements of the spatial rank (custom and
// generic form), unsigned max/min pooling on floats, window shapes against strides and
// dilations, zero-point operand counts, and the ConvolutionOpInterface rules (without the op
// prefix) on memoized maps given in generic form: input map terms, projected permutations,
// loop classification, operand counts; the ContractionOpInterface body rule (init + a * b up
// to side-effect-free unary ops) of matmul, dot, mmt4d, batch_matvec, batch_reduce_matmul.
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
// -----
func.func @e9(%a: memref<1x4x4x2xf32>, %b: memref<2x2x2x3xf32>, %c: memref<1x3x3x3xf32>) {
  // expected-error@+1 {{unexpected loop dimension for convolution op}}
  "linalg.conv_2d_nhwc_hwcf"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    linalg.yield %o : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (memref<1x4x4x2xf32>, memref<2x2x2x3xf32>, memref<1x3x3x3xf32>) -> ()
  return
}
// -----
func.func @e10(%a: memref<1x4x4x2xf32>, %b: memref<2x2x2x3xf32>, %c: memref<1x3x3x3xf32>) {
  // expected-error@+1 {{unexpected input index map for convolutions}}
  "linalg.conv_2d_nhwc_hwcf"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    linalg.yield %o : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4 + 1, d2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (memref<1x4x4x2xf32>, memref<2x2x2x3xf32>, memref<1x3x3x3xf32>) -> ()
  return
}
// -----
func.func @e11(%a: memref<1x4x4x2xf32>, %b: memref<2x2x2x3xf32>, %c: memref<1x3x3x3xf32>) {
  // expected-error@+1 {{expected output/filter indexing maps to be projected permutations}}
  "linalg.conv_2d_nhwc_hwcf"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    linalg.yield %o : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3 + 1)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (memref<1x4x4x2xf32>, memref<2x2x2x3xf32>, memref<1x3x3x3xf32>) -> ()
  return
}
// -----
func.func @e12(%a: memref<1x4x4x2xf32>, %b: memref<2x2xf32>, %c: memref<1x3x3x2xf32>) {
  // expected-error@+1 {{expected op with 2 inputs and 1 output}}
  "linalg.pooling_nhwc_sum"(%a, %b, %c) <{operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    linalg.yield %o : f32
  }) : (memref<1x4x4x2xf32>, memref<2x2xf32>, memref<1x3x3x2xf32>) -> ()
  return
}
// -----
func.func @e13(%a: memref<1x4x4x2xf32>, %b: memref<2x2xf32>, %c: memref<1x3x3x2xf32>) {
  // expected-error@+1 {{unexpected loop dimension for convolution op}}
  "linalg.pooling_nhwc_sum"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    linalg.yield %o : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d4)>]} : (memref<1x4x4x2xf32>, memref<2x2xf32>, memref<1x3x3x2xf32>) -> ()
  return
}
// -----
func.func @e14(%a: memref<1x4x4x2xf32>, %b: memref<2x2xf32>, %c: memref<1x3x3x2xf32>) {
  // expected-error@+1 {{unexpected input index map for convolutions}}
  "linalg.pooling_nhwc_max"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    linalg.yield %o : f32
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, 0)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>]} : (memref<1x4x4x2xf32>, memref<2x2xf32>, memref<1x3x3x2xf32>) -> ()
  return
}
// -----
func.func @f(%a: memref<2x3x4x5xf32>, %b: memref<6x3x7x5xf32>, %c: memref<2x6x4x7xf32>) {
  // expected-error@+1 {{expected add/mul op in the body}}
  "linalg.mmt4d"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    linalg.yield %o : f32
  }) : (memref<2x3x4x5xf32>, memref<6x3x7x5xf32>, memref<2x6x4x7xf32>) -> ()
  return
}
// -----
func.func @g(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error@+1 {{expected add/mul op in the body}}
  "linalg.batch_reduce_matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  }) : (memref<2x3x4xf32>, memref<2x4x5xf32>, memref<3x5xf32>) -> ()
  return
}
// -----
func.func @f(%a: memref<3x4xf32>, %b: memref<4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error@+1 {{expected add/mul op in the body}}
  "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>, indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  }) : (memref<3x4xf32>, memref<4x5xf32>, memref<3x5xf32>) -> ()
  return
}
// -----
func.func @g(%a: memref<2x3x4xf32>, %b: memref<2x4xf32>, %c: memref<2x3xf32>) {
  "linalg.batch_matvec"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %n = arith.negf %m : f32
    %s = arith.addf %o, %n : f32
    %t = arith.negf %s : f32
    linalg.yield %t : f32
  }) : (memref<2x3x4xf32>, memref<2x4xf32>, memref<2x3xf32>) -> ()
  return
}
// -----
func.func @h(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<f32>) {
  // expected-error@+1 {{expected add/mul op in the body}}
  "linalg.dot"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  }) : (memref<4xf32>, memref<4xf32>, memref<f32>) -> ()
  return
}
// -----
func.func @i(%a: memref<4xi32>, %b: memref<4xi32>, %c: memref<i32>) {
  "linalg.dot"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.andi %x, %y : i32
    %s = arith.ori %m, %o : i32
    linalg.yield %s : i32
  }) : (memref<4xi32>, memref<4xi32>, memref<i32>) -> ()
  return
}
