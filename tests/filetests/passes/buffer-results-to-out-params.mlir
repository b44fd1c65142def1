// -buffer-results-to-out-params: the memref results of private functions with a body become
// trailing arguments that each return copies into; callers allocate them (casting to a fully
// dynamic layout) and pass them. Public functions, declarations and non-memref results
// (tensors, unranked memrefs, scalars) are left alone. Expected output from upstream mlir-opt.
// RUN: memref-opt %s --split-input-file --buffer-results-to-out-params | filecheck %s

func.func private @mixed(%a: memref<?xf32, strided<[?], offset: ?>>, %n: i32 {test.in}) -> (i32 {test.r}, memref<?xf32, strided<[?], offset: ?>> {test.moved}, memref<*xf32>, tensor<2xf32>, memref<3xi8>) attributes {llvm.emit_c_interface} {
  %u = memref.cast %a : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
  %t = arith.constant dense<1.0> : tensor<2xf32>
  %b = memref.alloc() : memref<3xi8>
  return %n, %a, %u, %t, %b : i32, memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>, tensor<2xf32>, memref<3xi8>
}

func.func private @fixed(%a: memref<4xf32>, %c: i1) -> memref<4xf32, strided<[?], offset: ?>> {
  %k = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %k : memref<4xf32, strided<[?], offset: ?>>
^bb2:
  %b = memref.alloc() : memref<4xf32>
  %kb = memref.cast %b : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %kb : memref<4xf32, strided<[?], offset: ?>>
}

func.func private @declared() -> memref<2xf32>

func.func @public(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

func.func @caller(%a: memref<4xf32>, %c: i1) -> (f32, memref<2xf32>) {
  %r = call @fixed(%a, %c) : (memref<4xf32>, i1) -> memref<4xf32, strided<[?], offset: ?>>
  %c0 = arith.constant 0 : index
  %x = memref.load %r[%c0] : memref<4xf32, strided<[?], offset: ?>>
  %y = scf.if %c -> f32 {
    %r2 = func.call @fixed(%a, %c) {some.attr} : (memref<4xf32>, i1) -> memref<4xf32, strided<[?], offset: ?>>
    %z = memref.load %r2[%c0] : memref<4xf32, strided<[?], offset: ?>>
    scf.yield %z : f32
  } else {
    scf.yield %x : f32
  }
  %d = call @declared() : () -> memref<2xf32>
  %p = call @public(%a) : (memref<4xf32>) -> memref<4xf32>
  return %y, %d : f32, memref<2xf32>
}

// -----

// A function with no memref result gains nothing; a 0-D result is an out-param too.
func.func private @scalar(%x: f32) -> f32 {
  return %x : f32
}

func.func private @zero_d(%x: f32) -> memref<f32> {
  %a = memref.alloca() : memref<f32>
  memref.store %x, %a[] : memref<f32>
  return %a : memref<f32>
}

func.func @use(%x: f32) -> f32 {
  %s = call @scalar(%x) : (f32) -> f32
  %m = call @zero_d(%s) : (f32) -> memref<f32>
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}

// CHECK: module {
// CHECK-NEXT: func.func private @mixed(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: i32 {test.in}, %arg2: memref<?xf32, strided<[?], offset: ?>> {test.moved}, %arg3: memref<3xi8>) -> (i32 {test.r}, memref<*xf32>, tensor<2xf32>) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xi8>
// CHECK-NEXT: memref.copy %arg0, %arg2 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy %alloc, %arg3 : memref<3xi8> to memref<3xi8>
// CHECK-NEXT: return %arg1, %cast, %cst : i32, memref<*xf32>, tensor<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @fixed(%arg0: memref<4xf32>, %arg1: i1, %arg2: memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.copy %cast, %arg2 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast_0 = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy %cast_0, %arg2 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @declared() -> memref<2xf32>
// CHECK-NEXT: func.func @public(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller(%arg0: memref<4xf32>, %arg1: i1) -> (f32, memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: call @fixed(%arg0, %arg1, %cast) : (memref<4xf32>, i1, memref<4xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %cast[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = scf.if %arg1 -> (f32) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: func.call @fixed(%arg0, %arg1, %cast_1) : (memref<4xf32>, i1, memref<4xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: %4 = memref.load %cast_1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = call @declared() : () -> memref<2xf32>
// CHECK-NEXT: %3 = call @public(%arg0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: return %1, %2 : f32, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @scalar(%arg0: f32) -> f32 {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @zero_d(%arg0: f32, %arg1: memref<f32>) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<f32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<f32>
// CHECK-NEXT: memref.copy %alloca, %arg1 : memref<f32> to memref<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @use(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = call @scalar(%arg0) : (f32) -> f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<f32>
// CHECK-NEXT: call @zero_d(%0, %alloc) : (f32, memref<f32>) -> ()
// CHECK-NEXT: %1 = memref.load %alloc[] : memref<f32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
