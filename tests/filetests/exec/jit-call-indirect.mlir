// func.constant and func.call_indirect between module functions.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printComma()
func.func @twice(%x: i64) -> i64 {
  %r = arith.addi %x, %x : i64
  return %r : i64
}
func.func @square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}
func.func @apply(%f: (i64) -> i64, %x: i64) -> i64 {
  %r = func.call_indirect %f(%x) : (i64) -> i64
  return %r : i64
}
func.func @main() {
  %c7 = arith.constant 7 : i64
  %t = func.constant @twice : (i64) -> i64
  %s = func.constant @square : (i64) -> i64
  %a = func.call @apply(%t, %c7) : ((i64) -> i64, i64) -> i64
  %b = func.call @apply(%s, %c7) : ((i64) -> i64, i64) -> i64
  func.call @printI64(%a) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%b) : (i64) -> ()
  return
}
// CHECK: 14, 49
