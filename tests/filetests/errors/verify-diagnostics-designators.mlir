// --verify-diagnostics as mlir-opt: `@below`/`@above` with a space, designators that look
// across chunk markers and past annotation-only lines, an annotation at the end of a code line,
// `-re` patterns with literal text around `{{regex}}` blocks, a near miss (right line and
// text, wrong severity), an annotation two diagnostics match, an invalid regex, and the
// order of the report: unexpected diagnostics as they come, then every annotation nothing
// matched, underlined for the length of its text. Expected text is mlir-opt's (the annotation
// lines it quotes are matched by {{.*}}: written out here they would be annotations too).
// RUN: not memref-opt %s --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation 2>&1 | filecheck %s
// expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
func.func @f(%a: i32, %b: i64) -> i32 {
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %c : i32
}

// -----

func.func @g(%a: i32, %b: i64) -> i32 {
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  // expected-error@-1 {{requires the same type}}
  return %c : i32
}

// -----

func.func @h(%a: i32, %b: i64) -> i32 {
  // expected-error@+1 {{requires the same type}}
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %c : i32
}

// -----

func.func @k(%a: i32, %b: i64) -> i32 {
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  // expected-error @above {{requires the same type}}
  return %c : i32
}

// -----

// expected-error@+1 {{this is never produced}}
func.func @ok() {
  return
}

// -----

func.func @bad(%a: i32, %b: i64) -> i32 {
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %c : i32
}

// -----


// -----

func.func @a(%a: i32, %b: i64) -> i32 {
  // expected-warning@+1 {{requires the same type}}
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %c : i32
}

// -----

func.func @b(%a: i32, %b: i64) -> i32 {
  // expected-error-re@+1 {{'arith.{{[a-z]+}}' op requires the same type}}
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %c : i32
}

// -----

func.func @c(%a: i32, %b: i64) -> i32 {
  // expected-error-re@+1 {{'arith.{{[a-z+}}' op}}
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %c : i32
}

// -----

func.func @d(%a: i32, %b: i64) -> i32 {
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32 // expected-error {{requires}} 
  return %c : i32
}

// -----

func.func @e(%a: i32, %b: i64) -> i32 {
  // expected-error@+2 {{requires}}
  // expected-error@+1 {{requires}}
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %c : i32
}

// -----

func.func @f(%a: i32, %b: i64) -> i32 {
  // expected-error-re@+1 {{'arith.addi' op {{.*}}}}
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %c : i32
}

// -----

func.func @g(%a: i32, %b: i64) -> i32 {
  // expected-error-re@+1 {{op {{.*}} the same {{.*}} operands}}
  %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %c : i32
}

// -----


// CHECK: verify-diagnostics-designators.mlir:75:6: error: invalid regex: brackets ([ ]) not balanced
// CHECK-NEXT: {{.+}}
// CHECK-NEXT:      ^~~~~~~~~~~~~~~~~~~~
// CHECK-NEXT: verify-diagnostics-designators.mlir:11:8: error: unexpected error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT:   %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
// CHECK-NEXT:        ^
// CHECK-NEXT: verify-diagnostics-designators.mlir:49:8: error: unexpected error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT:   %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
// CHECK-NEXT:        ^
// CHECK-NEXT: verify-diagnostics-designators.mlir:59:6: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK-NEXT: {{.+}}
// CHECK-NEXT:      ^
// CHECK-NEXT: verify-diagnostics-designators.mlir:76:8: error: unexpected error: 'arith.addi' op requires the same type for all operands and results
// CHECK-NEXT:   %c = "arith.addi"(%a, %b) : (i32, i64) -> i32
// CHECK-NEXT:        ^
// CHECK-NEXT: verify-diagnostics-designators.mlir:9:4: error: expected error "'arith.addi' op requires the same type for all operands and results" was not produced
// CHECK-NEXT: {{.+}}
// CHECK-NEXT:    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
// CHECK-NEXT: verify-diagnostics-designators.mlir:41:4: error: expected error "this is never produced" was not produced
// CHECK-NEXT: {{.+}}
// CHECK-NEXT:    ^~~~~~~~~~~~~~~~~~~~~~
// CHECK-NEXT: verify-diagnostics-designators.mlir:59:6: error: expected warning "requires the same type" was not produced
// CHECK-NEXT: {{.+}}
// CHECK-NEXT:      ^~~~~~~~~~~~~~~~~~~~~~
// CHECK-NEXT: verify-diagnostics-designators.mlir:91:6: error: expected error "requires" was not produced
// CHECK-NEXT: {{.+}}
// CHECK-NEXT:      ^~~~~~~~
