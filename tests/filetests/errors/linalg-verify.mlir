// Verifier and parser rules of the linalg dialect, with mlir-opt 22.1.8's messages: shapes
// against indexing maps, operand and region-argument counts and types, yield types, index
// dims, iterator types, the op-specific rules of fill, transpose, broadcast and reduce.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @e1(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x15xf32>) {
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 16, but found 15}}
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x15xf32>)
  return
}
// -----
func.func @e2(%a: memref<4xf32>, %s: f16) {
  // expected-error@+1 {{'linalg.fill' op expected fill value type ('f16') to match output element type ('f32')}}
  linalg.fill ins(%s : f16) outs(%a : memref<4xf32>)
  return
}
// -----
func.func @e3(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @e4(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %z = arith.extf %x : f32 to f64
    // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('f64') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %z : f64
  }
  return
}
// -----
func.func @e5(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected type of bb argument #1 ('f16') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f16):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @e6(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @e7(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @e8(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error@+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %x, %x : f32, f32
  }
  return
}
// -----
func.func @e9(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error@+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %x, %x : f32, f32
  }
  return
}
// -----
func.func @e10(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{custom op 'linalg.generic' unexpected iterator_type (sequential)}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "sequential"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @e11(%a: memref<4x8xf32>, %b: memref<8x5xf32>) {
  // expected-error@+1 {{'linalg.transpose' op dim(result, 1) = 5 doesn't match dim(input, permutation[1]) = 4}}
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x5xf32>) permutation = [1, 0]
  return
}
// -----
func.func @e12(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  // expected-error@+1 {{'linalg.transpose' op permutation is not valid}}
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [1, 1]
  return
}
// -----
func.func @e13(%a: memref<4xf32>, %b: memref<4x8xf32>) {
  // expected-error@+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 8}}
  linalg.broadcast ins(%a : memref<4xf32>) outs(%b : memref<4x8xf32>) dimensions = [0]
  return
}
// -----
func.func @e14(%a: memref<4x8xf32>, %b: memref<5xf32>) {
  // expected-error@+1 {{'linalg.reduce' op init dimensions [5] doesn't match input dimensions after reduction [4]}}
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%b : memref<5xf32>) dimensions = [1]
  return
}
// -----
func.func @e15(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) dimensions = [2]
  return
}
// -----
func.func @e16(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  // expected-error@+1 {{'arith.addf' op expected 2 operands, but found 1}}
  linalg.map { arith.addf } ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  return
}
// -----
func.func @e17(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error@+1 {{'linalg.copy' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<5xf32>)
  return
}
// -----
func.func @e18(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.add ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  // expected-error@+1 {{custom op 'linalg.add' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}
// -----
func.func @e19(%a: memref<4xf32>, %b: memref<4x4xf32>) {
  // expected-error@+1 {{'linalg.exp' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  linalg.exp ins(%a : memref<4xf32>) outs(%b : memref<4x4xf32>)
  return
}
// -----
func.func @e20(%t: tensor<4xf32>, %a: memref<4xf32>) {
  // expected-error@+1 {{'linalg.add' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%a : memref<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @e21(%t: tensor<4xf32>) {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%t : tensor<4xf32>)
  return
}
// -----
func.func @e22(%x: f32) {
  // expected-error@+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  linalg.yield %x : f32
}
// -----
func.func @e23(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 11, but found 4}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @e24(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0, d0))}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @e25(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op requires attribute 'indexing_maps'}}
  linalg.generic {iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @e26(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @e28(%a: memref<4xi32>) {
  // expected-error@+1 {{custom op 'linalg.exp' unsupported non numeric type}}
  linalg.exp ins(%a : memref<4xi32>) outs(%a : memref<4xi32>)
  return
}
// -----
func.func @r1(%a: memref<4x8xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// -----
func.func @r5(%a: memref<4x8xf32>, %b: memref<8xf32>, %c: memref<4x4xf32>) {
  // expected-error@+1 {{'linalg.matvec' op expected operand #2 rank (2) to match the result rank of indexing_map (1)}}
  linalg.matvec ins(%a, %b : memref<4x8xf32>, memref<8xf32>) outs(%c : memref<4x4xf32>)
  return
}
// -----
func.func @r6(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 8}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<4x8xf32>, memref<8x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
// -----
func.func @r8(%a: memref<8x4xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>) {
  // expected-error@+1 {{expected op with scalar input}}
  linalg.fill ins(%a : memref<8x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
// -----
func.func @h2(%u: memref<*xf32>, %v: memref<4xf32>) {
  // expected-error@+1 {{'linalg.transpose' op operand #0 must be memref of any type values or ranked tensor of any type values, but got 'memref<*xf32>'}}
  linalg.transpose ins(%u : memref<*xf32>) outs(%v : memref<4xf32>) permutation = [0]
  return
}
// -----
func.func @h3(%a: memref<4xf32>, %x: f32) {
  // expected-error@+1 {{'linalg.generic' op expected operand #0 rank (0) to match the result rank of indexing_map (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : f32) outs(%a : memref<4xf32>) {
  ^bb0(%i: f32, %o: f32):
    linalg.yield %i : f32
  }
  return
}
// -----
func.func @h4(%a: memref<4xf32>, %x: f32) {
  // expected-error@+1 {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  linalg.generic {indexing_maps = [affine_map<(d0)[s0] -> (d0 + s0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}
// -----
func.func @h5(%a: memref<4xf32>, %x: f32) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : memref<4xf32>) {
  ^bb0(%o: f32):
    // expected-error@+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %i = linalg.index -1 : index
    linalg.yield %o : f32
  }
  return
}
// -----
func.func @h6(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.reduce { arith.addf } ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) dimensions = []
  return
}
// -----
func.func @h7(%a: memref<4xf32>, %b: memref<4x3xf32>) {
  // expected-error@+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 5}}
  linalg.broadcast ins(%a : memref<4xf32>) outs(%b : memref<4x3xf32>) dimensions = [5]
  return
}
