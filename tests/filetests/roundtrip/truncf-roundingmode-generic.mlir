// arith.truncf's roundingmode is an i32 enum property, as upstream's generic form shows it
// (`roundingmode = 0 : i32`); it was an invented `#arith.roundingmode<...>` attribute that
// upstream cannot read, and upstream's generic output was rejected here.
// RUN: memref-opt %s --mlir-print-op-generic | filecheck %s
// CHECK: "arith.truncf"(%arg0) <{roundingmode = 0 : i32}> : (f64) -> f16
// CHECK: "arith.truncf"(%arg0) <{fastmath = #arith.fastmath<fast>, roundingmode = 3 : i32}> : (f64) -> f16
func.func @f(%d: f64) -> (f16, f16) {
  %0 = arith.truncf %d to_nearest_even : f64 to f16
  %1 = "arith.truncf"(%d) <{roundingmode = 3 : i32, fastmath = #arith.fastmath<fast>}> : (f64) -> f16
  return %0, %1 : f16, f16
}
