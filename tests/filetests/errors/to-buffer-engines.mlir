// The buffer of a tensor (bufferization.to_buffer) is a copy owned by the run in both engines:
// a write through it does not change the tensor (value semantics), and freeing it is an
// invalid free (its result is owned by no one: memcheck/to-buffer-free.mlir), never a crash.
// Without the pipeline: canonicalize would make the load a tensor.extract (upstream's
// pattern; the write is undefined behaviour upstream).
// RUN: memref-run %s --no-pipeline | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
func.func @data() -> tensor<2xf32> {
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %t : tensor<2xf32>
}
func.func @main() {
  %t = call @data() : () -> tensor<2xf32>
  %m = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  %c0 = arith.constant 0 : index
  %five = arith.constant 5.0 : f32
  memref.store %five, %m[%c0] : memref<2xf32>
  %e = tensor.extract %t[%c0] : tensor<2xf32>
  vector.print %e : f32
  %x = memref.load %m[%c0] : memref<2xf32>
  vector.print %x : f32
  return
}
// CHECK: 1
// CHECK-NEXT: 5
