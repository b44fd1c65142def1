// CmpFIntToFPConst on f16 and bf16 (which our engines do not compute, so checked by text only)
// and on integer types wider than the significand: the constant is still rewritten when the
// rounding of the conversion cannot change the comparison. Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @t0(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant -128.5 : f16
  %s = arith.sitofp %x : i8 to f16
  %r0 = arith.cmpf oeq, %s, %c : f16
  %r1 = arith.cmpf ogt, %s, %c : f16
  %r2 = arith.cmpf oge, %s, %c : f16
  %r3 = arith.cmpf olt, %s, %c : f16
  %r4 = arith.cmpf ole, %s, %c : f16
  %r5 = arith.cmpf one, %s, %c : f16
  %r6 = arith.cmpf ord, %s, %c : f16
  %r7 = arith.cmpf ueq, %s, %c : f16
  %r8 = arith.cmpf ugt, %s, %c : f16
  %r9 = arith.cmpf uge, %s, %c : f16
  %r10 = arith.cmpf ult, %s, %c : f16
  %r11 = arith.cmpf ule, %s, %c : f16
  %r12 = arith.cmpf une, %s, %c : f16
  %r13 = arith.cmpf uno, %s, %c : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @t1(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 65504.0 : f16
  %s = arith.uitofp %x : i16 to f16
  %r0 = arith.cmpf oeq, %s, %c : f16
  %r1 = arith.cmpf ogt, %s, %c : f16
  %r2 = arith.cmpf oge, %s, %c : f16
  %r3 = arith.cmpf olt, %s, %c : f16
  %r4 = arith.cmpf ole, %s, %c : f16
  %r5 = arith.cmpf one, %s, %c : f16
  %r6 = arith.cmpf ord, %s, %c : f16
  %r7 = arith.cmpf ueq, %s, %c : f16
  %r8 = arith.cmpf ugt, %s, %c : f16
  %r9 = arith.cmpf uge, %s, %c : f16
  %r10 = arith.cmpf ult, %s, %c : f16
  %r11 = arith.cmpf ule, %s, %c : f16
  %r12 = arith.cmpf une, %s, %c : f16
  %r13 = arith.cmpf uno, %s, %c : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @t2(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 2049.0 : f16
  %s = arith.sitofp %x : i16 to f16
  %r0 = arith.cmpf oeq, %s, %c : f16
  %r1 = arith.cmpf ogt, %s, %c : f16
  %r2 = arith.cmpf oge, %s, %c : f16
  %r3 = arith.cmpf olt, %s, %c : f16
  %r4 = arith.cmpf ole, %s, %c : f16
  %r5 = arith.cmpf one, %s, %c : f16
  %r6 = arith.cmpf ord, %s, %c : f16
  %r7 = arith.cmpf ueq, %s, %c : f16
  %r8 = arith.cmpf ugt, %s, %c : f16
  %r9 = arith.cmpf uge, %s, %c : f16
  %r10 = arith.cmpf ult, %s, %c : f16
  %r11 = arith.cmpf ule, %s, %c : f16
  %r12 = arith.cmpf une, %s, %c : f16
  %r13 = arith.cmpf uno, %s, %c : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @t3(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 257.0 : bf16
  %s = arith.sitofp %x : i16 to bf16
  %r0 = arith.cmpf oeq, %s, %c : bf16
  %r1 = arith.cmpf ogt, %s, %c : bf16
  %r2 = arith.cmpf oge, %s, %c : bf16
  %r3 = arith.cmpf olt, %s, %c : bf16
  %r4 = arith.cmpf ole, %s, %c : bf16
  %r5 = arith.cmpf one, %s, %c : bf16
  %r6 = arith.cmpf ord, %s, %c : bf16
  %r7 = arith.cmpf ueq, %s, %c : bf16
  %r8 = arith.cmpf ugt, %s, %c : bf16
  %r9 = arith.cmpf uge, %s, %c : bf16
  %r10 = arith.cmpf ult, %s, %c : bf16
  %r11 = arith.cmpf ule, %s, %c : bf16
  %r12 = arith.cmpf une, %s, %c : bf16
  %r13 = arith.cmpf uno, %s, %c : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @t4(%x: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant -4.5 : bf16
  %s = arith.uitofp %x : i16 to bf16
  %r0 = arith.cmpf oeq, %s, %c : bf16
  %r1 = arith.cmpf ogt, %s, %c : bf16
  %r2 = arith.cmpf oge, %s, %c : bf16
  %r3 = arith.cmpf olt, %s, %c : bf16
  %r4 = arith.cmpf ole, %s, %c : bf16
  %r5 = arith.cmpf one, %s, %c : bf16
  %r6 = arith.cmpf ord, %s, %c : bf16
  %r7 = arith.cmpf ueq, %s, %c : bf16
  %r8 = arith.cmpf ugt, %s, %c : bf16
  %r9 = arith.cmpf uge, %s, %c : bf16
  %r10 = arith.cmpf ult, %s, %c : bf16
  %r11 = arith.cmpf ule, %s, %c : bf16
  %r12 = arith.cmpf une, %s, %c : bf16
  %r13 = arith.cmpf uno, %s, %c : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @t5(%x: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 1.0e10 : bf16
  %s = arith.sitofp %x : i32 to bf16
  %r0 = arith.cmpf oeq, %s, %c : bf16
  %r1 = arith.cmpf ogt, %s, %c : bf16
  %r2 = arith.cmpf oge, %s, %c : bf16
  %r3 = arith.cmpf olt, %s, %c : bf16
  %r4 = arith.cmpf ole, %s, %c : bf16
  %r5 = arith.cmpf one, %s, %c : bf16
  %r6 = arith.cmpf ord, %s, %c : bf16
  %r7 = arith.cmpf ueq, %s, %c : bf16
  %r8 = arith.cmpf ugt, %s, %c : bf16
  %r9 = arith.cmpf uge, %s, %c : bf16
  %r10 = arith.cmpf ult, %s, %c : bf16
  %r11 = arith.cmpf ule, %s, %c : bf16
  %r12 = arith.cmpf une, %s, %c : bf16
  %r13 = arith.cmpf uno, %s, %c : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @t6(%x: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 16777217.0 : f32
  %s = arith.sitofp %x : i64 to f32
  %r0 = arith.cmpf oeq, %s, %c : f32
  %r1 = arith.cmpf ogt, %s, %c : f32
  %r2 = arith.cmpf oge, %s, %c : f32
  %r3 = arith.cmpf olt, %s, %c : f32
  %r4 = arith.cmpf ole, %s, %c : f32
  %r5 = arith.cmpf one, %s, %c : f32
  %r6 = arith.cmpf ord, %s, %c : f32
  %r7 = arith.cmpf ueq, %s, %c : f32
  %r8 = arith.cmpf ugt, %s, %c : f32
  %r9 = arith.cmpf uge, %s, %c : f32
  %r10 = arith.cmpf ult, %s, %c : f32
  %r11 = arith.cmpf ule, %s, %c : f32
  %r12 = arith.cmpf une, %s, %c : f32
  %r13 = arith.cmpf uno, %s, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @t7(%x: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %c = arith.constant 0.5 : f32
  %s = arith.uitofp %x : i1 to f32
  %r0 = arith.cmpf oeq, %s, %c : f32
  %r1 = arith.cmpf ogt, %s, %c : f32
  %r2 = arith.cmpf oge, %s, %c : f32
  %r3 = arith.cmpf olt, %s, %c : f32
  %r4 = arith.cmpf ole, %s, %c : f32
  %r5 = arith.cmpf one, %s, %c : f32
  %r6 = arith.cmpf ord, %s, %c : f32
  %r7 = arith.cmpf ueq, %s, %c : f32
  %r8 = arith.cmpf ugt, %s, %c : f32
  %r9 = arith.cmpf uge, %s, %c : f32
  %r10 = arith.cmpf ult, %s, %c : f32
  %r11 = arith.cmpf ule, %s, %c : f32
  %r12 = arith.cmpf une, %s, %c : f32
  %r13 = arith.cmpf uno, %s, %c : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK: module {
// CHECK-NEXT: func.func @t0(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %true, %false, %true, %true, %false, %false, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t1(%arg0: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 6.550400e+04 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i16 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ord, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ueq, %0, %cst : f16
// CHECK-NEXT: %9 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: %10 = arith.cmpf uge, %0, %cst : f16
// CHECK-NEXT: %11 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %12 = arith.cmpf ule, %0, %cst : f16
// CHECK-NEXT: %13 = arith.cmpf une, %0, %cst : f16
// CHECK-NEXT: %14 = arith.cmpf uno, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t2(%arg0: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 2.048000e+03 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i16 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ord, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ueq, %0, %cst : f16
// CHECK-NEXT: %9 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: %10 = arith.cmpf uge, %0, %cst : f16
// CHECK-NEXT: %11 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %12 = arith.cmpf ule, %0, %cst : f16
// CHECK-NEXT: %13 = arith.cmpf une, %0, %cst : f16
// CHECK-NEXT: %14 = arith.cmpf uno, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t3(%arg0: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 2.560000e+02 : bf16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i16 to bf16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : bf16
// CHECK-NEXT: %2 = arith.cmpf ogt, %0, %cst : bf16
// CHECK-NEXT: %3 = arith.cmpf oge, %0, %cst : bf16
// CHECK-NEXT: %4 = arith.cmpf olt, %0, %cst : bf16
// CHECK-NEXT: %5 = arith.cmpf ole, %0, %cst : bf16
// CHECK-NEXT: %6 = arith.cmpf one, %0, %cst : bf16
// CHECK-NEXT: %7 = arith.cmpf ord, %0, %cst : bf16
// CHECK-NEXT: %8 = arith.cmpf ueq, %0, %cst : bf16
// CHECK-NEXT: %9 = arith.cmpf ugt, %0, %cst : bf16
// CHECK-NEXT: %10 = arith.cmpf uge, %0, %cst : bf16
// CHECK-NEXT: %11 = arith.cmpf ult, %0, %cst : bf16
// CHECK-NEXT: %12 = arith.cmpf ule, %0, %cst : bf16
// CHECK-NEXT: %13 = arith.cmpf une, %0, %cst : bf16
// CHECK-NEXT: %14 = arith.cmpf uno, %0, %cst : bf16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t4(%arg0: i16) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %true, %false, %true, %true, %false, %false, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t5(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %false, %false, %true, %true, %true, %true, %false, %false, %false, %true, %true, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t6(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f32
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f32
// CHECK-NEXT: %2 = arith.cmpf ogt, %0, %cst : f32
// CHECK-NEXT: %3 = arith.cmpf oge, %0, %cst : f32
// CHECK-NEXT: %4 = arith.cmpf olt, %0, %cst : f32
// CHECK-NEXT: %5 = arith.cmpf ole, %0, %cst : f32
// CHECK-NEXT: %6 = arith.cmpf one, %0, %cst : f32
// CHECK-NEXT: %7 = arith.cmpf ord, %0, %cst : f32
// CHECK-NEXT: %8 = arith.cmpf ueq, %0, %cst : f32
// CHECK-NEXT: %9 = arith.cmpf ugt, %0, %cst : f32
// CHECK-NEXT: %10 = arith.cmpf uge, %0, %cst : f32
// CHECK-NEXT: %11 = arith.cmpf ult, %0, %cst : f32
// CHECK-NEXT: %12 = arith.cmpf ule, %0, %cst : f32
// CHECK-NEXT: %13 = arith.cmpf une, %0, %cst : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %0, %cst : f32
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @t7(%arg0: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %false : i1
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %false : i1
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %false : i1
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %false : i1
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %false : i1
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %false : i1
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %false : i1
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %false : i1
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %true, %false, %4, %5, %6, %7, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
