// One-Shot Bufferize: the buffer type of a value not bufferized yet (asked by the first
// branch of an scf.if for the value the other branch yields) is that of the op it will
// become: expand_shape and collapse_shape reshape the source's buffer type, an
// extract_slice takes its subview type, tensor.reshape gives an identity layout and
// arith.select a fully dynamic one when its operands' types differ (upstream's getBufferType
// of these ops). When both branches agree, the scf.if result keeps that type. Found by the
// random tensor programs (seed 1957).
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func @if_expand_shape(%a: tensor<2xi64>, %c: i1, %v: i64) -> tensor<2x1xi64> {
  %c0 = arith.constant 0 : index
  %t = tensor.insert %v into %a[%c0] : tensor<2xi64>
  %x = tensor.extract %a[%c0] : tensor<2xi64>
  %r = scf.if %c -> (tensor<2x1xi64>) {
    %e = bufferization.alloc_tensor() : tensor<2x1xi64>
    %f = linalg.fill ins(%x : i64) outs(%e : tensor<2x1xi64>) -> tensor<2x1xi64>
    scf.yield %f : tensor<2x1xi64>
  } else {
    %s = tensor.expand_shape %t [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    scf.yield %s : tensor<2x1xi64>
  }
  return %r : tensor<2x1xi64>
}

// -----

func.func @if_collapse_shape(%c: i1, %v: i64) -> tensor<6xi64> {
  %e = bufferization.alloc_tensor() : tensor<2x3xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<2x3xi64>) -> tensor<2x3xi64>
  %r = scf.if %c -> (tensor<6xi64>) {
    %g = bufferization.alloc_tensor() : tensor<6xi64>
    %h = linalg.fill ins(%v : i64) outs(%g : tensor<6xi64>) -> tensor<6xi64>
    scf.yield %h : tensor<6xi64>
  } else {
    %s = tensor.collapse_shape %f [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
    scf.yield %s : tensor<6xi64>
  }
  return %r : tensor<6xi64>
}

// -----

func.func @if_collapse_strided(%a: tensor<4x3xi64>, %c: i1) -> tensor<6xi64> {
  %r = scf.if %c -> (tensor<6xi64>) {
    %g = bufferization.alloc_tensor() : tensor<6xi64>
    scf.yield %g : tensor<6xi64>
  } else {
    %x = tensor.extract_slice %a[0, 0] [2, 3] [1, 1] : tensor<4x3xi64> to tensor<2x3xi64>
    %s = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
    scf.yield %s : tensor<6xi64>
  }
  return %r : tensor<6xi64>
}

// -----

func.func @if_extract_slice(%c: i1, %v: i64, %i: index, %j: index) -> tensor<2x2xi64> {
  %e = bufferization.alloc_tensor() : tensor<4x4xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<4x4xi64>) -> tensor<4x4xi64>
  %r = scf.if %c -> (tensor<2x2xi64>) {
    %x = tensor.extract_slice %f[%i, 0] [2, 2] [1, 1] : tensor<4x4xi64> to tensor<2x2xi64>
    scf.yield %x : tensor<2x2xi64>
  } else {
    %y = tensor.extract_slice %f[%j, 0] [2, 2] [1, 1] : tensor<4x4xi64> to tensor<2x2xi64>
    scf.yield %y : tensor<2x2xi64>
  }
  return %r : tensor<2x2xi64>
}

// -----

func.func @if_reshape(%a: tensor<6xi64>, %shape: tensor<2xindex>, %c: i1) -> tensor<2x3xi64> {
  %r = scf.if %c -> (tensor<2x3xi64>) {
    %g = bufferization.alloc_tensor() : tensor<2x3xi64>
    scf.yield %g : tensor<2x3xi64>
  } else {
    %s = tensor.reshape %a(%shape) : (tensor<6xi64>, tensor<2xindex>) -> tensor<2x3xi64>
    scf.yield %s : tensor<2x3xi64>
  }
  return %r : tensor<2x3xi64>
}

// -----

