// Ops parsed by their declared format (ir/format.rs) reject a type of the wrong kind where
// the format needs one, with upstream's message at the type. memref.load and memref.store
// derive the element type from the memref type: before the declared formats they said
// "expected memref type" at the colon.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @load(%a: i32) {
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'i32'}}
  %0 = memref.load %a[] : i32
  return
}

// -----

func.func @store(%a: i32, %i: index) {
  // expected-error@+1 {{custom op 'memref.store' invalid kind of type specified: expected builtin.memref, but found 'i32'}}
  memref.store %i, %a[] : i32
  return
}

// -----

func.func @realloc_group(%a: memref<4xi8>, %n: index) {
  // expected-error@+1 {{expected ')'}}
  %r = memref.realloc %a(%n : memref<4xi8> to memref<?xi8>
  return
}

// -----

func.func @load_unranked(%a: memref<*xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.load %a[%i] : memref<*xf32>
  return
}
