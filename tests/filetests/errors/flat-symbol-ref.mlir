// `func.call`, `func.constant` and `memref.get_global` take a flat symbol reference, as
// upstream's custom forms; a nested one (`@n::@p`) was accepted and then failed to resolve.
// RUN: memref-opt %s --split-input-file --verify-diagnostics

module @m {
  module @n {
    func.func private @p() -> i32
  }
  func.func @q() -> i32 {
    // expected-error@+1 {{custom op 'func.call' invalid kind of attribute specified}}
    %0 = func.call @n::@p() : () -> i32
    return %0 : i32
  }
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %1 = func.constant @a::@b : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'memref.get_global' invalid kind of attribute specified}}
  %0 = memref.get_global @g::@h : memref<2xf32>
  return
}
