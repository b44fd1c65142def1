// A symbol (a function, a global, a named module) must be directly in a symbol table
// (upstream's SymbolOpInterface check); a function nested in a function was accepted.
// An unnamed module, or a parent op that is unregistered, is fine.
// RUN: memref-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f() {
  // expected-error@+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @nested() {
    return
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'builtin.module' op symbol's parent must have the SymbolTable trait}}
  builtin.module @m {
  }
  return
}

// -----

func.func @f() {
  %c0 = arith.constant 0 : index
  scf.for %i = %c0 to %c0 step %c0 {
    // expected-error@+1 {{'memref.global' op symbol's parent must have the SymbolTable trait}}
    memref.global "private" @g : memref<2xf32>
  }
  return
}

// -----

func.func @ok() {
  builtin.module {
  }
  "test.region"() ({
    func.func @inner() {
      return
    }
  }) : () -> ()
  return
}
