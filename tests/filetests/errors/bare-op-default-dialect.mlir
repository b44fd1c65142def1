// A name without a dialect is looked up only in the default dialect of the enclosing region,
// as upstream: `builtin` at the top and in modules, `func` in functions, none in other ops'
// regions. `module` inside a function was accepted as `builtin.module`. (Upstream adds a note
// listing its registered dialects.)
// RUN: memref-opt %s --split-input-file --verify-diagnostics

func.func @f() {
  // expected-error@+1 {{custom op 'module' is unknown (tried 'func.module' as well)}}
  module {
  }
  return
}

// -----

func.func @f() {
  scf.execute_region {
    // expected-error@+1 {{Dialect `' not found for custom op 'module'  (tried '.module' as well)}}
    module {
    }
    scf.yield
  }
  return
}

// -----

module {
  // expected-error@+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
  foo
}
