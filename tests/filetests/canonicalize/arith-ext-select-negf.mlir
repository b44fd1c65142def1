// Upstream's AndOfExtUI/SI, OrOfExtUI/SI, XOrIOfExtUI/SI (a bitwise op of two extensions of one
// kind from one type), CmpIExtSI/UI (eq/ne only), SelectNotCond, AddUIExtendedToAddI,
// MulSIExtendedToMulI, MulUIExtendedToMulI (second result unused) and MulFOfNegF/DivFOfNegF
// (the op's fastmath kept); mixed kinds, mixed source types and used second results stay.
// Expected output is mlir-opt's. @main runs the same values before and after canonicalize.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 5
// EXEC-NEXT: 1
// EXEC-NEXT: 4
// EXEC-NEXT: 0
// EXEC-NEXT: 1
// EXEC-NEXT: -3
func.func @bitwise_of_exts(%a: i8, %b: i8, %c: i16) -> (i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.andi %0, %1 : i32
  %3 = arith.extsi %a : i8 to i32
  %4 = arith.extsi %b : i8 to i32
  %5 = arith.ori %3, %4 : i32
  %6 = arith.xori %0, %1 : i32
  %7 = arith.xori %3, %4 : i32
  %8 = arith.andi %3, %4 : i32
  %e = arith.extui %c : i16 to i32
  %9 = arith.ori %0, %e : i32
  %10 = arith.andi %0, %4 : i32
  return %2, %5, %6, %7, %8, %9, %10 : i32, i32, i32, i32, i32, i32, i32
}

func.func @cmpi_of_exts(%a: i8, %b: i8, %c: i16) -> (i1, i1, i1, i1, i1) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.cmpi eq, %0, %1 : i32
  %3 = arith.extui %a : i8 to i64
  %4 = arith.extui %b : i8 to i64
  %5 = arith.cmpi ne, %3, %4 : i64
  %6 = arith.cmpi slt, %0, %1 : i32
  %7 = arith.cmpi ult, %3, %4 : i64
  %e = arith.extsi %c : i16 to i32
  %8 = arith.cmpi eq, %0, %e : i32
  return %2, %5, %6, %7, %8 : i1, i1, i1, i1, i1
}

func.func @select_not_cond(%p: i1, %a: i32, %b: i32, %q: i8) -> (i32, i32) {
  %true = arith.constant true
  %n = arith.xori %p, %true : i1
  %0 = arith.select %n, %a, %b : i32
  %m = arith.xori %true, %p : i1
  %1 = arith.select %m, %a, %b : i32
  return %0, %1 : i32, i32
}

func.func @extended(%a: i32, %b: i32) -> (i32, i32, i32, i32, i1) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %l2, %h2 = arith.mului_extended %a, %b : i32
  %s3, %o3 = arith.addui_extended %b, %a : i32, i1
  return %s, %l, %l2, %s3, %o3 : i32, i32, i32, i32, i1
}

