// WhileMoveIfDown where upstream mlir-opt 22.1.8 goes wrong, so our output is not its output:
// @dup forwards one scf.if result twice — upstream gives the second after-region argument the
// else value (a miscompile: it computes (i+1)+i, fixed upstream after 22.1.8 by llvm-project
// a65eb8723); we merge the duplicate first and compute (i+1)+(i+1). @then_outer forwards a
// then value defined in the before region — upstream leaves a use of it in the after region
// ("operand #0 does not dominate this use"); we leave that if to ConvertTrivialIfToSelect.
// The CHECK lines are our output (it parses and verifies in mlir-opt); EXEC is upstream's run
// of the program without canonicalize.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 94
// EXEC: 94
// EXEC: 677
func.func private @printI64(i64)
func.func private @printNewline()
func.func @dup(%n: i64) -> (i64, i64) {
  %c1 = arith.constant 1 : i64
  %r:2 = scf.while (%i = %c1) : (i64) -> (i64, i64) {
    %c = arith.cmpi slt, %i, %n : i64
    %x = scf.if %c -> (i64) {
      %a = arith.addi %i, %c1 : i64
      scf.yield %a : i64
    } else {
      scf.yield %i : i64
    }
    scf.condition(%c) %x, %x : i64, i64
  } do {
  ^bb0(%y: i64, %w: i64):
    %z = arith.addi %y, %w : i64
    scf.yield %z : i64
  }
  return %r#0, %r#1 : i64, i64
}
func.func @then_outer(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = scf.while (%i = %c1) : (i64) -> i64 {
    %k = arith.muli %i, %i : i64
    %c = arith.cmpi slt, %i, %n : i64
    %x = scf.if %c -> (i64) {
      scf.yield %k : i64
    } else {
      scf.yield %i : i64
    }
    scf.condition(%c) %x : i64
  } do {
  ^bb0(%y: i64):
    %z = arith.addi %y, %c1 : i64
    scf.yield %z : i64
  }
  return %r : i64
}
func.func @main() {
  %n = arith.constant 50 : i64
  %a:2 = func.call @dup(%n) : (i64) -> (i64, i64)
  %b = func.call @then_outer(%n) : (i64) -> i64
  func.call @printI64(%a#0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%a#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @dup(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %0 = scf.while (%arg1 = %c1_i64) : (i64) -> i64 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : i64
// CHECK-NEXT: scf.condition(%1) %arg1 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i64):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i64 : i64
// CHECK-NEXT: %2 = arith.addi %1, %1 : i64
// CHECK-NEXT: scf.yield %2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @then_outer(%arg0: i64) -> i64 {
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %0 = scf.while (%arg1 = %c1_i64) : (i64) -> i64 {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i64
// CHECK-NEXT: %2 = arith.cmpi slt, %arg1, %arg0 : i64
// CHECK-NEXT: %3 = arith.select %2, %1, %arg1 : i64
// CHECK-NEXT: scf.condition(%2) %3 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i64):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i64 : i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c50_i64 = arith.constant 50 : i64
// CHECK-NEXT: %0:2 = call @dup(%c50_i64) : (i64) -> (i64, i64)
// CHECK-NEXT: %1 = call @then_outer(%c50_i64) : (i64) -> i64
// CHECK-NEXT: call @printI64(%0#0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%0#1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
