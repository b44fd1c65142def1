// An allocation shaped like a bufferization.alloc_tensor that copies a tensor takes its
// dynamic sizes from dims of the copied tensor (upstream's AllocTensorOp::getDynamicSize):
// here a loop's init, copied once for the return, is not read by the loop and gets a new
// allocation of the copied tensor's size.
// RUN: memref-opt %s --one-shot-bufferize | filecheck %s

func.func @loop_init_of_copy(%a: tensor<4x4xi64>, %x: i64) -> (tensor<?x4xi64>, tensor<?x4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = tensor.cast %a : tensor<4x4xi64> to tensor<?x4xi64>
  %r = scf.for %iv = %c0 to %c2 step %c1 iter_args(%it = %t) -> (tensor<?x4xi64>) {
    %f = linalg.fill ins(%x : i64) outs(%it : tensor<?x4xi64>) -> tensor<?x4xi64>
    scf.yield %f : tensor<?x4xi64>
  }
  return %t, %r : tensor<?x4xi64>, tensor<?x4xi64>
}

func.func @slice_of_copy(%a: tensor<?x4xi64>, %x: i64) -> (tensor<?x4xi64>, tensor<?x4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %iv = %c0 to %c2 step %c1 iter_args(%it = %a) -> (tensor<?x4xi64>) {
    %f = linalg.fill ins(%x : i64) outs(%it : tensor<?x4xi64>) -> tensor<?x4xi64>
    scf.yield %f : tensor<?x4xi64>
  }
  return %a, %r : tensor<?x4xi64>, tensor<?x4xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func @loop_init_of_copy(%arg0: tensor<4x4xi64>, %arg1: i64) -> (tensor<?x4xi64>, tensor<?x4xi64>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4x4xi64> to memref<4x4xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cast = memref.cast %0 : memref<4x4xi64, strided<[?, ?], offset: ?>> to memref<?x4xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %cast, %c0_0 : memref<?x4xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xi64>
// CHECK-NEXT: memref.copy %cast, %alloc : memref<?x4xi64, strided<[?, ?], offset: ?>> to memref<?x4xi64>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<?x4xi64> to tensor<?x4xi64>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %cast, %c0_1 : memref<?x4xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc_3 = memref.alloc(%dim_2) {alignment = 64 : i64} : memref<?x4xi64>
// CHECK-NEXT: %2 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %alloc_3) -> (memref<?x4xi64>) {
// CHECK-NEXT: linalg.fill ins(%arg1 : i64) outs(%arg3 : memref<?x4xi64>)
// CHECK-NEXT: scf.yield %arg3 : memref<?x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %2 : memref<?x4xi64> to tensor<?x4xi64>
// CHECK-NEXT: return %1, %3 : tensor<?x4xi64>, tensor<?x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slice_of_copy(%arg0: tensor<?x4xi64>, %arg1: i64) -> (tensor<?x4xi64>, tensor<?x4xi64>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x4xi64> to memref<?x4xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %0, %c0_0 : memref<?x4xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xi64>
// CHECK-NEXT: %1 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %alloc) -> (memref<?x4xi64>) {
// CHECK-NEXT: linalg.fill ins(%arg1 : i64) outs(%arg3 : memref<?x4xi64>)
// CHECK-NEXT: scf.yield %arg3 : memref<?x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1 : memref<?x4xi64> to tensor<?x4xi64>
// CHECK-NEXT: return %arg0, %2 : tensor<?x4xi64>, tensor<?x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
