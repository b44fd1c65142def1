// Upstream's FoldConstantCase: scf.index_switch on a constant inlines the matching case (a
// negative case value too), or the default when none matches, with or without results.
// Expected output is mlir-opt's; @main runs the same before and after canonicalize.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 6
// EXEC-NEXT: 36
// EXEC-NEXT: 5
// EXEC-NEXT: 1
func.func private @printI64(i64)
func.func @sw(%x: i64) -> (i64, i64, i64) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c1 = arith.constant 1 : i64
  %0 = scf.index_switch %c2 -> i64
  case 1 {
    %a = arith.addi %x, %c1 : i64
    scf.yield %a : i64
  }
  case 2 {
    %b = arith.muli %x, %x : i64
    scf.yield %b : i64
  }
  default {
    scf.yield %x : i64
  }
  %1 = scf.index_switch %c7 -> i64
  case 1 {
    scf.yield %c1 : i64
  }
  default {
    %d = arith.subi %x, %c1 : i64
    scf.yield %d : i64
  }
  scf.index_switch %c2
  case 2 {
    func.call @printI64(%x) : (i64) -> ()
    scf.yield
  }
  default {
  }
  %m = arith.constant -1 : index
  %2 = scf.index_switch %m -> i64
  case -1 {
    scf.yield %c1 : i64
  }
  default {
    scf.yield %x : i64
  }
  return %0, %1, %2 : i64, i64, i64
}
func.func private @printNewline()
func.func @main() {
  %x = arith.constant 6 : i64
  %r:3 = func.call @sw(%x) : (i64) -> (i64, i64, i64)
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%r#2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func @sw(%arg0: i64) -> (i64, i64, i64) {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i64
// CHECK-NEXT: %1 = arith.subi %arg0, %c1_i64 : i64
// CHECK-NEXT: call @printI64(%arg0) : (i64) -> ()
// CHECK-NEXT: return %0, %1, %c1_i64 : i64, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c6_i64 = arith.constant 6 : i64
// CHECK-NEXT: %0:3 = call @sw(%c6_i64) : (i64) -> (i64, i64, i64)
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%0#0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%0#1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%0#2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
