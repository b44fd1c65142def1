// A layout map that is not strided (here with `mod`) cannot be executed: a located error in
// both engines, as upstream's LLVM lowering refuses it.
// RUN: not memref-run %s --engine=jit 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
#m = affine_map<(d0, d1) -> (d0 mod 2 + d1)>
func.func private @printF32(f32)
func.func @main() {
  %a = memref.alloc() : memref<3x4xf32, #m>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%c0, %c0] : memref<3x4xf32, #m>
  %v = memref.load %a[%c0, %c0] : memref<3x4xf32, #m>
  func.call @printF32(%v) : (f32) -> ()
  return
}
// CHECK: layout-not-strided.mlir:8:8: error: a memref layout map that is not strided is not supported
