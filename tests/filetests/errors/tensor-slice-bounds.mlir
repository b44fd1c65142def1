// tensor.extract_slice and tensor.insert_slice: static offsets, sizes and strides must stay
// inside the sliced tensor (upstream's verifyInBoundsSlice, mlir-opt 22.1.8's messages; a
// dynamic size or offset is not checked). Both ops were accepted before.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @extract_past_end(%t: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %s = tensor.extract_slice %t[3] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

func.func @insert_past_end(%s: tensor<2xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %r = tensor.insert_slice %s into %t[3] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @strided_rank_reduced(%t: tensor<4x4xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{slice along dimension 1 runs out-of-bounds: 4 >= 4}}
  %s = tensor.extract_slice %t[0, 2] [1, 2] [1, 2] : tensor<4x4xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// -----

func.func @offset_past_end(%t: tensor<4xf32>) -> tensor<0xf32> {
  // expected-error@+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %s = tensor.extract_slice %t[4] [0] [1] : tensor<4xf32> to tensor<0xf32>
  return %s : tensor<0xf32>
}

// -----

// At the end and dynamic: accepted.
func.func @fine(%t: tensor<4xf32>, %o: index, %u: tensor<?xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %a = tensor.extract_slice %t[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %b = tensor.extract_slice %t[%o] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %c = tensor.extract_slice %u[7] [2] [1] : tensor<?xf32> to tensor<2xf32>
  return %a, %b, %c : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
