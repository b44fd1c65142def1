// An entry function with arguments cannot be run: both engines say so in mlir-runner's words,
// at the function (the interpreter used to say "block expects 1 arguments, got 0"), also when
// the argument is a tensor (bufferized first).
// RUN: not memref-run %s 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
// RUN: not memref-run %s -e tensor_arg 2>&1 | filecheck %s --check-prefix=TENSOR
// RUN: not memref-run %s -e tensor_arg --engine=interp 2>&1 | filecheck %s --check-prefix=TENSOR

// CHECK: entry-with-arguments.mlir:10:1: error: JIT can't invoke a main function expecting arguments
func.func @main(%a: i32) {
  return
}

// TENSOR: entry-with-arguments.mlir:15:1: error: JIT can't invoke a main function expecting arguments
func.func @tensor_arg(%t: tensor<2xf32>) {
  return
}
