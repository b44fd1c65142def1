// vector.print of every element kind and form: nested vectors, 0-D, i1 as 0/1, index unsigned,
// signed i8, f16 widened (2.5e10 overflows to inf), an f64 scalar, str (no newline), punctuation;
// the expected lines are mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: ( ( 1.5, 2 ), ( 3.25, -0 ) )
// CHECK-NEXT: ( 7 )
// CHECK-NEXT: ( 1, 0 )
// CHECK-NEXT: ( 18446744073709551615, 2 )
// CHECK-NEXT: ( -1, 2 )
// CHECK-NEXT: ( 1.09961, inf )
// CHECK-NEXT: 1e+20
// CHECK-NEXT: hellox
// CHECK-NEXT: {{^}}( 1e+20,  ){{$}}
func.func @main() {
  %v = arith.constant dense<[[1.5, 2.0], [3.25, -0.0]]> : vector<2x2xf32>
  vector.print %v : vector<2x2xf32>
  %z = arith.constant dense<7> : vector<i32>
  vector.print %z : vector<i32>
  %b = arith.constant dense<[true, false]> : vector<2xi1>
  vector.print %b : vector<2xi1>
  %i = arith.constant dense<[-1, 2]> : vector<2xindex>
  vector.print %i : vector<2xindex>
  %u = arith.constant dense<[-1, 2]> : vector<2xi8>
  vector.print %u : vector<2xi8>
  %h = arith.constant dense<[1.1, 2.5e10]> : vector<2xf16>
  vector.print %h : vector<2xf16>
  %f = arith.constant 1.0e20 : f64
  vector.print %f : f64
  vector.print str "hello"
  vector.print str "x\n"
  vector.print punctuation <open>
  vector.print %f : f64 punctuation <comma>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  return
}
