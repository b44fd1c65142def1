// memref.atomic_rmw and memref.generic_atomic_rmw are checked as a load and a store: an index
// out of bounds, a freed buffer, and a freed buffer under generic_atomic_rmw are located
// errors in both engines (the JIT with --check-bounds). A prefetch out of bounds is a hint and
// accesses nothing.
// RUN: not memref-run %s --no-pipeline --check-bounds -e oob 2>&1 | filecheck %s --check-prefix=OOB
// RUN: not memref-run %s --no-pipeline --engine=interp -e oob 2>&1 | filecheck %s --check-prefix=OOB
// RUN: not memref-run %s --no-pipeline --check-bounds -e freed 2>&1 | filecheck %s --check-prefix=FREED
// RUN: not memref-run %s --no-pipeline --engine=interp -e freed 2>&1 | filecheck %s --check-prefix=FREED
// RUN: not memref-run %s --no-pipeline --check-bounds -e generic 2>&1 | filecheck %s --check-prefix=GENERIC
// RUN: not memref-run %s --no-pipeline --engine=interp -e generic 2>&1 | filecheck %s --check-prefix=GENERIC
// OOB: atomic-rmw-bounds.mlir:21:8: error: index 4 out of bounds for dimension 0 of size 4
// FREED: atomic-rmw-bounds.mlir:32:8: error: access to freed memory (use after free)
// GENERIC: atomic-rmw-bounds.mlir:40:8: error: index -1 out of bounds for dimension 1 of size 3
func.func @oob() {
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<4xi32>
  %keep = memref.alloc() : memref<64xi32>
  %v = arith.constant 1 : i32
  // A hint: not checked.
  memref.prefetch %m[%c4], read, locality<3>, data : memref<4xi32>
  %r = memref.atomic_rmw addi %v, %m[%c4] : (i32, memref<4xi32>) -> i32
  memref.dealloc %m : memref<4xi32>
  memref.dealloc %keep : memref<64xi32>
  return
}
func.func @freed() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  %keep = memref.alloc() : memref<64xf32>
  memref.dealloc %m : memref<4xf32>
  %v = arith.constant 1.0 : f32
  %r = memref.atomic_rmw maxnumf %v, %m[%c0] : (f32, memref<4xf32>) -> f32
  memref.dealloc %keep : memref<64xf32>
  return
}
func.func @generic() {
  %c0 = arith.constant 0 : index
  %m1 = arith.constant -1 : index
  %m = memref.alloc() : memref<2x3xi64>
  %r = memref.generic_atomic_rmw %m[%c0, %m1] : memref<2x3xi64> {
  ^bb0(%cur: i64):
    memref.atomic_yield %cur : i64
  }
  memref.dealloc %m : memref<2x3xi64>
  return
}
