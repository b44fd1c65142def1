// memref.dim with an index outside [0, rank) ends the run with a located error on both engines.
// RUN: not memref-run %s --no-pipeline --engine=jit 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
func.func @main() {
  %m = memref.alloc() : memref<4x5xf32>
  %c7 = arith.constant 7 : index
  %d = memref.dim %m, %c7 : memref<4x5xf32>
  memref.dealloc %m : memref<4x5xf32>
  return
}
// CHECK: dim-out-of-range.mlir:7:8: error: memref.dim index 7 out of range for rank 2
