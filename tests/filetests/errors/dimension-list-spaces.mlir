// A missing `x` or `]` in a dimension list is reported right after the token before it, as
// upstream reports a wrong token.
// RUN: memref-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{expected 'x' in dimension list}}
func.func private @f(memref<4 f32>)

// -----

// expected-error@+1 {{missing ']' closing scalable dimension}}
func.func private @f(vector<[4 x i32>)

// -----

// On the line before when the element type starts a new line.
// expected-error@+1 {{expected 'x' in dimension list}}
func.func private @f(tensor<4
  f32>)
