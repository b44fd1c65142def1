// No engine holds a tensor value: the buffer of a tensor (here one made from a memref by a
// cast, the only way to have a tensor at run time) is a located error in both engines; the JIT
// already refuses the tensor type, the interpreter refuses to_buffer.
// RUN: not memref-run %s --engine=jit --no-pipeline 2>&1 | filecheck %s --check-prefix=JIT
// RUN: not memref-run %s --engine=interp --no-pipeline 2>&1 | filecheck %s --check-prefix=INTERP
func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  %t = builtin.unrealized_conversion_cast %a : memref<2xf32> to tensor<2xf32>
  %m = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  memref.store %one, %m[%c0] : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}
// JIT: to-buffer-engines.mlir:8:8: error: type 'tensor<2xf32>' is not supported by the JIT engine
// INTERP: to-buffer-engines.mlir:9:8: error: 'bufferization.to_buffer' cannot be executed: tensors are not supported