func.func @negf_pairs(%a: f32, %b: f32, %c: f64) -> (f32, f32, f32) {
  %na = arith.negf %a : f32
  %nb = arith.negf %b fastmath<nnan> : f32
  %0 = arith.mulf %na, %nb fastmath<fast> : f32
  %1 = arith.divf %na, %nb : f32
  %2 = arith.mulf %na, %b : f32
  return %0, %1, %2 : f32, f32, f32
}
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %a = arith.constant -3 : i8
  %b = arith.constant 5 : i8
  %c = arith.constant 7 : i16
  %r:7 = func.call @bitwise_of_exts(%a, %b, %c) : (i8, i8, i16) -> (i32, i32, i32, i32, i32, i32, i32)
  %x0 = arith.extsi %r#0 : i32 to i64
  func.call @printI64(%x0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x2 = arith.extsi %r#2 : i32 to i64
  %x3 = arith.extsi %r#3 : i32 to i64
  %s = arith.addi %x2, %x3 : i64
  %k:5 = func.call @cmpi_of_exts(%a, %a, %c) : (i8, i8, i16) -> (i1, i1, i1, i1, i1)
  %k0 = arith.extui %k#0 : i1 to i64
  func.call @printI64(%k0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %t = arith.constant true
  %i1 = arith.constant 1 : i32
  %i4 = arith.constant 4 : i32
  %sel:2 = func.call @select_not_cond(%t, %i1, %i4, %a) : (i1, i32, i32, i8) -> (i32, i32)
  %y = arith.extsi %sel#0 : i32 to i64
  func.call @printI64(%y) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k1 = arith.extui %k#1 : i1 to i64
  func.call @printI64(%k1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %one = arith.constant 1 : i64
  %z = arith.addi %k0, %one : i64
  %z2 = arith.subi %z, %one : i64
  func.call @printI64(%z2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %a64 = arith.extsi %a : i8 to i64
  func.call @printI64(%a64) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: module {
// CHECK-NEXT: func.func @bitwise_of_exts(%arg0: i8, %arg1: i8, %arg2: i16) -> (i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %2 = arith.extui %1 : i8 to i32
// CHECK-NEXT: %3 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %4 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.extsi %4 : i8 to i32
// CHECK-NEXT: %6 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.extui %6 : i8 to i32
// CHECK-NEXT: %8 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %9 = arith.extsi %8 : i8 to i32
// CHECK-NEXT: %10 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %11 = arith.extsi %10 : i8 to i32
// CHECK-NEXT: %12 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT: %13 = arith.ori %0, %12 : i32
// CHECK-NEXT: %14 = arith.andi %0, %3 : i32
// CHECK-NEXT: return %2, %5, %7, %9, %11, %13, %14 : i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cmpi_of_exts(%arg0: i8, %arg1: i8, %arg2: i16) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: %4 = arith.extui %arg1 : i8 to i64
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %6 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT: %7 = arith.cmpi ult, %3, %4 : i64
// CHECK-NEXT: %8 = arith.extsi %arg2 : i16 to i32
// CHECK-NEXT: %9 = arith.cmpi eq, %0, %8 : i32
// CHECK-NEXT: return %2, %5, %6, %7, %9 : i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @select_not_cond(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i8) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @extended(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i1) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg1, %arg0 : i32, i1
// CHECK-NEXT: return %0, %1, %2, %sum, %overflow : i32, i32, i32, i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @negf_pairs(%arg0: f32, %arg1: f32, %arg2: f64) -> (f32, f32, f32) {
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT: %3 = arith.mulf %0, %arg1 : f32
// CHECK-NEXT: return %1, %2, %3 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c-3_i64 = arith.constant -3 : i64
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT: %c5_i8 = arith.constant 5 : i8
// CHECK-NEXT: %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT: %0:7 = call @bitwise_of_exts(%c-3_i8, %c5_i8, %c7_i16) : (i8, i8, i16) -> (i32, i32, i32, i32, i32, i32, i32)
// CHECK-NEXT: %1 = arith.extsi %0#0 : i32 to i64
// CHECK-NEXT: call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %2:5 = call @cmpi_of_exts(%c-3_i8, %c-3_i8, %c7_i16) : (i8, i8, i16) -> (i1, i1, i1, i1, i1)
// CHECK-NEXT: %3 = arith.extui %2#0 : i1 to i64
// CHECK-NEXT: call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %4:2 = call @select_not_cond(%true, %c1_i32, %c4_i32, %c-3_i8) : (i1, i32, i32, i8) -> (i32, i32)
// CHECK-NEXT: %5 = arith.extsi %4#0 : i32 to i64
// CHECK-NEXT: call @printI64(%5) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %6 = arith.extui %2#1 : i1 to i64
// CHECK-NEXT: call @printI64(%6) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%c-3_i64) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
