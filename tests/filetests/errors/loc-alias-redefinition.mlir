// A location alias is an attribute alias: defining `#loc` twice (or as a location and as an
// attribute) is an error, as upstream; before, the later definition silently won.
// RUN: memref-opt %s --split-input-file --verify-diagnostics

#loc = loc("a")
// expected-error@+1 {{redefinition of attribute alias id 'loc'}}
#loc = loc("b")
func.func @f() {
  return loc(#loc)
}

// -----

#x = 1 : i64
// expected-error@+1 {{redefinition of attribute alias id 'x'}}
#x = loc("b")
func.func @g() {
  return
}
