// memref folds: rank of a ranked memref; identity and composed transposes; a view or
// reinterpret_cast to the source's own static type; chains of memory_space_cast and of
// assume_alignment; cast through an unranked memref; dim of a view's or (rank-reducing)
// subview's size operand; extract_strided_metadata of a cast; a no-op subview of a subview.
// Expected output is mlir-opt's; @main runs the same before and after canonicalize in both
// engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 3
// EXEC-NEXT: 0
// EXEC-NEXT: 6
// EXEC-NEXT: 3
// EXEC-NEXT: 5
// EXEC-NEXT: 2
// EXEC-NEXT: 4
// EXEC-NEXT: 12
// EXEC-NEXT: 7
// EXEC-NEXT: 13
func.func private @printI64(i64)
func.func private @printNewline()
func.func @spaces(%m: memref<4xf32, 1>) -> (memref<4xf32, 3>, memref<4xf32, 1>) {
  %a = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 3>
  %c = memref.memory_space_cast %a : memref<4xf32> to memref<4xf32, 1>
  return %b, %c : memref<4xf32, 3>, memref<4xf32, 1>
}
func.func @align(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.assume_alignment %m, 16 : memref<4xf32>
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  %c = memref.assume_alignment %b, 32 : memref<4xf32>
  return %b, %c : memref<4xf32>, memref<4xf32>
}
func.func @unranked(%m: memref<4xf32>, %u: memref<*xf32>) -> (memref<?xf32>, memref<4xf32>, index, index) {
  %to = memref.cast %m : memref<4xf32> to memref<*xf32>
  %r = memref.cast %to : memref<*xf32> to memref<?xf32>
  %r2 = memref.cast %to : memref<*xf32> to memref<4xf32>
  %ru = memref.rank %u : memref<*xf32>
  %c = memref.cast %u : memref<*xf32> to memref<?xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  return %r, %r2, %ru, %sz : memref<?xf32>, memref<4xf32>, index, index
}
func.func @transposes(%m: memref<2x3x4xi64>) -> (memref<2x3x4xi64>, memref<3x4x2xi64, strided<[4, 1, 12]>>) {
  %t = memref.transpose %m (i, j, k) -> (i, j, k) : memref<2x3x4xi64> to memref<2x3x4xi64>
  %a = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xi64> to memref<4x2x3xi64, strided<[1, 12, 4]>>
  %b = memref.transpose %a (i, j, k) -> (k, i, j) : memref<4x2x3xi64, strided<[1, 12, 4]>> to memref<3x4x2xi64, strided<[4, 1, 12]>>
  return %t, %b : memref<2x3x4xi64>, memref<3x4x2xi64, strided<[4, 1, 12]>>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc() : memref<2x3x4xi64>
  %r = memref.rank %m : memref<2x3x4xi64>
  %z = memref.alloca() : memref<i64>
  %rz = memref.rank %z : memref<i64>
  %ri = arith.index_cast %r : index to i64
  %rzi = arith.index_cast %rz : index to i64
  func.call @printI64(%ri) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%rzi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // Fill %m with 0..23 through a reinterpret_cast and a view that change nothing.
  %flat = memref.alloc() : memref<192xi8>
  %v = memref.view %flat[%c0][] : memref<192xi8> to memref<192xi8>
  %w = memref.view %v[%c0][%c2, %c3] : memref<192xi8> to memref<?x?x4xi64>
  %ws = memref.dim %w, %c1 : memref<?x?x4xi64>
  %wsi = arith.index_cast %ws : index to i64
  %same = memref.reinterpret_cast %m to offset: [0], sizes: [2, 3, 4], strides: [12, 4, 1] : memref<2x3x4xi64> to memref<2x3x4xi64>
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %a = arith.muli %i, %c3 : index
        %b = arith.addi %a, %j : index
        %d = arith.muli %b, %c4 : index
        %e = arith.addi %d, %k : index
        %x = arith.index_cast %e : index to i64
        memref.store %x, %same[%i, %j, %k] : memref<2x3x4xi64>
      }
    }
  }
  %t:2 = func.call @transposes(%m) : (memref<2x3x4xi64>) -> (memref<2x3x4xi64>, memref<3x4x2xi64, strided<[4, 1, 12]>>)
  // %t#1[j, k, i] = m[i, j, k]: [1, 2, 0] is m[0, 1, 2] = 6.
  %t1 = memref.load %t#1[%c1, %c2, %c0] : memref<3x4x2xi64, strided<[4, 1, 12]>>
  func.call @printI64(%t1) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%wsi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // A rank-reducing subview [1, ?, 1] keeps the size operand; a subview of it with zero
  // offsets, unit strides and the same sizes is the same view.
  %sv = memref.subview %m[1, 0, 1] [1, %c3, 1] [1, 1, 1] : memref<2x3x4xi64> to memref<?xi64, strided<[4], offset: 13>>
  %sv2 = memref.subview %sv[0] [%c3] [1] : memref<?xi64, strided<[4], offset: 13>> to memref<?xi64, strided<[4], offset: 13>>
  %d = memref.dim %sv2, %c0 : memref<?xi64, strided<[4], offset: 13>>
  %di = arith.index_cast %d : index to i64
  %c2i = arith.constant 2 : i64
  %dd = arith.addi %di, %c2i : i64
  func.call @printI64(%dd) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %cast = memref.cast %m : memref<2x3x4xi64> to memref<?x?x?xi64>
  %base, %off, %sz:3, %st:3 = memref.extract_strided_metadata %cast : memref<?x?x?xi64> -> memref<i64>, index, index, index, index, index, index, index
  %s0 = arith.index_cast %sz#0 : index to i64
  func.call @printI64(%s0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %ss = memref.dim %cast, %c2 : memref<?x?x?xi64>
  %ssi = arith.index_cast %ss : index to i64
  func.call @printI64(%ssi) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %st0 = arith.index_cast %st#0 : index to i64
  func.call @printI64(%st0) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %l2 = memref.load %t#0[%c0, %c1, %c3] : memref<2x3x4xi64>
  func.call @printI64(%l2) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %l3 = memref.load %sv2[%c0] : memref<?xi64, strided<[4], offset: 13>>
  func.call @printI64(%l3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %flat : memref<192xi8>
  memref.dealloc %m : memref<2x3x4xi64>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @spaces(%arg0: memref<4xf32, 1>) -> (memref<4xf32, 3>, memref<4xf32, 1>) {
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32, 3>
// CHECK-NEXT: return %memspacecast, %arg0 : memref<4xf32, 3>, memref<4xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @align(%arg0: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT: %assume_align_0 = memref.assume_alignment %assume_align, 32 : memref<4xf32>
// CHECK-NEXT: return %assume_align, %assume_align_0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unranked(%arg0: memref<4xf32>, %arg1: memref<*xf32>) -> (memref<?xf32>, memref<4xf32>, index, index) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: %cast_0 = memref.cast %arg1 : memref<*xf32> to memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast_0 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: return %cast, %arg0, %0, %sizes : memref<?xf32>, memref<4xf32>, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @transposes(%arg0: memref<2x3x4xi64>) -> (memref<2x3x4xi64>, memref<3x4x2xi64, strided<[4, 1, 12]>>) {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1, d2) -> (d1, d2, d0) : memref<2x3x4xi64> to memref<3x4x2xi64, strided<[4, 1, 12]>>
// CHECK-NEXT: return %arg0, %transpose : memref<2x3x4xi64>, memref<3x4x2xi64, strided<[4, 1, 12]>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c12_i64 = arith.constant 12 : i64
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3x4xi64>
// CHECK-NEXT: call @printI64(%c3_i64) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%c0_i64) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: scf.for %arg0 = %c0 to %c2 step %c1 {
// CHECK-NEXT: scf.for %arg1 = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %4 = arith.muli %arg0, %c3 : index
// CHECK-NEXT: %5 = arith.addi %4, %arg1 : index
// CHECK-NEXT: %6 = arith.muli %5, %c4 : index
// CHECK-NEXT: %7 = arith.addi %6, %arg2 : index
// CHECK-NEXT: %8 = arith.index_cast %7 : index to i64
// CHECK-NEXT: memref.store %8, %alloc[%arg0, %arg1, %arg2] : memref<2x3x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = call @transposes(%alloc) : (memref<2x3x4xi64>) -> (memref<2x3x4xi64>, memref<3x4x2xi64, strided<[4, 1, 12]>>)
// CHECK-NEXT: %1 = memref.load %0#1[%c1, %c2, %c0] : memref<3x4x2xi64, strided<[4, 1, 12]>>
// CHECK-NEXT: call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%c3_i64) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %subview = memref.subview %alloc[1, 0, 1] [1, 3, 1] [1, 1, 1] : memref<2x3x4xi64> to memref<3xi64, strided<[4], offset: 13>>
// CHECK-NEXT: call @printI64(%c5_i64) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%c2_i64) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%c4_i64) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @printI64(%c12_i64) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %2 = memref.load %0#0[%c0, %c1, %c3] : memref<2x3x4xi64>
// CHECK-NEXT: call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %3 = memref.load %subview[%c0] : memref<3xi64, strided<[4], offset: 13>>
// CHECK-NEXT: call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2x3x4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
