// Folds and patterns no other file exercised: andi/ori of a value with itself
// (OpTrait::IsIdempotent), divsi by one, of an nsw product by its factor and of constants,
// remui by one and of constants, index_castui of constants (zero-extended, truncated),
// RedundantSelectTrue, TruncIExtUIToExtUI, and SimplifyDeadAlloc on an alloca only stored to.
// Expected output is mlir-opt's; @main runs both forms in both engines (EXEC from mlir-runner).
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC

// EXEC: 4242
// EXEC-NEXT: 4242-3
// EXEC-NEXT: 04
// EXEC-NEXT: 42949672954465534
// EXEC-NEXT: 427
// EXEC-NEXT: 200-56

func.func private @printI64(i64)
func.func private @printNewline()
func.func @idempotent(%x: i64) -> (i64, i64) {
  %a = arith.andi %x, %x : i64
  %o = arith.ori %x, %x : i64
  return %a, %o : i64, i64
}
func.func @divsi(%x: i64, %y: i64) -> (i64, i64, i64) {
  %one = arith.constant 1 : i64
  %d1 = arith.divsi %x, %one : i64
  %p = arith.muli %x, %y overflow<nsw> : i64
  %d2 = arith.divsi %p, %y : i64
  %c = arith.constant -17 : i64
  %k = arith.constant 5 : i64
  %d3 = arith.divsi %c, %k : i64
  return %d1, %d2, %d3 : i64, i64, i64
}
func.func @remui(%x: i64) -> (i64, i64) {
  %one = arith.constant 1 : i64
  %r1 = arith.remui %x, %one : i64
  %c = arith.constant -17 : i64
  %k = arith.constant 5 : i64
  %r2 = arith.remui %c, %k : i64
  return %r1, %r2 : i64, i64
}
// Not folded (undefined at run time, so not called): MIN / -1 and a remainder by zero.
func.func @no_fold() -> (i64, i64) {
  %min = arith.constant -9223372036854775808 : i64
  %m1 = arith.constant -1 : i64
  %d = arith.divsi %min, %m1 : i64
  %k = arith.constant 5 : i64
  %z = arith.constant 0 : i64
  %r = arith.remui %k, %z : i64
  return %d, %r : i64, i64
}
func.func @index_castui() -> (index, i8, i64) {
  %a = arith.constant -1 : i32
  %i = arith.index_castui %a : i32 to index
  %b = arith.constant 300 : index
  %t = arith.index_castui %b : index to i8
  %t64 = arith.extui %t : i8 to i64
  %c = arith.constant -2 : i16
  %ic = arith.index_castui %c : i16 to index
  %back = arith.index_castui %ic : index to i64
  return %i, %t, %back : index, i8, i64
}
func.func @redundant_select(%c: i1, %a: i64, %b: i64, %d: i64) -> i64 {
  %s = arith.select %c, %a, %b : i64
  %r = arith.select %c, %s, %d : i64
  return %r : i64
}
func.func @trunc_of_extui(%x: i8) -> (i16, i8) {
  %e = arith.extui %x : i8 to i32
  %t = arith.trunci %e : i32 to i16
  %t8 = arith.trunci %e : i32 to i8
  return %t, %t8 : i16, i8
}
func.func @dead_alloca(%v: i64, %i: index) {
  %a = memref.alloca() : memref<4xi64>
  memref.store %v, %a[%i] : memref<4xi64>
  %b = memref.alloca(%i) : memref<?xi64>
  return
}
func.func @main() {
  %x = arith.constant 42 : i64
  %y = arith.constant -3 : i64
  %i0, %i1 = func.call @idempotent(%x) : (i64) -> (i64, i64)
  func.call @printI64(%i0) : (i64) -> ()
  func.call @printI64(%i1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d:3 = func.call @divsi(%x, %y) : (i64, i64) -> (i64, i64, i64)
  func.call @printI64(%d#0) : (i64) -> ()
  func.call @printI64(%d#1) : (i64) -> ()
  func.call @printI64(%d#2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r:2 = func.call @remui(%x) : (i64) -> (i64, i64)
  func.call @printI64(%r#0) : (i64) -> ()
  func.call @printI64(%r#1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c:3 = func.call @index_castui() : () -> (index, i8, i64)
  %c0 = arith.index_cast %c#0 : index to i64
  %c1 = arith.extui %c#1 : i8 to i64
  func.call @printI64(%c0) : (i64) -> ()
  func.call @printI64(%c1) : (i64) -> ()
  func.call @printI64(%c#2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %t = arith.constant true
  %f = arith.constant false
  %z = arith.constant 7 : i64
  %s1 = func.call @redundant_select(%t, %x, %y, %z) : (i1, i64, i64, i64) -> i64
  %s2 = func.call @redundant_select(%f, %x, %y, %z) : (i1, i64, i64, i64) -> i64
  func.call @printI64(%s1) : (i64) -> ()
  func.call @printI64(%s2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = arith.constant -56 : i8
  %e:2 = func.call @trunc_of_extui(%b) : (i8) -> (i16, i8)
  %e0 = arith.extui %e#0 : i16 to i64
  %e1 = arith.extsi %e#1 : i8 to i64
  func.call @printI64(%e0) : (i64) -> ()
  func.call @printI64(%e1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %two = arith.constant 2 : index
  func.call @dead_alloca(%x, %two) : (i64, index) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @idempotent(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT: return %arg0, %arg0 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @divsi(%arg0: i64, %arg1: i64) -> (i64, i64, i64) {
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: return %arg0, %arg0, %c-3_i64 : i64, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @remui(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: return %c0_i64, %c4_i64 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_fold() -> (i64, i64) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %0 = arith.divsi %c-9223372036854775808_i64, %c-1_i64 : i64
// CHECK-NEXT: %1 = arith.remui %c5_i64, %c0_i64 : i64
// CHECK-NEXT: return %0, %1 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @index_castui() -> (index, i8, i64) {
// CHECK-NEXT: %c4294967295 = arith.constant 4294967295 : index
// CHECK-NEXT: %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT: %c65534_i64 = arith.constant 65534 : i64
// CHECK-NEXT: return %c4294967295, %c44_i8, %c65534_i64 : index, i8, i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @redundant_select(%arg0: i1, %arg1: i64, %arg2: i64, %arg3: i64) -> i64 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg3 : i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @trunc_of_extui(%arg0: i8) -> (i16, i8) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: return %0, %arg0 : i16, i8
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dead_alloca(%arg0: i64, %arg1: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c42_i64 = arith.constant 42 : i64
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %0:2 = call @idempotent(%c42_i64) : (i64) -> (i64, i64)
// CHECK-NEXT: call @printI64(%0#0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%0#1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %1:3 = call @divsi(%c42_i64, %c-3_i64) : (i64, i64) -> (i64, i64, i64)
// CHECK-NEXT: call @printI64(%1#0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%1#1) : (i64) -> ()
// CHECK-NEXT: call @printI64(%1#2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %2:2 = call @remui(%c42_i64) : (i64) -> (i64, i64)
// CHECK-NEXT: call @printI64(%2#0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%2#1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %3:3 = call @index_castui() : () -> (index, i8, i64)
// CHECK-NEXT: %4 = arith.index_cast %3#0 : index to i64
// CHECK-NEXT: %5 = arith.extui %3#1 : i8 to i64
// CHECK-NEXT: call @printI64(%4) : (i64) -> ()
// CHECK-NEXT: call @printI64(%5) : (i64) -> ()
// CHECK-NEXT: call @printI64(%3#2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %6 = call @redundant_select(%true, %c42_i64, %c-3_i64, %c7_i64) : (i1, i64, i64, i64) -> i64
// CHECK-NEXT: %7 = call @redundant_select(%false, %c42_i64, %c-3_i64, %c7_i64) : (i1, i64, i64, i64) -> i64
// CHECK-NEXT: call @printI64(%6) : (i64) -> ()
// CHECK-NEXT: call @printI64(%7) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %8:2 = call @trunc_of_extui(%c-56_i8) : (i8) -> (i16, i8)
// CHECK-NEXT: %9 = arith.extui %8#0 : i16 to i64
// CHECK-NEXT: %10 = arith.extsi %8#1 : i8 to i64
// CHECK-NEXT: call @printI64(%9) : (i64) -> ()
// CHECK-NEXT: call @printI64(%10) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @dead_alloca(%c42_i64, %c2) : (i64, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
