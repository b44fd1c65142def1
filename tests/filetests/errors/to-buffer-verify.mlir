// bufferization.to_buffer and the tensor ops: verifier rules with mlir-opt 22.1.8's messages
// (a tensor/buffer mismatch is two errors: the tensor type's own, then the op's predicate),
// and its parse errors. The removed `bufferization.to_memref` is unknown, as upstream.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @shape(%t: tensor<4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<5xf32>
  return
}

// -----

func.func @dynamic_vs_static(%t: tensor<?x4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %m = bufferization.to_buffer %t : tensor<?x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @ranked_to_unranked(%t: tensor<4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<*xf32>
  return
}

// -----

func.func @element(%t: tensor<*xf32>) {
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %m = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf16>
  return
}

// -----

func.func @operand_kind(%t: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op operand #0 must be TensorLikeType instance, but got 'memref<4xf32>'}}
  %m = "bufferization.to_buffer"(%t) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @result_kind(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op result #0 must be BufferLikeType instance, but got 'vector<4xf32>'}}
  %m = "bufferization.to_buffer"(%t) : (tensor<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @operands(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op requires a single operand}}
  %m = "bufferization.to_buffer"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @results(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op requires one result}}
  "bufferization.to_buffer"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @read_only_kind(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op attribute 'read_only' failed to satisfy constraint: unit attribute}}
  %m = "bufferization.to_buffer"(%t) {read_only = 1} : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @read_only_property(%t: tensor<4xf32>) {
  // expected-error@+1 {{invalid properties {read_only = 1 : i64} for op bufferization.to_buffer: Invalid attribute `read_only` in property conversion: 1 : i64}}
  %m = "bufferization.to_buffer"(%t) <{read_only = 1}> : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @read_only_in_dict(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.to_buffer' 'bufferization.to_buffer' op attribute 'read_only' failed to satisfy constraint: unit attribute}}
  %m = bufferization.to_buffer %t {read_only = 1} : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @tensor_type(%t: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
  %m = bufferization.to_buffer %t : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @buffer_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
  %m = bufferization.to_buffer %t : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @missing_to(%t: tensor<4xf32>) {
  %m = bufferization.to_buffer %t : tensor<4xf32>
  // expected-error@+1 {{custom op 'bufferization.to_buffer' expected 'to'}}
  return
}

// -----

func.func @to_memref(%t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.to_memref' is unknown}}
  %m = bufferization.to_memref %t : memref<4xf32>
  return
}

// -----

func.func @extract_indices(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i, %i] : tensor<4xf32>
  return
}

// -----

func.func @extract_type(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> f64
  return
}

// -----

func.func @extract_unranked(%t: tensor<*xf32>, %i: index) {
  // expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}

// -----

func.func @dim_rank0(%t: tensor<f32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @dim_index(%t: tensor<4xf32>, %i: i32) {
  // expected-error@+1 {{'tensor.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%t, %i) : (tensor<4xf32>, i32) -> index
  return
}
