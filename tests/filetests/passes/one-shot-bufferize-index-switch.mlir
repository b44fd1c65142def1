// scf.index_switch on tensors under One-Shot Bufferize, as mlir-opt 22: like scf.if with one
// region per case (the cases are mutually exclusive, so a read in one and a write in another
// do not conflict); a result takes the cases' common buffer type.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func @switch(%i: index, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    scf.yield %a : tensor<4xf32>
  }
  default {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----
func.func @switch_write(%i: index, %a: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.index_switch %i -> tensor<?xf32>
  case 0 {
    %w = tensor.insert %f into %a[%c0] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  case 3 {
    %w = tensor.insert %f into %a[%c1] : tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  default {
    scf.yield %a : tensor<?xf32>
  }
  %v = tensor.extract %a[%c0] : tensor<?xf32>
  return %r, %v : tensor<?xf32>, f32
}
// -----
func.func @switch_in_place_exclusive(%i: index, %a: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    %v = tensor.extract %a[%c0] : tensor<4xf32>
    %w = tensor.insert %v into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  default {
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @switch(%arg0: index, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @switch_write(%arg0: index, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: f32) -> (memref<?xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: case 3 {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%c1] : memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg1[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0, %1 : memref<?xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @switch_in_place_exclusive(%arg0: index, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %1 = memref.load %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.store %1, %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: memref.store %arg2, %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
