// Messages and positions found different from mlir-opt 22.1.8's by probing small malformed
// programs (arith, memref, scf, cf, index, vector, func); each now as upstream's.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @sitofp_index(%a: index) {
  // expected-error@+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.sitofp %a : index to f32
  return
}

// -----

func.func @fptosi_index(%a: f32) {
  // expected-error@+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.fptosi %a : f32 to index
  return
}

// -----

func.func @extf_to_int(%a: f32) {
  // expected-error@+1 {{'arith.extf' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.extf %a : f32 to i64
  return
}

// -----

func.func @index_cast_float(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : i32 to f32
  return
}

// -----

func.func @bitcast_index(%a: i32) {
  // expected-error@+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %a : i32 to index
  return
}

// -----

func.func @cast_shape(%a: vector<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : vector<4xi32> to vector<3xi64>
  return
}

// -----

func.func @cast_tensor_dims(%a: tensor<4xi32>) {
  // expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%a) : (tensor<4xi32>) -> tensor<?xi64>
  return
}

// -----

func.func @signed_operands(%a: si32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = arith.addi %a, %a : si32
  return
}

// -----

func.func @cmpi_float(%a: f32) {
  // expected-error@+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi eq, %a, %a : f32
  return
}

// -----

func.func @cmpf_int(%a: i32) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf oeq, %a, %a : i32
  return
}

// -----

func.func @select_condition(%a: i32) {
  // expected-error@+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @select_shape(%c: vector<2xi1>, %b: vector<4xi32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %b, %b : vector<2xi1>, vector<4xi32>
  return
}

// -----

func.func @select_memref(%c: vector<4xi1>, %b: memref<4xi32>) {
  // expected-error@+1 {{'arith.select' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = arith.select %c, %b, %b : vector<4xi1>, memref<4xi32>
  return
}

// -----

func.func @constant_unit() {
  // expected-error@+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}

// -----

func.func @constant_string() {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "s"
  return
}

// -----

func.func @negative_unsigned() {
  // expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
  %0 = arith.constant -1 : ui8
  return
}

// -----

func.func @float_for_index() {
  %0 = index.constant 1.5
  // expected-error@+1 {{floating point value not valid for specified type}}
  return
}

// -----

func.func @index_constant_type() {
  // expected-error@+1 {{expected operation name in quotes}}
  %0 = index.constant 5 : index
  return
}

// -----

func.func @alloc_symbols(%n: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}

// -----

func.func @alloc_unranked() {
  // expected-error@+1 {{custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.alloc() : memref<*xf32>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'tensor<4xf32>'}}
memref.global @g : tensor<4xf32>

// -----

// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
memref.global "bogus" @g : memref<4xf32>

// -----

func.func @duplicate_case(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @branch_weights(%a: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  cf.cond_br %a, ^bb1, ^bb2 {branch_weights = array<i32: 1>}
^bb1:
  return
^bb2:
  return
}

// -----

func.func @assert_message(%a: i1) {
  // expected-error@+1 {{expected attribute value}}
  cf.assert %a, msg
  return
}

// -----

func.func @assert_condition(%a: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) {msg = "m"} : (i32) -> ()
  return
}

// -----

func.func @insert_position(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %b, %a[-2] : f32 into vector<4xf32>
  return
}

// -----

func.func @contract_not_a_dictionary(%a: vector<3xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' invalid kind of attribute specified}}
  %0 = vector.contract affine_map<(i) -> (i)> %a, %a, %a : vector<3xf32>, vector<3xf32> into vector<3xf32>
  return
}

// -----

func.func @contract_iterator(%a: vector<3xf32>, %s: f32) {
  // expected-error@+1 {{custom op 'vector.contract' unexpected iterator_type (bogus)}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["bogus"]} %a, %a, %s : vector<3xf32>, vector<3xf32> into f32
  return
}

// -----

func.func @contract_no_iterators(%a: vector<3xf32>, %s: f32) {
  // expected-error@+1 {{custom op 'vector.contract' expected "iterator_types" array attribute}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>]} %a, %a, %s : vector<3xf32>, vector<3xf32> into f32
  return
}

// -----

func.func @contract_map_inputs(%a: vector<3xf32>, %s: f32) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 2 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction", "parallel"]} %a, %a, %s : vector<3xf32>, vector<3xf32> into f32
  return
}

// -----

func.func @call_results() -> i32 {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{      op result types: 'i32'}}
  // expected-note@+1 {{function result types: 'f32'}}
  %0 = func.call @g() : () -> i32
  return %0 : i32
}
func.func private @g() -> f32

// -----

func.func @for_body_first(%a: index, %b: i32) {
  %r = scf.for %i = %a to %a step %a iter_args(%x = %b) -> (i64) {
    // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'i64'}}
    scf.yield %x : i32
    // expected-note@-3 {{prior use here}}
  }
  return
}

// -----

func.func @for_iter_count(%a: index, %b: i32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %a to %a step %a iter_args(%x = %b, %y = %b) -> (i32) {
    scf.yield %x : i32
  }
  return
}

// -----

// expected-note@+2 {{previously referenced here}}
// expected-error@+1 {{region entry argument '%a' is already in use}}
func.func @f(%a: i32, %a: i32) {
  return
}

// -----

func.func @memory_space_cast_shape(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<8xf32, 1>' are cast incompatible}}
  %1 = memref.memory_space_cast %a : memref<4xf32> to memref<8xf32, 1>
  return
}
