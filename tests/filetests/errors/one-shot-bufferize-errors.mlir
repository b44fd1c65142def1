// One-Shot Bufferize's refusals, with upstream's messages.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize --verify-diagnostics

func.func @unanalyzable_to_tensor(%m : memref<4xf32>, %v : f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// -----

// Without function boundaries, arguments are read-only: materializing into one is refused.
func.func @materialize_into_read_only(%s : tensor<4xf32>, %d : tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op not bufferizable under the given constraints: would write to read-only buffer}}
  %r = bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
