// An expected error that is not produced fails the run, and so does an unexpected one.
// RUN: not memref-opt %s --split-input-file --verify-diagnostics 2>&1 | filecheck %s

func.func @fine() {
  // expected-error@+1 {{this never happens}}
  return
}

// -----

func.func @bad() {
  %x = arith.addi %c0, %c0 : index
  return
}

// Unexpected diagnostics are reported as they come, the annotations nothing matched at the end.
// CHECK: verify-diagnostics-missing.mlir:12:19: error: unexpected error: use of undeclared SSA value name
// CHECK: verify-diagnostics-missing.mlir:5:6: error: expected error "this never happens" was not produced
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: ^~~~~~~~~~~~~~~~~~
