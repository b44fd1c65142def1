// scf.forall with shared outputs on tensor values: bufferized first by default (both engines),
// and run as written by the interpreter (--no-pipeline, the oracle), where each iteration's
// parallel_insert_slice updates the shared value in turn. A 2-D dynamic range, a 0-D shared
// output read after the loop, an empty range. Expected lines: upstream mlir-runner's after
// scripts/upstream-run-tensor.sh.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s
func.func private @printMemrefI32(memref<*xi32>)

func.func @show(%t: tensor<?x?xi32>) {
  %m = bufferization.to_buffer %t read_only : tensor<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
  %u = memref.cast %m : memref<?x?xi32, strided<[?, ?], offset: ?>> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

// Thread (i, j) of a 2-D forall stores i * 100 + j at (i, 2 * j + 1) of its own 1x2 block.
func.func @grid(%t: tensor<?x?xi32>, %n: index, %m: index) -> tensor<?x?xi32> {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i, %j) in (%n, %m) shared_outs(%o = %t) -> tensor<?x?xi32> {
    %col = arith.muli %j, %c1 : index
    %c2 = arith.constant 2 : index
    %off = arith.muli %j, %c2 : index
    %s = tensor.extract_slice %o[%i, %off] [1, 2] [1, 1] : tensor<?x?xi32> to tensor<2xi32>
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %col : index to i32
    %h = arith.constant 100 : i32
    %a = arith.muli %ii, %h : i32
    %v = arith.addi %a, %jj : i32
    %w = tensor.insert %v into %s[%c1] : tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i, %off] [1, 2] [1, 1] : tensor<2xi32> into tensor<?x?xi32>
    }
  }
  return %r : tensor<?x?xi32>
}

// A 0-D shared output written by every iteration of a dynamic, possibly empty range; the
// original is read after the loop, so the loop works on a copy.
func.func @last(%z: tensor<i32>, %n: index) -> (tensor<i32>, tensor<i32>) {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %z) -> tensor<i32> {
    %ii = arith.index_cast %i : index to i32
    %e = tensor.from_elements %ii : tensor<i32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[] [] [] : tensor<i32> into tensor<i32>
    }
  }
  return %r, %z : tensor<i32>, tensor<i32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %m1 = arith.constant -1 : i32
  %t = tensor.splat %m1[%c3, %c6] : tensor<?x?xi32>
  %g = call @grid(%t, %c2, %c3) : (tensor<?x?xi32>, index, index) -> tensor<?x?xi32>
  call @show(%g) : (tensor<?x?xi32>) -> ()
  call @show(%t) : (tensor<?x?xi32>) -> ()
  %seven = arith.constant 7 : i32
  %z = tensor.from_elements %seven : tensor<i32>
  %l:2 = call @last(%z, %c4) : (tensor<i32>, index) -> (tensor<i32>, tensor<i32>)
  %l0:2 = call @last(%z, %c0) : (tensor<i32>, index) -> (tensor<i32>, tensor<i32>)
  %x = tensor.extract %l#0[] : tensor<i32>
  %y = tensor.extract %l#1[] : tensor<i32>
  %w = tensor.extract %l0#0[] : tensor<i32>
  %all = tensor.from_elements %x, %y, %w, %seven : tensor<1x4xi32>
  %allc = tensor.cast %all : tensor<1x4xi32> to tensor<?x?xi32>
  call @show(%allc) : (tensor<?x?xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 6] strides = [6, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[-1,   0,   -1,   1,   -1,   2],
// CHECK-NEXT: {{^}} {{\[}}-1,   100,   -1,   101,   -1,   102],
// CHECK-NEXT: {{^}} {{\[}}-1,   -1,   -1,   -1,   -1,   -1]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 6] strides = [6, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[-1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT: {{^}} {{\[}}-1,   -1,   -1,   -1,   -1,   -1],
// CHECK-NEXT: {{^}} {{\[}}-1,   -1,   -1,   -1,   -1,   -1]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [1, 4] strides = [4, 1] data =
// CHECK-NEXT: {{^}}{{\[}}[3,   7,   7,   7]]
