// A tensor program run three ways: directly on tensor values by the interpreter (the oracle; without the pipeline, which rejects alloc_tensor as upstream does),
// and after our --one-shot-bufferize=bufferize-function-boundaries in both engines. The
// expected lines are upstream mlir-runner's after scripts/upstream-run-tensor.sh.
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
// RUN: memref-opt %s --one-shot-bufferize=bufferize-function-boundaries | memref-run - --engine=interp | filecheck %s
// RUN: memref-opt %s --one-shot-bufferize=bufferize-function-boundaries | memref-run - --engine=jit | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @fill_row(%t: tensor<?x?xf32>, %r: index, %v: f32) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c1 : tensor<?x?xf32>
  %row = tensor.extract_slice %t[%r, 0] [1, %n] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %a = tensor.insert %v into %row[%c0] : tensor<?xf32>
  %b = tensor.insert %v into %a[%c1] : tensor<?xf32>
  %w = tensor.insert_slice %b into %t[%r, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
  return %w : tensor<?x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f7 = arith.constant 7.5 : f32
  %f9 = arith.constant -9.0 : f32
  %cst = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  // Writing into a constant copies it; the constant itself is read afterwards.
  %w = tensor.insert %f7 into %cst[%c0, %c1] : tensor<2x3xf32>
  %d0 = tensor.cast %w : tensor<2x3xf32> to tensor<?x?xf32>
  call @show(%d0) : (tensor<?x?xf32>) -> ()
  %d1 = tensor.cast %cst : tensor<2x3xf32> to tensor<?x?xf32>
  call @show(%d1) : (tensor<?x?xf32>) -> ()
  // A call writing a row of a copy, two uses of the result.
  %cp = bufferization.alloc_tensor() copy(%d1) : tensor<?x?xf32>
  %f = call @fill_row(%cp, %c1, %f9) : (tensor<?x?xf32>, index, f32) -> tensor<?x?xf32>
  call @show(%f) : (tensor<?x?xf32>) -> ()
  %x = tensor.extract %f[%c1, %c1] : tensor<?x?xf32>
  vector.print %x : f32
  // from_elements, collapse, a slice of an empty tensor overwritten entirely.
  %fe = tensor.from_elements %f7, %f9, %x, %f7 : tensor<2x2xf32>
  %e = tensor.empty() : tensor<3x4xf32>
  %z = tensor.insert_slice %fe into %e[1, 2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<3x4xf32>
  %zs = tensor.extract_slice %z[1, 2] [2, 2] [1, 1] : tensor<3x4xf32> to tensor<2x2xf32>
  %col = tensor.collapse_shape %zs [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %y = tensor.extract %col[%c2] : tensor<4xf32>
  vector.print %y : f32
  %dz = tensor.cast %fe : tensor<2x2xf32> to tensor<?x?xf32>
  call @show(%dz) : (tensor<?x?xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[1,   7.5,   3],
// CHECK-NEXT:  [4,   5,   6]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[1,   2,   3],
// CHECK-NEXT:  [4,   5,   6]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[1,   2,   3],
// CHECK-NEXT:  [-9,   -9,   6]]
// CHECK-NEXT: -9
// CHECK-NEXT: -9
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[7.5,   -9],
// CHECK-NEXT:  [-9,   7.5]]
