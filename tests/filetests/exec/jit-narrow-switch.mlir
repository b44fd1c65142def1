// cf.switch on a narrow integer (held zero-extended by the JIT): negative case values match
// their bit patterns. The deallocation pipeline rejects cf.switch (as upstream's does), so
// this runs without it; i3 values 0..7 are 0, 1, 2, 3, -4, -3, -2, -1.
// RUN: memref-run %s --no-pipeline --engine=jit | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()
func.func @classify(%x: i3) -> i64 {
  cf.switch %x : i3, [
    default: ^d,
    -1: ^m1,
    3: ^three,
    -4: ^min
  ]
^d:
  %a = arith.constant 0 : i64
  return %a : i64
^m1:
  %b = arith.constant 1 : i64
  return %b : i64
^three:
  %c = arith.constant 2 : i64
  return %c : i64
^min:
  %d = arith.constant 3 : i64
  return %d : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i3
    %r = func.call @classify(%v) : (i3) -> i64
    func.call @printI64(%r) : (i64) -> ()
    func.call @printNewline() : () -> ()
  }
  return
}
// CHECK:      {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}2{{$}}
// CHECK-NEXT: {{^}}3{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}1{{$}}