func.func @if_select(%a: tensor<3xi64>, %c: i1, %d: i1, %v: i64) -> tensor<3xi64> {
  %g = bufferization.alloc_tensor() : tensor<3xi64>
  %h = linalg.fill ins(%v : i64) outs(%g : tensor<3xi64>) -> tensor<3xi64>
  %r = scf.if %c -> (tensor<3xi64>) {
    %k = bufferization.alloc_tensor() : tensor<3xi64>
    scf.yield %k : tensor<3xi64>
  } else {
    %s = arith.select %d, %h, %a : tensor<3xi64>
    scf.yield %s : tensor<3xi64>
  }
  return %r : tensor<3xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func @if_expand_shape(%arg0: memref<2xi64, strided<[?], offset: ?>>, %arg1: i1, %arg2: i64) -> memref<2x1xi64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xi64>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<2xi64, strided<[?], offset: ?>> to memref<2xi64>
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<2xi64>
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<2xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = scf.if %arg1 -> (memref<2x1xi64>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x1xi64>
// CHECK-NEXT: linalg.fill ins(%0 : i64) outs(%alloc_0 : memref<2x1xi64>)
// CHECK-NEXT: scf.yield %alloc_0 : memref<2x1xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloc {{\[\[}}0, 1]] output_shape [2, 1] : memref<2xi64> into memref<2x1xi64>
// CHECK-NEXT: scf.yield %expand_shape : memref<2x1xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %1 : memref<2x1xi64> to memref<2x1xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %1 : memref<2x1xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_collapse_shape(%arg0: i1, %arg1: i64) -> memref<6xi64> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xi64>
// CHECK-NEXT: linalg.fill ins(%arg1 : i64) outs(%alloc : memref<2x3xi64>)
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<6xi64>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<6xi64>
// CHECK-NEXT: linalg.fill ins(%arg1 : i64) outs(%alloc_0 : memref<6xi64>)
// CHECK-NEXT: scf.yield %alloc_0 : memref<6xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<2x3xi64> into memref<6xi64>
// CHECK-NEXT: scf.yield %collapse_shape : memref<6xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %0 : memref<6xi64> to memref<6xi64, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : memref<6xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_collapse_strided(%arg0: memref<4x3xi64, strided<[?, ?], offset: ?>>, %arg1: i1) -> memref<6xi64> {
// CHECK-NEXT: %0 = scf.if %arg1 -> (memref<6xi64>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xi64>
// CHECK-NEXT: scf.yield %alloc : memref<6xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %subview = memref.subview %arg0[0, 0] [2, 3] [1, 1] : memref<4x3xi64, strided<[?, ?], offset: ?>> to memref<2x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xi64>
// CHECK-NEXT: memref.copy %subview, %alloc : memref<2x3xi64, strided<[?, ?], offset: ?>> to memref<2x3xi64>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<2x3xi64> into memref<6xi64>
// CHECK-NEXT: scf.yield %collapse_shape : memref<6xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %0 : memref<6xi64> to memref<6xi64, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : memref<6xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_extract_slice(%arg0: i1, %arg1: i64, %arg2: index, %arg3: index) -> memref<2x2xi64, strided<[4, 1], offset: ?>> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xi64>
// CHECK-NEXT: linalg.fill ins(%arg1 : i64) outs(%alloc : memref<4x4xi64>)
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2x2xi64, strided<[4, 1], offset: ?>>) {
// CHECK-NEXT: %subview = memref.subview %alloc[%arg2, 0] [2, 2] [1, 1] : memref<4x4xi64> to memref<2x2xi64, strided<[4, 1], offset: ?>>
// CHECK-NEXT: scf.yield %subview : memref<2x2xi64, strided<[4, 1], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: %subview = memref.subview %alloc[%arg3, 0] [2, 2] [1, 1] : memref<4x4xi64> to memref<2x2xi64, strided<[4, 1], offset: ?>>
// CHECK-NEXT: scf.yield %subview : memref<2x2xi64, strided<[4, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %0 : memref<2x2xi64, strided<[4, 1], offset: ?>> to memref<2x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %0 : memref<2x2xi64, strided<[4, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_reshape(%arg0: memref<6xi64, strided<[?], offset: ?>>, %arg1: memref<2xindex, strided<[?], offset: ?>>, %arg2: i1) -> memref<2x3xi64> {
// CHECK-NEXT: %0 = scf.if %arg2 -> (memref<2x3xi64>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xi64>
// CHECK-NEXT: scf.yield %alloc : memref<2x3xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xi64>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<6xi64, strided<[?], offset: ?>> to memref<6xi64>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%arg1) : (memref<6xi64>, memref<2xindex, strided<[?], offset: ?>>) -> memref<2x3xi64>
// CHECK-NEXT: scf.yield %reshape : memref<2x3xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %cast = memref.cast %0 : memref<2x3xi64> to memref<2x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %0 : memref<2x3xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @if_select(%arg0: memref<3xi64, strided<[?], offset: ?>>, %arg1: i1, %arg2: i1, %arg3: i64) -> memref<3xi64, strided<[?], offset: ?>> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
// CHECK-NEXT: linalg.fill ins(%arg3 : i64) outs(%alloc : memref<3xi64>)
// CHECK-NEXT: %0 = scf.if %arg1 -> (memref<3xi64, strided<[?], offset: ?>>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xi64>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<3xi64> to memref<3xi64, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %cast : memref<3xi64, strided<[?], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: %cast = memref.cast %alloc : memref<3xi64> to memref<3xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = arith.select %arg2, %cast, %arg0 : memref<3xi64, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %1 : memref<3xi64, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<3xi64, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
