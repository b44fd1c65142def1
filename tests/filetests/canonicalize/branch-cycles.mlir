// Branch cycles: a branch is not redirected into a cycle of cf.br (upstream's collapseBranch;
// before, canonicalize redirected round the cycle forever), and a block argument only carried
// round a loop (passed on by cf.br, cf.cond_br or cf.switch and never read) is dropped with
// what is passed for it, as upstream's region DCE does. Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize --split-input-file | filecheck %s

func.func @cycle_2_blocks() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
// -----
func.func @cycle_4_blocks() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb1
}
// -----
func.func @delayed_3_cycle() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.br ^bb3
}
// -----
func.func @cond_into_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb1
}
// -----
func.func private @f()
func.func @cycle_with_call(%c: i1, %x: i64) -> i64 {
  cf.br ^bb1(%x : i64)
^bb1(%a: i64):
  cf.br ^bb2(%a : i64)
^bb2(%b: i64):
  func.call @f() : () -> ()
  cf.br ^bb1(%b : i64)
}
// -----
func.func private @f(i64)
func.func @two(%c: i1, %x: i64, %y: i64) {
  cf.br ^bb1(%x, %y : i64, i64)
^bb1(%a: i64, %b: i64):
  func.call @f(%a) : (i64) -> ()
  cf.cond_br %c, ^bb2(%b : i64), ^bb3
^bb2(%d: i64):
  cf.br ^bb1(%a, %d : i64, i64)
^bb3:
  return
}
// -----
func.func private @f(i64)
func.func @sw(%c: i32, %x: i64) {
  cf.br ^bb1(%x : i64)
^bb1(%a: i64):
  cf.switch %c : i32, [
    default: ^bb1(%a : i64),
    1: ^bb2
  ]
^bb2:
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @cycle_2_blocks() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @cycle_4_blocks() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @delayed_3_cycle() {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @cond_into_cycle(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: func.func @cycle_with_call(%arg0: i1, %arg1: i64) -> i64 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: call @f() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @f(i64)
// CHECK-NEXT: func.func @two(%arg0: i1, %arg1: i64, %arg2: i64) {
// CHECK-NEXT: cf.br ^bb1(%arg1 : i64)
// CHECK-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: call @f(%0) : (i64) -> ()
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%0 : i64), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @f(i64)
// CHECK-NEXT: func.func @sw(%arg0: i32, %arg1: i64) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
