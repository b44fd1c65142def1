// The allocation of an out-of-place write into a linalg op's result takes its sizes from
// the op (upstream's reifyResultShapes): a dim of every dynamic operand dim is made first,
// each folded as tensor.dim folds (through a cast from a static type to a constant, to an
// extract_slice size), then each dynamic result size comes from the first operand dim of
// its loop (an input's, or the init's own dim).
// RUN: memref-opt %s --split-input-file --one-shot-bufferize | filecheck %s

func.func @static_result_dynamic_input(%a: tensor<?x3xi64>, %b: tensor<3x3xi64>, %x: i64) -> (tensor<3x3xi64>, tensor<3x3xi64>) {
  %e = tensor.empty() : tensor<3x3xi64>
  %s = linalg.sub ins(%a, %b : tensor<?x3xi64>, tensor<3x3xi64>) outs(%e : tensor<3x3xi64>) -> tensor<3x3xi64>
  %f = linalg.fill ins(%x : i64) outs(%s : tensor<3x3xi64>) -> tensor<3x3xi64>
  return %s, %f : tensor<3x3xi64>, tensor<3x3xi64>
}

// -----

func.func @cast_and_slice_operands(%a: tensor<3x1xi64>, %b: tensor<1x2xi64>, %c: tensor<?x2xi64>, %d: tensor<?x?xi64>, %n: index, %x: i64) -> (tensor<?x2xi64>, tensor<?x?xi64>, i64, i64) {
  %0 = tensor.cast %a : tensor<3x1xi64> to tensor<?x1xi64>
  %1 = linalg.matmul ins(%0, %b : tensor<?x1xi64>, tensor<1x2xi64>) outs(%c : tensor<?x2xi64>) -> tensor<?x2xi64>
  %2 = linalg.fill ins(%x : i64) outs(%1 : tensor<?x2xi64>) -> tensor<?x2xi64>
  %s = tensor.extract_slice %d[0, 0] [%n, 1] [1, 1] : tensor<?x?xi64> to tensor<?x1xi64>
  %e = tensor.empty(%n, %n) : tensor<?x?xi64>
  %3 = linalg.matmul ins(%s, %b : tensor<?x1xi64>, tensor<1x2xi64>) outs(%e : tensor<?x?xi64>) -> tensor<?x?xi64>
  %4 = linalg.fill ins(%x : i64) outs(%3 : tensor<?x?xi64>) -> tensor<?x?xi64>
  %u1 = tensor.extract %1[%n, %n] : tensor<?x2xi64>
  %u2 = tensor.extract %3[%n, %n] : tensor<?x?xi64>
  return %2, %4, %u1, %u2 : tensor<?x2xi64>, tensor<?x?xi64>, i64, i64
}

// -----

func.func @elementwise_and_fill(%c: tensor<?x2xi64>, %d: tensor<?x?xi64>, %n: index, %x: i64) -> (tensor<?x?xi64>, tensor<?x2xi64>, i64, i64) {
  %e = tensor.empty(%n, %n) : tensor<?x?xi64>
  %5 = linalg.add ins(%d, %d : tensor<?x?xi64>, tensor<?x?xi64>) outs(%e : tensor<?x?xi64>) -> tensor<?x?xi64>
  %6 = linalg.fill ins(%x : i64) outs(%5 : tensor<?x?xi64>) -> tensor<?x?xi64>
  %7 = linalg.fill ins(%x : i64) outs(%c : tensor<?x2xi64>) -> tensor<?x2xi64>
  %8 = linalg.fill ins(%x : i64) outs(%7 : tensor<?x2xi64>) -> tensor<?x2xi64>
  %u3 = tensor.extract %5[%n, %n] : tensor<?x?xi64>
  %u4 = tensor.extract %7[%n, %n] : tensor<?x2xi64>
  return %6, %8, %u3, %u4 : tensor<?x?xi64>, tensor<?x2xi64>, i64, i64
}

// -----

func.func @generate_operand(%n: index, %x: i64) -> (tensor<?xi64>, tensor<?xi64>) {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %x : i64
  } : tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xi64>
  %t = linalg.transpose ins(%g : tensor<?xi64>) outs(%e : tensor<?xi64>) permutation = [0]
  %f = linalg.fill ins(%x : i64) outs(%t : tensor<?xi64>) -> tensor<?xi64>
  return %t, %f : tensor<?xi64>, tensor<?xi64>
}


// -----

