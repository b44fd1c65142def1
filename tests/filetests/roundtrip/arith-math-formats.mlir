// Arith and math ops parsed and printed by their declared formats (binary, unary, fma, casts with
// overflow / rounding mode / fastmath, the extended-arithmetic ops), as upstream prints them.
// RUN: memref-opt %s | filecheck %s
// CHECK: arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK: arith.truncf %{{.*}} to_nearest_even fastmath<afn> : f32 to f16
// CHECK: arith.addui_extended %arg4, %arg4 : vector<4xi32>, vector<4xi1>
func.func @ok(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xi32>, %d: f64) -> (i32, f16) {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.divsi %0, %b : i32
  %2 = arith.addf %f, %g fastmath<fast> : f32
  %3 = arith.negf %2 fastmath<nnan> : f32
  %4 = math.fma %3, %f, %g fastmath<contract> : f32
  %5 = arith.truncf %4 to_nearest_even fastmath<afn> : f32 to f16
  %6 = arith.extf %5 fastmath<nnan> : f16 to f32
  %7 = arith.trunci %0 overflow<nsw> : i32 to i16
  %8:2 = arith.mului_extended %a, %b : i32
  %9, %10 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %11 = math.absi %a : i32
  %12 = math.powf %f, %g : f32
  %13 = arith.index_cast %a {foo} : i32 to index
  %14 = arith.truncf %d : f64 to f16
  return %1, %14 : i32, f16
}
