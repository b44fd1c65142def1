// Tensor kernels run by memref-run with one command: the program has tensor semantics, so it
// is bufferized first (one-shot-bufferize{bufferize-function-boundaries}) and both engines run
// the same buffer program after the deallocation pipeline. The interpreter on the tensor form
// (--no-pipeline: as written, tensor values) is the oracle. The expected lines are upstream
// mlir-runner's after scripts/upstream-run-tensor.sh.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @show(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %u = memref.cast %m : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @show2(%t: tensor<?x?xi32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// y = a * x + y, the loop writing the buffer of a fresh tensor.
func.func @axpy(%a: f32, %x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %r = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %rb = bufferization.to_buffer %r : tensor<?xf32> to memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xi = tensor.extract %x[%i] : tensor<?xf32>
    %yi = tensor.extract %y[%i] : tensor<?xf32>
    %p = arith.mulf %a, %xi : f32
    %s = arith.addf %p, %yi : f32
    memref.store %s, %rb[%i] : memref<?xf32>
  }
  %out = bufferization.to_tensor %rb restrict writable : memref<?xf32> to tensor<?xf32>
  return %out : tensor<?xf32>
}

// Writes into its argument: in place at the call when the caller no longer reads it.
func.func @swap_ends(%t: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c1 : tensor<?x?xi32>
  %last = arith.subi %n, %c1 : index
  %a = tensor.extract %t[%c0, %c0] : tensor<?x?xi32>
  %b = tensor.extract %t[%c0, %last] : tensor<?x?xi32>
  %t1 = tensor.insert %b into %t[%c0, %c0] : tensor<?x?xi32>
  %t2 = tensor.insert %a into %t1[%c0, %last] : tensor<?x?xi32>
  return %t2 : tensor<?x?xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %two = arith.constant 2.0 : f32
  %x0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y0 = arith.constant dense<[0.5, 0.25, -1.0, 8.0]> : tensor<4xf32>
  %x = tensor.cast %x0 : tensor<4xf32> to tensor<?xf32>
  %y = tensor.cast %y0 : tensor<4xf32> to tensor<?xf32>
  %z = call @axpy(%two, %x, %y) : (f32, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @show(%z) : (tensor<?xf32>) -> ()
  // Twice through the kernel, the first result read after the second call.
  %w = call @axpy(%two, %z, %z) : (f32, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @show(%w) : (tensor<?xf32>) -> ()
  call @show(%z) : (tensor<?xf32>) -> ()
  // A write into a slice of %w, %w read afterwards: the slice is copied.
  %s = tensor.extract_slice %w[1] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %s1 = tensor.insert %two into %s[%c1] : tensor<2xf32>
  %ws = tensor.insert_slice %s1 into %w[2] [2] [1] : tensor<2xf32> into tensor<?xf32>
  call @show(%ws) : (tensor<?xf32>) -> ()
  call @show(%w) : (tensor<?xf32>) -> ()
  // An integer matrix through expand_shape, swapped in a call, the original read after.
  %v = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %cp = bufferization.alloc_tensor() copy(%v) : tensor<6xi32>
  %m = tensor.expand_shape %cp [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %md = tensor.cast %m : tensor<2x3xi32> to tensor<?x?xi32>
  %sw = call @swap_ends(%md) : (tensor<?x?xi32>) -> tensor<?x?xi32>
  call @show2(%sw) : (tensor<?x?xi32>) -> ()
  call @show2(%md) : (tensor<?x?xi32>) -> ()
  // materialize_in_destination into a fresh tensor, then a 0-d tensor.
  %e = tensor.empty(%c3) : tensor<?xf32>
  %src = tensor.extract_slice %ws[1] [%c3] [1] : tensor<?xf32> to tensor<?xf32>
  %mat = bufferization.materialize_in_destination %src in %e : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  call @show(%mat) : (tensor<?xf32>) -> ()
  %fe = tensor.from_elements %two : tensor<f32>
  %e0 = tensor.extract %fe[] : tensor<f32>
  vector.print %e0 : f32
  %rk = tensor.rank %md : tensor<?x?xi32>
  vector.print %rk : index
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}2.5,  4.25,  5,  16]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}7.5,  12.75,  15,  48]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}2.5,  4.25,  5,  16]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}7.5,  12.75,  12.75,  2]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}7.5,  12.75,  15,  48]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[3,   2,   1],
// CHECK-NEXT:  [4,   5,   6]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[1,   2,   3],
// CHECK-NEXT:  [4,   5,   6]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}12.75,  12.75,  2]
// CHECK-NEXT: 2
// CHECK-NEXT: 2
