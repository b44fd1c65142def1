// Verifier rules of the complex dialect, with mlir-opt 22.1.8's messages.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @v0(%c: complex<f32>) {
  // expected-error@+1 {{'complex.neg' op requires the same type for all operands and results}}
  %0 = "complex.neg"(%c) : (complex<f32>) -> complex<f64>
  return
}

// -----

func.func @v1(%x: f32) {
  // expected-error@+1 {{'complex.neg' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.neg"(%x) : (f32) -> f32
  return
}

// -----

func.func @v2(%c: complex<i32>) {
  // expected-error@+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.add"(%c, %c) : (complex<i32>, complex<i32>) -> complex<i32>
  return
}

// -----

func.func @v3(%c: complex<f32>, %d: complex<f64>) {
  // expected-error@+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%c, %d) : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @v4(%c: complex<f32>) {
  // expected-error@+1 {{'complex.re' op result #0 must be floating-point, but got 'i32'}}
  %0 = "complex.re"(%c) : (complex<f32>) -> i32
  return
}

// -----

func.func @v5(%c: complex<f32>) {
  // expected-error@+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%c) : (complex<f32>) -> f64
  return
}

// -----

func.func @v6(%x: f32, %y: f64) {
  // expected-error@+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%x, %y) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @v7(%x: f32) {
  // expected-error@+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%x, %x) : (f32, f32) -> complex<f64>
  return
}

// -----

func.func @v8(%c: complex<f32>) {
  // expected-error@+1 {{'complex.create' op operand #0 must be floating-point, but got 'complex<f32>'}}
  %0 = "complex.create"(%c, %c) : (complex<f32>, complex<f32>) -> complex<f32>
  return
}

// -----

func.func @v9(%x: f32) {
  // expected-error@+1 {{'complex.create' op result #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.create"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @v10(%c: complex<f32>) {
  // expected-error@+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.eq"(%c, %c) : (complex<f32>, complex<f32>) -> i32
  return
}

// -----

func.func @v11(%c: complex<f32>, %d: complex<f64>) {
  // expected-error@+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%c, %d) : (complex<f32>, complex<f64>) -> i1
  return
}

// -----

func.func @v12(%c: complex<f32>, %x: f32) {
  // expected-error@+1 {{'complex.neq' op operand #1 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.neq"(%c, %x) : (complex<f32>, f32) -> i1
  return
}

// -----

func.func @v13() {
  // expected-error@+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @v14() {
  // expected-error@+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant [1.0 : f32, "a"] : complex<f32>
  return
}

// -----

func.func @v15() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 2.0 : f32] : complex<f32>
  return
}

// -----

func.func @v16() {
  // expected-error@+1 {{'complex.constant' op result #0 must be complex-type, but got 'f32'}}
  %0 = "complex.constant"() <{value = [1.0 : f32, 2.0 : f32]}> : () -> f32
  return
}

// -----

func.func @v17() {
  // expected-error@+1 {{'complex.constant' op requires attribute 'value'}}
  %0 = "complex.constant"() : () -> complex<f32>
  return
}

// -----

func.func @v18(%c: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %c : complex<f32> to i32
  return
}

// -----

func.func @v19(%x: f32) {
  // expected-error@+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %x : f32 to i32
  return
}

// -----

func.func @v20(%c: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %c : complex<f32> to complex<i32>
  return
}

// -----

func.func @v21(%m: memref<2xf32>) {
  // expected-error@+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = "complex.bitcast"(%m) : (memref<2xf32>) -> complex<f32>
  return
}

// -----

func.func @v22(%c: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = "complex.bitcast"(%c) : (complex<f32>) -> memref<2xf32>
  return
}

// -----

func.func @v23(%i: index) {
  // expected-error@+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %i : index to complex<f32>
  return
}

// -----

func.func @p0(%x: f32) {
  // expected-error@+1 {{custom op 'complex.re' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.re %x : f32
  return
}

// -----

func.func @p1(%x: f32) {
  // expected-error@+1 {{custom op 'complex.create' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.create %x, %x : f32
  return
}

// -----

func.func @p2(%x: f32) {
  // expected-error@+1 {{custom op 'complex.add' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.add %x, %x : f32
  return
}

// -----

func.func @p3(%x: f32) {
  // expected-error@+1 {{custom op 'complex.eq' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.eq %x, %x : f32
  return
}

// -----

func.func @p4() {
  // expected-error@+1 {{custom op 'complex.constant' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : f32
  return
}

// -----

// expected-error@+1 {{expected ',' between complex elements}}
memref.global @pair_without_comma : memref<1xcomplex<f32>> = dense<[(1.0 2.0)]>

// -----

// expected-error@+1 {{expected ')' after complex elements}}
memref.global @pair_not_closed : memref<1xcomplex<f32>> = dense<[(1.0, 2.0]>
