// tensor.pad run by memref-run in both engines (bufferized as mlir-opt 22 does, and on tensor
// values with --no-pipeline in the interpreter): static and dynamic padding, a body using the
// indices, a zero-size source, a pad whose source is written after. Expected output:
// upstream's chain (scripts/upstream-run-tensor.sh).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @show(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @show_i(%t: tensor<?x?xi64>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

func.func @pad_dynamic(%t: tensor<?x?xf32>, %l: index, %h: index) -> tensor<?x?xf32> {
  %cst = arith.constant -1.0 : f32
  %p = tensor.pad %t low[%l, 1] high[1, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

func.func @pad_indices(%t: tensor<2x2xi64>) -> tensor<4x3xi64> {
  %p = tensor.pad %t low[1, 0] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %j : index
    %s = arith.addi %k, %i : index
    %v = arith.index_cast %s : index to i64
    %n = arith.subi %v, %v : i64
    %m = arith.subi %n, %v : i64
    tensor.yield %m : i64
  } : tensor<2x2xi64> to tensor<4x3xi64>
  return %p : tensor<4x3xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %src = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %d = tensor.cast %src : tensor<2x3xf32> to tensor<?x?xf32>
  %p = func.call @pad_dynamic(%d, %c2, %c0) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  func.call @show(%p) : (tensor<?x?xf32>) -> ()
  // A zero-size source: all padding.
  %e0 = tensor.extract_slice %d[0, 0] [0, 3] [1, 1] : tensor<?x?xf32> to tensor<0x3xf32>
  %e = tensor.cast %e0 : tensor<0x3xf32> to tensor<?x?xf32>
  %pe = func.call @pad_dynamic(%e, %c1, %c1) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  func.call @show(%pe) : (tensor<?x?xf32>) -> ()
  // The pad reads the source before it is overwritten.
  %f = arith.constant 9.0 : f32
  %w = tensor.insert %f into %d[%c0, %c0] : tensor<?x?xf32>
  func.call @show(%w) : (tensor<?x?xf32>) -> ()
  func.call @show(%p) : (tensor<?x?xf32>) -> ()
  %isrc = arith.constant dense<[[7, 8], [9, 10]]> : tensor<2x2xi64>
  %pi = func.call @pad_indices(%isrc) : (tensor<2x2xi64>) -> tensor<4x3xi64>
  %pid = tensor.cast %pi : tensor<4x3xi64> to tensor<?x?xi64>
  func.call @show_i(%pid) : (tensor<?x?xi64>) -> ()
  return
}

// CHECK: rank = 2 offset = 0 sizes = [5, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}-1,   -1,   -1,   -1],
// CHECK-NEXT:  [-1,   -1,   -1,   -1],
// CHECK-NEXT:  [-1,   1,   2,   3],
// CHECK-NEXT:  [-1,   4,   5,   6],
// CHECK-NEXT:  [-1,   -1,   -1,   -1]]
// CHECK: rank = 2 offset = 0 sizes = [2, 5] strides = [5, 1] data =
// CHECK-NEXT: {{\[\[}}-1,   -1,   -1,   -1,   -1],
// CHECK-NEXT:  [-1,   -1,   -1,   -1,   -1]]
// CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}9,   2,   3],
// CHECK-NEXT:  [4,   5,   6]]
// CHECK: rank = 2 offset = 0 sizes = [5, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}-1,   -1,   -1,   -1],
// CHECK-NEXT:  [-1,   -1,   -1,   -1],
// CHECK-NEXT:  [-1,   1,   2,   3],
// CHECK-NEXT:  [-1,   4,   5,   6],
// CHECK-NEXT:  [-1,   -1,   -1,   -1]]
// CHECK: rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   0,   0],
// CHECK-NEXT:  [7,   8,   -3],
// CHECK-NEXT:  [9,   10,   -6],
// CHECK-NEXT:  [-3,   -6,   -9]]
