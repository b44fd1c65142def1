// One-Shot Bufferize's refusals for loops whose yielded tensors are not equivalent to their
// iter_args (without allow-return-allocs-from-loops), with upstream's messages.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics

func.func @for_yields_new(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %b = tensor.insert %v into %e[%i] : tensor<4xf32>
    // expected-error@+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @for_swaps(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    // expected-error@+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %b, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @while_condition_swaps(%t: tensor<5xi1>, %u: tensor<5xi1>, %idx: index) -> (tensor<5xi1>, tensor<5xi1>) {
  %r0, %r1 = scf.while (%w0 = %t, %w1 = %u) : (tensor<5xi1>, tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>) {
    %c = tensor.extract %w0[%idx] : tensor<5xi1>
    // expected-error@+1 {{Condition arg #0 is not equivalent to the corresponding iter bbArg}}
    scf.condition(%c) %w1, %w0 : tensor<5xi1>, tensor<5xi1>
  } do {
  ^bb0(%b0: tensor<5xi1>, %b1: tensor<5xi1>):
    scf.yield %b0, %b1 : tensor<5xi1>, tensor<5xi1>
  }
  return %r0, %r1 : tensor<5xi1>, tensor<5xi1>
}

// -----

func.func @while_body_yields_new(%t: tensor<5xi1>, %idx: index, %v: i1) -> tensor<5xi1> {
  %r = scf.while (%w = %t) : (tensor<5xi1>) -> tensor<5xi1> {
    %c = tensor.extract %w[%idx] : tensor<5xi1>
    scf.condition(%c) %w : tensor<5xi1>
  } do {
  ^bb0(%b: tensor<5xi1>):
    %e = bufferization.alloc_tensor() : tensor<5xi1>
    // expected-error@+1 {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %e : tensor<5xi1>
  }
  return %r : tensor<5xi1>
}
