// arith.divsi on i1: true / true is -1 / -1, computed in a wider register (1, truncated to
// true), as mlir-runner prints it (upstream's Arith/divide integration test); no overflow
// error, unlike -128 / -1 on i8 and wider, where the target traps.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: {{^1$}}
func.func @div(%a: i1, %b: i1) -> i1 {
  %r = arith.divsi %a, %b : i1
  return %r : i1
}
func.func @main() {
  %t = arith.constant true
  %r = call @div(%t, %t) : (i1, i1) -> i1
  vector.print %r : i1
  return
}
