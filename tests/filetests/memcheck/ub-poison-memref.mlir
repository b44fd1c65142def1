// A poison memref (upstream accepts the type) is a located error in both engines: they hold
// scalar poisons only.
// RUN: not memref-run %s --engine=jit 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// CHECK: ub-poison-memref.mlir:8:8: error: ub.poison of type 'memref<2xf32>' is not supported (scalar types only)
func.func @main() {
  %c0 = arith.constant 0 : index
  %m = ub.poison : memref<2xf32>
  %f = arith.constant 1.0 : f32
  memref.store %f, %m[%c0] : memref<2xf32>
  return
}
