// Verifier rules of the tensor dialect and of bufferization's tensor ops, with mlir-opt 22.1.8's
// messages (and its parse error for a from_elements operand count).
// RUN: memref-opt %s --split-input-file --verify-diagnostics
// expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
func.func @a(%i: index) { %e = tensor.empty(%i) : tensor<4x4xf32>  return }
// -----
// expected-error@+1 {{'tensor.insert' op incorrect number of indices}}
func.func @a(%t: tensor<4xf32>, %i: index, %f: f32) { %e = tensor.insert %f into %t[%i, %i] : tensor<4xf32>  return }
// -----
// expected-error@+1 {{expected type to be 'tensor<2xf32>' or a rank-reduced version. (size mismatch)}}
func.func @a(%t: tensor<4xf32>) { %e = tensor.extract_slice %t[0][2][1] : tensor<4xf32> to tensor<3xf32>  return }
// -----
// expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
func.func @a(%t: tensor<4xf32>) { %e = tensor.extract_slice %t[0, 0][2][1] : tensor<4xf32> to tensor<2xf32>  return }
// -----
// expected-error@+1 {{expected element type to be 'f32'}}
func.func @a(%t: tensor<4xf32>) { %e = tensor.extract_slice %t[0][2][1] : tensor<4xf32> to tensor<2xi32>  return }
// -----
// expected-error@+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)}}
func.func @a(%t: tensor<2xf32>, %d: tensor<4xf32>) { %e = tensor.insert_slice %t into %d[0][3][1] : tensor<2xf32> into tensor<4xf32>  return }
// -----
// expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
func.func @a(%t: tensor<4xf32>) { %e = tensor.cast %t : tensor<4xf32> to tensor<5xf32>  return }
// -----
// expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
func.func @a(%t: tensor<4xf32>) { %e = tensor.cast %t : tensor<4xf32> to tensor<4xi32>  return }
// -----
// expected-error@+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
func.func @a(%f: f32) { %e = tensor.from_elements %f : tensor<2xf32>  return }
// -----
// expected-error@+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
func.func @a(%f: f32) { %e = tensor.splat %f : tensor<?xf32>  return }
// -----
// expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 0, expected 1}}
func.func @a(%i: index) { %e = tensor.generate { ^bb0(%a: index): %c = arith.constant 0.0 : f32 tensor.yield %c : f32 } : tensor<?xf32>  return }
// -----
// expected-error@+1 {{must have one body argument per input dimension}}
func.func @a(%i: index) { %e = tensor.generate %i { ^bb0(%a: index, %b: index): %c = arith.constant 0.0 : f32 tensor.yield %c : f32 } : tensor<?xf32>  return }
// -----
// expected-error@+1 {{all body arguments must be index}}
func.func @a(%i: index) { %e = tensor.generate %i { ^bb0(%a: i32): %c = arith.constant 0.0 : f32 tensor.yield %c : f32 } : tensor<?xf32>  return }
// -----
// expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
func.func @a(%i: index) { %e = tensor.generate %i { ^bb0(%a: index): %c = arith.constant 0 : i32 tensor.yield %c : i32 } : tensor<?xf32>  return }
// -----
// expected-error@+1 {{specified type 'tensor<7xf32>' does not match the inferred type 'tensor<6xf32>'}}
func.func @a(%t: tensor<4xf32>, %f: f32) { %e = tensor.pad %t low[1] high[1] { ^bb0(%a: index): tensor.yield %f : f32 } : tensor<4xf32> to tensor<7xf32>  return }
// -----
// expected-error@+1 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<6xf32>'}}
func.func @a(%t: tensor<4xf32>, %f: f32) { %e = tensor.pad %t low[1, 1] high[1] { ^bb0(%a: index): tensor.yield %f : f32 } : tensor<4xf32> to tensor<6xf32>  return }
// -----
// expected-error@+1 {{'tensor.pad' op expected yield type to match shape element type}}
func.func @a(%t: tensor<4xf32>, %f: i32) { %e = tensor.pad %t low[1] high[1] { ^bb0(%a: index): tensor.yield %f : i32 } : tensor<4xf32> to tensor<6xf32>  return }
// -----
// expected-error@+1 {{expected the block to have 1 arguments}}
func.func @a(%t: tensor<4xf32>, %f: f32) { %e = tensor.pad %t low[1] high[1] { ^bb0(%a: index, %b: index): tensor.yield %f : f32 } : tensor<4xf32> to tensor<6xf32>  return }
// -----
// expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16}}
func.func @a(%t: tensor<4x4xf32>) { %e = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<15xf32>  return }
// -----
// expected-error@+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 20}}
func.func @a(%t: tensor<16xf32>) { %e = tensor.expand_shape %t [[0, 1]] output_shape [4, 5] : tensor<16xf32> into tensor<4x5xf32>  return }
// -----
// expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
func.func @a(%t: tensor<4xf32>, %s: tensor<2xindex>) { %e = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x3xf32>  return }
// -----
// expected-error@+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
func.func @a(%t: tensor<4xf32>, %s: tensor<1xindex>) { %e = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xindex>) -> tensor<2x2xf32>  return }
// -----
// expected-error@+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
func.func @a(%t: tensor<4xf32>) { %e = tensor.concat dim(1) %t, %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>  return }
// -----
// expected-error@+1 {{'tensor.concat' op result type 'tensor<9xf32>'does not match inferred shape 'tensor<8xf32>' static sizes}}
func.func @a(%t: tensor<4xf32>) { %e = tensor.concat dim(0) %t, %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<9xf32>  return }
// -----
// expected-error@+1 {{'tensor.concat' op inputs and result element type must match}}
func.func @a(%t: tensor<4xf32>, %u: tensor<4xi32>) { %e = tensor.concat dim(0) %t, %u : (tensor<4xf32>, tensor<4xi32>) -> tensor<8xf32>  return }
// -----
// expected-error@+2 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
// expected-error@+1 {{shapes do not match}}
func.func @a(%m: memref<4xf32>) { %e = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>  return }
// -----
// expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
func.func @a(%i: index) { %e = bufferization.alloc_tensor() : tensor<?xf32>  return }
// -----
func.func @a(%t: tensor<4xf32>) { %e = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>  return }
// -----
// expected-note@+2 {{prior use here}}
// expected-error@+1 {{use of value '%t' expects different type than prior uses: 'tensor<?xf32>' vs 'tensor<4xf32>'}}
func.func @a(%t: tensor<4xf32>, %i: index) { %e = bufferization.alloc_tensor(%i) copy(%t) : tensor<?xf32>  return }
// -----
// expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
func.func @a(%t: tensor<4xf32>, %d: tensor<5xf32>) { %e = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>  return }
// -----
// expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
func.func @a(%t: tensor<4xf32>, %d: memref<4xf32>) { bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, memref<4xf32>) -> ()  return }
// -----
// expected-error@+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
func.func @a(%t: tensor<4xf32>, %d: tensor<4xf32>) { bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> ()  return }
// -----
// expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
func.func @a(%t: tensor<4xf32>, %d: tensor<4xf32>) { %e = bufferization.materialize_in_destination %t in writable %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>  return }
// -----
// expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
func.func @a(%t: tensor<4xf32>) { %e = tensor.extract_slice %t[0][2][1] : tensor<4xf32> to tensor<1x2xf32>  return }
// -----
func.func @a(%t: tensor<4xf32>, %i: index) { %e = tensor.dim %t, %i : tensor<4xf32> %r = tensor.rank %t : tensor<4xf32> return }
