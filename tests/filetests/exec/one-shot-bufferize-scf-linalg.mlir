// Tensor programs with linalg ops on tensors (fill, generic with linalg.index, add, matmul,
// reduce, broadcast, transpose, map, copy, exp) inside and outside scf loops, bufferized by our
// --one-shot-bufferize=bufferize-function-boundaries and run in both engines. The expected
// lines are upstream mlir-runner's after scripts/upstream-run-tensor.sh.
// RUN: memref-opt %s --one-shot-bufferize=bufferize-function-boundaries | memref-run - --engine=interp | filecheck %s
// RUN: memref-opt %s --one-shot-bufferize=bufferize-function-boundaries | memref-run - --engine=jit | filecheck %s
#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%t: tensor<?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %u = memref.cast %m : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// Prefix sums in a loop carrying the tensor; odd steps double the element first.
func.func @scan(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %r = scf.for %i = %c1 to %n step %c1 iter_args(%a = %t) -> tensor<?xf32> {
    %im1 = arith.subi %i, %c1 : index
    %p = tensor.extract %a[%im1] : tensor<?xf32>
    %x = tensor.extract %a[%i] : tensor<?xf32>
    %rem = arith.remui %i, %c2 : index
    %odd = arith.cmpi eq, %rem, %c1 : index
    %y = scf.if %odd -> f32 {
      %d = arith.addf %x, %x : f32
      scf.yield %d : f32
    } else {
      scf.yield %x : f32
    }
    %s = arith.addf %p, %y : f32
    %b = tensor.insert %s into %a[%i] : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty(%c5) : tensor<?xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  // Index-dependent values through linalg.generic.
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%f : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.addf %in, %fi : f32
    linalg.yield %v : f32
  } -> tensor<?xf32>
  %s = call @scan(%g) : (tensor<?xf32>) -> tensor<?xf32>
  call @show(%g) : (tensor<?xf32>) -> ()
  call @show(%s) : (tensor<?xf32>) -> ()
  // scf.if choosing between a modified copy and the original.
  %c = arith.constant true
  %h = scf.if %c -> tensor<?xf32> {
    %w = tensor.insert %one into %s[%c0] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  } else {
    scf.yield %s : tensor<?xf32>
  }
  call @show(%h) : (tensor<?xf32>) -> ()
  call @show(%s) : (tensor<?xf32>) -> ()
  %sum = linalg.add ins(%h, %s : tensor<?xf32>, tensor<?xf32>) outs(%f : tensor<?xf32>) -> tensor<?xf32>
  call @show(%sum) : (tensor<?xf32>) -> ()
  call @show(%f) : (tensor<?xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  4,  5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [1,  5,  8,  16,  21]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [1,  5,  8,  16,  21]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [1,  5,  8,  16,  21]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [2,  10,  16,  32,  42]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [1,  1,  1,  1,  1]
