// Rows that were partial, f32/i32 part: the commutative fold (a constant operand moves right)
// on maximumf/minimumf/maxnumf/minnumf and addui/mulsi/mului_extended, the memory_space_cast
// identity, mulf(x, ±0.0) under nnan+nsz, mului_extended(x, 1), and the default NaN of an
// invalid operation (remf of inf, subf inf - inf: APFloat's positive NaN, x86's is negative).
// Expected output is mlir-opt's; @main runs both forms in both engines (EXEC from mlir-runner).
// The f16/bf16 folds are in f16-folds.mlir.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC

// EXEC: 3
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 3
// EXEC-NEXT: 2
// EXEC-NEXT: 1
// EXEC-NEXT: -35
// EXEC-NEXT: -1
// EXEC-NEXT: -35
// EXEC-NEXT: 6
// EXEC-NEXT: 0
// EXEC-NEXT: 0
// EXEC-NEXT: 0
// EXEC-NEXT: -5
// EXEC-NEXT: 0
// EXEC-NEXT: -5
// EXEC-NEXT: -1

func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @comm(%x: f32, %a: i32) -> (f32, f32, f32, f32, i32, i1, i32, i32, i32, i32) {
  %c = arith.constant 2.0 : f32
  %k = arith.constant 7 : i32
  %0 = arith.maximumf %c, %x : f32
  %1 = arith.minnumf %c, %x : f32
  %2 = arith.minimumf %c, %x : f32
  %3 = arith.maxnumf %c, %x : f32
  %s, %o = arith.addui_extended %k, %a : i32, i1
  %l, %h = arith.mulsi_extended %k, %a : i32
  %l2, %h2 = arith.mului_extended %k, %a : i32
  return %0, %1, %2, %3, %s, %o, %l, %h, %l2, %h2 : f32, f32, f32, f32, i32, i1, i32, i32, i32, i32
}
func.func @msc(%m: memref<4xf32, 1>) -> memref<4xf32, 1> {
  %0 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32, 1>
  return %0 : memref<4xf32, 1>
}
func.func @mulzero(%x: f32) -> (f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %0 = arith.mulf %x, %z fastmath<nnan,nsz> : f32
  %1 = arith.mulf %x, %z fastmath<fast> : f32
  %2 = arith.mulf %x, %z fastmath<nnan> : f32
  return %0, %1, %2 : f32, f32, f32
}
func.func @mului_one(%x: i32) -> (i32, i32, i32, i32) {
  %one = arith.constant 1 : i32
  %l, %h = arith.mului_extended %x, %one : i32
  %l2, %h2 = arith.mulsi_extended %x, %one : i32
  return %l, %h, %l2, %h2 : i32, i32, i32, i32
}
func.func @invalid() -> (f32, f64, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f64
  %o64 = arith.constant 1.0 : f64
  %0 = arith.remf %inf, %one : f32
  %1 = arith.remf %o64, %z : f64
  %2 = arith.subf %inf, %inf : f32
  return %0, %1, %2 : f32, f64, f32
}
func.func @pf(%x: f32) {
  func.call @printF32(%x) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @pi(%x: i32) {
  %e = arith.extsi %x : i32 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %x = arith.constant 3.0 : f32
  %a = arith.constant -5 : i32
  %c:10 = func.call @comm(%x, %a) : (f32, i32) -> (f32, f32, f32, f32, i32, i1, i32, i32, i32, i32)
  func.call @pf(%c#0) : (f32) -> ()
  func.call @pf(%c#1) : (f32) -> ()
  func.call @pf(%c#2) : (f32) -> ()
  func.call @pf(%c#3) : (f32) -> ()
  func.call @pi(%c#4) : (i32) -> ()
  %o = arith.extui %c#5 : i1 to i32
  func.call @pi(%o) : (i32) -> ()
  func.call @pi(%c#6) : (i32) -> ()
  func.call @pi(%c#7) : (i32) -> ()
  func.call @pi(%c#8) : (i32) -> ()
  func.call @pi(%c#9) : (i32) -> ()
  %m:3 = func.call @mulzero(%x) : (f32) -> (f32, f32, f32)
  func.call @pf(%m#0) : (f32) -> ()
  func.call @pf(%m#1) : (f32) -> ()
  func.call @pf(%m#2) : (f32) -> ()
  %u:4 = func.call @mului_one(%a) : (i32) -> (i32, i32, i32, i32)
  func.call @pi(%u#0) : (i32) -> ()
  func.call @pi(%u#1) : (i32) -> ()
  func.call @pi(%u#2) : (i32) -> ()
  func.call @pi(%u#3) : (i32) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printF32(f32)
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @comm(%arg0: f32, %arg1: i32) -> (f32, f32, f32, f32, i32, i1, i32, i32, i32, i32) {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = arith.maximumf %arg0, %cst : f32
// CHECK-NEXT: %1 = arith.minnumf %arg0, %cst : f32
// CHECK-NEXT: %2 = arith.minimumf %arg0, %cst : f32
// CHECK-NEXT: %3 = arith.maxnumf %arg0, %cst : f32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg1, %c7_i32 : i32, i1
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg1, %c7_i32 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %arg1, %c7_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %sum, %overflow, %low, %high, %low_0, %high_1 : f32, f32, f32, f32, i32, i1, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @msc(%arg0: memref<4xf32, 1>) -> memref<4xf32, 1> {
// CHECK-NEXT: return %arg0 : memref<4xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mulzero(%arg0: f32) -> (f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = arith.mulf %arg0, %cst fastmath<nnan> : f32
// CHECK-NEXT: return %cst, %cst, %0 : f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mului_one(%arg0: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: return %arg0, %c0_i32, %arg0, %1 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @invalid() -> (f32, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst : f32, f64, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pf(%arg0: f32) {
// CHECK-NEXT: call @printF32(%arg0) : (f32) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pi(%arg0: i32) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT: %0:10 = call @comm(%cst, %c-5_i32) : (f32, i32) -> (f32, f32, f32, f32, i32, i1, i32, i32, i32, i32)
// CHECK-NEXT: call @pf(%0#0) : (f32) -> ()
// CHECK-NEXT: call @pf(%0#1) : (f32) -> ()
// CHECK-NEXT: call @pf(%0#2) : (f32) -> ()
// CHECK-NEXT: call @pf(%0#3) : (f32) -> ()
// CHECK-NEXT: call @pi(%0#4) : (i32) -> ()
// CHECK-NEXT: %1 = arith.extui %0#5 : i1 to i32
// CHECK-NEXT: call @pi(%1) : (i32) -> ()
// CHECK-NEXT: call @pi(%0#6) : (i32) -> ()
// CHECK-NEXT: call @pi(%0#7) : (i32) -> ()
// CHECK-NEXT: call @pi(%0#8) : (i32) -> ()
// CHECK-NEXT: call @pi(%0#9) : (i32) -> ()
// CHECK-NEXT: %2:3 = call @mulzero(%cst) : (f32) -> (f32, f32, f32)
// CHECK-NEXT: call @pf(%2#0) : (f32) -> ()
// CHECK-NEXT: call @pf(%2#1) : (f32) -> ()
// CHECK-NEXT: call @pf(%2#2) : (f32) -> ()
// CHECK-NEXT: %3:4 = call @mului_one(%c-5_i32) : (i32) -> (i32, i32, i32, i32)
// CHECK-NEXT: call @pi(%3#0) : (i32) -> ()
// CHECK-NEXT: call @pi(%3#1) : (i32) -> ()
// CHECK-NEXT: call @pi(%3#2) : (i32) -> ()
// CHECK-NEXT: call @pi(%3#3) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
