// Tensor programs with linalg ops on tensors (fill, generic with linalg.index, add, matmul,
// reduce, broadcast, transpose, map, copy, exp) inside and outside scf loops, bufferized by our
// --one-shot-bufferize=bufferize-function-boundaries and run in both engines. The expected
// lines are upstream mlir-runner's after scripts/upstream-run-tensor.sh.
// RUN: memref-opt %s --one-shot-bufferize=bufferize-function-boundaries | memref-run - --engine=interp | filecheck %s
// RUN: memref-opt %s --one-shot-bufferize=bufferize-function-boundaries | memref-run - --engine=jit | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)

func.func @show2(%t: tensor<2x3xf32>) {
  %m = bufferization.to_buffer %t : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @show1(%t: tensor<3xf32>) {
  %m = bufferization.to_buffer %t : tensor<3xf32> to memref<3xf32, strided<[?], offset: ?>>
  %u = memref.cast %m : memref<3xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// Repeated a = a * b + a on 2x3 x 3x3 matrices, accumulating in the loop.
func.func @power(%a: tensor<2x3xf32>, %b: tensor<3x3xf32>, %n: index) -> tensor<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> tensor<2x3xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2x3xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
    %m = linalg.matmul ins(%acc, %b : tensor<2x3xf32>, tensor<3x3xf32>) outs(%z : tensor<2x3xf32>) -> tensor<2x3xf32>
    %s = linalg.add ins(%m, %acc : tensor<2x3xf32>, tensor<2x3xf32>) outs(%acc : tensor<2x3xf32>) -> tensor<2x3xf32>
    scf.yield %s : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[0.5, 0.0, 1.0], [0.0, 1.0, 0.0], [1.0, 0.0, 0.5]]> : tensor<3x3xf32>
  %c2 = arith.constant 2 : index
  %p = call @power(%a, %b, %c2) : (tensor<2x3xf32>, tensor<3x3xf32>, index) -> tensor<2x3xf32>
  call @show2(%p) : (tensor<2x3xf32>) -> ()
  call @show2(%a) : (tensor<2x3xf32>) -> ()
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %red = linalg.reduce ins(%p : tensor<2x3xf32>) outs(%z : tensor<3xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  call @show1(%red) : (tensor<3xf32>) -> ()
  %e2 = tensor.empty() : tensor<2x3xf32>
  %bc = linalg.broadcast ins(%red : tensor<3xf32>) outs(%e2 : tensor<2x3xf32>) dimensions = [0]
  %e3 = tensor.empty() : tensor<3x2xf32>
  %tr = linalg.transpose ins(%bc : tensor<2x3xf32>) outs(%e3 : tensor<3x2xf32>) permutation = [1, 0]
  %back = linalg.transpose ins(%tr : tensor<3x2xf32>) outs(%e2 : tensor<2x3xf32>) permutation = [1, 0]
  %mp = linalg.map ins(%back, %a : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %d = arith.subf %x, %y : f32
      linalg.yield %d : f32
    }
  call @show2(%mp) : (tensor<2x3xf32>) -> ()
  %cp = linalg.copy ins(%a : tensor<2x3xf32>) outs(%mp : tensor<2x3xf32>) -> tensor<2x3xf32>
  %ex = linalg.exp ins(%z : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  call @show2(%cp) : (tensor<2x3xf32>) -> ()
  call @show2(%mp) : (tensor<2x3xf32>) -> ()
  call @show1(%ex) : (tensor<3xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[12.25,   8,   12.75],
// CHECK-NEXT:  [31,   20,   31.5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[1,   2,   3],
// CHECK-NEXT:  [4,   5,   6]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [43.25,  28,  44.25]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[42.25,   26,   41.25],
// CHECK-NEXT:  [39.25,   23,   38.25]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[1,   2,   3],
// CHECK-NEXT:  [4,   5,   6]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[42.25,   26,   41.25],
// CHECK-NEXT:  [39.25,   23,   38.25]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [1,  1,  1]
