// bufferization.dealloc_tensor bufferizes to a memref.dealloc of its tensor's buffer (it neither
// reads nor writes the tensor, so it causes no copy), as mlir-opt 22 does.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func @fresh(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = tensor.insert %f into %e[%c0] : tensor<?xf32>
  %v = tensor.extract %t[%c0] : tensor<?xf32>
  bufferization.dealloc_tensor %t : tensor<?xf32>
  return %v : f32
}

// -----

func.func @argument_and_slice(%a: tensor<8x4xi32>, %i: index) {
  %s = tensor.extract_slice %a[%i, 0] [2, 4] [1, 1] : tensor<8x4xi32> to tensor<2x4xi32>
  bufferization.dealloc_tensor %s : tensor<2x4xi32>
  bufferization.dealloc_tensor %a : tensor<8x4xi32>
  return
}

// -----

func.func @unranked_and_0d(%u: tensor<*xf32>, %z: tensor<i64>) {
  bufferization.dealloc_tensor %u : tensor<*xf32>
  bufferization.dealloc_tensor %z : tensor<i64>
  return
}

// -----

func.func @read_after(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
  bufferization.dealloc_tensor %a : tensor<4xf32>
  return %w : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @fresh(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @argument_and_slice(%arg0: memref<8x4xi32, strided<[?, ?], offset: ?>>, %arg1: index) {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [2, 4] [1, 1] : memref<8x4xi32, strided<[?, ?], offset: ?>> to memref<2x4xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.dealloc %subview : memref<2x4xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<8x4xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @unranked_and_0d(%arg0: memref<*xf32>, %arg1: memref<i64, strided<[], offset: ?>>) {
// CHECK-NEXT: memref.dealloc %arg0 : memref<*xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<i64, strided<[], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @read_after(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
