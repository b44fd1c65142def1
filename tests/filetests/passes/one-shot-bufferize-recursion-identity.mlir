// One-Shot Bufferize on recursive call graphs with identity layouts at function boundaries:
// functions in a call cycle (and their callers) are analyzed without function boundary
// summaries; calls to callees not bufferized yet take their future identity-layout types.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | filecheck %s

func.func @countdown(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %f = arith.index_cast %n : index to i32
    %g = arith.sitofp %f : i32 to f32
    %t2 = tensor.insert %g into %t[%c0] : tensor<4xf32>
    %m = arith.subi %n, %c1 : index
    %r2 = func.call @countdown(%t2, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %r2 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @start() -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %e = arith.constant dense<1.0> : tensor<4xf32>
  %r = func.call @countdown(%e, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @a(%t: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %cond = arith.cmpi eq, %n, %c0 : index
  %e = tensor.empty() : tensor<4xf32>
  %r:2 = scf.if %cond -> (tensor<?xf32>, tensor<4xf32>) {
    scf.yield %t, %e : tensor<?xf32>, tensor<4xf32>
  } else {
    %x:2 = func.call @b(%t, %n) : (tensor<?xf32>, index) -> (tensor<?xf32>, tensor<4xf32>)
    scf.yield %x#0, %x#1 : tensor<?xf32>, tensor<4xf32>
  }
  %v = tensor.extract %t[%c0] : tensor<?xf32>
  return %r#0, %r#1 : tensor<?xf32>, tensor<4xf32>
}
func.func @b(%t: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  %f = arith.constant 2.0 : f32
  %t2 = tensor.insert %f into %t[%m] : tensor<?xf32>
  %x:2 = func.call @a(%t2, %m) : (tensor<?xf32>, index) -> (tensor<?xf32>, tensor<4xf32>)
  %y = func.call @c(%x#1) : (tensor<4xf32>) -> tensor<4xf32>
  return %x#0, %y : tensor<?xf32>, tensor<4xf32>
}
func.func @c(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}
func.func @d(%t: tensor<?xf32>) -> tensor<?xf32> {
  %c3 = arith.constant 3 : index
  %x:2 = func.call @a(%t, %c3) : (tensor<?xf32>, index) -> (tensor<?xf32>, tensor<4xf32>)
  return %x#0 : tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT: func.func @countdown(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %arg0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT: memref.store %3, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %4 = arith.subi %arg1, %c1 : index
// CHECK-NEXT: %5 = func.call @countdown(%arg0, %4) : (memref<4xf32>, index) -> memref<4xf32>
// CHECK-NEXT: scf.yield %5 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @start() -> memref<4xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = call @countdown(%alloc, %c3) : (memref<4xf32>, index) -> memref<4xf32>
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @a(%arg0: memref<?xf32>, %arg1: index) -> (memref<?xf32>, memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %1:2 = scf.if %0 -> (memref<?xf32>, memref<4xf32>) {
// CHECK-NEXT: scf.yield %arg0, %alloc : memref<?xf32>, memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0_0 : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc_1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %3:2 = func.call @b(%alloc_1, %arg1) : (memref<?xf32>, index) -> (memref<?xf32>, memref<4xf32>)
// CHECK-NEXT: scf.yield %3#0, %3#1 : memref<?xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: return %1#0, %1#1 : memref<?xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @b(%arg0: memref<?xf32>, %arg1: index) -> (memref<?xf32>, memref<4xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.subi %arg1, %c1 : index
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: memref.store %cst, %arg0[%0] : memref<?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %1:2 = call @a(%alloc, %0) : (memref<?xf32>, index) -> (memref<?xf32>, memref<4xf32>)
// CHECK-NEXT: %2 = call @c(%1#1) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: return %1#0, %2 : memref<?xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @c(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @d(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %0:2 = call @a(%alloc, %c3) : (memref<?xf32>, index) -> (memref<?xf32>, memref<4xf32>)
// CHECK-NEXT: return %0#0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
