// Frees of an alloca, a global and an interior pointer are invalid frees.
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
memref.global "private" @g : memref<4xf32> = dense<0.0>
func.func @main() {
  %s = memref.alloca() : memref<4xf32>
  memref.dealloc %s : memref<4xf32>
  %g = memref.get_global @g : memref<4xf32>
  memref.dealloc %g : memref<4xf32>
  %raw = memref.alloc() : memref<64xi8>
  %c16 = arith.constant 16 : index
  %view = memref.view %raw[%c16][] : memref<64xi8> to memref<4xf32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %view : memref<4xf32> -> memref<f32>, index, index, index
  %p = memref.reinterpret_cast %base to offset: [0], sizes: [4], strides: [1] : memref<f32> to memref<4xf32>
  memref.dealloc %raw : memref<64xi8>
  return
}
// CHECK: invalid-frees.mlir:6:3: error: invalid free (memref.dealloc) of a pointer that was never allocated (stack or global memory)
// CHECK: invalid-frees.mlir:8:3: error: invalid free (memref.dealloc) of a pointer that was never allocated (stack or global memory)
// CHECK-NOT: leak
