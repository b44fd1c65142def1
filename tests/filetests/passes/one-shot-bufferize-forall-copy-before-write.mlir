// scf.forall with shared outputs and tensor.parallel_insert_slice under One-Shot Bufferize (copy-before-write), as
// mlir-opt 22: a shared output written in place or copied (read after the loop, or read
// inside through the original value), writes to buffers defined outside of the loop
// privatized, the inserts copied into subviews before the emptied terminator.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=copy-before-write | filecheck %s

func.func @fill_slices(%t: tensor<8xf32>, %c: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %f = linalg.fill ins(%c : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @read_after(%t: tensor<8xf32>, %c: f32) -> (tensor<8xf32>, f32) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %e = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}
func.func @private(%t: tensor<8xf32>, %c: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @conflict(%idx: index, %idx2: index, %arg1: tensor<?xf32> {bufferization.writable = true}, %arg2: tensor<?xf32> {bufferization.writable = true}) -> (f32, f32) {
  %cst = arith.constant 4.200000e+01 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %2 = scf.forall (%arg3) in (%idx2) shared_outs(%o = %arg2) -> (tensor<?xf32>) {
      %6 = tensor.extract_slice %o[5] [%idx] [%c1] : tensor<?xf32> to tensor<?xf32>
      %8 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?xf32>) -> tensor<?xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %8 into %o[5] [%idx] [%c1] : tensor<?xf32> into tensor<?xf32>
      }
  }
  %f = tensor.extract %arg2[%c0] : tensor<?xf32>
  %f2 = tensor.extract %2[%c0] : tensor<?xf32>
  return %f2, %f : f32, f32
}
// -----

func.func @mm(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32> {bufferization.writable = true}) -> tensor<8x8xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = scf.forall (%arg3, %arg4) in (%c2, %c4) shared_outs(%o = %arg2) -> (tensor<8x8xf32>) {
    %1 = affine.apply affine_map<(d0) -> (d0 * 4)>(%arg3)
    %3 = tensor.extract_slice %arg0[%1, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
    %4 = affine.apply affine_map<(d0) -> (d0 * 2)>(%arg4)
    %6 = tensor.extract_slice %arg1[0, %4] [8, 4] [1, 1] : tensor<8x8xf32> to tensor<8x4xf32>
    %7 = tensor.extract_slice %o[%1, %4] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    %8 = linalg.matmul ins(%3, %6 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%7 : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %8 into %o[%1, %4] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  }
  return %0 : tensor<8x8xf32>
}
// -----

func.func @private_var(%t: tensor<10xf32>) -> f32 {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %0 = scf.forall (%tid) in (%c2) shared_outs(%o = %t) -> tensor<10xf32> {
    %offset = arith.muli %c5, %tid : index
    %slice = tensor.extract_slice %o[%offset] [5] [1] : tensor<10xf32> to tensor<5xf32>
    %r2 = tensor.extract %t[%tid] : tensor<10xf32>
    %i = tensor.insert %r2 into %slice[%c2] : tensor<5xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %i into %o[%offset] [5] [1] : tensor<5xf32> into tensor<10xf32>
    }
  }
  %r = tensor.extract %0[%c2] : tensor<10xf32>
  return %r : f32
}
// -----

func.func @not_copied(%t0: tensor<10xf32>, %t1: tensor<10xf32>) -> f32 {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %0 = scf.forall (%tid) in (%c2) shared_outs(%o = %t0) -> tensor<10xf32> {
    %offset = arith.muli %c5, %tid : index
    %slice = tensor.extract_slice %o[%offset] [5] [1] : tensor<10xf32> to tensor<5xf32>
    %r2 = tensor.extract %t1[%tid] : tensor<10xf32>
    %i = tensor.insert %r2 into %slice[%c2] : tensor<5xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %i into %o[%offset] [5] [1] : tensor<5xf32> into tensor<10xf32>
    }
  }
  %r = tensor.extract %0[%c2] : tensor<10xf32>
  return %r : f32
}
// -----

