// RUN: memref-opt %s | filecheck %s
func.func @casts(%a: i32, %i: index, %x: f32, %d: f64, %h: f16) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_castui %a : i32 to index
  %2 = arith.extsi %a : i32 to i64
  %3 = arith.extui %a : i32 to i64
  %4 = arith.trunci %a : i32 to i8
  %5 = arith.trunci %a overflow<nsw> : i32 to i16
  %6 = arith.sitofp %a : i32 to f32
  %7 = arith.uitofp %a : i32 to f64
  %8 = arith.fptosi %x : f32 to i32
  %9 = arith.fptoui %x : f32 to i64
  %10 = arith.extf %x : f32 to f64
  %11 = arith.extf %x fastmath<fast> : f32 to f64
  %12 = arith.truncf %d : f64 to f32
  %13 = arith.truncf %x to_nearest_even : f32 to f16
  %14 = arith.truncf %x downward fastmath<nnan> : f32 to f16
  %15 = arith.bitcast %a : i32 to f32
  %16 = arith.extf %h : f16 to f32
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: i32, %arg1: index, %arg2: f32, %arg3: f64, %arg4: f16) {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %1 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %2 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %3 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %4 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %5 = arith.trunci %arg0 overflow<nsw> : i32 to i16
// CHECK-NEXT: %6 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %7 = arith.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %8 = arith.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %9 = arith.fptoui %arg2 : f32 to i64
// CHECK-NEXT: %10 = arith.extf %arg2 : f32 to f64
// CHECK-NEXT: %11 = arith.extf %arg2 fastmath<fast> : f32 to f64
// CHECK-NEXT: %12 = arith.truncf %arg3 : f64 to f32
// CHECK-NEXT: %13 = arith.truncf %arg2 to_nearest_even : f32 to f16
// CHECK-NEXT: %14 = arith.truncf %arg2 downward fastmath<nnan> : f32 to f16
// CHECK-NEXT: %15 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %16 = arith.extf %arg4 : f16 to f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
