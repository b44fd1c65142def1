// Extended arithmetic on i1 (a 0/1 byte in the JIT): every pair of operands; expected
// output from upstream mlir-runner.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=jit | filecheck %s
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()
func.func @pb(%x: i1) {
  %e = arith.extui %x : i1 to i64
  call @printI64(%e) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
// Every i1 pair through the three extended ops: sum and carry, low and high halves.
func.func @main() {
  %f = arith.constant false
  %t = arith.constant true
  %vals = memref.alloca() : memref<2xi1>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %f, %vals[%c0] : memref<2xi1>
  memref.store %t, %vals[%c1] : memref<2xi1>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %a = memref.load %vals[%i] : memref<2xi1>
      %b = memref.load %vals[%j] : memref<2xi1>
      %s, %c = arith.addui_extended %a, %b : i1, i1
      %l, %h = arith.mului_extended %a, %b : i1
      %l2, %h2 = arith.mulsi_extended %a, %b : i1
      func.call @pb(%s) : (i1) -> ()
      func.call @pb(%c) : (i1) -> ()
      func.call @pb(%l) : (i1) -> ()
      func.call @pb(%h) : (i1) -> ()
      func.call @pb(%l2) : (i1) -> ()
      func.call @pb(%h2) : (i1) -> ()
      func.call @printNewline() : () -> ()
    }
  }
  return
}
// CHECK:      {{^}}0, 0, 0, 0, 0, 0, {{$}}
// CHECK-NEXT: {{^}}1, 0, 0, 0, 0, 0, {{$}}
// CHECK-NEXT: {{^}}1, 0, 0, 0, 0, 0, {{$}}
// CHECK-NEXT: {{^}}0, 1, 1, 0, 1, 0, {{$}}
