// Flags only where the op's format has them, and only arith attributes upstream has: the old
// shared binary form accepted `overflow<...>` and `fastmath<...>` on every binary op (then
// printed them twice), and `#arith.roundingmode` / `#arith.cmpi_predicate` were invented.
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @divsi(%a: i32, %b: i32) {
  // expected-error@+1 {{expected ':'}}
  %1 = arith.divsi %a, %b overflow<nsw> : i32
  return
}

// -----

func.func @maxnumf(%a: f32, %b: f32) {
  // expected-error@+1 {{expected ':'}}
  %1 = arith.maxnumf %a, %b overflow<nsw> : f32
  return
}

// -----

func.func @addi_fastmath(%a: i32, %b: i32) {
  // expected-error@+1 {{expected ':'}}
  %1 = arith.addi %a, %b fastmath<fast> : i32
  return
}

// -----

// expected-error@+1 {{unknown attribute `roundingmode` in dialect `arith`}}
func.func @f() attributes {x = #arith.roundingmode<to_nearest_even>} {
  return
}

// -----

// expected-error@+1 {{unknown attribute `cmpi_predicate` in dialect `arith`}}
func.func @g() attributes {x = #arith.cmpi_predicate<eq>} {
  return
}
