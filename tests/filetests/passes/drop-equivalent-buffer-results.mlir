// -drop-equivalent-buffer-results: a private function's results that are its arguments
// (through memref.cast chains) are dropped and its callers use what they passed, cast back to
// the old result type when it differs; public, bodiless and multi-return functions are left
// alone; a rewritten call keeps only its callee. Expected output from upstream mlir-opt.
// RUN: memref-opt %s --split-input-file --drop-equivalent-buffer-results | filecheck %s

func.func private @through_casts(%a: memref<4xf32>, %b: memref<?xf32>, %n: i64) -> (memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>, i64, memref<?xf32>) attributes {res_attrs = [{}, {test.r = 1 : i32}, {}, {}]} {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %e = memref.alloc() : memref<2xf32>
  %f = memref.cast %e : memref<2xf32> to memref<?xf32>
  return %c, %d, %n, %f : memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>, i64, memref<?xf32>
}

func.func @caller(%a: memref<4xf32>, %b: memref<?xf32>) -> (memref<?xf32>, i64) {
  %k = arith.constant 7 : i64
  %0:4 = call @through_casts(%a, %b, %k) {no_inline} : (memref<4xf32>, memref<?xf32>, i64) -> (memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>, i64, memref<?xf32>)
  %1:4 = call @through_casts(%a, %0#0, %0#2) : (memref<4xf32>, memref<?xf32>, i64) -> (memref<?xf32>, memref<?xf32, strided<[?], offset: ?>>, i64, memref<?xf32>)
  %c0 = arith.constant 0 : index
  %x = memref.load %0#1[%c0] : memref<?xf32, strided<[?], offset: ?>>
  memref.store %x, %1#3[%c0] : memref<?xf32>
  return %1#0, %1#2 : memref<?xf32>, i64
}

// -----

func.func private @two_returns(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<2xf32>
^bb2:
  return %a : memref<2xf32>
}

func.func private @nested_visibility(%a: memref<2xf32>) -> memref<2xf32> {
  return %a : memref<2xf32>
}

func.func @public_one(%a: memref<2xf32>) -> memref<2xf32> {
  return %a : memref<2xf32>
}

func.func private @declared(%a: memref<2xf32>) -> memref<2xf32>

func.func @user(%a: memref<2xf32>, %c: i1) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %0 = call @two_returns(%a, %c) : (memref<2xf32>, i1) -> memref<2xf32>
  %1 = call @nested_visibility(%0) : (memref<2xf32>) -> memref<2xf32>
  %2 = call @public_one(%1) : (memref<2xf32>) -> memref<2xf32>
  %3 = call @declared(%2) : (memref<2xf32>) -> memref<2xf32>
  return %0, %1, %2, %3 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func private @through_casts(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: i64) -> memref<?xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %cast : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %cast_1 = memref.cast %alloc : memref<2xf32> to memref<?xf32>
// CHECK-NEXT: return %cast_1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: memref<4xf32>, %arg1: memref<?xf32>) -> (memref<?xf32>, i64) {
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %0 = call @through_casts(%arg0, %arg1, %c7_i64) : (memref<4xf32>, memref<?xf32>, i64) -> memref<?xf32>
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = call @through_casts(%arg0, %cast, %c7_i64) : (memref<4xf32>, memref<?xf32>, i64) -> memref<?xf32>
// CHECK-NEXT: %cast_1 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg0 : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %2 = memref.load %cast_0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.store %2, %1[%c0] : memref<?xf32>
// CHECK-NEXT: return %cast_1, %c7_i64 : memref<?xf32>, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @two_returns(%arg0: memref<2xf32>, %arg1: i1) {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @nested_visibility(%arg0: memref<2xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @public_one(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: return %arg0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @declared(memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: func.func @user(%arg0: memref<2xf32>, %arg1: i1) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: call @two_returns(%arg0, %arg1) : (memref<2xf32>, i1) -> ()
// CHECK-NEXT: call @nested_visibility(%arg0) : (memref<2xf32>) -> ()
// CHECK-NEXT: %0 = call @public_one(%arg0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: %1 = call @declared(%0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: return %arg0, %arg0, %0, %1 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
