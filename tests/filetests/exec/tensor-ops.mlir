// Tensor values in both engines: every tensor op on run-time values (function arguments and
// results, so little folds), printed through bufferization.to_buffer + memref.cast +
// printMemrefF32 and vector.print. The expected lines are upstream mlir-runner's after
// scripts/upstream-run-tensor.sh (one-shot-bufferize with bufferize-function-boundaries).
// RUN: memref-run %s --no-bufferize | filecheck %s
// RUN: memref-run %s --no-bufferize --engine=interp | filecheck %s
// RUN: memref-run %s --no-bufferize --engine=jit --check-bounds | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @show(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @data(%n: index, %f: f32) -> tensor<?x?xf32> {
  %g = tensor.generate %n, %n {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %a = arith.muli %i, %c10 : index
    %b = arith.addi %a, %j : index
    %x = arith.index_cast %b : index to i32
    %y = arith.sitofp %x : i32 to f32
    tensor.yield %y : f32
  } : tensor<?x?xf32>
  return %g : tensor<?x?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 7.5 : f32
  %t = call @data(%c4, %f) : (index, f32) -> tensor<?x?xf32>
  call @show(%t) : (tensor<?x?xf32>) -> ()
  %e = tensor.extract %t[%c2, %c3] : tensor<?x?xf32>
  vector.print %e : f32
  %ins = tensor.insert %f into %t[%c1, %c1] : tensor<?x?xf32>
  call @show(%ins) : (tensor<?x?xf32>) -> ()
  // The original is unchanged (value semantics).
  %e2 = tensor.extract %t[%c1, %c1] : tensor<?x?xf32>
  vector.print %e2 : f32
  %s = tensor.extract_slice %t[1, %c0] [2, %c3] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  %sc = tensor.cast %s : tensor<2x?xf32> to tensor<?x?xf32>
  call @show(%sc) : (tensor<?x?xf32>) -> ()
  %st = tensor.extract_slice %t[0, 1] [2, 2] [2, 2] : tensor<?x?xf32> to tensor<2x2xf32>
  %stc = tensor.cast %st : tensor<2x2xf32> to tensor<?x?xf32>
  call @show(%stc) : (tensor<?x?xf32>) -> ()
  %r = tensor.extract_slice %t[2, 0] [1, 4] [1, 1] : tensor<?x?xf32> to tensor<4xf32>
  %rm = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %ru = memref.cast %rm : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  %z = arith.constant dense<[[100.0, 200.0], [300.0, 400.0]]> : tensor<2x2xf32>
  %is = tensor.insert_slice %z into %t[1, 1] [2, 2] [1, 2] : tensor<2x2xf32> into tensor<?x?xf32>
  call @show(%is) : (tensor<?x?xf32>) -> ()
  %d1 = tensor.dim %is, %c1 : tensor<?x?xf32>
  vector.print %d1 : index
  %fe = tensor.from_elements %f, %e, %e2, %f, %f, %e : tensor<2x3xf32>
  %fec = tensor.cast %fe : tensor<2x3xf32> to tensor<?x?xf32>
  call @show(%fec) : (tensor<?x?xf32>) -> ()
  %sp = tensor.splat %f[%c3] : tensor<2x?xf32>
  %spc = tensor.cast %sp : tensor<2x?xf32> to tensor<?x?xf32>
  call @show(%spc) : (tensor<?x?xf32>) -> ()
  %pad = tensor.pad %z low[1, 0] high[0, %c2] {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %j : index to i32
    %y = arith.sitofp %x : i32 to f32
    %w = arith.negf %y : f32
    tensor.yield %w : f32
  } : tensor<2x2xf32> to tensor<3x?xf32>
  %padc = tensor.cast %pad : tensor<3x?xf32> to tensor<?x?xf32>
  call @show(%padc) : (tensor<?x?xf32>) -> ()
  %col = tensor.collapse_shape %z [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %exp = tensor.expand_shape %col [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %expc = tensor.cast %exp : tensor<4x1xf32> to tensor<?x?xf32>
  call @show(%expc) : (tensor<?x?xf32>) -> ()
  %shape = arith.constant dense<[1, 4]> : tensor<2xindex>
  %rs = tensor.reshape %z(%shape) : (tensor<2x2xf32>, tensor<2xindex>) -> tensor<1x4xf32>
  %rsc = tensor.cast %rs : tensor<1x4xf32> to tensor<?x?xf32>
  call @show(%rsc) : (tensor<?x?xf32>) -> ()
  %cc = tensor.concat dim(1) %z, %st : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32>
  %ccc = tensor.cast %cc : tensor<2x4xf32> to tensor<?x?xf32>
  call @show(%ccc) : (tensor<?x?xf32>) -> ()
  %cc0 = tensor.concat dim(0) %z, %st, %z : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<6x2xf32>
  %cc0c = tensor.cast %cc0 : tensor<6x2xf32> to tensor<?x?xf32>
  call @show(%cc0c) : (tensor<?x?xf32>) -> ()
  %rk = tensor.rank %t : tensor<?x?xf32>
  vector.print %rk : index
  // Loop-carried tensor: insert i*i at each i.
  %init = arith.constant dense<0> : tensor<5xi32>
  %c5 = arith.constant 5 : index
  %lp = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %init) -> (tensor<5xi32>) {
    %ii = arith.muli %i, %i : index
    %v = arith.index_cast %ii : index to i32
    %nx = tensor.insert %v into %acc[%i] : tensor<5xi32>
    scf.yield %nx : tensor<5xi32>
  }
  %lm = bufferization.to_buffer %lp read_only : tensor<5xi32> to memref<5xi32>
  %lu = memref.cast %lm : memref<5xi32> to memref<*xi32>
  call @printMemrefI32(%lu) : (memref<*xi32>) -> ()
  // to_tensor snapshots a buffer.
  %buf = memref.alloc() : memref<3xf32>
  return
}
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2,   3],
// CHECK-NEXT:  [10,   11,   12,   13],
// CHECK-NEXT:  [20,   21,   22,   23],
// CHECK-NEXT:  [30,   31,   32,   33]]
// CHECK-NEXT: 23
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2,   3],
// CHECK-NEXT:  [10,   7.5,   12,   13],
// CHECK-NEXT:  [20,   21,   22,   23],
// CHECK-NEXT:  [30,   31,   32,   33]]
// CHECK-NEXT: 11
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[10,   11,   12],
// CHECK-NEXT:  [20,   21,   22]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[1,   3],
// CHECK-NEXT:  [21,   23]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: {{^}}[20,  21,  22,  23]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2,   3],
// CHECK-NEXT:  [10,   100,   12,   200],
// CHECK-NEXT:  [20,   300,   22,   400],
// CHECK-NEXT:  [30,   31,   32,   33]]
// CHECK-NEXT: 4
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[7.5,   23,   11],
// CHECK-NEXT:  [7.5,   7.5,   23]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[7.5,   7.5,   7.5],
// CHECK-NEXT:  [7.5,   7.5,   7.5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[-0,   -1,   -2,   -3],
// CHECK-NEXT:  [100,   200,   -2,   -3],
// CHECK-NEXT:  [300,   400,   -2,   -3]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [4, 1] strides = [1, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[100],
// CHECK-NEXT:  [200],
// CHECK-NEXT:  [300],
// CHECK-NEXT:  [400]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [1, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[100,   200,   300,   400]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[100,   200,   1,   3],
// CHECK-NEXT:  [300,   400,   21,   23]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [6, 2] strides = [2, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[100,   200],
// CHECK-NEXT:  [300,   400],
// CHECK-NEXT:  [1,   3],
// CHECK-NEXT:  [21,   23],
// CHECK-NEXT:  [100,   200],
// CHECK-NEXT:  [300,   400]]
// CHECK-NEXT: 2
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: {{^}}[0,  1,  4,  9,  16]
