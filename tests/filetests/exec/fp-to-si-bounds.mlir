// arith.fptosi from f32 and f64 to i64/i32/i16/i8 at the edges of each range: the largest
// values inside it, 2^31 and 2^63 themselves, values just below the minimum that truncate into
// it, NaN, infinities, -0.0. The JIT converts with one saturating conversion and one unordered
// compare (no rounding, no widening of f32); every level, the unchecked runtime and the
// interpreter must print what mlir-runner prints (the expected lines are its output).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s -O0 | filecheck %s
// RUN: memref-run %s -O3 --memory-checker=off | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func @conv32(%x: f32) {
  %r0 = arith.fptosi %x : f32 to i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printComma() : () -> ()
  %r1 = arith.fptosi %x : f32 to i32
  %e1 = arith.extsi %r1 : i32 to i64
  func.call @printI64(%e1) : (i64) -> ()
  func.call @printComma() : () -> ()
  %r2 = arith.fptosi %x : f32 to i16
  %e2 = arith.extsi %r2 : i16 to i64
  func.call @printI64(%e2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %r3 = arith.fptosi %x : f32 to i8
  %e3 = arith.extsi %r3 : i8 to i64
  func.call @printI64(%e3) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @conv64(%x: f64) {
  %r0 = arith.fptosi %x : f64 to i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printComma() : () -> ()
  %r1 = arith.fptosi %x : f64 to i32
  %e1 = arith.extsi %r1 : i32 to i64
  func.call @printI64(%e1) : (i64) -> ()
  func.call @printComma() : () -> ()
  %r2 = arith.fptosi %x : f64 to i16
  %e2 = arith.extsi %r2 : i16 to i64
  func.call @printI64(%e2) : (i64) -> ()
  func.call @printComma() : () -> ()
  %r3 = arith.fptosi %x : f64 to i8
  %e3 = arith.extsi %r3 : i8 to i64
  func.call @printI64(%e3) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %a0 = arith.constant 2147483520.0 : f32
  func.call @conv32(%a0) : (f32) -> ()
  %a1 = arith.constant 2147483648.0 : f32
  func.call @conv32(%a1) : (f32) -> ()
  %a2 = arith.constant -2147483648.0 : f32
  func.call @conv32(%a2) : (f32) -> ()
  %a3 = arith.constant -2147483904.0 : f32
  func.call @conv32(%a3) : (f32) -> ()
  %a4 = arith.constant 9223371487098961920.0 : f32
  func.call @conv32(%a4) : (f32) -> ()
  %a5 = arith.constant 9223372036854775808.0 : f32
  func.call @conv32(%a5) : (f32) -> ()
  %a6 = arith.constant -9223372036854775808.0 : f32
  func.call @conv32(%a6) : (f32) -> ()
  %a7 = arith.constant -1.0e30 : f32
  func.call @conv32(%a7) : (f32) -> ()
  %a8 = arith.constant 0x7FC00000 : f32
  func.call @conv32(%a8) : (f32) -> ()
  %a9 = arith.constant 0x7F800000 : f32
  func.call @conv32(%a9) : (f32) -> ()
  %a10 = arith.constant 0xFF800000 : f32
  func.call @conv32(%a10) : (f32) -> ()
  %a11 = arith.constant -0.75 : f32
  func.call @conv32(%a11) : (f32) -> ()
  %a12 = arith.constant 3.9 : f32
  func.call @conv32(%a12) : (f32) -> ()
  %b0 = arith.constant 2147483647.0 : f64
  func.call @conv64(%b0) : (f64) -> ()
  %b1 = arith.constant 2147483647.9 : f64
  func.call @conv64(%b1) : (f64) -> ()
  %b2 = arith.constant 2147483648.0 : f64
  func.call @conv64(%b2) : (f64) -> ()
  %b3 = arith.constant -2147483648.9 : f64
  func.call @conv64(%b3) : (f64) -> ()
  %b4 = arith.constant -2147483649.0 : f64
  func.call @conv64(%b4) : (f64) -> ()
  %b5 = arith.constant 9223372036854774784.0 : f64
  func.call @conv64(%b5) : (f64) -> ()
  %b6 = arith.constant 9223372036854775808.0 : f64
  func.call @conv64(%b6) : (f64) -> ()
  %b7 = arith.constant -9223372036854775808.0 : f64
  func.call @conv64(%b7) : (f64) -> ()
  %b8 = arith.constant -9223372036854777856.0 : f64
  func.call @conv64(%b8) : (f64) -> ()
  %b9 = arith.constant 0x7FF8000000000000 : f64
  func.call @conv64(%b9) : (f64) -> ()
  %b10 = arith.constant 0xFFF0000000000000 : f64
  func.call @conv64(%b10) : (f64) -> ()
  %b11 = arith.constant -0.0 : f64
  func.call @conv64(%b11) : (f64) -> ()
  return
}
// CHECK: 2147483520, 2147483520, -128, -128,
// CHECK-NEXT: 2147483648, -2147483648, 0, 0,
// CHECK-NEXT: -2147483648, -2147483648, 0, 0,
// CHECK-NEXT: -2147483904, -2147483648, 0, 0,
// CHECK-NEXT: 9223371487098961920, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: 0, 0, 0, 0,
// CHECK-NEXT: 3, 3, 3, 3,
// CHECK-NEXT: 2147483647, 2147483647, -1, -1,
// CHECK-NEXT: 2147483647, 2147483647, -1, -1,
// CHECK-NEXT: 2147483648, -2147483648, 0, 0,
// CHECK-NEXT: -2147483648, -2147483648, 0, 0,
// CHECK-NEXT: -2147483649, -2147483648, 0, 0,
// CHECK-NEXT: 9223372036854774784, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: -9223372036854775808, -2147483648, 0, 0,
// CHECK-NEXT: 0, 0, 0, 0,
