// Verifier rules of the vector dialect, with mlir-opt 22.1.8's messages (and its parse errors
// for operand/type count mismatches).
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @e1(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[2] : vector<3xf32> from vector<2x3xf32>
  return
}
// -----
func.func @e2(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 0, 0] : f32 from vector<2x3xf32>
  return
}
// -----
func.func @e3(%v: vector<2x3xf32>) {
  // expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<3xf32>' are incompatible with return type(s) of operation 'vector<2xf32>'}}
  // expected-error@+1 {{'vector.extract' op failed to infer returned types}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: 0>}> : (vector<2x3xf32>) -> vector<2xf32>
  return
}
// -----
func.func @e4(%v: vector<2x3xf32>, %s: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = "vector.insert"(%s, %v) <{static_position = array<i64: 0>}> : (f32, vector<2x3xf32>) -> vector<2x3xf32>
  return
}
// -----
func.func @e5(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (2 vs. 4)}}
  %0 = vector.broadcast %v : vector<2x3xf32> to vector<4x3xf32>
  return
}
// -----
func.func @e6(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (6) and result (5)}}
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<5xf32>
  return
}
// -----
func.func @e7(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<2x3xf32> to vector<6xi32>
  return
}
// -----
func.func @e8(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xf32> to vector<3xi32>
  return
}
// -----
func.func @e9(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %v, [0, 0] : vector<2x3xf32> to vector<2x2xf32>
  return
}
// -----
func.func @e10(%v: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<2x3xf32>
  return
}
// -----
func.func @e11(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %0 = vector.shuffle %v, %v [0, 8] : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @e12() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}
// -----
func.func @e13(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i, %i : vector<4xi1>
  return
}
// -----
func.func @e14(%v: vector<4xi32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %0 = vector.reduction <maxnumf>, %v : vector<4xi32> into i32
  return
}
// -----
func.func @e15(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return
}
// -----
func.func @e16(%v: vector<2x3xf32>, %a: vector<2xf32>) {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<2xf32>' is incompatible with source type 'vector<2x3xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [0] : vector<2x3xf32> to vector<2xf32>
  return
}
// -----
func.func @e17(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  return
}
// -----
func.func @e18(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xi32>
  return
}
// -----
func.func @e19(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i], %p {permutation_map = affine_map<(d0) -> (d0, d0)>} : memref<?xf32>, vector<2x4xf32>
  return
}
// -----
func.func @e20(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0) -> (d0)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i], %p {in_bounds = [true, false]} : memref<?xf32>, vector<4xf32>
  return
}
// -----
func.func @e21(%m: memref<?xf32>, %i: index, %b: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %b, %p : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<8xf32>
  return
}
// -----
func.func @e22(%m: memref<?xf32>, %i: index, %iv: vector<4xi32>, %b: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error@+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %m[%i] [%iv], %b, %p : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xi32>
  return
}
// -----
func.func @e23(%a: f32) {
  // expected-error@+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = vector.from_elements %a, %a : vector<3xf32>
  return
}
// -----
func.func @e24(%v: vector<4xf32>) {
  %0 = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %1 = "vector.outerproduct"(%v, %v) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x5xf32>
  return
}
// -----
func.func @e25(%v: vector<2x3xf32>, %w: vector<3x2xf32>, %c: vector<3x3xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x2xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %v, %w, %c : vector<2x3xf32>, vector<3x2xf32> into vector<3x3xf32>
  return
}
// -----
func.func @e26(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [3], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  return
}
// -----
func.func @e27(%v: vector<2xf32>, %w: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 0 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %v, %w {offsets = [3], strides = [1]} : vector<2xf32> into vector<4xf32>
  return
}
// -----
func.func @e28(%v: vector<3xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = vector.deinterleave %v : vector<3xf32> -> vector<1xf32>
  return
}
// -----
func.func @e30(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %v : vector<4xf32> str "x"
  return
}
// -----
// expected-note@+1 {{prior use here}}
func.func @e31(%v: vector<4xf32>) {
  // expected-error@+1 {{use of value '%v' expects different type than prior uses: 'vector<4xi32>' vs 'vector<4xf32>'}}
  %0 = vector.fma %v, %v, %v : vector<4xi32>
  return
}
// -----
func.func @e32() {
  // expected-error@+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}
// -----
func.func @e33(%v: vector<4xf32>) {
  // expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error@+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[] : f32 from vector<4xf32>
  return
}
// -----
func.func @e34(%v: vector<4xf32>) {
  // expected-error@+1 {{operation defines 4 results but was provided 1 to bind}}
  %0 = vector.to_elements %v : vector<4xf32>
  %1:3 = "vector.to_elements"(%v) : (vector<4xf32>) -> (f32, f32, f32)
  return
}
