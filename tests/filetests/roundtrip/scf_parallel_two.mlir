// RUN: memref-opt %s | filecheck %s
func.func @p(%n: index, %m: memref<?xf32>, %init: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init, %init) -> (f32, f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v, %v : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      %s = arith.maximumf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}

// CHECK: module {
// CHECK-NEXT: func.func @p(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) init (%arg2, %arg2) -> (f32, f32) {
// CHECK-NEXT: %1 = memref.load %arg1[%arg3] : memref<?xf32>
// CHECK-NEXT: scf.reduce(%1, %1 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = arith.maximumf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
