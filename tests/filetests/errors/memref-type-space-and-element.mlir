// memref types upstream rejects while parsing: a memory space that is a builtin attribute other
// than an integer, string or dictionary (an unregistered dialect's attribute is an opaque
// builtin one), and an element type without MemRefElementTypeInterface (an unregistered
// dialect's type); and one it accepts after an identity layout map. Before, all were accepted
// (or, for the last, rejected).
// RUN: memref-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{unsupported memory space Attribute}}
func.func @a(%m: memref<4xf32, #foo.space>) {
  return
}

// -----

// expected-error@+1 {{invalid memref element type}}
func.func @b(%m: memref<4x!foo.t>) {
  return
}

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func @c() attributes {x = memref<4xf32, [1]>} {
  return
}

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @d(memref<*xf32, unit>)

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func private @e(memref<4xf32, affine_map<(d0) -> (d0)>, #foo.s>)
