// An op the JIT does not lower yet is a located error with a hint, never a crash.
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s
func.func @main() {
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  memref.dealloc %a : memref<2x3xf32>
  return
}
// CHECK: jit-unsupported.mlir:5:8: error: 'memref.collapse_shape' is not supported by the JIT engine yet; use --engine=interp
