// RUN: memref-opt %s | filecheck %s
func.func @cmp(%a: i32, %b: i32, %x: f32, %y: f32, %m: memref<4xf32>, %n: memref<4xf32>) -> memref<4xf32> {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi "uge", %a, %b : i32
  %10 = arith.cmpf oeq, %x, %y : f32
  %11 = arith.cmpf olt, %x, %y fastmath<nnan> : f32
  %12 = arith.cmpf uno, %x, %y : f32
  %13 = arith.cmpf true, %x, %y : f32
  %14 = arith.cmpf false, %x, %y : f32
  %15 = arith.cmpf une, %x, %y : f32
  %16 = arith.select %0, %a, %b : i32
  %17 = arith.select %10, %m, %n : memref<4xf32>
  return %17 : memref<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @cmp(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: memref<4xf32>, %arg5: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.cmpf oeq, %arg2, %arg3 : f32
// CHECK-NEXT: %11 = arith.cmpf olt, %arg2, %arg3 fastmath<nnan> : f32
// CHECK-NEXT: %12 = arith.cmpf uno, %arg2, %arg3 : f32
// CHECK-NEXT: %13 = arith.cmpf true, %arg2, %arg3 : f32
// CHECK-NEXT: %14 = arith.cmpf false, %arg2, %arg3 : f32
// CHECK-NEXT: %15 = arith.cmpf une, %arg2, %arg3 : f32
// CHECK-NEXT: %16 = arith.select %0, %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.select %10, %arg4, %arg5 : memref<4xf32>
// CHECK-NEXT: return %17 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
