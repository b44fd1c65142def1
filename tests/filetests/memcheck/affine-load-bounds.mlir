// An affine.load or affine.store out of bounds is a located error at the affine op in both
// engines (the JIT with --check-bounds): -lower-affine gives its memref.load/store the affine
// op's location. The subscript map is applied first (%i + 2 at %i = 2 is index 4).
// RUN: not memref-run %s --check-bounds -e load 2>&1 | filecheck %s --check-prefix=LOAD
// RUN: not memref-run %s --engine=interp -e load 2>&1 | filecheck %s --check-prefix=LOAD
// RUN: not memref-run %s --check-bounds -e store 2>&1 | filecheck %s --check-prefix=STORE
// RUN: not memref-run %s --engine=interp -e store 2>&1 | filecheck %s --check-prefix=STORE
// LOAD: affine-load-bounds.mlir:15:10: error: index 4 out of bounds for dimension 0 of size 4
// STORE: affine-load-bounds.mlir:27:7: error: index -1 out of bounds for dimension 1 of size 3
func.func private @printF32(f32)
func.func @load() {
  %m = memref.alloc() : memref<4xf32>
  %s = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 3 iter_args(%acc = %s) -> f32 {
    %v = affine.load %m[%i + 2] : memref<4xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  call @printF32(%r) : (f32) -> ()
  return
}
func.func @store() {
  %m = memref.alloc() : memref<2x3xf32>
  %s = arith.constant 1.0 : f32
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      affine.store %s, %m[%i, %j - 1] : memref<2x3xf32>
    }
  }
  return
}
