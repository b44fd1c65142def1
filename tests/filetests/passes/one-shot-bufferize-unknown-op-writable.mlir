// An op One-Shot Bufferize does not know (a call without bufferize-function-boundaries)
// writes its operands, and its tensor results alias them and are not writable: such an
// operand is out of place whenever the op has a tensor result, so it writes nothing in place
// and a reshape or cast feeding it keeps sharing its source; without a result, a source that
// is not writable (a constant) is copied instead.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize | filecheck %s

func.func private @take(tensor<4xi64>) -> tensor<4xi64>
func.func private @show(tensor<?x?xi64>)

func.func @collapse_into_call(%x: i64) -> (tensor<i64>, i64) {
  %c1 = arith.constant 1 : index
  %cst = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %e = tensor.empty() : tensor<2x2xi64>
  %a = linalg.add ins(%cst, %cst : tensor<2x2xi64>, tensor<2x2xi64>) outs(%e : tensor<2x2xi64>) -> tensor<2x2xi64>
  %col = tensor.collapse_shape %a [[0, 1]] : tensor<2x2xi64> into tensor<4xi64>
  %z = tensor.empty() : tensor<i64>
  %f = linalg.fill ins(%x : i64) outs(%z : tensor<i64>) -> tensor<i64>
  %r = linalg.reduce ins(%col : tensor<4xi64>) outs(%f : tensor<i64>) dimensions = [0]
    (%in: i64, %acc: i64) {
      %s = arith.subi %in, %acc : i64
      linalg.yield %s : i64
    }
  %t = func.call @take(%col) : (tensor<4xi64>) -> tensor<4xi64>
  %v = tensor.extract %a[%c1, %c1] : tensor<2x2xi64>
  return %r, %v : tensor<i64>, i64
}

// -----

func.func private @show(tensor<?x?xi64>)

func.func @constant_into_call() {
  %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi64>
  %ex = tensor.expand_shape %cst [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64>
  %c = tensor.cast %ex : tensor<1x4xi64> to tensor<?x?xi64>
  func.call @show(%c) : (tensor<?x?xi64>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @__constant_2x2xi64 : memref<2x2xi64> = dense<{{\[\[}}1, 2], [3, 4]]> {alignment = 64 : i64}
// CHECK-NEXT: func.func private @take(tensor<4xi64>) -> tensor<4xi64>
// CHECK-NEXT: func.func private @show(tensor<?x?xi64>)
// CHECK-NEXT: func.func @collapse_into_call(%arg0: i64) -> (tensor<i64>, i64) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.get_global @__constant_2x2xi64 : memref<2x2xi64>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xi64>
// CHECK-NEXT: linalg.add ins(%0, %0 : memref<2x2xi64>, memref<2x2xi64>) outs(%alloc : memref<2x2xi64>)
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1]] : memref<2x2xi64> into memref<4xi64>
// CHECK-NEXT: %1 = bufferization.to_tensor %collapse_shape : memref<4xi64> to tensor<4xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<i64>
// CHECK-NEXT: linalg.fill ins(%arg0 : i64) outs(%alloc_0 : memref<i64>)
// CHECK-NEXT: linalg.reduce ins(%collapse_shape : memref<4xi64>) outs(%alloc_0 : memref<i64>) dimensions = [0]
// CHECK-NEXT: (%in: i64, %init: i64) {
// CHECK-NEXT: %5 = arith.subi %in, %init : i64
// CHECK-NEXT: linalg.yield %5 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc_0 : memref<i64> to tensor<i64>
// CHECK-NEXT: %3 = call @take(%1) : (tensor<4xi64>) -> tensor<4xi64>
// CHECK-NEXT: %4 = memref.load %alloc[%c1, %c1] : memref<2x2xi64>
// CHECK-NEXT: return %2, %4 : tensor<i64>, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @__constant_4xi64 : memref<4xi64> = dense<[1, 2, 3, 4]> {alignment = 64 : i64}
// CHECK-NEXT: func.func private @show(tensor<?x?xi64>)
// CHECK-NEXT: func.func @constant_into_call() {
// CHECK-NEXT: %0 = memref.get_global @__constant_4xi64 : memref<4xi64>
// CHECK-NEXT: %expand_shape = memref.expand_shape %0 {{\[\[}}0, 1]] output_shape [1, 4] : memref<4xi64> into memref<1x4xi64>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x4xi64>
// CHECK-NEXT: memref.copy %expand_shape, %alloc : memref<1x4xi64> to memref<1x4xi64>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<1x4xi64> to memref<?x?xi64>
// CHECK-NEXT: %1 = bufferization.to_tensor %cast : memref<?x?xi64> to tensor<?x?xi64>
// CHECK-NEXT: call @show(%1) : (tensor<?x?xi64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
