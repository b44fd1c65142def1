// Generic form: properties with default values (`fastmath`, `overflowFlags`) print even when
// the op does not set them, as upstream prints them (they used to be left out).
// RUN: memref-opt %s --mlir-print-op-generic | filecheck %s
func.func @f(%a: f32, %b: f32, %i: i32, %d: f64, %ix: index) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.cmpf olt, %a, %b : f32
  %2 = arith.maximumf %a, %b fastmath<nnan> : f32
  %3 = arith.negf %a : f32
  %4 = arith.extf %a : f32 to f64
  %5 = arith.truncf %d : f64 to f32
  %6 = math.sqrt %a : f32
  %7 = arith.addi %i, %i : i32
  %8 = arith.muli %i, %i overflow<nsw> : i32
  %9 = arith.cmpi slt, %i, %i : i32
  %10 = math.exp %a fastmath<fast> : f32
  %11 = arith.trunci %i : i32 to i16
  %12 = arith.shli %i, %i : i32
  %13 = math.absi %i : i32
  %14 = math.copysign %a, %b : f32
  %15 = arith.subi %ix, %ix : index
  %16 = arith.cmpf oeq, %a, %b fastmath<fast> : f32
  return %0 : f32
}
// CHECK: %0 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK: %1 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
// CHECK: %2 = "arith.maximumf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// CHECK: %3 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK: %4 = "arith.extf"(%arg0) : (f32) -> f64
// CHECK: %5 = "arith.truncf"(%arg3) : (f64) -> f32
// CHECK: %6 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// CHECK: %7 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK: %8 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// CHECK: %9 = "arith.cmpi"(%arg2, %arg2) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK: %10 = "math.exp"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
// CHECK: %11 = "arith.trunci"(%arg2) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
// CHECK: %12 = "arith.shli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK: %13 = "math.absi"(%arg2) : (i32) -> i32
// CHECK: %14 = "math.copysign"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK: %15 = "arith.subi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK: %16 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>, predicate = 1 : i64}> : (f32, f32) -> i1
