// arith.fptosi/fptoui of values the target cannot hold (poison in MLIR) give what upstream's
// compiled code gives on x86-64 with AVX-512, in both engines (`ir::float::fp_to_int`): the
// signed conversions' INT_MIN for i32/i64, all ones for the unsigned i32/i64 ones, and for i8
// and i16 the low bits of a signed 32-bit conversion (0 when that overflows). Expected values
// are mlir-runner's (9 inputs x 9 conversions); before, the JIT saturated and the interpreter
// used Rust's casts, and the two disagreed.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @conv(%x: f64) {
  %a = arith.fptosi %x : f64 to i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %b = arith.fptosi %x : f64 to i32
  %b2 = arith.extsi %b : i32 to i64
  func.call @printI64(%b2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %c = arith.fptosi %x : f64 to i16
  %c2 = arith.extsi %c : i16 to i64
  func.call @printI64(%c2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %d = arith.fptoui %x : f64 to i64
  func.call @printI64(%d) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %e = arith.fptoui %x : f64 to i32
  %e2 = arith.extui %e : i32 to i64
  func.call @printI64(%e2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %f = arith.fptoui %x : f64 to i8
  %f2 = arith.extui %f : i8 to i64
  func.call @printI64(%f2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %y = arith.truncf %x : f64 to f32
  %g = arith.fptosi %y : f32 to i64
  func.call @printI64(%g) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %h = arith.fptoui %y : f32 to i64
  func.call @printI64(%h) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %k = arith.fptosi %y : f32 to i32
  %k2 = arith.extsi %k : i32 to i64
  func.call @printI64(%k2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @main() {
  %v0 = arith.constant 1.0e30 : f64
  %v1 = arith.constant -1.0e30 : f64
  %v2 = arith.constant 9.2233720368547758e18 : f64
  %v3 = arith.constant 70000.5 : f64
  %v4 = arith.constant -3.7 : f64
  %v5 = arith.constant 5.0e9 : f64
  %v6 = arith.constant 0x7FF8000000000000 : f64
  %v7 = arith.constant 300.9 : f64
  %v8 = arith.constant 1.8e19 : f64
  func.call @conv(%v0) : (f64) -> ()
  func.call @conv(%v1) : (f64) -> ()
  func.call @conv(%v2) : (f64) -> ()
  func.call @conv(%v3) : (f64) -> ()
  func.call @conv(%v4) : (f64) -> ()
  func.call @conv(%v5) : (f64) -> ()
  func.call @conv(%v6) : (f64) -> ()
  func.call @conv(%v7) : (f64) -> ()
  func.call @conv(%v8) : (f64) -> ()
  return
}
// CHECK: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-1$}}
// CHECK-NEXT: {{^4294967295$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-1$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-1$}}
// CHECK-NEXT: {{^4294967295$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-1$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^4294967295$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^70000$}}
// CHECK-NEXT: {{^70000$}}
// CHECK-NEXT: {{^4464$}}
// CHECK-NEXT: {{^70000$}}
// CHECK-NEXT: {{^70000$}}
// CHECK-NEXT: {{^112$}}
// CHECK-NEXT: {{^70000$}}
// CHECK-NEXT: {{^70000$}}
// CHECK-NEXT: {{^70000$}}
// CHECK-NEXT: {{^-3$}}
// CHECK-NEXT: {{^-3$}}
// CHECK-NEXT: {{^-3$}}
// CHECK-NEXT: {{^-1$}}
// CHECK-NEXT: {{^4294967295$}}
// CHECK-NEXT: {{^253$}}
// CHECK-NEXT: {{^-3$}}
// CHECK-NEXT: {{^-1$}}
// CHECK-NEXT: {{^-3$}}
// CHECK-NEXT: {{^5000000000$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^5000000000$}}
// CHECK-NEXT: {{^4294967295$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^5000000000$}}
// CHECK-NEXT: {{^5000000000$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-1$}}
// CHECK-NEXT: {{^4294967295$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-1$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^300$}}
// CHECK-NEXT: {{^300$}}
// CHECK-NEXT: {{^300$}}
// CHECK-NEXT: {{^300$}}
// CHECK-NEXT: {{^300$}}
// CHECK-NEXT: {{^44$}}
// CHECK-NEXT: {{^300$}}
// CHECK-NEXT: {{^300$}}
// CHECK-NEXT: {{^300$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-2147483648$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-446744073709551616$}}
// CHECK-NEXT: {{^4294967295$}}
// CHECK-NEXT: {{^0$}}
// CHECK-NEXT: {{^-9223372036854775808$}}
// CHECK-NEXT: {{^-446743668993294336$}}
// CHECK-NEXT: {{^-2147483648$}}
