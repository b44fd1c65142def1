// A bool attribute takes no type: `true : i1` is an error, as upstream (which sees the `:` as
// the start of the next operation).
// RUN: memref-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
func.func @f() -> i1 {
  // expected-error@+1 {{expected operation name in quotes}}
  %c = arith.constant false : i1
  return %c : i1
}

// -----

// expected-error@+1 {{expected '}' in attribute dictionary}}
"test.op"() {a = true : i1} : () -> ()
