// vector.transfer_read/write: the parser's checks and the verifier's rules around 0-D memrefs,
// memrefs of vectors and element types, with mlir-opt 22.1.8's messages and positions.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @broadcast_needs_map(%m: memref<f32>, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[], %p : memref<f32>, vector<1xf32>
  return
}

// -----

func.func @write_needs_map(%m: memref<f32>, %v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.transfer_write' expected a custom permutation_map when rank(source) != rank(destination)}}
  vector.transfer_write %v, %m[] : vector<4xf32>, memref<f32>
  return
}

// -----

func.func @write_broadcast(%m: memref<f32>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[] {permutation_map = affine_map<() -> (0)>} : vector<4xf32>, memref<f32>
  return
}

// -----

func.func @indices(%m: memref<f32>, %p: f32, %i: index) {
  // expected-error@+1 {{'vector.transfer_read' op requires 0 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<f32>, vector<f32>
  return
}

// -----

func.func @map_inputs(%m: memref<f32>, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<f32>, vector<1xf32>
  return
}

// -----

func.func @one_type(%m: memref<f32>, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[], %p : memref<f32>
  return
}

// -----

func.func @source_kind(%m: memref<*xf32>, %v: vector<f32>) {
  // expected-error@+1 {{custom op 'vector.transfer_write' requires memref or ranked tensor type}}
  vector.transfer_write %v, %m[] : vector<f32>, memref<*xf32>
  return
}

// -----

func.func @vector_kind(%m: memref<f32>, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[], %p : memref<f32>, f32
  return
}

// -----

func.func @bit_width(%m: memref<4xf32>, %p: f32, %i: index) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = vector.transfer_read %m[%i], %p : memref<4xf32>, vector<3xi8>
  return
}

// -----

func.func @vector_element_padding(%m: memref<4xvector<2xf32>>, %p: vector<2xf32>, %i: index) {
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xvector<2xf32>>, index, vector<2xf32>) -> vector<3x2xf32>
  // expected-error@+1 {{'vector.transfer_read' op requires source element type and padding type to match.}}
  %1 = "vector.transfer_read"(%m, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xvector<2xf32>>, index, index) -> vector<3x2xf32>
  return
}

// -----

func.func @vector_element_mask(%m: memref<4xvector<2xf32>>, %v: vector<3x2xf32>, %i: index, %k: vector<3xi1>) {
  // expected-error@+1 {{custom op 'vector.transfer_write' does not support masks with vector element type}}
  vector.transfer_write %v, %m[%i], %k : vector<3x2xf32>, memref<4xvector<2xf32>>
  return
}

// -----

func.func @mask_type(%m: memref<4xf32>, %i: index, %k: vector<3xi1>) {
  %c = arith.constant 0.0 : f32
  // expected-error@+1 {{'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<3xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %c, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, f32, vector<3xi1>) -> vector<4xf32>
  return
}

// -----

func.func @zero_d_mask(%m: memref<f32>, %v: vector<f32>, %k: vector<i1>) {
  // expected-error@+1 {{'vector.transfer_write' op operand #2 must be vector of 1-bit signless integer values, but got 'vector<i1>'}}
  "vector.transfer_write"(%v, %m, %k) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 0, 1>, permutation_map = affine_map<() -> ()>}> : (vector<f32>, memref<f32>, vector<i1>) -> ()
  return
}

// -----

func.func @write_result(%m: memref<f32>, %v: vector<f32>) {
  // expected-error@+1 {{'vector.transfer_write' op result #0 must be ranked tensor of any type values, but got 'memref<f32>'}}
  %0 = "vector.transfer_write"(%v, %m) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 0, 0>, permutation_map = affine_map<() -> ()>}> : (vector<f32>, memref<f32>) -> memref<f32>
  return
}

// -----

func.func @write_results(%m: memref<f32>, %v: vector<f32>) {
  // expected-error@+1 {{'vector.transfer_write' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %0:2 = "vector.transfer_write"(%v, %m) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 1, 0, 0>, permutation_map = affine_map<() -> ()>}> : (vector<f32>, memref<f32>) -> (memref<f32>, memref<f32>)
  return
}

// -----

func.func @in_bounds_kind(%m: memref<f32>, %v: vector<f32>) {
  // expected-error@+1 {{'vector.transfer_write' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  "vector.transfer_write"(%v, %m) <{in_bounds = [1], operandSegmentSizes = array<i32: 1, 1, 0, 0>, permutation_map = affine_map<() -> ()>}> : (vector<f32>, memref<f32>) -> ()
  return
}

// -----

func.func @in_bounds_rank(%m: memref<f32>, %v: vector<f32>) {
  // expected-error@+1 {{'vector.transfer_write' op expects the in_bounds attr of same rank as permutation_map results: affine_map<() -> ()> vs inBounds of size: 2}}
  "vector.transfer_write"(%v, %m) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 1, 0, 0>, permutation_map = affine_map<() -> ()>}> : (vector<f32>, memref<f32>) -> ()
  return
}
