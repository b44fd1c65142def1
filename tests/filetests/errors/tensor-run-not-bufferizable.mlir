// A tensor program memref-run cannot bufferize (elementwise arith on tensors, which upstream's
// tensor chain turns into linalg first) is a located error with a note naming --no-bufferize,
// which runs the tensor values directly (the interpreter computes elementwise arith).
// RUN: not memref-run %s 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// RUN: memref-run %s --no-bufferize --engine=interp | filecheck %s --check-prefix=TENSOR
func.func @main() {
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<[1.0, 2.5]> : tensor<2xf32>
  %b = arith.addf %a, %a : tensor<2xf32>
  %x = tensor.extract %b[%c1] : tensor<2xf32>
  vector.print %x : f32
  return
}
// CHECK: tensor-run-not-bufferizable.mlir:10:8: error: op was not bufferized
// CHECK: memref-run: note: the program has tensor semantics and is bufferized (one-shot-bufferize{bufferize-function-boundaries}) before the deallocation pipeline; --no-bufferize runs it on tensor values
// TENSOR: 5
