// memref.view's operand and result types, with upstream's checks and messages: every one of
// these used to verify, and the engines then viewed a non-byte buffer or a strided layout as
// bytes. The last view is valid.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @a(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<8xf32>'}}
  %v = memref.view %m[%i][] : memref<8xf32> to memref<2xf32>
  return
}
// -----
func.func @b(%m: memref<2x8xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2x8xi8>'}}
  %v = memref.view %m[%i][] : memref<2x8xi8> to memref<2xf32>
  return
}
// -----
func.func @c(%m: memref<8xi8, strided<[2]>>, %i: index) {
  // expected-error@+1 {{unsupported map for base memref type 'memref<8xi8, strided<[2]>>'}}
  %v = memref.view %m[%i][] : memref<8xi8, strided<[2]>> to memref<2xf32>
  return
}
// -----
func.func @d(%m: memref<8xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<2xf32, strided<[2]>>'}}
  %v = memref.view %m[%i][] : memref<8xi8> to memref<2xf32, strided<[2]>>
  return
}
// -----
func.func @e(%m: memref<8xi8>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8xi8>' and view memref type 'memref<2xf32, 1>'}}
  %v = memref.view %m[%i][] : memref<8xi8> to memref<2xf32, 1>
  return
}
// -----
func.func @f(%m: memref<8xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %v = memref.view %m[%i][%i] : memref<8xi8> to memref<2xf32>
  return
}
// -----
func.func @g(%m: memref<8xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %v = memref.view %m[%i][] : memref<8xi8> to memref<?xf32>
  return
}
// -----
func.func @h(%m: memref<8xi8>, %i: index) {
  %v = memref.view %m[%i][] : memref<8xi8> to memref<2xf32>
  return
}
// -----
func.func @i(%m: memref<8xui8>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<8xui8>'}}
  %v = memref.view %m[%i][] : memref<8xui8> to memref<2xf32>
  return
}
