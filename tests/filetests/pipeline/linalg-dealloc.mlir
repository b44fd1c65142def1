// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s
// linalg ops read their inputs and read/write their inits (upstream's getEffects): the
// deallocation pipeline frees buffers after their last linalg use, in branches and loops, and
// keeps a returned one; the IR is upstream's.
#id = affine_map<(d0) -> (d0)>
func.func @temps(%arg: memref<8xf32>, %x: f32) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<8xf32>)
  linalg.add ins(%a, %arg : memref<8xf32>, memref<8xf32>) outs(%b : memref<8xf32>)
  linalg.copy ins(%b : memref<8xf32>) outs(%arg : memref<8xf32>)
  return
}
func.func @branch(%c: i1, %arg: memref<8xf32>) -> memref<8xf32> {
  %r = scf.if %c -> memref<8xf32> {
    %a = memref.alloc() : memref<8xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%arg : memref<8xf32>) outs(%a : memref<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.mulf %in, %in : f32
      linalg.yield %s : f32
    }
    scf.yield %a : memref<8xf32>
  } else {
    scf.yield %arg : memref<8xf32>
  }
  return %r : memref<8xf32>
}
func.func @loop(%n: index, %arg: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<4x4xf32>
    linalg.matmul ins(%arg, %arg : memref<4x4xf32>, memref<4x4xf32>) outs(%t : memref<4x4xf32>)
    linalg.transpose ins(%t : memref<4x4xf32>) outs(%arg : memref<4x4xf32>) permutation = [1, 0]
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @temps(%arg0: memref<8xf32>, %arg1: f32) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT: linalg.add ins(%alloc, %arg0 : memref<8xf32>, memref<8xf32>) outs(%alloc_0 : memref<8xf32>)
// CHECK-NEXT: linalg.copy ins(%alloc_0 : memref<8xf32>) outs(%arg0 : memref<8xf32>)
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @branch(%arg0: i1, %arg1: memref<8xf32>) -> memref<8xf32> {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<8xf32>, memref<8xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : memref<8xf32>) outs(%alloc : memref<8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %3 = arith.mulf %in, %in : f32
// CHECK-NEXT: linalg.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc, %alloc : memref<8xf32>, memref<8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %arg1 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: scf.yield %arg1, %3 : memref<8xf32>, memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %0#1 : memref<8xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %2 = arith.andi %1, %arg0 : i1
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @loop(%arg0: index, %arg1: memref<4x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4x4xf32>
// CHECK-NEXT: linalg.matmul ins(%arg1, %arg1 : memref<4x4xf32>, memref<4x4xf32>) outs(%alloc : memref<4x4xf32>)
// CHECK-NEXT: linalg.transpose ins(%alloc : memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>) permutation = [1, 0]
// CHECK-NEXT: memref.dealloc %alloc : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
