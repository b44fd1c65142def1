// RUN: memref-opt %s --canonicalize | filecheck %s
// Regression: region DCE with a dead block, a dead block argument and a cond_br whose
// two successors coincide used to panic (removal index out of range).
func.func @f(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b(%x : i32)
^a:
  cf.br ^join(%x : i32)
^b(%y: i32):
  cf.cond_br %c, ^join(%y : i32), ^join(%x : i32)
^dead:
  cf.br ^join(%x : i32)
^join(%z: i32):
  return %x : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
