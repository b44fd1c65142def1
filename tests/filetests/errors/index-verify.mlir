// Verifier rules of the index dialect, with mlir-opt 22.1.8's messages.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @a(%a: i32) {
  // expected-error@+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @b(%a: index) {
  // expected-error@+1 {{'index.add' op result #0 must be index, but got 'i64'}}
  %0 = "index.add"(%a, %a) : (index, index) -> i64
  return
}

// -----

func.func @c(%a: index) {
  // expected-error@+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @d(%a: i32) {
  // expected-error@+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %a : i32 to i64
  return
}

// -----

func.func @e(%a: f32) {
  // expected-error@+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %a : f32 to index
  return
}

// -----

func.func @g() {
  // expected-error@+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 3 : i32} : () -> index
  return
}

// -----

func.func @h() {
  // expected-error@+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @i() {
  // expected-error@+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.bool.constant"() {value = true} : () -> i32
  return
}

// -----

func.func @i2() {
  // expected-error@+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() {value = 1 : i64} : () -> i1
  return
}

// -----

func.func @j(%a: index) {
  // expected-error@+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%a, %a) {pred = 3 : i64} : (index, index) -> i1
  return
}

// -----

func.func @k(%a: index) {
  // expected-error@+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate ult>} : (index, index) -> i32
  return
}

// -----

func.func @l() {
  // expected-error@+1 {{'index.sizeof' op result #0 must be index, but got 'i64'}}
  %0 = "index.sizeof"() : () -> i64
  return
}

// -----

func.func @o(%a: index) {
  // expected-error@+1 {{'index.casts' op result #0 must be integer or index, but got 'vector<4xi32>'}}
  %0 = "index.casts"(%a) : (index) -> vector<4xi32>
  return
}

// -----

func.func @s(%a: index) {
  // expected-error@+1 {{'index.add' op expected 2 operands, but found 1}}
  %0 = "index.add"(%a) : (index) -> index
  return
}

// -----

func.func @q() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = index.constant 18446744073709551616
  return
}