func.func @slice_sizes(%a: tensor<4xi64>, %n: index, %x: i64) -> (tensor<4xi64>, tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %a[%c0] [%n] [1] : tensor<4xi64> to tensor<?xi64>
  %w = tensor.insert %x into %a[%c0] : tensor<4xi64>
  %f = linalg.fill ins(%x : i64) outs(%s : tensor<?xi64>) -> tensor<?xi64>
  return %w, %f : tensor<4xi64>, tensor<?xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func @static_result_dynamic_input(%arg0: tensor<?x3xi64>, %arg1: tensor<3x3xi64>, %arg2: i64) -> (tensor<3x3xi64>, tensor<3x3xi64>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x3xi64> to memref<?x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<3x3xi64> to memref<3x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<?x3xi64> to memref<?x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xi64>
// CHECK-NEXT: linalg.sub ins(%2, %1 : memref<?x3xi64, strided<[?, ?], offset: ?>>, memref<3x3xi64, strided<[?, ?], offset: ?>>) outs(%alloc : memref<3x3xi64>)
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc : memref<3x3xi64> to tensor<3x3xi64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %0, %c0 : memref<?x3xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x3xi64>
// CHECK-NEXT: linalg.fill ins(%arg2 : i64) outs(%alloc_0 : memref<3x3xi64>)
// CHECK-NEXT: %4 = bufferization.to_tensor %alloc_0 : memref<3x3xi64> to tensor<3x3xi64>
// CHECK-NEXT: return %3, %4 : tensor<3x3xi64>, tensor<3x3xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @cast_and_slice_operands(%arg0: tensor<3x1xi64>, %arg1: tensor<1x2xi64>, %arg2: tensor<?x2xi64>, %arg3: tensor<?x?xi64>, %arg4: index, %arg5: i64) -> (tensor<?x2xi64>, tensor<?x?xi64>, i64, i64) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<1x2xi64> to memref<1x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg3 : tensor<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg1 : tensor<1x2xi64> to memref<1x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg2 : tensor<?x2xi64> to memref<?x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = bufferization.to_buffer %arg0 : tensor<3x1xi64> to memref<3x1xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %4 : memref<3x1xi64, strided<[?, ?], offset: ?>> to memref<?x1xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %3, %c0 : memref<?x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x2xi64>
// CHECK-NEXT: memref.copy %3, %alloc : memref<?x2xi64, strided<[?, ?], offset: ?>> to memref<?x2xi64>
// CHECK-NEXT: linalg.matmul ins(%cast, %2 : memref<?x1xi64, strided<[?, ?], offset: ?>>, memref<1x2xi64, strided<[?, ?], offset: ?>>) outs(%alloc : memref<?x2xi64>)
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %alloc, %c0_1 : memref<?x2xi64>
// CHECK-NEXT: %c3_3 = arith.constant 3 : index
// CHECK-NEXT: %alloc_4 = memref.alloc(%c3_3) {alignment = 64 : i64} : memref<?x2xi64>
// CHECK-NEXT: linalg.fill ins(%arg5 : i64) outs(%alloc_4 : memref<?x2xi64>)
// CHECK-NEXT: %5 = bufferization.to_tensor %alloc_4 : memref<?x2xi64> to tensor<?x2xi64>
// CHECK-NEXT: %subview = memref.subview %1[0, 0] [%arg4, 1] [1, 1] : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<?x1xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc_5 = memref.alloc(%arg4, %arg4) {alignment = 64 : i64} : memref<?x?xi64>
// CHECK-NEXT: linalg.matmul ins(%subview, %0 : memref<?x1xi64, strided<[?, ?], offset: ?>>, memref<1x2xi64, strided<[?, ?], offset: ?>>) outs(%alloc_5 : memref<?x?xi64>)
// CHECK-NEXT: %c0_6 = arith.constant 0 : index
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %dim_8 = memref.dim %alloc_5, %c0_7 : memref<?x?xi64>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_9 = memref.dim %alloc_5, %c1 : memref<?x?xi64>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %alloc_10 = memref.alloc(%arg4, %c2) {alignment = 64 : i64} : memref<?x?xi64>
// CHECK-NEXT: linalg.fill ins(%arg5 : i64) outs(%alloc_10 : memref<?x?xi64>)
// CHECK-NEXT: %6 = bufferization.to_tensor %alloc_10 : memref<?x?xi64> to tensor<?x?xi64>
// CHECK-NEXT: %7 = memref.load %alloc[%arg4, %arg4] : memref<?x2xi64>
// CHECK-NEXT: %8 = memref.load %alloc_5[%arg4, %arg4] : memref<?x?xi64>
// CHECK-NEXT: return %5, %6, %7, %8 : tensor<?x2xi64>, tensor<?x?xi64>, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @elementwise_and_fill(%arg0: tensor<?x2xi64>, %arg1: tensor<?x?xi64>, %arg2: index, %arg3: i64) -> (tensor<?x?xi64>, tensor<?x2xi64>, i64, i64) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x2xi64> to memref<?x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg1 : tensor<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg1 : tensor<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = bufferization.to_buffer %arg1 : tensor<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %5 = bufferization.to_buffer %arg1 : tensor<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %6 = bufferization.to_buffer %arg1 : tensor<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%arg2, %arg2) {alignment = 64 : i64} : memref<?x?xi64>
// CHECK-NEXT: linalg.add ins(%6, %5 : memref<?x?xi64, strided<[?, ?], offset: ?>>, memref<?x?xi64, strided<[?, ?], offset: ?>>) outs(%alloc : memref<?x?xi64>)
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %4, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = memref.dim %3, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim_2 = memref.dim %2, %c0_1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = memref.dim %1, %c1_3 : memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = memref.dim %alloc, %c0_5 : memref<?x?xi64>
// CHECK-NEXT: %c1_7 = arith.constant 1 : index
// CHECK-NEXT: %dim_8 = memref.dim %alloc, %c1_7 : memref<?x?xi64>
// CHECK-NEXT: %alloc_9 = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xi64>
// CHECK-NEXT: linalg.fill ins(%arg3 : i64) outs(%alloc_9 : memref<?x?xi64>)
// CHECK-NEXT: %7 = bufferization.to_tensor %alloc_9 : memref<?x?xi64> to tensor<?x?xi64>
// CHECK-NEXT: %c0_10 = arith.constant 0 : index
// CHECK-NEXT: %dim_11 = memref.dim %0, %c0_10 : memref<?x2xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc_12 = memref.alloc(%dim_11) {alignment = 64 : i64} : memref<?x2xi64>
// CHECK-NEXT: linalg.fill ins(%arg3 : i64) outs(%alloc_12 : memref<?x2xi64>)
// CHECK-NEXT: %c0_13 = arith.constant 0 : index
// CHECK-NEXT: %dim_14 = memref.dim %alloc_12, %c0_13 : memref<?x2xi64>
// CHECK-NEXT: %c0_15 = arith.constant 0 : index
// CHECK-NEXT: %dim_16 = memref.dim %alloc_12, %c0_15 : memref<?x2xi64>
// CHECK-NEXT: %alloc_17 = memref.alloc(%dim_16) {alignment = 64 : i64} : memref<?x2xi64>
// CHECK-NEXT: linalg.fill ins(%arg3 : i64) outs(%alloc_17 : memref<?x2xi64>)
// CHECK-NEXT: %8 = bufferization.to_tensor %alloc_17 : memref<?x2xi64> to tensor<?x2xi64>
// CHECK-NEXT: %9 = memref.load %alloc[%arg2, %arg2] : memref<?x?xi64>
// CHECK-NEXT: %10 = memref.load %alloc_12[%arg2, %arg2] : memref<?x2xi64>
// CHECK-NEXT: return %7, %8, %9, %10 : tensor<?x?xi64>, tensor<?x2xi64>, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @generate_operand(%arg0: index, %arg1: i64) -> (tensor<?xi64>, tensor<?xi64>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xi64>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?xi64>)
// CHECK-NEXT: (%init: i64) {
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: linalg.yield %arg1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xi64>
// CHECK-NEXT: linalg.transpose ins(%alloc : memref<?xi64>) outs(%alloc_0 : memref<?xi64>) permutation = [0]
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc_0 : memref<?xi64> to tensor<?xi64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %alloc_0, %c0_1 : memref<?xi64>
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xi64>
// CHECK-NEXT: linalg.fill ins(%arg1 : i64) outs(%alloc_2 : memref<?xi64>)
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc_2 : memref<?xi64> to tensor<?xi64>
// CHECK-NEXT: return %0, %1 : tensor<?xi64>, tensor<?xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @slice_sizes(%arg0: tensor<4xi64>, %arg1: index, %arg2: i64) -> (tensor<4xi64>, tensor<?xi64>) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4xi64> to memref<4xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %subview = memref.subview %1[%c0] [%arg1] [1] : memref<4xi64, strided<[?], offset: ?>> to memref<?xi64, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%arg1) {alignment = 64 : i64} : memref<?xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xi64>
// CHECK-NEXT: memref.copy %0, %alloc_0 : memref<4xi64, strided<[?], offset: ?>> to memref<4xi64>
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0] : memref<4xi64>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc_0 : memref<4xi64> to tensor<4xi64>
// CHECK-NEXT: linalg.fill ins(%arg2 : i64) outs(%alloc : memref<?xi64>)
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc : memref<?xi64> to tensor<?xi64>
// CHECK-NEXT: return %2, %3 : tensor<4xi64>, tensor<?xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
