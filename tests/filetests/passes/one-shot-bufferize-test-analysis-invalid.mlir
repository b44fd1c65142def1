// test-analysis-only reports the analysis, so it cannot be combined with copy-before-write
// (which skips the analysis); upstream reports this without a location.
// RUN: not memref-opt %s --allow-unregistered-dialect --one-shot-bufferize="test-analysis-only copy-before-write" 2>&1 | filecheck %s
// RUN: memref-opt %s --allow-unregistered-dialect --one-shot-bufferize="test-analysis-only" | filecheck %s --check-prefix=UNKNOWN

// An unknown op is only an error when bufferizing.
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK: <unknown>:0: error: Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'
// UNKNOWN: "test.op"(%arg0) {__inplace_operands_attr__ = ["false"]} : (tensor<4xf32>) -> tensor<4xf32>
// RUN: not memref-opt %s --allow-unregistered-dialect --one-shot-bufferize="dump-alias-sets" 2>&1 | filecheck %s --check-prefix=ALIAS
// ALIAS: <unknown>:0: error: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'
