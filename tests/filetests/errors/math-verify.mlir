// Verifier rules of the math ops added with the rest of MathOps.td, with mlir-opt 22.1.8's
// messages (each also checked under mlir-opt --verify-diagnostics).
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @v0(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.acos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.acos"(%i) : (i32) -> i32
  return
}

// -----

func.func @v1(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.erfc' op requires the same type for all operands and results}}
  %0 = "math.erfc"(%x) : (f32) -> f64
  return
}

// -----

func.func @v2(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%x) : (f32) -> f32
  return
}

// -----

func.func @v3(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.ctpop' op requires the same type for all operands and results}}
  %0 = "math.ctpop"(%i) : (i32) -> i64
  return
}

// -----

func.func @v4(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.isnan' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.isnan"(%i) : (i32) -> i1
  return
}

// -----

func.func @v5(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.isinf' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isinf"(%x) : (f32) -> i32
  return
}

// -----

func.func @v6(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.isfinite' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isfinite"(%v) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @v7(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.isnormal' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnormal"(%v) : (vector<4xf32>) -> vector<3xi1>
  return
}

// -----

func.func @v8(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%x) : (f32) -> vector<3xi1>
  return
}

// -----

func.func @v9(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.ipowi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ipowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @v10(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%i, %j) : (i32, i64) -> i32
  return
}

// -----

func.func @v11(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.fpowi"(%i, %i) : (i32, i32) -> i32
  return
}

// -----

func.func @v12(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @v13(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @v14(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%v, %i) : (vector<4xf32>, i32) -> vector<4xf32>
  return
}

// -----

func.func @v15(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%x, %vi) : (f32, vector<4xi32>) -> f32
  return
}

// -----

func.func @v16(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.sincos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0:2 = "math.sincos"(%i) : (i32) -> (i32, i32)
  return
}

// -----

func.func @v17(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}

// -----

func.func @v18(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%x, %x, %y) : (f32, f32, f64) -> f32
  return
}

// -----

func.func @v19(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.clampf' op operand #1 must be floating-point-like, but got 'i32'}}
  %0 = "math.clampf"(%x, %i, %x) : (f32, i32, f32) -> f32
  return
}

// -----

func.func @v20(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.clampf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.clampf"(%i, %i, %i) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @v21(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.cttz' op operand #0 must be signless-integer-like, but got 'vector<4xf32>'}}
  %0 = "math.cttz"(%v) : (vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @v22(%x: f32, %y: f64, %i: i32, %j: i64, %v: vector<4xf32>, %vi: vector<4xi32>) {
  // expected-error@+1 {{'math.trunc' op operand #0 must be floating-point-like, but got 'vector<4xi32>'}}
  %0 = "math.trunc"(%vi) : (vector<4xi32>) -> vector<4xi32>
  return
}
