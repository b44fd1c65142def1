// Upstream's ViewOpShapeFolder (constant view sizes become static, cast back),
// ViewOpMemrefCastFolder (a view of a cast of an alloc views the alloc) and
// ReinterpretCastOpExtractStridedMetadataFolder (a reinterpret_cast rebuilding x from its own
// metadata is x or a cast of it; otherwise it reinterprets x directly). Expected output is
// mlir-opt's; @main runs the same before and after canonicalize in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 42
// EXEC-NEXT: 42
// EXEC-NEXT: 42
// EXEC-NEXT: 42
// EXEC-NEXT: 3
func.func private @printI64(i64)
func.func private @printNewline()
func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @views(%buf: memref<64xi8>, %n: index) -> (memref<?xi64>, memref<?x?xi64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = memref.view %buf[%c0][%c2] : memref<64xi8> to memref<?xi64>
  %w = memref.view %buf[%c0][%n, %c2] : memref<64xi8> to memref<?x?xi64>
  return %v, %w : memref<?xi64>, memref<?x?xi64>
}
func.func @rebuild(%x: memref<4x2xi64>) -> memref<?x?xi64, strided<[?, ?], offset: ?>> {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %x : memref<4x2xi64> -> memref<i64>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<i64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xi64, strided<[?, ?], offset: ?>>
}
func.func @same_type(%x: memref<?x2xi64>) -> memref<?x2xi64> {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %x : memref<?x2xi64> -> memref<i64>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [0], sizes: [%sz#0, 2], strides: [2, 1] : memref<i64> to memref<?x2xi64>
  return %r : memref<?x2xi64>
}
// Another size: reinterprets x itself.
func.func @resize(%x: memref<?x2xi64>, %n: index) -> memref<?x2xi64> {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %x : memref<?x2xi64> -> memref<i64>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [0], sizes: [%n, 2], strides: [2, 1] : memref<i64> to memref<?x2xi64>
  return %r : memref<?x2xi64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<64xi8>
  %ca = memref.cast %a : memref<64xi8> to memref<?xi8>
  %x = memref.view %ca[%c0][] : memref<?xi8> to memref<4x2xi64>
  %v42 = arith.constant 42 : i64
  memref.store %v42, %x[%c0, %c1] : memref<4x2xi64>
  %vw:2 = func.call @views(%a, %c4) : (memref<64xi8>, index) -> (memref<?xi64>, memref<?x?xi64>)
  %l0 = memref.load %vw#0[%c1] : memref<?xi64>
  func.call @show(%l0) : (i64) -> ()
  %l1 = memref.load %vw#1[%c0, %c1] : memref<?x?xi64>
  func.call @show(%l1) : (i64) -> ()
  %r = func.call @rebuild(%x) : (memref<4x2xi64>) -> memref<?x?xi64, strided<[?, ?], offset: ?>>
  %l2 = memref.load %r[%c0, %c1] : memref<?x?xi64, strided<[?, ?], offset: ?>>
  func.call @show(%l2) : (i64) -> ()
  %xd = memref.cast %x : memref<4x2xi64> to memref<?x2xi64>
  %s = func.call @same_type(%xd) : (memref<?x2xi64>) -> memref<?x2xi64>
  %l3 = memref.load %s[%c0, %c1] : memref<?x2xi64>
  func.call @show(%l3) : (i64) -> ()
  %t = func.call @resize(%xd, %c3) : (memref<?x2xi64>, index) -> memref<?x2xi64>
  %d = memref.dim %t, %c0 : memref<?x2xi64>
  %di = arith.index_cast %d : index to i64
  func.call @show(%di) : (i64) -> ()
  memref.dealloc %a : memref<64xi8>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @show(%arg0: i64) {
// CHECK-NEXT: call @printI64(%arg0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @views(%arg0: memref<64xi8>, %arg1: index) -> (memref<?xi64>, memref<?x?xi64>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %view = memref.view %arg0[%c0][] : memref<64xi8> to memref<2xi64>
// CHECK-NEXT: %cast = memref.cast %view : memref<2xi64> to memref<?xi64>
// CHECK-NEXT: %view_0 = memref.view %arg0[%c0][%arg1] : memref<64xi8> to memref<?x2xi64>
// CHECK-NEXT: %cast_1 = memref.cast %view_0 : memref<?x2xi64> to memref<?x?xi64>
// CHECK-NEXT: return %cast, %cast_1 : memref<?xi64>, memref<?x?xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rebuild(%arg0: memref<4x2xi64>) -> memref<?x?xi64, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x2xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @same_type(%arg0: memref<?x2xi64>) -> memref<?x2xi64> {
// CHECK-NEXT: return %arg0 : memref<?x2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @resize(%arg0: memref<?x2xi64>, %arg1: index) -> memref<?x2xi64> {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 2], strides: [2, 1] : memref<?x2xi64> to memref<?x2xi64>
// CHECK-NEXT: return %reinterpret_cast : memref<?x2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c42_i64 = arith.constant 42 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<64xi8>
// CHECK-NEXT: %view = memref.view %alloc[%c0][] : memref<64xi8> to memref<4x2xi64>
// CHECK-NEXT: memref.store %c42_i64, %view[%c0, %c1] : memref<4x2xi64>
// CHECK-NEXT: %0:2 = call @views(%alloc, %c4) : (memref<64xi8>, index) -> (memref<?xi64>, memref<?x?xi64>)
// CHECK-NEXT: %1 = memref.load %0#0[%c1] : memref<?xi64>
// CHECK-NEXT: call @show(%1) : (i64) -> ()
// CHECK-NEXT: %2 = memref.load %0#1[%c0, %c1] : memref<?x?xi64>
// CHECK-NEXT: call @show(%2) : (i64) -> ()
// CHECK-NEXT: %3 = call @rebuild(%view) : (memref<4x2xi64>) -> memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = memref.load %3[%c0, %c1] : memref<?x?xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT: call @show(%4) : (i64) -> ()
// CHECK-NEXT: %cast = memref.cast %view : memref<4x2xi64> to memref<?x2xi64>
// CHECK-NEXT: %5 = call @same_type(%cast) : (memref<?x2xi64>) -> memref<?x2xi64>
// CHECK-NEXT: %6 = memref.load %5[%c0, %c1] : memref<?x2xi64>
// CHECK-NEXT: call @show(%6) : (i64) -> ()
// CHECK-NEXT: %7 = call @resize(%cast, %c3) : (memref<?x2xi64>, index) -> memref<?x2xi64>
// CHECK-NEXT: %dim = memref.dim %7, %c0 : memref<?x2xi64>
// CHECK-NEXT: %8 = arith.index_cast %dim : index to i64
// CHECK-NEXT: call @show(%8) : (i64) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<64xi8>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
