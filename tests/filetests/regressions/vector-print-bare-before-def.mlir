// A bare `vector.print` (a newline) followed by an op with results, as mlir-opt prints after
// --convert-vector-to-scf: mlir-opt itself cannot parse it back ("expected ':'", taking the next
// result name for the print's source); we read the source only when a `:` follows it.
// RUN: memref-opt %s | filecheck %s
// RUN: memref-run %s | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --engine=interp | filecheck %s --check-prefix=OUT
// CHECK: vector.print{{$}}
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: vector.print %c1_i32 : i32
// OUT: {{^$}}
// OUT-NEXT: {{^1$}}
func.func @main() {
  vector.print
  %c = arith.constant 1 : i32
  vector.print %c : i32
  return
}
