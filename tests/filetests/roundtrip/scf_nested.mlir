// RUN: memref-opt %s | filecheck %s
func.func @nest(%n: index, %m: memref<?x?xf32>, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %inner = scf.for %j = %c0 to %n step %c1 iter_args(%a2 = %acc) -> (f32) {
      %v = scf.if %c -> (f32) {
        %l = memref.load %m[%i, %j] : memref<?x?xf32>
        scf.yield %l : f32
      } else {
        scf.yield %z : f32
      }
      %s = arith.addf %a2, %v : f32
      scf.yield %s : f32
    }
    scf.yield %inner : f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT: func.func @nest(%arg0: index, %arg1: memref<?x?xf32>, %arg2: i1) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %1 = scf.for %arg5 = %c0 to %arg0 step %c1 iter_args(%arg6 = %arg4) -> (f32) {
// CHECK-NEXT: %2 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: %4 = memref.load %arg1[%arg3, %arg5] : memref<?x?xf32>
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.addf %arg6, %2 : f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
