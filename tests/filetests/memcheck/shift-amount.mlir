// A shift by the bit width or more (poison in MLIR) ends the run with a located error in both
// engines; the JIT used to shift by the amount modulo the width and run on. Constant amounts
// below the width are not checked at run time.
// RUN: not memref-run %s --engine=jit 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=jit | filecheck %s --check-prefix=OUT
// RUN: not memref-run %s --engine=interp | filecheck %s --check-prefix=OUT
// RUN: not memref-run %s --engine=jit -e wide 2>&1 | filecheck %s --check-prefix=WIDE
// RUN: not memref-run %s --engine=interp -e wide 2>&1 | filecheck %s --check-prefix=WIDE
// RUN: not memref-run %s --engine=jit -e narrow 2>&1 | filecheck %s --check-prefix=NARROW
// RUN: not memref-run %s --engine=interp -e narrow 2>&1 | filecheck %s --check-prefix=NARROW
func.func private @printI64(i64)
func.func private @printNewline()
func.func @shl(%a: i32, %s: i32) -> i32 {
  %r = arith.shli %a, %s : i32
  return %r : i32
}
// 1 << s for s = 30, 31, 32: the third faults.
func.func @main() {
  %c30 = arith.constant 30 : index
  %c33 = arith.constant 33 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  scf.for %i = %c30 to %c33 step %c1 {
    %s = arith.index_cast %i : index to i32
    %r = func.call @shl(%one, %s) : (i32, i32) -> i32
    %e = arith.extui %r : i32 to i64
    func.call @printI64(%e) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
// OUT:      {{^}}1073741824{{$}}
// OUT-NEXT: {{^}}2147483648{{$}}
// OUT-EMPTY:
// CHECK: shift-amount.mlir:15:8: error: shift amount 32 is not less than the bit width 32
// An amount with the top bit set is shown unsigned.
func.func @wide() {
  %a = arith.constant 5 : i64
  %s = arith.constant -1 : i64
  %r = arith.shrsi %a, %s : i64
  func.call @printI64(%r) : (i64) -> ()
  return
}
// WIDE: shift-amount.mlir:41:8: error: shift amount 18446744073709551615 is not less than the bit width 64
func.func @narrow() {
  %a = arith.constant 5 : i5
  %s = arith.constant 5 : i5
  %r = arith.shrui %a, %s : i5
  %e = arith.extui %r : i5 to i64
  func.call @printI64(%e) : (i64) -> ()
  return
}
// NARROW: shift-amount.mlir:49:8: error: shift amount 5 is not less than the bit width 5
