// Upstream's cf.switch simplifications: only a default (a cf.br), cases that go where the
// default goes with its operands (dropped), a constant flag (a cf.br to its case or the
// default). Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @only_default(%f: i32, %x: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^d(%x : i64)
  ]
^d(%a: i64):
  return %a : i64
}
func.func @drop_matching(%f: i32, %x: i64, %y: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^d(%x : i64),
    3: ^d(%x : i64),
    5: ^d(%y : i64),
    7: ^e
  ]
^d(%a: i64):
  return %a : i64
^e:
  return %y : i64
}
func.func @const_flag(%x: i64, %y: i64) -> i64 {
  %f = arith.constant 5 : i32
  cf.switch %f : i32, [
    default: ^d(%x : i64),
    5: ^d(%y : i64),
    7: ^e
  ]
^d(%a: i64):
  return %a : i64
^e:
  return %y : i64
}
func.func @const_default(%x: i64, %y: i64) -> i64 {
  %f = arith.constant 9 : i32
  cf.switch %f : i32, [
    default: ^d(%x : i64),
    5: ^d(%y : i64)
  ]
^d(%a: i64):
  return %a : i64
}
// CHECK: module {
// CHECK-NEXT: func.func @only_default(%arg0: i32, %arg1: i64) -> i64 {
// CHECK-NEXT: return %arg1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @drop_matching(%arg0: i32, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i64),
// CHECK-NEXT: 5: ^bb1(%arg2 : i64),
// CHECK-NEXT: 7: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @const_flag(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: return %arg1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @const_default(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
