// bufferization.dealloc_tensor in both engines. On tensor values (--no-bufferize) it frees
// nothing: the engines own tensor storage (value semantics). Bufferized, it is a memref.dealloc
// of the tensor's buffer, so memref-run runs the program without the deallocation pipeline
// (upstream's pipeline rejects a program that frees its own memory: "memory free side-effect
// on MemRef value not supported!"); the printed values are the program's.
// RUN: memref-run %s --no-bufferize --no-pipeline | filecheck %s
// RUN: memref-run %s --no-bufferize --no-pipeline --engine=interp | filecheck %s
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 3.5 : f32
  %g = arith.constant -2.0 : f32
  %t = tensor.from_elements %f, %g : tensor<2xf32>
  %v = tensor.extract %t[%c1] : tensor<2xf32>
  vector.print %v : f32
  %z = tensor.from_elements %f : tensor<f32>
  %w = tensor.extract %z[] : tensor<f32>
  bufferization.dealloc_tensor %t : tensor<2xf32>
  bufferization.dealloc_tensor %z : tensor<f32>
  vector.print %w : f32
  return
}
// CHECK: -2
// CHECK-NEXT: 3.5
