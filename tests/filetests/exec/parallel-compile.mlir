// Functions compile on worker threads (codegen/parallel.rs) and are defined in the module's
// order: each call must reach its own function's code (distinct results, in call order), the
// same in every run and in the interpreter; functions the entry point cannot reach are not
// compiled, so one the JIT cannot lower does not fail the run (it does when it is the entry).
// RUN: memref-run %s --no-pipeline | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @unreachable_i128() {
  %a = arith.constant 3 : i128
  %c = arith.trunci %a : i128 to i64
  call @printI64(%c) : (i64) -> ()
  return
}
func.func @f0(%x: i64) -> i64 {
  %c = arith.constant 7 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f1(%x: i64) -> i64 {
  %c = arith.constant 8 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f2(%x: i64) -> i64 {
  %c = arith.constant 11 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f3(%x: i64) -> i64 {
  %c = arith.constant 16 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f4(%x: i64) -> i64 {
  %c = arith.constant 23 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f5(%x: i64) -> i64 {
  %c = arith.constant 32 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f6(%x: i64) -> i64 {
  %c = arith.constant 43 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f7(%x: i64) -> i64 {
  %c = arith.constant 56 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f8(%x: i64) -> i64 {
  %c = arith.constant 71 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f9(%x: i64) -> i64 {
  %c = arith.constant 88 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f10(%x: i64) -> i64 {
  %c = arith.constant 107 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @f11(%x: i64) -> i64 {
  %c = arith.constant 128 : i64
  %m = arith.muli %x, %c : i64
  %r = arith.addi %m, %c : i64
  return %r : i64
}
func.func @main() {
  %x = arith.constant 1000 : i64
  %r0 = func.call @f5(%x) : (i64) -> i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r1 = func.call @f0(%x) : (i64) -> i64
  func.call @printI64(%r1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r2 = func.call @f11(%x) : (i64) -> i64
  func.call @printI64(%r2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r3 = func.call @f3(%x) : (i64) -> i64
  func.call @printI64(%r3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r4 = func.call @f7(%x) : (i64) -> i64
  func.call @printI64(%r4) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r5 = func.call @f1(%x) : (i64) -> i64
  func.call @printI64(%r5) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r6 = func.call @f9(%x) : (i64) -> i64
  func.call @printI64(%r6) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r7 = func.call @f2(%x) : (i64) -> i64
  func.call @printI64(%r7) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r8 = func.call @f10(%x) : (i64) -> i64
  func.call @printI64(%r8) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r9 = func.call @f4(%x) : (i64) -> i64
  func.call @printI64(%r9) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r10 = func.call @f8(%x) : (i64) -> i64
  func.call @printI64(%r10) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r11 = func.call @f6(%x) : (i64) -> i64
  func.call @printI64(%r11) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: {{^}}32032{{$}}
// CHECK-NEXT: {{^}}7007{{$}}
// CHECK-NEXT: {{^}}128128{{$}}
// CHECK-NEXT: {{^}}16016{{$}}
// CHECK-NEXT: {{^}}56056{{$}}
// CHECK-NEXT: {{^}}8008{{$}}
// CHECK-NEXT: {{^}}88088{{$}}
// CHECK-NEXT: {{^}}11011{{$}}
// CHECK-NEXT: {{^}}107107{{$}}
// CHECK-NEXT: {{^}}23023{{$}}
// CHECK-NEXT: {{^}}71071{{$}}
// CHECK-NEXT: {{^}}43043{{$}}
