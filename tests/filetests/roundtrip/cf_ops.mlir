// RUN: memref-opt %s | filecheck %s
func.func @f(%c: i1, %a: i32, %b: i32, %idx: i32) -> i32 {
  cf.cond_br %c, ^t(%a : i32), ^e
^t(%x: i32):
  cf.br ^m(%x, %b : i32, i32)
^e:
  cf.switch %idx : i32, [ default: ^m(%a, %a : i32, i32), 42: ^m(%b, %b : i32, i32), -7: ^last ]
^m(%p: i32, %q: i32):
  cf.assert %c, "oops \"quoted\" \n"
  cf.cond_br %c weights([3, 7]), ^last, ^only
^only:
  cf.switch %idx : i32, [ default: ^last ]
^last:
  return %a : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%0, %arg2 : i32, i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg3 : i32, [
// CHECK-NEXT: default: ^bb3(%arg1, %arg1 : i32, i32),
// CHECK-NEXT: 42: ^bb3(%arg2, %arg2 : i32, i32),
// CHECK-NEXT: 4294967289: ^bb5
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3(%1: i32, %2: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT: cf.assert %arg0, "oops \22quoted\22 \0A"
// CHECK-NEXT: cf.cond_br %arg0 weights([3, 7]), ^bb5, ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: cf.switch %arg3 : i32, [
// CHECK-NEXT: default: ^bb5]
// CHECK-NEXT: ^bb5:  // 3 preds: ^bb2, ^bb3, ^bb4
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
