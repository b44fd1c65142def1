// Loads from the buffer of a constant tensor run: the pipeline's canonicalize makes each load a
// tensor.extract of the constant (LoadOfToBuffer) and folds it, and the unused to_buffer goes;
// the expected lines are upstream mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[[1.5, -2.0, 3.25], [4.0, 5.5, -6.75]]> : tensor<2x3xf32>
  %m = bufferization.to_buffer %t read_only : tensor<2x3xf32> to memref<2x3xf32>
  %a = memref.load %m[%c0, %c1] : memref<2x3xf32>
  %b = memref.load %m[%c1, %c2] : memref<2x3xf32>
  vector.print %a : f32
  vector.print %b : f32
  %s = arith.constant dense<7> : tensor<4xi32>
  %n = bufferization.to_buffer %s : tensor<4xi32> to memref<4xi32>
  %x = memref.load %n[%c2] : memref<4xi32>
  vector.print %x : i32
  return
}
// CHECK: -2
// CHECK-NEXT: -6.75
// CHECK-NEXT: 7
