// A splat dense attribute of a shape with more elements than an i64 counts parses and prints
// as upstream (the element count used to overflow: a panic). CHECK from upstream mlir-opt.
// RUN: memref-opt %s | filecheck %s
// CHECK: attributes {x = dense<1.000000e+00> : tensor<4294967296x4294967296xf32>}
func.func @f() attributes {x = dense<1.0> : tensor<4294967296x4294967296xf32>} {
  return
}
