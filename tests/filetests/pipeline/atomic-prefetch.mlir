// RUN: memref-opt %s --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' | filecheck %s
// memref.atomic_rmw and memref.prefetch read and write their memref (declared effects): the
// pipeline frees the buffer after them, as upstream's.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xf32>
  memref.prefetch %m[%c0], read, locality<3>, data : memref<4xf32>
  %f = arith.constant 1.0 : f32
  %r = memref.atomic_rmw addf %f, %m[%c1] : (f32, memref<4xf32>) -> f32
  %n = memref.alloc() : memref<4xi32>
  %one = arith.constant 1 : i32
  %s = memref.atomic_rmw maxs %one, %n[%c1] : (i32, memref<4xi32>) -> i32
  memref.prefetch %n[%c0], write, locality<0>, instr : memref<4xi32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.prefetch %alloc[%c0], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT: %0 = memref.atomic_rmw addf %cst, %alloc[%c1] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi32>
// CHECK-NEXT: %1 = memref.atomic_rmw maxs %c1_i32, %alloc_0[%c1] : (i32, memref<4xi32>) -> i32
// CHECK-NEXT: memref.prefetch %alloc_0[%c0], write, locality<0>, instr : memref<4xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
