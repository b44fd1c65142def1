// Dimension lists are lexed token by token, as upstream: `4 x ? x f32`, `[ 4 ] x`, `* x`
// and a comment inside the list are all accepted (they were refused with "expected 'x' in
// dimension list"); `0x4` is 0 then x4, not hex.
// RUN: memref-opt %s | filecheck %s

// CHECK: func.func private @f(memref<4x?xf32>, vector<[4]x2xi32>, tensor<*xf32>, memref<0x4xf32>, memref<4xf32>, tensor<4x5xi32>)
func.func private @f(memref< 4 x ? x f32 >, vector<[ 4 ] x 2 x i32>, tensor< * x f32>,
                     memref<0x4xf32>, memref<4 // a comment
                     x f32>, tensor<4 x 5 x i32>)
// CHECK: arith.constant dense<0> : vector<4xi32>
func.func @g() -> vector<4 x i32> {
  %c = arith.constant dense<0> : vector<4 x i32>
  return %c : vector<4 x i32>
}
