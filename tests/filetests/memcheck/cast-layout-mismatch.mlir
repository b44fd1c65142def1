// A memref.cast from a dynamic layout to a static one asserts the static strides and offset
// (upstream: undefined behaviour when they do not hold). Both engines check them as they check
// static sizes, and stop with a located error (the JIT did not check casts: its accesses went
// through the wrong layout); a unit dimension's stride is never used, so it may differ.
// Without the pipeline: canonicalize folds these casts away.
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=jit 2>&1 | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off --engine=interp -e unit_dim | filecheck %s --check-prefix=UNIT
// RUN: memref-run %s --no-pipeline --leak-check=off --engine=jit -e unit_dim | filecheck %s --check-prefix=UNIT
func.func private @printF32(f32)
func.func @main() {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4x8xf32>
  %s = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %d = memref.cast %s : memref<4x4xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %e = memref.cast %d : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<4x4xf32, strided<[4, 1]>>
  %v = memref.load %e[%c1, %c1] : memref<4x4xf32, strided<[4, 1]>>
  func.call @printF32(%v) : (f32) -> ()
  return
}
// CHECK: cast-layout-mismatch.mlir:16:8: error: memref.cast to an incompatible layout (actual offset 0, strides [8, 1])
func.func @unit_dim() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2x8xf32>
  %f = arith.constant 2.5 : f32
  memref.store %f, %a[%c0, %c0] : memref<2x8xf32>
  %s = memref.subview %a[0, 0] [1, 4] [1, 1] : memref<2x8xf32> to memref<1x4xf32, strided<[8, 1]>>
  %d = memref.cast %s : memref<1x4xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %e = memref.cast %d : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<1x4xf32>
  %v = memref.load %e[%c0, %c0] : memref<1x4xf32>
  func.call @printF32(%v) : (f32) -> ()
  return
}
// UNIT: 2.5
