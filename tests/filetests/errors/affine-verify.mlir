// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
// The affine verifier's and parsers' errors, as mlir-opt words them: subscripts against the
// memref rank, value types, dimensions and symbols valid in their affine scope (an scf.for
// induction variable is neither, a loop's is no symbol), operand counts against maps and sets,
// bound prefixes, steps, yields, non-affine products, reductions, an if with results and no else.
func.func @load_rank(%m: memref<4x4xf32>, %i: index) {
  %v = affine.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %v: f64) {
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @dim_from_scf(%m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = affine.load %m[%i] : memref<4xf32>
  }
  return
}

// -----

func.func @symbol_from_iv(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %m[symbol(%i)] : memref<4xf32>
  }
  return
}

// -----

func.func @apply_count(%a: index) {
  %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_results(%a: index) {
  %0 = affine.apply affine_map<(d0) -> (d0, d0)>(%a)
  return
}

// -----

func.func @apply_mismatch(%a: index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)
  return
}

// -----

func.func @bound_prefix(%a: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0, 10)>(%a) {
  }
  return
}

// -----

func.func @bound_dims(%a: index) {
  affine.for %i = 0 to affine_map<(d0) -> (d0)>(%a, %a) {
  }
  return
}

// -----

func.func @step_neg() {
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @yield_types(%a: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%x = %a) -> (f32) {
    %c = arith.constant 1 : i32
    affine.yield %c : i32
  }
  return
}

// -----

func.func @if_count(%a: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%a, %a) {
  }
  return
}

// -----

func.func @non_affine(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %m[%i * %j] : memref<4xf32>
    }
  }
  return
}

// -----

func.func @min_count(%a: index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a)
  return
}

// -----

func.func @yield_parent() {
  affine.yield
}

// -----

func.func @vector_elem(%m: memref<8xf32>, %i: index) {
  %v = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf64>
  return
}

// -----

func.func @parallel_red(%a: index) {
  %0 = affine.parallel (%i) = (0) to (10) reduce ("foo") -> f32 {
    %c = arith.constant 0.0 : f32
    affine.yield %c : f32
  }
  return
}

// -----

func.func @set_syntax(%a: index) {
  affine.if affine_set<(d0) : (d0 > 0)>(%a) {
  }
  return
}

// -----

func.func @if_results_no_else(%a: index) {
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%a) -> index {
    affine.yield %a : index
  }
  return
}

// CHECK: {{.*}}affine-verify.mlir:7:8: error: 'affine.load' op affine map num results must equal memref rank
// CHECK-NEXT: %v = affine.load %m[%i] : memref<4x4xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:7:8: note: see current operation: %0 = "affine.load"(%arg0, %arg1) <{map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf32>, index) -> f32
// CHECK-NEXT: {{.*}}affine-verify.mlir:14:3: error: 'affine.store' op value to store must have the same type as memref element type
// CHECK-NEXT: "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<4xf32>, index) -> ()
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:14:3: note: see current operation: "affine.store"(%arg2, %arg0, %arg1) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<4xf32>, index) -> ()
// CHECK-NEXT: {{.*}}affine-verify.mlir:25:10: error: 'affine.load' op operand cannot be used as a dimension id
// CHECK-NEXT: %v = affine.load %m[%i] : memref<4xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:25:10: note: see current operation: %3 = "affine.load"(%arg0, %arg1) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f32
// CHECK-NEXT: {{.*}}affine-verify.mlir:34:10: error: 'affine.load' op operand cannot be used as a symbol
// CHECK-NEXT: %v = affine.load %m[symbol(%i)] : memref<4xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:34:10: note: see current operation: %0 = "affine.load"(%arg0, %arg1) <{map = affine_map<()[s0] -> (s0)>}> : (memref<4xf32>, index) -> f32
// CHECK-NEXT: {{.*}}affine-verify.mlir:42:8: error: 'affine.apply' op operand count and affine map dimension and symbol count must match
// CHECK-NEXT: %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:42:8: note: see current operation: %0 = "affine.apply"(%arg0, %arg0) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
// CHECK-NEXT: {{.*}}affine-verify.mlir:49:3: error: operation defines 2 results but was provided 1 to bind
// CHECK-NEXT: %0 = affine.apply affine_map<(d0) -> (d0, d0)>(%a)
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:56:8: error: custom op 'affine.apply' dimension or symbol index mismatch
// CHECK-NEXT: %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:63:24: error: custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix
// CHECK-NEXT: affine.for %i = 0 to affine_map<(d0) -> (d0, 10)>(%a) {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:71:3: error: custom op 'affine.for' dim operand count and affine map dim count must match
// CHECK-NEXT: affine.for %i = 0 to affine_map<(d0) -> (d0)>(%a, %a) {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:79:32: error: custom op 'affine.for' expected step to be representable as a positive signed integer
// CHECK-NEXT: affine.for %i = 0 to 10 step -1 {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:89:5: error: 'affine.yield' op types mismatch between yield op and its parent
// CHECK-NEXT: affine.yield %c : i32
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:89:5: note: see current operation: "affine.yield"(%1) : (i32) -> ()
// CHECK-NEXT: {{.*}}affine-verify.mlir:97:3: error: custom op 'affine.if' dim operand count and integer set dim count must match
// CHECK-NEXT: affine.if affine_set<(d0) : (d0 >= 0)>(%a, %a) {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:107:30: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
// CHECK-NEXT: %v = affine.load %m[%i * %j] : memref<4xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:116:8: error: 'affine.min' op operand count and affine map dimension and symbol count must match
// CHECK-NEXT: %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a)
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:116:8: note: see current operation: %0 = "affine.min"(%arg0) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index) -> index
// CHECK-NEXT: {{.*}}affine-verify.mlir:123:3: error: 'affine.yield' op only terminates affine.if/for/parallel regions
// CHECK-NEXT: affine.yield
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:123:3: note: see current operation: "affine.yield"() : () -> ()
// CHECK-NEXT: {{.*}}affine-verify.mlir:129:8: error: 'affine.vector_load' op requires memref and vector types of the same elemental type
// CHECK-NEXT: %v = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf64>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:129:8: note: see current operation: %0 = "affine.vector_load"(%arg0, %arg1) <{map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, index) -> vector<4xf64>
// CHECK-NEXT: {{.*}}affine-verify.mlir:136:51: error: custom op 'affine.parallel' invalid reduction value: "foo"
// CHECK-NEXT: %0 = affine.parallel (%i) = (0) to (10) reduce ("foo") -> f32 {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:146:37: error: expected '== affine-expr' or '>= affine-expr' at end of affine constraint
// CHECK-NEXT: affine.if affine_set<(d0) : (d0 > 0)>(%a) {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:154:8: error: 'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs
// CHECK-NEXT: %r = affine.if affine_set<(d0) : (d0 >= 0)>(%a) -> index {
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}affine-verify.mlir:154:8: note: see current operation:
// CHECK-NEXT: %0 = "affine.if"(%arg0) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
// CHECK-NEXT: "affine.yield"(%arg0) : (index) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (index) -> index
// CHECK-NEXT: {{.*}}affine-verify.mlir:154:8: note: region branch point
