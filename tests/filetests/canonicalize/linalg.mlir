// linalg's folds and canonicalization patterns on buffers: memref.cast folded into the named
// and generic ops (not into transpose, broadcast, reduce or map), ops over a buffer with a
// zero size erased, copies of a buffer onto itself erased (copy, identity generic, broadcast
// without added dimensions), an identity transpose of a tensor folded; mlir-opt 22.1.8's
// output.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @f(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %v: memref<4xf32>, %s: f32, %z: memref<0x4xf32>) {
  %ad = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<8x4xf32> to memref<?x?xf32>
  %vd = memref.cast %v : memref<4xf32> to memref<?xf32>
  linalg.transpose ins(%ad : memref<?x?xf32>) outs(%bd : memref<?x?xf32>) permutation = [1, 0]
  linalg.broadcast ins(%vd : memref<?xf32>) outs(%ad : memref<?x?xf32>) dimensions = [1]
  linalg.reduce { arith.addf } ins(%ad : memref<?x?xf32>) outs(%vd : memref<?xf32>) dimensions = [1]
  linalg.map { arith.addf } ins(%ad, %ad : memref<?x?xf32>, memref<?x?xf32>) outs(%ad : memref<?x?xf32>)
  linalg.fill ins(%s : f32) outs(%ad : memref<?x?xf32>)
  linalg.copy ins(%ad : memref<?x?xf32>) outs(%ad : memref<?x?xf32>)
  linalg.copy ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  linalg.add ins(%ad, %ad : memref<?x?xf32>, memref<?x?xf32>) outs(%ad : memref<?x?xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ad : memref<?x?xf32>) outs(%ad : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) permutation = [1, 0]
  linalg.fill ins(%s : f32) outs(%z : memref<0x4xf32>)
  linalg.broadcast ins(%v : memref<4xf32>) outs(%v : memref<4xf32>) dimensions = []
  linalg.map { arith.addf } ins(%a, %a : memref<4x8xf32>, memref<4x8xf32>) outs(%a : memref<4x8xf32>)
  return
}
func.func @tensor_transpose(%t: tensor<4x2xf32>, %u: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = linalg.transpose ins(%t : tensor<4x2xf32>) outs(%u : tensor<4x2xf32>) permutation = [0, 1]
  return %0 : tensor<4x2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: memref<4xf32>, %arg3: f32, %arg4: memref<0x4xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x8xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<8x4xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg2 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: linalg.transpose ins(%cast : memref<?x?xf32>) outs(%cast_0 : memref<?x?xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.broadcast ins(%cast_1 : memref<?xf32>) outs(%cast : memref<?x?xf32>) dimensions = [1]
// CHECK-NEXT: linalg.reduce { arith.addf } ins(%cast : memref<?x?xf32>) outs(%cast_1 : memref<?xf32>) dimensions = [1]
// CHECK-NEXT: linalg.map { arith.addf } ins(%cast, %cast : memref<?x?xf32>, memref<?x?xf32>) outs(%cast : memref<?x?xf32>)
// CHECK-NEXT: linalg.fill ins(%arg3 : f32) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.add ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: linalg.transpose ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: linalg.map { arith.addf } ins(%arg0, %arg0 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg0 : memref<4x8xf32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tensor_transpose(%arg0: tensor<4x2xf32>, %arg1: tensor<4x2xf32>) -> tensor<4x2xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
