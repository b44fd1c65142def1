// Ops our One-Shot Bufferize does not bufferize yet (upstream does): scf.index_switch on
// tensors is refused with a located error.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics

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
