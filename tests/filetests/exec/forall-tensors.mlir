// scf.forall with shared outputs and tensor.parallel_insert_slice run by memref-run: the program
// is bufferized first (one-shot-bufferize{bufferize-function-boundaries}); the loop runs
// sequentially in both engines. Dynamic shapes, an empty range, two shared outputs of one
// tensor, fresh per-thread tensors and a forall nested in scf.for carrying its tensor. The
// expected lines are upstream mlir-runner's after scripts/upstream-run-tensor.sh.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @show1(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %u = memref.cast %m : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// Each thread writes row i with i * 10 + j.
func.func @rows(%t: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<?x?xf32> {
    %s = tensor.extract_slice %o[%i, 0] [1, %d1] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%s : tensor<?xf32>) {
    ^bb0(%x: f32):
      %j = linalg.index 0 : index
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c10 = arith.constant 10 : i32
      %a = arith.muli %ii, %c10 : i32
      %b = arith.addi %a, %jj : i32
      %f = arith.sitofp %b : i32 to f32
      linalg.yield %f : f32
    } -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%i, 0] [1, %d1] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
    }
  }
  return %r : tensor<?x?xf32>
}

// Blocks of 2 filled with fresh tensors, two shared outputs, the input read afterwards.
func.func @blocks(%t: tensor<8xf32>, %c: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %e0 = tensor.empty() : tensor<2xf32>
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %ic = arith.index_cast %i : index to i32
    %if = arith.sitofp %ic : i32 to f32
    %v = arith.addf %if, %c : f32
    %f = linalg.fill ins(%v : f32) outs(%e0 : tensor<2xf32>) -> tensor<2xf32>
    %w = arith.negf %v : f32
    %f2 = linalg.fill ins(%w : f32) outs(%e0 : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %f2 into %p[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// forall nested in scf.for: every pass adds 1 to each block.
func.func @repeat(%t: tensor<6xf32>, %n: index) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<6xf32> {
    %f = scf.forall (%i) = (0) to (6) step (3) shared_outs(%o = %acc) -> tensor<6xf32> {
      %s = tensor.extract_slice %o[%i] [3] [1] : tensor<6xf32> to tensor<3xf32>
      %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%s : tensor<3xf32>) {
      ^bb0(%x: f32):
        %y = arith.addf %x, %one : f32
        linalg.yield %y : f32
      } -> tensor<3xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %g into %o[%i] [3] [1] : tensor<3xf32> into tensor<6xf32>
      }
    }
    scf.yield %f : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %e = tensor.empty(%c3, %c4) : tensor<?x?xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = call @rows(%z, %c2) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  call @show(%r) : (tensor<?x?xf32>) -> ()
  // An empty range leaves the output as it was.
  %r0 = call @rows(%z, %c0) : (tensor<?x?xf32>, index) -> tensor<?x?xf32>
  call @show(%r0) : (tensor<?x?xf32>) -> ()
  %e8 = tensor.empty() : tensor<8xf32>
  %z8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %b:2 = call @blocks(%z8, %half) : (tensor<8xf32>, f32) -> (tensor<8xf32>, tensor<8xf32>)
  %b0 = tensor.cast %b#0 : tensor<8xf32> to tensor<?xf32>
  %b1 = tensor.cast %b#1 : tensor<8xf32> to tensor<?xf32>
  %zc = tensor.cast %z8 : tensor<8xf32> to tensor<?xf32>
  call @show1(%b0) : (tensor<?xf32>) -> ()
  call @show1(%b1) : (tensor<?xf32>) -> ()
  call @show1(%zc) : (tensor<?xf32>) -> ()
  %e6 = tensor.empty() : tensor<6xf32>
  %z6 = linalg.fill ins(%half : f32) outs(%e6 : tensor<6xf32>) -> tensor<6xf32>
  %p = call @repeat(%z6, %c3) : (tensor<6xf32>, index) -> tensor<6xf32>
  %pc = tensor.cast %p : tensor<6xf32> to tensor<?xf32>
  call @show1(%pc) : (tensor<?xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   1,   2,   3],
// CHECK-NEXT: {{^}} {{\[}}10,   11,   12,   13],
// CHECK-NEXT: {{^}} {{\[}}0,   0,   0,   0]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[0,   0,   0,   0],
// CHECK-NEXT: {{^}} {{\[}}0,   0,   0,   0],
// CHECK-NEXT: {{^}} {{\[}}0,   0,   0,   0]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}0.5,  0.5,  1.5,  1.5,  2.5,  2.5,  3.5,  3.5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}-0.5,  -0.5,  -1.5,  -1.5,  -2.5,  -2.5,  -3.5,  -3.5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}0,  0,  0,  0,  0,  0,  0,  0]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: {{^}}{{\[}}3.5,  3.5,  3.5,  3.5,  3.5,  3.5]
