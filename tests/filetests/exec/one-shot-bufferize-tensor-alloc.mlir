// tensor.generate, tensor.splat, arith.select on tensors, tensor.reshape and tensor.concat run
// directly on tensor values by the interpreter (the oracle) and after our
// --one-shot-bufferize=bufferize-function-boundaries in both engines; the expected lines are
// upstream mlir-runner's after scripts/upstream-run-tensor.sh.
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

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %g = tensor.generate %c2, %c3 {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %c3 : index
    %s = arith.addi %k, %j : index
    %ii = arith.index_cast %s : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    tensor.yield %fi : f32
  } : tensor<?x?xf32>
  call @show(%g) : (tensor<?x?xf32>) -> ()
  %half = arith.constant 0.5 : f32
  %s = tensor.splat %half[%c2, %c3] : tensor<?x?xf32>
  call @show(%s) : (tensor<?x?xf32>) -> ()
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.select %t, %g, %s : tensor<?x?xf32>
  %b = arith.select %f, %g, %s : tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %nine = arith.constant 9.0 : f32
  %w = tensor.insert %nine into %a[%c0, %c0] : tensor<?x?xf32>
  call @show(%w) : (tensor<?x?xf32>) -> ()
  call @show(%b) : (tensor<?x?xf32>) -> ()
  call @show(%g) : (tensor<?x?xf32>) -> ()
  %shape = arith.constant dense<[3, 2]> : tensor<2xindex>
  %sg = tensor.cast %g : tensor<?x?xf32> to tensor<2x3xf32>
  %flat = tensor.collapse_shape %sg [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %rs = tensor.reshape %flat(%shape) : (tensor<6xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  %rd = tensor.cast %rs : tensor<3x2xf32> to tensor<?x?xf32>
  call @show(%rd) : (tensor<?x?xf32>) -> ()
  %sp = tensor.cast %s : tensor<?x?xf32> to tensor<2x3xf32>
  %cc = tensor.concat dim(1) %sg, %sp : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  %cd = tensor.cast %cc : tensor<2x6xf32> to tensor<?x?xf32>
  call @show(%cd) : (tensor<?x?xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2],
// CHECK-NEXT:  [3,   4,   5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0.5,   0.5,   0.5],
// CHECK-NEXT:  [0.5,   0.5,   0.5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[9,   1,   2],
// CHECK-NEXT:  [3,   4,   5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0.5,   0.5,   0.5],
// CHECK-NEXT:  [0.5,   0.5,   0.5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2],
// CHECK-NEXT:  [3,   4,   5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1],
// CHECK-NEXT:  [2,   3],
// CHECK-NEXT:  [4,   5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2,   0.5,   0.5,   0.5],
// CHECK-NEXT:  [3,   4,   5,   0.5,   0.5,   0.5]]
