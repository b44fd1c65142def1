// `alignment` must be a signless 64-bit integer: si64, ui64 and i32 values are rejected, as
// upstream (which rejects them while parsing the dictionary, at the attribute).
// RUN: memref-opt %s --split-input-file --verify-diagnostics
func.func @f() {
  // expected-error@+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = memref.alloc() {alignment = 64 : si64} : memref<4xi32>
  return
}

// -----

func.func @g() {
  // expected-error@+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %a = memref.alloca() {alignment = 64 : i32} : memref<4xi32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global "private" @g1 : memref<3xi8> = uninitialized {alignment = 64 : ui64}
