// scf.index_switch picks the matching case region, else the default.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printComma()
func.func @pick(%c: index) -> i64 {
  %r = scf.index_switch %c -> i64
  case 2 {
    %v = arith.constant 20 : i64
    scf.yield %v : i64
  }
  case 5 {
    %v = arith.constant 50 : i64
    scf.yield %v : i64
  }
  default {
    %v = arith.constant -1 : i64
    scf.yield %v : i64
  }
  return %r : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %c7 step %c1 {
    %v = func.call @pick(%i) : (index) -> i64
    func.call @printI64(%v) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  return
}
// CHECK: -1, -1, 20, -1, -1, 50, -1,
