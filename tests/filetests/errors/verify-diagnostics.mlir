// RUN: memref-opt %s --split-input-file --verify-diagnostics

func.func @undeclared() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %x = arith.addi %c0, %c0 : index
  return
}

// -----

func.func @ret() -> i32 {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{type of return operand 0 ('index') doesn't match function result type ('i32') in function @ret}}
  return %c0 : index
}

// -----

func.func @dom() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %x = arith.addi %y, %y : index
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %y = arith.constant 0 : index
  return
}

// -----

func.func @load(%m: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4x4xf32> // expected-error {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  return
}

// -----

// A chunk without errors is fine too.
func.func @ok() {
  return
}
