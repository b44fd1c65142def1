// The strides of a buffer with a zero size are the running product of the sizes after each
// dimension, 0 outside the zero (upstream's getMemRefDescriptorSizes; the interpreter used to
// count a zero as 1), static and dynamic, in both engines. Header lines as upstream
// mlir-runner 22.1.8 prints them (its data lines read past the empty buffer; ours print none).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: rank = 3 offset = 0 sizes = {{\[}}2, 0, 3] strides = {{\[}}0, 3, 1] data =
// CHECK: rank = 3 offset = 0 sizes = {{\[}}3, 0, 2] strides = {{\[}}0, 2, 1] data =
// CHECK: rank = 2 offset = 0 sizes = {{\[}}4, 0] strides = {{\[}}0, 1] data =
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<2x0x3xi32>
  %u = memref.cast %a : memref<2x0x3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %t = tensor.empty() : tensor<3x0x2xi32>
  %m = bufferization.to_buffer %t : tensor<3x0x2xi32> to memref<3x0x2xi32>
  %v = memref.cast %m : memref<3x0x2xi32> to memref<*xi32>
  call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  %c0 = arith.constant 0 : index
  %d = memref.alloc(%c0) : memref<4x?xi32>
  %w = memref.cast %d : memref<4x?xi32> to memref<*xi32>
  call @printMemrefI32(%w) : (memref<*xi32>) -> ()
  return
}
