// One-Shot Bufferize across calls: callees are analyzed first, so a caller copies an argument
// only when the callee writes it and it is not writable; bodiless callees read and write.
// RUN: memref-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | filecheck %s

func.func private @opaque(tensor<3x?xi64>) -> i64

func.func @pass_read_only(%t: tensor<3x?xi64> {bufferization.writable = false}, %u: tensor<3x?xi64>) -> (i64, i64) {
  %a = call @opaque(%t) : (tensor<3x?xi64>) -> i64
  %b = call @opaque(%u) : (tensor<3x?xi64>) -> i64
  return %a, %b : i64, i64
}

// -----

func.func @bump(%t: tensor<?xi32>, %i: index) -> (tensor<?xi32>, i32) {
  %x = tensor.extract %t[%i] : tensor<?xi32>
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one : i32
  %r = tensor.insert %y into %t[%i] : tensor<?xi32>
  return %r, %x : tensor<?xi32>, i32
}

func.func @peek(%t: tensor<?xi32>, %i: index) -> i32 {
  %x = tensor.extract %t[%i] : tensor<?xi32>
  return %x : i32
}

func.func @caller(%ro: tensor<?xi32> {bufferization.writable = false}, %rw: tensor<?xi32>, %i: index) -> (tensor<?xi32>, tensor<?xi32>, i32, i32) {
  %a, %x = call @bump(%ro, %i) : (tensor<?xi32>, index) -> (tensor<?xi32>, i32)
  %b, %y = call @bump(%rw, %i) : (tensor<?xi32>, index) -> (tensor<?xi32>, i32)
  %z = call @peek(%ro, %i) : (tensor<?xi32>, index) -> i32
  %s = arith.addi %y, %z : i32
  return %a, %b, %x, %s : tensor<?xi32>, tensor<?xi32>, i32, i32
}

// -----

func.func private @consume(tensor<2x2xf64>)

func.func @constant_to_external() {
  %k = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  call @consume(%k) : (tensor<2x2xf64>) -> ()
  %k2 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %k2[%c0, %c0] : tensor<2x2xf64>
  vector.print %e : f64
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @opaque(memref<3x?xi64, strided<[?, ?], offset: ?>>) -> i64
// CHECK-NEXT: func.func @pass_read_only(%arg0: memref<3x?xi64, strided<[?, ?], offset: ?>>, %arg1: memref<3x?xi64, strided<[?, ?], offset: ?>>) -> (i64, i64) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<3x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<3x?xi64>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<3x?xi64, strided<[?, ?], offset: ?>> to memref<3x?xi64>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<3x?xi64> to memref<3x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %0 = call @opaque(%cast) : (memref<3x?xi64, strided<[?, ?], offset: ?>>) -> i64
// CHECK-NEXT: %1 = call @opaque(%arg1) : (memref<3x?xi64, strided<[?, ?], offset: ?>>) -> i64
// CHECK-NEXT: return %0, %1 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @bump(%arg0: memref<?xi32, strided<[?], offset: ?>>, %arg1: index) -> (memref<?xi32, strided<[?], offset: ?>>, i32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: memref.store %1, %arg0[%arg1] : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: return %arg0, %0 : memref<?xi32, strided<[?], offset: ?>>, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @peek(%arg0: memref<?xi32, strided<[?], offset: ?>>, %arg1: index) -> i32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: memref<?xi32, strided<[?], offset: ?>>, %arg1: memref<?xi32, strided<[?], offset: ?>>, %arg2: index) -> (memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xi32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?xi32, strided<[?], offset: ?>> to memref<?xi32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?xi32> to memref<?xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %0:2 = call @bump(%cast, %arg2) : (memref<?xi32, strided<[?], offset: ?>>, index) -> (memref<?xi32, strided<[?], offset: ?>>, i32)
// CHECK-NEXT: %1:2 = call @bump(%arg1, %arg2) : (memref<?xi32, strided<[?], offset: ?>>, index) -> (memref<?xi32, strided<[?], offset: ?>>, i32)
// CHECK-NEXT: %2 = call @peek(%arg0, %arg2) : (memref<?xi32, strided<[?], offset: ?>>, index) -> i32
// CHECK-NEXT: %3 = arith.addi %1#1, %2 : i32
// CHECK-NEXT: return %0#0, %1#0, %0#1, %3 : memref<?xi32, strided<[?], offset: ?>>, memref<?xi32, strided<[?], offset: ?>>, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @__constant_2x2xf64 : memref<2x2xf64> = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> {alignment = 64 : i64}
// CHECK-NEXT: func.func private @consume(memref<2x2xf64, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: func.func @constant_to_external() {
// CHECK-NEXT: %0 = memref.get_global @__constant_2x2xf64 : memref<2x2xf64>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf64>
// CHECK-NEXT: memref.copy %0, %alloc : memref<2x2xf64> to memref<2x2xf64>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2x2xf64> to memref<2x2xf64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: call @consume(%cast) : (memref<2x2xf64, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: %1 = memref.get_global @__constant_2x2xf64 : memref<2x2xf64>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %2 = memref.load %1[%c0, %c0] : memref<2x2xf64>
// CHECK-NEXT: vector.print %2 : f64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
