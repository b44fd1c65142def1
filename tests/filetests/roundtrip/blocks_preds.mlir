// RUN: memref-opt %s | filecheck %s
func.func @f(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b(%x : i32)
^a:
  cf.br ^join(%x : i32)
^b(%y: i32):
  cf.cond_br %c, ^join(%y : i32), ^join(%x : i32)
^dead:
  cf.br ^join(%x : i32)
^join(%z: i32):
  return %z : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb4(%0 : i32), ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb3:  // no predecessors
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
