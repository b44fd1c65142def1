// RUN: memref-opt %s | filecheck %s
func.func @sw(%f: i8, %g: i64) {
  cf.switch %f : i8, [ default: ^a, -1: ^b, 0: ^a ]
^a:
  cf.switch %g : i64, [ default: ^b ]
^b:
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @sw(%arg0: i8, %arg1: i64) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 255: ^bb2,
// CHECK-NEXT: 0: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg1 : i64, [
// CHECK-NEXT: default: ^bb2]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
