// An operand list and its type list of different lengths, in every custom form that lists
// both: upstream's message, at the first operand. (Was "2 operands present, but expected 1",
// written out in seven places, at different positions.)
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @ret(%a: i32) -> (i32, i32) {
  // expected-error@+1 {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %a, %a : i32
}

// -----

func.func @dealloc(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{custom op 'bufferization.dealloc' number of operands and types do not match: got 2 operands and 1 types}}
  bufferization.dealloc (%m, %m : memref<2xf32>) if (%c, %c)
  return
}

// -----

func.func @retain(%m: memref<2xf32>, %c: i1) {
  // expected-error@+1 {{custom op 'bufferization.dealloc' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%m : memref<2xf32>, memref<2xf32>)
  return
}

// -----

func.func private @h(i32)
func.func @call(%a: i32) {
  // expected-error@+1 {{custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types}}
  call @h(%a, %a) : (i32) -> ()
  return
}

// -----

func.func @cast(%a: i32) {
  // expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = builtin.unrealized_conversion_cast %a, %a : i32 to i64
  return
}

// -----

func.func @cond(%c: i1, %a: i32) {
  scf.while (%x = %a) : (i32) -> (i32) {
    // expected-error@+1 {{custom op 'scf.condition' number of operands and types do not match: got 2 operands and 1 types}}
    scf.condition(%c) %x, %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}
