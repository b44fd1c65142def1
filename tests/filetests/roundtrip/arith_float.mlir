// RUN: memref-opt %s | filecheck %s
func.func @floats(%x: f32, %y: f32, %d: f64) -> f32 {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %0, %y fastmath<contract,reassoc> : f32
  %2 = arith.mulf %1, %y fastmath<fast> : f32
  %3 = arith.divf %2, %y : f32
  %4 = arith.remf %3, %y : f32
  %5 = arith.maximumf %4, %y : f32
  %6 = arith.minimumf %5, %y : f32
  %7 = arith.maxnumf %6, %y : f32
  %8 = arith.minnumf %7, %y : f32
  %9 = arith.negf %8 fastmath<nnan,ninf> : f32
  %10 = arith.addf %d, %d : f64
  return %9 : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @floats(%arg0: f32, %arg1: f32, %arg2: f64) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %0, %arg1 fastmath<reassoc,contract> : f32
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %3 = arith.divf %2, %arg1 : f32
// CHECK-NEXT: %4 = arith.remf %3, %arg1 : f32
// CHECK-NEXT: %5 = arith.maximumf %4, %arg1 : f32
// CHECK-NEXT: %6 = arith.minimumf %5, %arg1 : f32
// CHECK-NEXT: %7 = arith.maxnumf %6, %arg1 : f32
// CHECK-NEXT: %8 = arith.minnumf %7, %arg1 : f32
// CHECK-NEXT: %9 = arith.negf %8 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %10 = arith.addf %arg2, %arg2 : f64
// CHECK-NEXT: return %9 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
