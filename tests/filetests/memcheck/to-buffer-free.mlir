// Freeing the buffer of a tensor (bufferization.to_buffer: owned by no one, storage of the run)
// is an invalid free in both engines.
// RUN: not memref-run %s 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// CHECK: to-buffer-free.mlir:13:3: error: invalid free (memref.dealloc) of a pointer that was never allocated (stack or global memory)
func.func @data() -> tensor<2xf32> {
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %t : tensor<2xf32>
}
func.func @main() {
  %t = call @data() : () -> tensor<2xf32>
  %m = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}
