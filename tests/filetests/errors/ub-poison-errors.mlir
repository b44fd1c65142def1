// ub.poison's parse errors and verifier rules with mlir-opt 22.1.8's messages: the value goes
// before the colon in angle brackets and must be a poison attribute; the ub dialect has no
// other attribute.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @bare_value() {
  // expected-error@+1 {{expected ':'}}
  %0 = ub.poison #ub.poison : i32
  return
}

// -----

func.func @not_poison() {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1> : i32
  return
}

// -----

func.func @other_dialect() {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <#vector.kind<add>> : i32
  return
}

// -----

func.func @unknown_ub_attribute() {
  // expected-error@+1 {{unknown attribute `foo` in dialect `ub`}}
  %0 = ub.poison <#ub.foo> : i32
  return
}

// -----

func.func @value_after_dictionary() {
  // expected-error@+1 {{expected ':'}}
  %0 = ub.poison <#ub.poison> {tag} : i32
  return
}

// -----

func.func @unclosed() {
  // expected-error@+1 {{expected '>'}}
  %0 = ub.poison <#ub.poison : i32
  return
}

// -----

func.func @property_kind() {
  // expected-error@+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @dictionary_kind() {
  // expected-error@+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() {value = 1 : i32} : () -> i32
  return
}

// -----

func.func @two_results() {
  // expected-error@+1 {{'ub.poison' op requires one result}}
  %0:2 = "ub.poison"() : () -> (i32, i32)
  return
}
