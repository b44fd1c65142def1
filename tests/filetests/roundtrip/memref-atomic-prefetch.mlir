// RUN: memref-opt %s | filecheck %s
// memref.atomic_rmw of every kind (keyword and string forms, generic form with its i64
// `kind`), memref.generic_atomic_rmw with memref.atomic_yield, memref.prefetch in all four
// specifier combinations and in generic form.
func.func @atomics(%m: memref<4x?xf32>, %n: memref<8xi32>, %z: memref<i64>, %i: index, %j: index, %f: f32, %x: i32, %y: i64) {
  %0 = memref.atomic_rmw addf %f, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %f, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %2 = memref.atomic_rmw minimumf %f, %m[%i, %j] {tag} : (f32, memref<4x?xf32>) -> f32
  %3 = memref.atomic_rmw mulf %f, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %4 = memref.atomic_rmw maxnumf %f, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %5 = memref.atomic_rmw minnumf %f, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %6 = memref.atomic_rmw "assign" %f, %m[%i, %j] : (f32, memref<4x?xf32>) -> f32
  %7 = memref.atomic_rmw addi %x, %n[%i] : (i32, memref<8xi32>) -> i32
  %8 = memref.atomic_rmw maxs %x, %n[%i] : (i32, memref<8xi32>) -> i32
  %9 = memref.atomic_rmw maxu %x, %n[%i] : (i32, memref<8xi32>) -> i32
  %10 = memref.atomic_rmw mins %x, %n[%i] : (i32, memref<8xi32>) -> i32
  %11 = memref.atomic_rmw minu %x, %n[%i] : (i32, memref<8xi32>) -> i32
  %12 = memref.atomic_rmw muli %x, %n[%i] : (i32, memref<8xi32>) -> i32
  %13 = memref.atomic_rmw ori %x, %n[%i] : (i32, memref<8xi32>) -> i32
  %14 = memref.atomic_rmw andi %x, %n[%i] : (i32, memref<8xi32>) -> i32
  %15 = memref.atomic_rmw xori %x, %n[%i] : (i32, memref<8xi32>) -> i32
  %16 = memref.atomic_rmw assign %y, %z[] : (i64, memref<i64>) -> i64
  %17 = "memref.atomic_rmw"(%x, %n, %i) <{kind = 7 : i64}> : (i32, memref<8xi32>, index) -> i32
  %18 = memref.generic_atomic_rmw %m[%i, %j] : memref<4x?xf32> {
  ^bb0(%cur: f32):
    %c1 = arith.constant 1.0 : f32
    %inc = arith.addf %c1, %cur : f32
    memref.atomic_yield %inc : f32
  }
  %19 = memref.generic_atomic_rmw %z[] : memref<i64> {
  ^bb0(%cur: i64):
    memref.atomic_yield %cur : i64
  } {note = 1 : i32}
  %20 = "memref.generic_atomic_rmw"(%n, %i) ({
  ^bb0(%cur: i32):
    %s = arith.addi %cur, %x : i32
    "memref.atomic_yield"(%s) : (i32) -> ()
  }) : (memref<8xi32>, index) -> i32
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<4x?xf32>
  memref.prefetch %n[%i], read, locality<1>, instr : memref<8xi32>
  memref.prefetch %z[], write, locality<2>, data : memref<i64>
  "memref.prefetch"(%n, %i) <{isDataCache = true, isWrite = true, localityHint = 2 : i32}> : (memref<8xi32>, index) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @atomics(%arg0: memref<4x?xf32>, %arg1: memref<8xi32>, %arg2: memref<i64>, %arg3: index, %arg4: index, %arg5: f32, %arg6: i32, %arg7: i64) {
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg5, %arg0[%arg3, %arg4] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw maximumf %arg5, %arg0[%arg3, %arg4] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT: %2 = memref.atomic_rmw minimumf %arg5, %arg0[%arg3, %arg4] {tag} : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT: %3 = memref.atomic_rmw mulf %arg5, %arg0[%arg3, %arg4] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT: %4 = memref.atomic_rmw maxnumf %arg5, %arg0[%arg3, %arg4] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT: %5 = memref.atomic_rmw minnumf %arg5, %arg0[%arg3, %arg4] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT: %6 = memref.atomic_rmw assign %arg5, %arg0[%arg3, %arg4] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT: %7 = memref.atomic_rmw addi %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %8 = memref.atomic_rmw maxs %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %9 = memref.atomic_rmw maxu %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %10 = memref.atomic_rmw mins %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %11 = memref.atomic_rmw minu %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %12 = memref.atomic_rmw muli %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %13 = memref.atomic_rmw ori %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %14 = memref.atomic_rmw andi %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %15 = memref.atomic_rmw xori %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %16 = memref.atomic_rmw assign %arg7, %arg2[] : (i64, memref<i64>) -> i64
// CHECK-NEXT: %17 = memref.atomic_rmw maxu %arg6, %arg1[%arg3] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %18 = memref.generic_atomic_rmw %arg0[%arg3, %arg4] : memref<4x?xf32> {
// CHECK-NEXT: ^bb0(%arg8: f32):
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %21 = arith.addf %cst, %arg8 : f32
// CHECK-NEXT: memref.atomic_yield %21 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %19 = memref.generic_atomic_rmw %arg2[] : memref<i64> {
// CHECK-NEXT: ^bb0(%arg8: i64):
// CHECK-NEXT: memref.atomic_yield %arg8 : i64
// CHECK-NEXT: } {note = 1 : i32}
// CHECK-NEXT: %20 = memref.generic_atomic_rmw %arg1[%arg3] : memref<8xi32> {
// CHECK-NEXT: ^bb0(%arg8: i32):
// CHECK-NEXT: %21 = arith.addi %arg8, %arg6 : i32
// CHECK-NEXT: memref.atomic_yield %21 : i32
// CHECK-NEXT: }
// CHECK-NEXT: memref.prefetch %arg0[%arg3, %arg4], read, locality<3>, data : memref<4x?xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg3, %arg4], write, locality<0>, instr : memref<4x?xf32>
// CHECK-NEXT: memref.prefetch %arg1[%arg3], read, locality<1>, instr : memref<8xi32>
// CHECK-NEXT: memref.prefetch %arg2[], write, locality<2>, data : memref<i64>
// CHECK-NEXT: memref.prefetch %arg1[%arg3], write, locality<2>, data : memref<8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
