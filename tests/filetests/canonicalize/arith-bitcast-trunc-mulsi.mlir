// Upstream's BitcastOfBitcast with CastOpInterface's identity fold (a bitcast to its own type),
// TruncIShrSIToTrunciShrUI (only when the shift is the truncated width; the trunci keeps its
// flags), TruncFSIToFPToSIToFP / TruncFUIToFPToUIToFP (not with a rounding mode) and
// MulSIExtendedRHSOne (not for i1, whose 1 is -1). Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: -2
// EXEC-NEXT: 4294967292
// EXEC-NEXT: -1
func.func @bitcasts(%a: f32, %b: i32) -> (f32, i32, f32) {
  %0 = arith.bitcast %a : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  %2 = arith.bitcast %b : i32 to f32
  %3 = arith.bitcast %2 : f32 to i32
  %4 = arith.bitcast %0 : i32 to f32
  return %1, %3, %4 : f32, i32, f32
}

func.func @trunci_shrsi(%x: i64, %y: i32) -> (i32, i32, i16, i32) {
  %c32 = arith.constant 32 : i64
  %c31 = arith.constant 31 : i64
  %0 = arith.shrsi %x, %c32 : i64
  %1 = arith.trunci %0 overflow<nsw> : i64 to i32
  %2 = arith.shrsi %x, %c31 : i64
  %3 = arith.trunci %2 : i64 to i32
  %c16 = arith.constant 16 : i32
  %4 = arith.shrsi %y, %c16 : i32
  %5 = arith.trunci %4 : i32 to i16
  %6 = arith.trunci %0 : i64 to i32
  return %1, %3, %5, %6 : i32, i32, i16, i32
}

func.func @truncf_itofp(%x: i32, %y: i64) -> (f32, f32, f32) {
  %0 = arith.sitofp %x : i32 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.uitofp %y : i64 to f64
  %3 = arith.truncf %2 : f64 to f32
  %4 = arith.truncf %0 to_nearest_away : f64 to f32
  return %1, %3, %4 : f32, f32, f32
}

func.func @mulsi_one(%x: i32, %b: i1) -> (i32, i32, i1, i1) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  %t = arith.constant true
  %l1, %h1 = arith.mulsi_extended %b, %t : i1
  return %l, %h, %l1, %h1 : i32, i32, i1, i1
}
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %x = arith.constant -8589934592 : i64
  %y = arith.constant -65536 : i32
  %r:4 = func.call @trunci_shrsi(%x, %y) : (i64, i32) -> (i32, i32, i16, i32)
  %a = arith.extsi %r#0 : i32 to i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = arith.extui %r#1 : i32 to i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = arith.constant -5 : i32
  %t = arith.constant true
  %q:4 = func.call @mulsi_one(%m, %t) : (i32, i1) -> (i32, i32, i1, i1)
  %h = arith.extsi %q#1 : i32 to i64
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @bitcasts(%arg0: f32, %arg1: i32) -> (f32, i32, f32) {
// CHECK-NEXT: return %arg0, %arg1, %arg0 : f32, i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @trunci_shrsi(%arg0: i64, %arg1: i32) -> (i32, i32, i16, i32) {
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 overflow<nsw> : i64 to i32
// CHECK-NEXT: %2 = arith.shrsi %arg0, %c31_i64 : i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: %4 = arith.shrui %arg1, %c16_i32 : i32
// CHECK-NEXT: %5 = arith.trunci %4 : i32 to i16
// CHECK-NEXT: %6 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %7 = arith.trunci %6 : i64 to i32
// CHECK-NEXT: return %1, %3, %5, %7 : i32, i32, i16, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @truncf_itofp(%arg0: i32, %arg1: i64) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f64
// CHECK-NEXT: %1 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %2 = arith.uitofp %arg1 : i64 to f32
// CHECK-NEXT: %3 = arith.truncf %0 to_nearest_away : f64 to f32
// CHECK-NEXT: return %1, %2, %3 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mulsi_one(%arg0: i32, %arg1: i1) -> (i32, i32, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg1, %true : i1
// CHECK-NEXT: return %arg0, %1, %low, %high : i32, i32, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT: %c-8589934592_i64 = arith.constant -8589934592 : i64
// CHECK-NEXT: %c-65536_i32 = arith.constant -65536 : i32
// CHECK-NEXT: %0:4 = call @trunci_shrsi(%c-8589934592_i64, %c-65536_i32) : (i64, i32) -> (i32, i32, i16, i32)
// CHECK-NEXT: %1 = arith.extsi %0#0 : i32 to i64
// CHECK-NEXT: call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %2 = arith.extui %0#1 : i32 to i64
// CHECK-NEXT: call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %3:4 = call @mulsi_one(%c-5_i32, %true) : (i32, i1) -> (i32, i32, i1, i1)
// CHECK-NEXT: %4 = arith.extsi %3#1 : i32 to i64
// CHECK-NEXT: call @printI64(%4) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
