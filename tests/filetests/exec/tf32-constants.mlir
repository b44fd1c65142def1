// tf32 constants (19 bits, held as their bits in the interpreter), scalar and dense, widened at run
// time (no pipeline, so nothing folds): both engines give the values mlir-opt's own folds give
// (2.99976622E+10, 1.50023911E+20, which %g prints as below). Regression: the interpreter kept only 16 bits.
// RUN: memref-run %s --no-pipeline | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
// CHECK: 2.99977e+10
// CHECK-NEXT: ( 1.50024e+20, -2 )
func.func @main() {
  %a = arith.constant 3.0e10 : tf32
  %b = arith.constant dense<[1.5e20, -2.0]> : vector<2xtf32>
  %x = arith.extf %a : tf32 to f32
  vector.print %x : f32
  %y = arith.extf %b : vector<2xtf32> to vector<2xf32>
  vector.print %y : vector<2xf32>
  return
}
