// Upstream's simplifySwitchFromSwitchOnSameCondition and
// simplifySwitchFromDefaultSwitchOnSameCondition: a cf.switch whose block is reached by a single
// edge of a switch on the same flag knows the flag (a case edge: the switch becomes a cf.br) or
// drops the cases the predecessor sent elsewhere (the default edge). Two edges from one switch,
// or a switch on another flag, change nothing. Expected output is mlir-opt's; @main runs every
// flag value through both forms in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 288817363414102378
// EXEC: 263083071474607380
func.func private @printI64(i64)
func.func private @printNewline()
func.func @case_edge(%f: i32, %a: i64, %b: i64) -> i64 {
  cf.switch %f : i32, [
    default: ^d,
    4: ^four,
    -1: ^minus
  ]
^four:
  cf.switch %f : i32, [
    default: ^x(%a : i64),
    4: ^y(%b : i64),
    5: ^x(%b : i64)
  ]
^minus:
  cf.switch %f : i32, [
    default: ^y(%a : i64),
    4: ^x(%a : i64)
  ]
^d:
  cf.switch %f : i32, [
    default: ^x(%a : i64),
    4: ^y(%a : i64),
    -1: ^y(%b : i64),
    7: ^z
  ]
^x(%v: i64):
  %c1 = arith.constant 1 : i64
  %r = arith.addi %v, %c1 : i64
  return %r : i64
^y(%w: i64):
  %c2 = arith.constant 2 : i64
  %s = arith.muli %w, %c2 : i64
  return %s : i64
^z:
  %c9 = arith.constant 9 : i64
  return %c9 : i64
}
func.func @not_single(%f: i8, %g: i8, %a: i64) -> i64 {
  cf.switch %f : i8, [
    default: ^d,
    1: ^one,
    2: ^one,
    3: ^other
  ]
^one:
  cf.switch %f : i8, [
    default: ^x(%a : i64),
    1: ^y(%a : i64)
  ]
^other:
  cf.switch %g : i8, [
    default: ^x(%a : i64),
    3: ^y(%a : i64)
  ]
^d:
  cf.switch %f : i8, [
    default: ^x(%a : i64),
    -2: ^y(%a : i64)
  ]
^x(%v: i64):
  return %v : i64
^y(%w: i64):
  %c3 = arith.constant 3 : i64
  %s = arith.muli %w, %c3 : i64
  return %s : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %z = arith.constant 0 : i64
  %k31 = arith.constant 31 : i64
  %a = arith.constant 10 : i64
  %b = arith.constant 100 : i64
  %g = arith.constant 3 : i8
  %r:2 = scf.for %i = %c0 to %c12 step %c1 iter_args(%h = %z, %h2 = %z) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i32
    %m4 = arith.constant 4 : i32
    %f = arith.subi %ii, %m4 : i32
    %v = func.call @case_edge(%f, %a, %b) : (i32, i64, i64) -> i64
    %h1 = arith.muli %h, %k31 : i64
    %hn = arith.addi %h1, %v : i64
    %f8 = arith.trunci %f : i32 to i8
    %w = func.call @not_single(%f8, %g, %a) : (i8, i8, i64) -> i64
    %h3 = arith.muli %h2, %k31 : i64
    %hm = arith.addi %h3, %w : i64
    scf.yield %hn, %hm : i64, i64
  }
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @case_edge(%arg0: i32, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: %c9_i64 = arith.constant 9 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 4: ^bb3(%arg2 : i64),
// CHECK-NEXT: 4294967295: ^bb3(%arg1 : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : i64),
// CHECK-NEXT: 7: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: i64):  // pred: ^bb1
// CHECK-NEXT: %1 = arith.addi %0, %c1_i64 : i64
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: ^bb3(%2: i64):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %3 = arith.muli %2, %c2_i64 : i64
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: return %c9_i64 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @not_single(%arg0: i8, %arg1: i8, %arg2: i64) -> i64 {
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 1: ^bb1,
// CHECK-NEXT: 2: ^bb1,
// CHECK-NEXT: 3: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb4(%arg2 : i64),
// CHECK-NEXT: 1: ^bb5(%arg2 : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg1 : i8, [
// CHECK-NEXT: default: ^bb4(%arg2 : i64),
// CHECK-NEXT: 3: ^bb5(%arg2 : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb4(%arg2 : i64),
// CHECK-NEXT: 254: ^bb5(%arg2 : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4(%0: i64):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: ^bb5(%1: i64):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: %2 = arith.muli %1, %c3_i64 : i64
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT: %c10_i64 = arith.constant 10 : i64
// CHECK-NEXT: %c100_i64 = arith.constant 100 : i64
// CHECK-NEXT: %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT: %0:2 = scf.for %arg0 = %c0 to %c12 step %c1 iter_args(%arg1 = %c0_i64, %arg2 = %c0_i64) -> (i64, i64) {
// CHECK-NEXT: %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %2 = arith.subi %1, %c4_i32 : i32
// CHECK-NEXT: %3 = func.call @case_edge(%2, %c10_i64, %c100_i64) : (i32, i64, i64) -> i64
// CHECK-NEXT: %4 = arith.muli %arg1, %c31_i64 : i64
// CHECK-NEXT: %5 = arith.addi %4, %3 : i64
// CHECK-NEXT: %6 = arith.trunci %2 : i32 to i8
// CHECK-NEXT: %7 = func.call @not_single(%6, %c3_i8, %c10_i64) : (i8, i8, i64) -> i64
// CHECK-NEXT: %8 = arith.muli %arg2, %c31_i64 : i64
// CHECK-NEXT: %9 = arith.addi %8, %7 : i64
// CHECK-NEXT: scf.yield %5, %9 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: call @printI64(%0#0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%0#1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