func.func @nested_in_for(%t: tensor<16xf32>, %n: index) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<16xf32> {
    %f = scf.forall (%i) in (4) shared_outs(%o = %acc) -> tensor<16xf32> {
      %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
      %s = tensor.extract_slice %o[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
      %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%s : tensor<4xf32>) {
      ^bb0(%x: f32):
        %y = arith.addf %x, %one : f32
        linalg.yield %y : f32
      } -> tensor<4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %g into %o[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
      }
    }
    scf.yield %f : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
// -----

func.func @two_outs_same(%t: tensor<8xf32>, %c: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %t, %p = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %e = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %f into %p[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}
// -----

func.func @single_iter(%t: tensor<8xf32>, %c: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = scf.forall (%i) = (0) to (1) step (1) shared_outs(%o = %t) -> tensor<8xf32> {
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
// -----

func.func @dyn(%t: tensor<?x?xf32>, %n: index, %m: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<?x?xf32> {
    %s = tensor.extract_slice %o[%i, 0] [1, %d1] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
    %c = arith.index_cast %i : index to i32
    %cf = arith.sitofp %c : i32 to f32
    %f = linalg.fill ins(%cf : f32) outs(%s : tensor<?xf32>) -> tensor<?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, 0] [1, %d1] [1, 1] : tensor<?xf32> into tensor<?x?xf32>
    }
  }
  return %r : tensor<?x?xf32>
}
// -----

func.func @zero_d(%t: tensor<f32>, %c: f32) -> tensor<f32> {
  %r = scf.forall (%i) in (3) shared_outs(%o = %t) -> tensor<f32> {
    %e = tensor.empty() : tensor<f32>
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<f32>) -> tensor<f32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[] [] [] : tensor<f32> into tensor<f32>
    }
  }
  return %r : tensor<f32>
}
// -----

