// Inherent attributes in generic form, as upstream sets properties: `<{...}>` entries must
// convert to the property (unknown names are dropped; an op without properties takes none),
// inherent attributes in the dictionary are checked when there is no `<{...}>`, and those of
// an op's custom form are checked as the dictionary is parsed.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @no_properties(%a: i32, %c: i1) {
  // expected-error@+1 {{invalid properties {foo = 1 : i64} for op arith.select: this operation does not support properties}}
  %0 = "arith.select"(%c, %a, %a) <{foo = 1}> : (i1, i32, i32) -> i32
  return
}

// -----

func.func @enum_out_of_range(%a: i32) {
  // expected-error@+1 {{invalid properties {predicate = 11 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 11 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 11 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @enum_in_dictionary(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 11 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @constraint_after_conversion() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{alignment = 3}> : () -> memref<4xf32>
  return
}

// -----

func.func @flags_kind(%a: i32) {
  // expected-error@+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1} : (i32, i32) -> i32
  return
}

// -----

func.func @nontemporal(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' 'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = memref.load %m[%i] {nontemporal = 1} : memref<4xf32>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @g : memref<4xf32> = dense<1.0> {alignment = 3}

// -----

func.func @iterator_types(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.contract' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = [1, 2, 3], kind = #vector.kind<add>}> : (vector<2x3xf32>, vector<3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
  return
}
