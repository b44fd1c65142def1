// Regression (found by fuzz/ `run`): an expand_shape whose output_shape disagrees with its result
// type was accepted, and the engines then read past the buffer. Upstream's messages.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @f(%a: memref<6xf32>) -> memref<2x3xf32> {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 7] : memref<6xf32> into memref<2x3xf32>
  return %e : memref<2x3xf32>
}

// -----

func.func @g(%a: memref<6xf32>) -> memref<2x3xf32> {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 3, 1] : memref<6xf32> into memref<2x3xf32>
  return %e : memref<2x3xf32>
}
