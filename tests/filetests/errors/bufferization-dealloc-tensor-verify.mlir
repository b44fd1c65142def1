// bufferization.dealloc_tensor's verifier, with mlir-opt 22.1.8's messages: a tensor operand,
// no results, one operand; a non-tensor type in the custom form is a parse error.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @memref_operand(%m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.dealloc_tensor' op operand #0 must be tensor of any type values, but got 'memref<4xf32>'}}
  "bufferization.dealloc_tensor"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @with_result(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.dealloc_tensor' op requires zero results}}
  %x = "bufferization.dealloc_tensor"(%t) : (tensor<4xf32>) -> (i32)
  return
}

// -----

func.func @two_operands(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.dealloc_tensor' op requires a single operand}}
  "bufferization.dealloc_tensor"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @scalar(%f: f32) {
  // expected-error@+1 {{custom op 'bufferization.dealloc_tensor' invalid kind of type specified}}
  bufferization.dealloc_tensor %f : f32
  return
}
