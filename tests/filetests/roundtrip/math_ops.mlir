// RUN: memref-opt %s | filecheck %s
func.func @math(%x: f32, %y: f32, %z: f32, %a: i32, %v: vector<4xf32>) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.rsqrt %0 : f32
  %2 = math.exp %1 fastmath<fast> : f32
  %3 = math.log %2 : f32
  %4 = math.sin %3 : f32
  %5 = math.cos %4 : f32
  %6 = math.tanh %5 : f32
  %7 = math.absf %6 : f32
  %8 = math.absi %a : i32
  %9 = math.powf %7, %y : f32
  %10 = math.fma %9, %y, %z fastmath<contract> : f32
  %11 = math.floor %10 : f32
  %12 = math.ceil %11 : f32
  %13 = math.copysign %12, %y : f32
  %14 = math.exp %v : vector<4xf32>
  return %13 : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @math(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: vector<4xf32>) -> f32 {
// CHECK-NEXT: %0 = math.sqrt %arg0 : f32
// CHECK-NEXT: %1 = math.rsqrt %0 : f32
// CHECK-NEXT: %2 = math.exp %1 fastmath<fast> : f32
// CHECK-NEXT: %3 = math.log %2 : f32
// CHECK-NEXT: %4 = math.sin %3 : f32
// CHECK-NEXT: %5 = math.cos %4 : f32
// CHECK-NEXT: %6 = math.tanh %5 : f32
// CHECK-NEXT: %7 = math.absf %6 : f32
// CHECK-NEXT: %8 = math.absi %arg3 : i32
// CHECK-NEXT: %9 = math.powf %7, %arg1 : f32
// CHECK-NEXT: %10 = math.fma %9, %arg1, %arg2 fastmath<contract> : f32
// CHECK-NEXT: %11 = math.floor %10 : f32
// CHECK-NEXT: %12 = math.ceil %11 : f32
// CHECK-NEXT: %13 = math.copysign %12, %arg1 : f32
// CHECK-NEXT: %14 = math.exp %arg4 : vector<4xf32>
// CHECK-NEXT: return %13 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
