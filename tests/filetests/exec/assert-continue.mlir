// --assert=continue: a failed cf.assert prints its message and a newline on the program's
// output and the run goes on (upstream's cf.assert lowering without abort calls puts with the
// message, as its runtime-verification tests run it); the default stops at the first failure
// with a located error.
// RUN: memref-run %s --assert=continue | filecheck %s
// RUN: memref-run %s --assert=continue --engine=interp | filecheck %s
// RUN: memref-run %s --assert=continue --no-pipeline --check-bounds | filecheck %s
// RUN: not memref-run %s 2>&1 | filecheck %s --check-prefix=STOP
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s --check-prefix=STOP
// RUN: not memref-run %s --assert=maybe 2>&1 | filecheck %s --check-prefix=BAD
func.func private @printI64(i64)
func.func private @printNewline()
func.func @check(%x: i64) {
  %c0 = arith.constant 0 : i64
  %ok = arith.cmpi sge, %x, %c0 : i64
  cf.assert %ok, "x must not be negative"
  return
}
func.func @main() {
  %c1 = arith.constant 1 : i64
  %m1 = arith.constant -1 : i64
  func.call @printI64(%c1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @check(%m1) : (i64) -> ()
  func.call @check(%c1) : (i64) -> ()
  %f = arith.constant false
  cf.assert %f, "second failure, then on"
  func.call @printI64(%m1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: 1
// CHECK-NEXT: x must not be negative
// CHECK-NEXT: second failure, then on
// CHECK-NEXT: -1
// CHECK-NOT: {{.}}

// (The located error is on stderr, before the output.)
// STOP: assert-continue.mlir:16:3: error: assertion failed: x must not be negative
// STOP-NOT: second failure

// BAD: memref-run: invalid --assert value 'maybe' (stop, continue)
