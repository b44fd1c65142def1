// tensor.concat with dynamic sizes run by memref-run in both engines (bufferized as mlir-opt 22
// does, and on tensor values with --no-pipeline in the interpreter): along a dynamic and a
// static dimension, an empty input, the same input twice. Expected output: upstream's chain
// (scripts/upstream-run-tensor.sh).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @rows(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<1x?xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @cols(%a: tensor<?x?xf32>, %b: tensor<?x2xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(1) %a, %b, %a : (tensor<?x?xf32>, tensor<?x2xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %y = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %xd = tensor.cast %x : tensor<2x2xf32> to tensor<?x?xf32>
  %yd = tensor.cast %y : tensor<1x2xf32> to tensor<?x?xf32>
  %yc = tensor.cast %y : tensor<1x2xf32> to tensor<1x?xf32>
  %r = func.call @rows(%xd, %yd, %yc) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  func.call @show(%r) : (tensor<?x?xf32>) -> ()
  // An empty middle input.
  %e0 = tensor.extract_slice %xd[0, 0] [0, 2] [1, 1] : tensor<?x?xf32> to tensor<0x2xf32>
  %e = tensor.cast %e0 : tensor<0x2xf32> to tensor<?x?xf32>
  %r2 = func.call @rows(%xd, %e, %yc) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<1x?xf32>) -> tensor<?x?xf32>
  func.call @show(%r2) : (tensor<?x?xf32>) -> ()
  %x2 = tensor.cast %x : tensor<2x2xf32> to tensor<?x2xf32>
  %c = func.call @cols(%xd, %x2) : (tensor<?x?xf32>, tensor<?x2xf32>) -> tensor<?x?xf32>
  func.call @show(%c) : (tensor<?x?xf32>) -> ()
  return
}

// CHECK: rank = 2 offset = 0 sizes = [4, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}1,   2],
// CHECK-NEXT:  [3,   4],
// CHECK-NEXT:  [5,   6],
// CHECK-NEXT:  [5,   6]]
// CHECK: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}1,   2],
// CHECK-NEXT:  [3,   4],
// CHECK-NEXT:  [5,   6]]
// CHECK: rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}1,   2,   1,   2,   1,   2],
// CHECK-NEXT:  [3,   4,   3,   4,   3,   4]]
