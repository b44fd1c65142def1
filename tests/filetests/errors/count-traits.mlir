// The count traits of ODS ops with mlir-opt 22.1.8's wording and order (regions, results,
// successors, operands, then the operand and result groups after the attributes), the
// structural traits (segment sizes, parents) and the terminator's place.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @results_first(%a: f32) {
  // expected-error@+1 {{'arith.addf' op requires one result}}
  "arith.addf"(%a) : (f32) -> ()
  return
}

// -----

func.func @regions_first(%a: f32) {
  // expected-error@+1 {{'arith.addf' op requires zero regions}}
  %0 = "arith.addf"(%a) ({}) : (f32) -> f32
  return
}

// -----

func.func @single_operand() {
  // expected-error@+1 {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"() : () -> f32
  return
}

// -----

func.func @zero_operands(%a: f32) {
  // expected-error@+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) {value = 1.0 : f32} : (f32) -> f32
  return
}

// -----

func.func @n_operands(%a: f32) {
  // expected-error@+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @at_least_operands(%a: i1) {
  // expected-error@+1 {{'scf.for' op expected 3 or more operands, but found 1}}
  "scf.for"(%a) ({}) : (i1) -> ()
  return
}

// -----

func.func @n_results(%a: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op expected 2 results}}
  %0:3 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i32, i32)
  return
}

// -----

func.func @one_region(%a: i1) {
  // expected-error@+1 {{'memref.alloca_scope' op requires one region}}
  "memref.alloca_scope"() : () -> ()
  return
}

// -----

func.func @n_regions(%a: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%a) ({}) : (i1) -> ()
  return
}

// -----

func.func @at_least_regions(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%a) {cases = array<i64>} : (index) -> ()
  return
}

// -----

func.func @case_regions(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%a) ({ "scf.yield"() : () -> () }) {cases = array<i64: 1>} : (index) -> ()
  return
}

// -----

func.func @one_successor() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @n_successors(%a: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%a)[^bb1] {operandSegmentSizes = array<i32: 1, 0, 0>} : (i1) -> ()
^bb1:
  return
}

// -----

func.func @at_least_successors(%a: i32) {
  // expected-error@+1 {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%a) {case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @zero_successors(%a: i1) {
  // expected-error@+1 {{'func.return' op requires 0 successors but found 1}}
  "func.return"(%a)[^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @successors_in_non_terminator(%a: f32) {
  // expected-error@+1 {{successors in non-terminator}}
  "arith.addf"(%a, %a)[^bb1] : (f32, f32) -> ()
^bb1:
  return
}

// -----

func.func @optional_operand(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op operand group starting at #0 requires 0 or 1 element, but found 2}}
  "vector.print"(%a, %a) : (vector<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @optional_after_fixed(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 2 or more operands, but found 1}}
  %0 = "vector.outerproduct"(%a) : (vector<4xf32>) -> vector<4x4xf32>
  return
}

// -----

func.func @attributes_before_groups(%a: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op requires attribute 'kind'}}
  %0 = "vector.reduction"(%a, %a, %a) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> f32
  return
}

// -----

func.func @realloc_group(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.realloc' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %0 = "memref.realloc"(%a, %a, %a) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @missing_segments(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%a) : (memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @segments_before_attributes(%a: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.subview' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%a, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (memref<8xf32>, index) -> memref<4xf32>
  return
}

// -----

func.func @parent_before_terminator(%a: memref<4xf32>) {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  "scf.reduce"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @infer_result_count(%a: memref<4xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:2 = "memref.extract_strided_metadata"(%a) : (memref<4xf32>) -> (memref<f32>, index)
  return
}

// -----

func.func @unknown_op_of_known_dialect(%a: i32) {
  // expected-error@+1 {{unregistered operation 'memref.foo' found in dialect ('memref') that does not allow unknown operations}}
  "memref.foo"(%a) : (i32) -> ()
  return
}
