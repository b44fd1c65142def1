// Ops our One-Shot Bufferize does not bufferize yet (upstream does): tensor.concat with dynamic
// sizes and scf.index_switch on tensors are refused with a located error.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics

func.func @concat_dynamic(%a: tensor<?xf32>, %b: tensor<2xf32>) -> tensor<?xf32> {
  // expected-error@+1 {{'tensor.concat' op bufferizing a concat with dynamic sizes is not supported}}
  %cc = tensor.concat dim(0) %a, %b : (tensor<?xf32>, tensor<2xf32>) -> tensor<?xf32>
  return %cc : tensor<?xf32>
}

// -----

func.func @switch(%i: index, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{op was not bufferized}}
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    scf.yield %a : tensor<4xf32>
  }
  default {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
