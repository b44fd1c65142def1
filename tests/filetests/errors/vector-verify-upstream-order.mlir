// Vector (and arith cast) verifier rules in upstream's order and words, found by an outside
// tester against mlir-opt 22.1.8: a 2-D reduction, a shuffle with an empty mask (its result
// type inferred with one row) or of other ranks or element types, strided-slice attributes
// (same size first, strides confined to a range), insert positions, the outer product's
// inferred type, type_cast (memrefs of vectors of any rank), contractions (maps, contracting
// and batch pairs, output shape, kind), a transfer without map of a lower-rank source (a
// parse error at the types), extract's inferred type, arith cast shapes and zero-size vector
// types. (The notes printing the op: errors/vector-verify-notes.mlir.)
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func private @opq(%v: vector<2x4xf32>) -> vector<2x4xf32>
func.func @reduction_2d(%b: vector<2x4xf32>) -> f32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %r = vector.reduction <add>, %b : vector<2x4xf32> into f32
  return %r : f32
}
// -----
func.func @shuffle_empty_mask(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op invalid mask length}}
  %r = vector.shuffle %a, %a [] : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @shuffle_rank(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %r = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<2x4xf32>
  return
}
// -----
func.func @shuffle_trailing(%a: vector<4x2xf32>, %b: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %r = vector.shuffle %a, %b [0, 1] : vector<4x2xf32>, vector<4x3xf32>
  return
}
// -----
func.func @shuffle_v2_type(%a: vector<4xf32>, %b: vector<4xi32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that second operand v2 and result have same element type}}
  %r = vector.shuffle %a, %b [0, 1] : vector<4xf32>, vector<4xi32>
  return
}
// -----
func.func @shuffle_v1_type(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op failed to verify that first operand v1 and result have same element type}}
  %r = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 1>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xi32>
  return
}
// -----
func.func @shuffle_length(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %r = "vector.shuffle"(%a, %a) <{mask = array<i64: 0, 1>}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
  return
}
// -----
func.func @shuffle_0d(%a: vector<f32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %r = vector.shuffle %a, %a [0, 2] : vector<f32>, vector<f32>
  return
}
// -----
func.func @ess_stride(%m: vector<4x8xi32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.extract_strided_slice %m {offsets = [0, 1], sizes = [4, 3], strides = [1, 2]} : vector<4x8xi32> to vector<4x3xi32>
  return
}
// -----
func.func @ess_sizes(%b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %r = vector.extract_strided_slice %b {offsets = [0, 0, 0], sizes = [1], strides = [1]} : vector<2x4xf32> to vector<1x4xf32>
  return
}
// -----
func.func @ess_result(%m: vector<4x8xi32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x3xi32>'}}
  %1 = vector.extract_strided_slice %m {offsets = [0, 1], sizes = [2, 3], strides = [1, 1]} : vector<4x8xi32> to vector<2x4xi32>
  return
}
// -----
func.func @ess_element(%m: vector<4x8xi32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op failed to verify that operand and result have same element type}}
  %1 = vector.extract_strided_slice %m {offsets = [0, 1], sizes = [2, 3], strides = [1, 1]} : vector<4x8xi32> to vector<2x3xf32>
  return
}
// -----
func.func @iss_stride(%a: vector<3xi32>, %m: vector<4x8xi32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.insert_strided_slice %a, %m {offsets = [0, 1], strides = [2]} : vector<3xi32> into vector<4x8xi32>
  return
}
// -----
func.func @iss_element(%a: vector<3xf32>, %m: vector<4x8xi32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op failed to verify that operand #0 and result have same element type}}
  %1 = vector.insert_strided_slice %a, %m {offsets = [0, 1], strides = [1]} : vector<3xf32> into vector<4x8xi32>
  return
}
// -----
func.func @insert_position(%a: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %r = vector.insert %p, %a[5] : f32 into vector<4xf32>
  return
}
// -----
func.func @outerproduct_inferred(%a: vector<4xf32>, %b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #2}}
  %r = vector.outerproduct %a, %b : vector<4xf32>, vector<2x4xf32>
  return
}
// -----
func.func @type_cast_shape(%m: memref<8xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4xf32>>'}}
  %r = vector.type_cast %m : memref<8xf32> to memref<vector<4xf32>>
  return
}
// -----
func.func @type_cast_dynamic(%m: memref<?x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x4xf32>'}}
  %r = vector.type_cast %m : memref<?x4xf32> to memref<vector<4xf32>>
  return
}
// -----
func.func @type_cast_layout(%m: memref<2x4xf32, strided<[8, 1]>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %r = vector.type_cast %m : memref<2x4xf32, strided<[8, 1]>> to memref<vector<2x4xf32>>
  return
}
// -----
func.func @type_cast_scalar(%m: memref<2x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<2x4xi32>>'}}
  %r = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xi32>>
  return
}
// -----
func.func @type_cast_space(%m: memref<2x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result in same memory space}}
  %r = vector.type_cast %m : memref<2x4xf32> to memref<vector<2x4xf32>, 1>
  return
}
// -----
func.func @type_cast_result_layout(%m: memref<2x4xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %r = vector.type_cast %m : memref<2x4xf32> to memref<1xvector<2x4xf32>, strided<[2]>>
  return
}
// -----
func.func @contract_no_pair(%a: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %r = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["parallel"], kind = #vector.kind<add>} %a, %a, %p : vector<4xf32>, vector<4xf32> into f32
  return
}
// -----
func.func @contract_pair_sizes(%a: vector<4xf32>, %b: vector<5xf32>, %p: f32) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %r = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %b, %p : vector<4xf32>, vector<5xf32> into f32
  return
}
// -----
func.func @contract_inputs(%a: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 1 number of inputs}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %a, %p : vector<4xf32>, vector<4xf32> into f32
  return
}
// -----
func.func @contract_outputs(%a: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 1 number of outputs}}
  %r = vector.contract {indexing_maps = [affine_map<(i) -> (i, i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %a, %p : vector<4xf32>, vector<4xf32> into f32
  return
}
// -----
func.func @contract_acc_map(%a: vector<4xf32>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 1 number of outputs}}
  %r = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %a, %p : vector<4xf32>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @contract_projected(%a: vector<4xf32>, %p: f32) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to be a projected permutation of its inputs}}
  %r = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i + 1)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %a, %p : vector<4xf32>, vector<4xf32> into f32
  return
}
// -----
func.func @contract_elements(%a: vector<2x3xf32>, %b: vector<3x2xi32>, %acc: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.contract' op failed to verify that lhs and rhs have same element type}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %acc : vector<2x3xf32>, vector<3x2xi32> into vector<2x2xf32>
  return
}
// -----
func.func @contract_kind(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %acc: vector<2x2xf32>) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<xor>} %a, %b, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x2xf32>
  return
}
// -----
func.func @contract_batch(%a: vector<2x3xf32>, %b: vector<4x3xf32>, %acc: vector<2xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid batch dimension map}}
  %r = vector.contract {indexing_maps = [affine_map<(b, k) -> (b, k)>, affine_map<(b, k) -> (b, k)>, affine_map<(b, k) -> (b)>], iterator_types = ["parallel", "reduction"]} %a, %b, %acc : vector<2x3xf32>, vector<4x3xf32> into vector<2xf32>
  return
}
// -----
func.func @contract_acc_shape(%a: vector<2x3xf32>, %b: vector<3x2xf32>, %acc: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x2xf32>'}}
  %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %acc : vector<2x3xf32>, vector<3x2xf32> into vector<2x3xf32>
  return
}
// -----
func.func @transfer_write_rank(%b: vector<2x4xf32>, %m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'vector.transfer_write' expected a custom permutation_map when rank(source) != rank(destination)}}
  vector.transfer_write %b, %m[%i] : vector<2x4xf32>, memref<8xf32>
  return
}
// -----
func.func @transfer_read_rank(%m: memref<8xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %r = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<2x4xf32>
  return
}
// -----
func.func @extract_inferred(%b: vector<2x4xf32>) {
  // expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'vector<2xf32>'}}
  // expected-error@+1 {{'vector.extract' op failed to infer returned types}}
  %r = vector.extract %b[1] : vector<2xf32> from vector<2x4xf32>
  return
}
// -----
func.func @bitcast_shape(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %r = arith.bitcast %a : vector<4xf32> to vector<2xi64>
  return
}
// -----
func.func @extf_shape(%a: vector<4xf16>) {
  // expected-error@+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %r = arith.extf %a : vector<4xf16> to vector<2xf32>
  return
}
// -----
func.func @bitcast_vector_to_scalar(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %r = arith.bitcast %a : vector<4xf32> to i128
  return
}
// -----
// expected-error@+1 {{vector types must have positive constant sizes but got 2, 0}}
func.func @zero_size(%a: vector<2x0xf32>) {
  return
}
