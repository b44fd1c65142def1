// -buffer-results-to-out-params with hoist-static-allocs, hoist-dynamic-allocs,
// modify-public-functions and add-result-attr: a returned allocation (memref.alloc, alloca or
// realloc) is replaced by its out-param instead of copied; a dynamic one only when its sizes
// are function arguments, which callers then pass to their allocation. A second return of the
// same allocation copies from the first out-param (LLVM 22.1.8 crashes there; this is what
// later upstream does). Expected output from upstream mlir-opt, where it does not crash.
// RUN: memref-opt %s --split-input-file --pass-pipeline='builtin.module(buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs modify-public-functions add-result-attr})' | filecheck %s

func.func private @sized(%n: index, %m: index, %x: f32) -> (memref<?x4x?xf32>, i1, memref<2xf32>) {
  %a = memref.alloc(%m, %n) : memref<?x4x?xf32>
  %b = memref.alloca() : memref<2xf32>
  %c0 = arith.constant 0 : index
  memref.store %x, %b[%c0] : memref<2xf32>
  %f = arith.constant false
  return %a, %f, %b : memref<?x4x?xf32>, i1, memref<2xf32>
}

func.func private @grow(%m: memref<2xi8>, %n: index) -> memref<?xi8> {
  %r = memref.realloc %m(%n) : memref<2xi8> to memref<?xi8>
  return %r : memref<?xi8>
}

func.func private @two_blocks(%c: i1) -> memref<3xi8> {
  %a = memref.alloc() : memref<3xi8>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<3xi8>
^bb2:
  return %a : memref<3xi8>
}

func.func @entry(%n: index, %c: i1, %m: memref<2xi8>) -> i1 {
  %c5 = arith.constant 5 : index
  %x = arith.constant 1.0 : f32
  %0:3 = call @sized(%c5, %n, %x) : (index, index, f32) -> (memref<?x4x?xf32>, i1, memref<2xf32>)
  %1 = call @grow(%m, %n) : (memref<2xi8>, index) -> memref<?xi8>
  %2 = call @two_blocks(%c) : (i1) -> memref<3xi8>
  return %0#1 : i1
}

// -----

func.func private @duplicate(%n: index) -> (memref<?xf32>, memref<?xf32>, memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc() : memref<4xf32>
  return %a, %a, %b, %b : memref<?xf32>, memref<?xf32>, memref<4xf32>, memref<4xf32>
}

func.func @entry(%n: index) {
  %0:4 = call @duplicate(%n) : (index) -> (memref<?xf32>, memref<?xf32>, memref<4xf32>, memref<4xf32>)
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @sized(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<?x4x?xf32> {bufferize.result}, %arg4: memref<2xf32> {bufferize.result}) -> i1 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %arg4[%c0] : memref<2xf32>
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @grow(%arg0: memref<2xi8>, %arg1: index, %arg2: memref<?xi8> {bufferize.result}) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @two_blocks(%arg0: i1, %arg1: memref<3xi8> {bufferize.result}) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.copy %arg1, %arg1 : memref<3xi8> to memref<3xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @entry(%arg0: index, %arg1: i1, %arg2: memref<2xi8>) -> i1 {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %c5) : memref<?x4x?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = call @sized(%c5, %arg0, %cst, %alloc, %alloc_0) : (index, index, f32, memref<?x4x?xf32>, memref<2xf32>) -> i1
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg0) : memref<?xi8>
// CHECK-NEXT: call @grow(%arg2, %arg0, %alloc_1) : (memref<2xi8>, index, memref<?xi8>) -> ()
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<3xi8>
// CHECK-NEXT: call @two_blocks(%arg1, %alloc_2) : (i1, memref<3xi8>) -> ()
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @duplicate(%arg0: index, %arg1: memref<?xf32> {bufferize.result}, %arg2: memref<?xf32> {bufferize.result}, %arg3: memref<4xf32> {bufferize.result}, %arg4: memref<4xf32> {bufferize.result}) {
// CHECK-NEXT: memref.copy %arg1, %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %arg3, %arg4 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @entry(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: call @duplicate(%arg0, %alloc, %alloc_0, %alloc_1, %alloc_2) : (index, memref<?xf32>, memref<?xf32>, memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
