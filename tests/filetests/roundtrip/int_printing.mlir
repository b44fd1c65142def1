// RUN: memref-opt %s | filecheck %s
func.func @ints() {
  %0 = arith.constant 127 : i8
  %1 = arith.constant -128 : i8
  %2 = arith.constant 65535 : i16
  %3 = arith.constant 9223372036854775807 : i64
  %4 = arith.constant -9223372036854775808 : i64
  %5 = arith.constant 18446744073709551615 : i64
  %6 = arith.constant 0x10 : i32
  %7 = arith.constant 9223372036854775807 : index
  %8 = arith.constant 1 : i2
  %9 = arith.constant 3 : i2
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @ints() {
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c9223372036854775807 = arith.constant 9223372036854775807 : index
// CHECK-NEXT: %c1_i2 = arith.constant 1 : i2
// CHECK-NEXT: %c-1_i2 = arith.constant -1 : i2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
