// vector.load/store verification with mlir-opt 22.1.8's messages and order: the unit-stride
// rule (waived for one-element vectors), the memref's rank against the vector's (0-D memrefs
// too), memrefs of vectors, element types, index counts, and ODS's operand/result checks.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @a(%src : memref<?xi8>, %c0: index) {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %src[%c0] : memref<?xi8>, vector<16x16xi8>
  return
}
// -----
func.func @b(%src : memref<?xi8>, %c0: index, %v: vector<2x16xi8>) {
  // expected-error@+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %src[%c0] : memref<?xi8>, vector<2x16xi8>
  return
}
// -----
func.func @c(%src : memref<4xf32, strided<[3]>>, %c0: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %src[%c0] : memref<4xf32, strided<[3]>>, vector<4xf32>
  return
}
// -----
func.func @d(%src : memref<4xf32, strided<[3]>>, %c0: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %src[%c0] : memref<4xf32, strided<[3]>>, vector<4xf32>
  return
}
// -----
func.func @e(%src : memref<4xf32, strided<[3]>>, %c0: index) {
  %0 = vector.load %src[%c0] : memref<4xf32, strided<[3]>>, vector<1xf32>
  %1 = vector.load %src[%c0] : memref<4xf32, strided<[3]>>, vector<f32>
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %2 = vector.load %src[%c0] : memref<4xf32, strided<[3]>>, vector<1x1xf32>
  return
}
// -----
func.func @f(%src : memref<2xvector<2x4xf32>>, %c0: index) {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %src[%c0] : memref<2xvector<2x4xf32>>, vector<2x4xf32>
  return
}
// -----
func.func @g(%src : memref<2x3xf32, strided<[?, ?]>>, %c0: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %src[%c0, %c0] : memref<2x3xf32, strided<[?, ?]>>, vector<3xf32>
  return
}
// -----
func.func @h(%src : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %c0: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %src[%c0, %c0] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, vector<4xf32>
  return
}
// -----
func.func @i(%src : memref<4xf32, strided<[3]>>, %c0: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %2 = vector.load %src[%c0] : memref<4xf32, strided<[3]>>, vector<1x2xf32>
  return
}
// -----
func.func @j(%src : memref<4xf32>, %c0: index) {
  // expected-error@+1 {{'vector.load' op requires 1 indices}}
  %2 = vector.load %src[%c0, %c0] : memref<4xf32>, vector<2xf32>
  return
}
// -----
func.func @k(%src : memref<f32>, %c0: index) {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %2 = vector.load %src[] : memref<f32>, vector<2xf32>
  return
}
// -----
func.func @m(%src : memref<4xf32>, %c0: index) {
  %2 = vector.load %src[%c0] {alignment = 16, nontemporal = true} : memref<4xf32>, vector<2xf32>
  vector.store %2, %src[%c0] {alignment = 8} : memref<4xf32>, vector<2xf32>
  return
}
// -----
func.func @a(%src : memref<4xf32>, %c0: index) {
  // expected-error@+1 {{'vector.load' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.load"(%src, %c0) : (memref<4xf32>, index) -> f32
  return
}
// -----
func.func @b(%src : memref<4xf32>, %c0: index, %v: f32) {
  // expected-error@+1 {{'vector.store' op operand #0 must be vector of any type values, but got 'f32'}}
  "vector.store"(%v, %src, %c0) : (f32, memref<4xf32>, index) -> ()
  return
}
// -----
func.func @c(%src : memref<*xf32>, %c0: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.store' op operand #1 must be memref of any type values, but got 'memref<*xf32>'}}
  "vector.store"(%v, %src, %c0) : (vector<4xf32>, memref<*xf32>, index) -> ()
  return
}
// -----
func.func @d(%src : memref<4xvector<4xf32>>, %c0: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %src[%c0] : memref<4xvector<4xf32>>, vector<8xf32>
  return
}
// -----
func.func @e(%src : memref<4xf64>, %c0: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %src[%c0] : memref<4xf64>, vector<8xf32>
  return
}
// -----
func.func @f(%src : memref<4xf64>, %c0: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %src[%c0] : memref<4xf64>, vector<8xf32>
  return
}
// -----
func.func @g(%src : memref<4x4xf32>, %c0: index) {
  // expected-error@+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %src[%c0] : memref<4x4xf32>, vector<4xf32>
  return
}
