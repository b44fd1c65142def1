// A tensor.empty yielded by a case of scf.index_switch or a branch of scf.if: the branch op is
// bufferized while a later case's tensor.empty is not yet rewritten, and upstream's buffer type
// for it is the unknown-type layout (fully dynamic by default), so the result gets a fully
// dynamic layout and the allocations are cast, as mlir-opt 22 does. Here the unknown-type
// layout is the identity: no cast.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize="unknown-type-conversion=identity-layout-map" | filecheck %s

func.func @sw(%i: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
// -----

func.func @sw2(%i: index) -> tensor<4xf32> {
  %r = scf.index_switch %i -> tensor<4xf32>
  case 0 {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  default {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %x = tensor.insert %c into %r[%c0] : tensor<4xf32>
  return %x : tensor<4xf32>
}

// -----

func.func @sif(%b: i1) -> tensor<4xf32> {
  %r = scf.if %b -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %x = tensor.insert %c into %r[%c0] : tensor<4xf32>
  return %x : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @sw(%arg0: index, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = scf.index_switch %arg0 -> memref<4xf32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @sw2(%arg0: index) -> tensor<4xf32> {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> memref<4xf32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %cst, %0[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @sif(%arg0: i1) -> tensor<4xf32> {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %cst, %0[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