func.func @empty_range(%t: tensor<4xf32>, %c: f32) -> tensor<4xf32> {
  %r = scf.forall (%i) = (5) to (2) step (1) shared_outs(%o = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<1xf32>
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[0] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}
// -----

func.func @mapping(%t: tensor<4xf32>, %c: f32) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<1xf32>
    %f = linalg.fill ins(%c : f32) outs(%e : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  } {mapping = [#gpu.thread<x>], some_attr = 1 : i32}
  return %r : tensor<4xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @fill_slices(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: %2 = affine.apply #map(%arg2)
// CHECK-NEXT: %subview = memref.subview %alloc[%2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<2xf32>)
// CHECK-NEXT: %subview_1 = memref.subview %alloc[%2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_0, %subview_1 : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %1 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_after(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<8xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: %4 = affine.apply #map(%arg2)
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<2xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[%4] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_0, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %2, %3 : tensor<8xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @private(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: %2 = affine.apply #map(%arg2)
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<2xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[%2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_0, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %1 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @conflict(%arg0: index, %arg1: index, %arg2: tensor<?xf32> {bufferization.writable = true}, %arg3: tensor<?xf32> {bufferization.writable = true}) -> (f32, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg3 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg3 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %cst = arith.constant 4.200000e+01 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: scf.forall (%arg4) in (%arg1) {
// CHECK-NEXT: %subview = memref.subview %alloc[5] [%arg0] [%c1] : memref<?xf32> to memref<?xf32, strided<[?], offset: 5>>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<?xf32>)
// CHECK-NEXT: %subview_2 = memref.subview %alloc[5] [%arg0] [%c1] : memref<?xf32> to memref<?xf32, strided<[?], offset: 5>>
// CHECK-NEXT: memref.copy %alloc_1, %subview_2 : memref<?xf32> to memref<?xf32, strided<[?], offset: 5>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %3 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: return %3, %2 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mm(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32> {bufferization.writable = true}) -> tensor<8x8xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg2 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
// CHECK-NEXT: memref.copy %2, %alloc : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<8x8xf32>
// CHECK-NEXT: scf.forall (%arg3, %arg4) in (%c2, %c4) {
// CHECK-NEXT: %4 = affine.apply #map(%arg3)
// CHECK-NEXT: %subview = memref.subview %1[%4, 0] [4, 8] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %5 = affine.apply #map1(%arg4)
// CHECK-NEXT: %subview_0 = memref.subview %0[0, %5] [8, 4] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<8x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_1 = memref.subview %alloc[%4, %5] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT: memref.copy %subview_1, %alloc_2 : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32>
// CHECK-NEXT: linalg.matmul ins(%subview, %subview_0 : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc_2 : memref<4x4xf32>)
// CHECK-NEXT: %subview_3 = memref.subview %alloc[%4, %5] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_2, %subview_3 : memref<4x4xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc : memref<8x8xf32> to tensor<8x8xf32>
// CHECK-NEXT: return %3 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @private_var(%arg0: tensor<10xf32>) -> f32 {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<10xf32> to memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<10xf32> to memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<10xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<10xf32, strided<[?], offset: ?>> to memref<10xf32>
// CHECK-NEXT: scf.forall (%arg1) in (%c2) {
// CHECK-NEXT: %3 = arith.muli %c5, %arg1 : index
// CHECK-NEXT: %subview = memref.subview %alloc[%3] [5] [1] : memref<10xf32> to memref<5xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %4 = memref.load %0[%arg1] : memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy %subview, %alloc_0 : memref<5xf32, strided<[1], offset: ?>> to memref<5xf32>
// CHECK-NEXT: memref.store %4, %alloc_0[%c2] : memref<5xf32>
// CHECK-NEXT: %subview_1 = memref.subview %alloc[%3] [5] [1] : memref<10xf32> to memref<5xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_0, %subview_1 : memref<5xf32> to memref<5xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloc[%c2] : memref<10xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @not_copied(%arg0: tensor<10xf32>, %arg1: tensor<10xf32>) -> f32 {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<10xf32> to memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<10xf32> to memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<10xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<10xf32, strided<[?], offset: ?>> to memref<10xf32>
// CHECK-NEXT: scf.forall (%arg2) in (%c2) {
// CHECK-NEXT: %3 = arith.muli %c5, %arg2 : index
// CHECK-NEXT: %subview = memref.subview %alloc[%3] [5] [1] : memref<10xf32> to memref<5xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %4 = memref.load %0[%arg2] : memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy %subview, %alloc_0 : memref<5xf32, strided<[1], offset: ?>> to memref<5xf32>
// CHECK-NEXT: memref.store %4, %alloc_0[%c2] : memref<5xf32>
// CHECK-NEXT: %subview_1 = memref.subview %alloc[%3] [5] [1] : memref<10xf32> to memref<5xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_0, %subview_1 : memref<5xf32> to memref<5xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloc[%c2] : memref<10xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 * 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @nested_in_for(%arg0: tensor<16xf32>, %arg1: index) -> tensor<16xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<16xf32> to memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32>
// CHECK-NEXT: %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<16xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT: memref.copy %arg3, %alloc_0 : memref<16xf32> to memref<16xf32>
// CHECK-NEXT: scf.forall (%arg4) in (4) {
// CHECK-NEXT: %3 = affine.apply #map(%arg4)
// CHECK-NEXT: %subview = memref.subview %alloc_0[%3] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %subview, %alloc_1 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%alloc_1 : memref<4xf32>) {
// CHECK-NEXT: ^bb0(%out: f32):
// CHECK-NEXT: %4 = arith.addf %out, %cst : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %subview_2 = memref.subview %alloc_0[%3] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_1, %subview_2 : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc_0 : memref<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1 : memref<16xf32> to tensor<16xf32>
// CHECK-NEXT: return %2 : tensor<16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @two_outs_same(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %0, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: %4 = affine.apply #map(%arg2)
// CHECK-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_1 : memref<2xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[%4] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_1, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %alloc_0[%4] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_1, %subview_2 : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc_0 : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %3, %2 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @single_iter(%arg0: tensor<8xf32>, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: scf.forall (%arg2) in (1) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<2xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[%arg2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_0, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %1 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @dyn(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %1, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %0, %c0_0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %dim_3 = memref.dim %0, %c1_2 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim_1, %dim_3) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
// CHECK-NEXT: scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT: %subview = memref.subview %alloc[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %3 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT: %alloc_4 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.fill ins(%4 : f32) outs(%alloc_4 : memref<?xf32>)
// CHECK-NEXT: %subview_5 = memref.subview %alloc[%arg3, 0] [1, %dim] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_4, %subview_5 : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %2 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @zero_d(%arg0: tensor<f32>, %arg1: f32) -> tensor<f32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<f32, strided<[], offset: ?>> to memref<f32>
// CHECK-NEXT: scf.forall (%arg2) in (3) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<f32>)
// CHECK-NEXT: %subview = memref.subview %alloc[] [] [] : memref<f32> to memref<f32, strided<[]>>
// CHECK-NEXT: memref.copy %alloc_0, %subview : memref<f32> to memref<f32, strided<[]>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<f32> to tensor<f32>
// CHECK-NEXT: return %1 : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @empty_range(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: scf.forall (%arg2) = (5) to (2) step (1) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<1xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[0] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %alloc_0, %subview : memref<1xf32> to memref<1xf32, strided<[1]>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @mapping(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: scf.forall (%arg2) in (4) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<1xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<1xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[%arg2] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc_0, %subview : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
// CHECK-NEXT: } {mapping = [#gpu.thread<x>], some_attr = 1 : i32}
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
