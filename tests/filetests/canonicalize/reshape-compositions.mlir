// Compositions of memref.expand_shape and memref.collapse_shape (upstream's
// ComposeReassociativeReshapeOps, ComposeExpandOfCollapseOp, ComposeCollapseOfExpandOp),
// reshapes of a cast that only erased information (ExpandShapeOpMemRefCastFolder,
// CollapseShapeOpMemRefCastFolder) and the reshape folds (foldReshapeOp: an inverse pair with
// two dynamic sizes in one group stays). Expected output is mlir-opt's; @main runs the same
// before and after canonicalize in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 23
// EXEC-NEXT: 23
// EXEC-NEXT: 13
// EXEC-NEXT: 13
// EXEC-NEXT: 9
// EXEC-NEXT: 9
// EXEC-NEXT: 22
// EXEC-NEXT: 5
// EXEC-NEXT: 6
// EXEC-NEXT: 19
func.func private @printI64(i64)
func.func private @printNewline()
func.func @show(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func @expand_expand(%m: memref<24xi64>) -> memref<2x3x4xi64> {
  %a = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xi64> into memref<6x4xi64>
  %b = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xi64> into memref<2x3x4xi64>
  return %b : memref<2x3x4xi64>
}
func.func @collapse_collapse(%m: memref<2x3x4xi64>) -> memref<24xi64> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xi64> into memref<6x4xi64>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xi64> into memref<24xi64>
  return %b : memref<24xi64>
}
// collapse(expand): an expand_shape, a collapse_shape, or with dynamic sizes an expand_shape
// whose size is a product (arith.muli).
func.func @collapse_of_expand(%m: memref<6x4xi64>, %d: memref<?x4xi64>, %n: index) -> (memref<6x2x2xi64>, memref<2x3x4xi64>, memref<?x2x2xi64>) {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 2, 2] : memref<6x4xi64> into memref<2x3x2x2xi64>
  %b = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<2x3x2x2xi64> into memref<6x2x2xi64>
  %c = memref.collapse_shape %a [[0], [1], [2, 3]] : memref<2x3x2x2xi64> into memref<2x3x4xi64>
  %e = memref.expand_shape %d [[0, 1], [2, 3]] output_shape [%n, 3, 2, 2] : memref<?x4xi64> into memref<?x3x2x2xi64>
  %f = memref.collapse_shape %e [[0, 1], [2], [3]] : memref<?x3x2x2xi64> into memref<?x2x2xi64>
  return %b, %c, %f : memref<6x2x2xi64>, memref<2x3x4xi64>, memref<?x2x2xi64>
}
// expand(collapse): one collapse_shape or expand_shape when the groups compose, not when the
// ranks are equal.
func.func @expand_of_collapse(%m: memref<2x3x4xi64>, %d: memref<?x3x4xi64>, %n: index) -> (memref<6x4xi64>, memref<6x2x2xi64>, memref<?x4xi64>) {
  %a = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xi64> into memref<24xi64>
  %b = memref.expand_shape %a [[0, 1]] output_shape [6, 4] : memref<24xi64> into memref<6x4xi64>
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xi64> into memref<6x4xi64>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xi64> into memref<6x2x2xi64>
  %f = memref.collapse_shape %d [[0, 1, 2]] : memref<?x3x4xi64> into memref<?xi64>
  %g = memref.expand_shape %f [[0, 1]] output_shape [%n, 4] : memref<?xi64> into memref<?x4xi64>
  return %b, %e, %g : memref<6x4xi64>, memref<6x2x2xi64>, memref<?x4xi64>
}
// Reshapes of casts: a new reshape of the cast's source and a cast back; an expansion takes
// its constant sizes; a dynamic size where the source is static keeps the cast.
func.func @of_cast(%m: memref<4x6xi64>, %n: index) -> (memref<?xi64>, memref<?x2x3xi64>, memref<?x2x3xi64>) {
  %c4 = arith.constant 4 : index
  %c = memref.cast %m : memref<4x6xi64> to memref<?x6xi64>
  %a = memref.collapse_shape %c [[0, 1]] : memref<?x6xi64> into memref<?xi64>
  %b = memref.expand_shape %c [[0], [1, 2]] output_shape [%c4, 2, 3] : memref<?x6xi64> into memref<?x2x3xi64>
  %e = memref.expand_shape %c [[0], [1, 2]] output_shape [%n, 2, 3] : memref<?x6xi64> into memref<?x2x3xi64>
  return %a, %b, %e : memref<?xi64>, memref<?x2x3xi64>, memref<?x2x3xi64>
}
// Inverse pairs with two dynamic sizes in a group are not folded.
func.func @two_dynamic(%m: memref<?x?xi64>, %n: index, %k: index) -> (memref<?x?xi64>, memref<?x?xi64>) {
  %a = memref.collapse_shape %m [[0, 1]] : memref<?x?xi64> into memref<?xi64>
  %b = memref.expand_shape %a [[0, 1]] output_shape [%n, %k] : memref<?xi64> into memref<?x?xi64>
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, %k, 1, %n] : memref<?x?xi64> into memref<?x?x1x?xi64>
  %f = memref.collapse_shape %e [[0, 1], [2, 3]] : memref<?x?x1x?xi64> into memref<?x?xi64>
  return %b, %f : memref<?x?xi64>, memref<?x?xi64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c24 = arith.constant 24 : index
  %m = memref.alloc() : memref<24xi64>
  scf.for %i = %c0 to %c24 step %c1 {
    %x = arith.index_cast %i : index to i64
    memref.store %x, %m[%i] : memref<24xi64>
  }
  %e3 = func.call @expand_expand(%m) : (memref<24xi64>) -> memref<2x3x4xi64>
  %x0 = memref.load %e3[%c1, %c2, %c3] : memref<2x3x4xi64>
  func.call @show(%x0) : (i64) -> ()
  %flat = func.call @collapse_collapse(%e3) : (memref<2x3x4xi64>) -> memref<24xi64>
  %x0i = arith.index_cast %x0 : i64 to index
  %x1b = memref.load %flat[%x0i] : memref<24xi64>
  func.call @show(%x1b) : (i64) -> ()
  %m64 = memref.expand_shape %m [[0, 1]] output_shape [6, 4] : memref<24xi64> into memref<6x4xi64>
  %d = memref.cast %m64 : memref<6x4xi64> to memref<?x4xi64>
  %r:3 = func.call @collapse_of_expand(%m64, %d, %c2) : (memref<6x4xi64>, memref<?x4xi64>, index) -> (memref<6x2x2xi64>, memref<2x3x4xi64>, memref<?x2x2xi64>)
  %x2 = memref.load %r#0[%c3, %c0, %c1] : memref<6x2x2xi64>
  func.call @show(%x2) : (i64) -> ()
  %x3 = memref.load %r#1[%c1, %c0, %c1] : memref<2x3x4xi64>
  func.call @show(%x3) : (i64) -> ()
  %x4 = memref.load %r#2[%c2, %c0, %c1] : memref<?x2x2xi64>
  func.call @show(%x4) : (i64) -> ()
  %d3 = memref.cast %e3 : memref<2x3x4xi64> to memref<?x3x4xi64>
  %s:3 = func.call @expand_of_collapse(%e3, %d3, %c6) : (memref<2x3x4xi64>, memref<?x3x4xi64>, index) -> (memref<6x4xi64>, memref<6x2x2xi64>, memref<?x4xi64>)
  %x5 = memref.load %s#0[%c2, %c1] : memref<6x4xi64>
  func.call @show(%x5) : (i64) -> ()
  %c5 = arith.constant 5 : index
  %x6 = memref.load %s#1[%c5, %c1, %c0] : memref<6x2x2xi64>
  func.call @show(%x6) : (i64) -> ()
  %x7 = memref.load %s#2[%c1, %c1] : memref<?x4xi64>
  func.call @show(%x7) : (i64) -> ()
  %m46 = memref.expand_shape %m [[0, 1]] output_shape [4, 6] : memref<24xi64> into memref<4x6xi64>
  %c4 = arith.constant 4 : index
  %t:3 = func.call @of_cast(%m46, %c4) : (memref<4x6xi64>, index) -> (memref<?xi64>, memref<?x2x3xi64>, memref<?x2x3xi64>)
  %x8 = memref.load %t#0[%c6] : memref<?xi64>
  func.call @show(%x8) : (i64) -> ()
  %x9 = memref.load %t#1[%c3, %c0, %c1] : memref<?x2x3xi64>
  func.call @show(%x9) : (i64) -> ()
  memref.dealloc %m : memref<24xi64>
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
// CHECK-NEXT: func.func @expand_expand(%arg0: memref<24xi64>) -> memref<2x3x4xi64> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, 3, 4] : memref<24xi64> into memref<2x3x4xi64>
// CHECK-NEXT: return %expand_shape : memref<2x3x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse_collapse(%arg0: memref<2x3x4xi64>) -> memref<24xi64> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<2x3x4xi64> into memref<24xi64>
// CHECK-NEXT: return %collapse_shape : memref<24xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @collapse_of_expand(%arg0: memref<6x4xi64>, %arg1: memref<?x4xi64>, %arg2: index) -> (memref<6x2x2xi64>, memref<2x3x4xi64>, memref<?x2x2xi64>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xi64> into memref<6x2x2xi64>
// CHECK-NEXT: %expand_shape_0 = memref.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xi64> into memref<2x3x4xi64>
// CHECK-NEXT: %0 = arith.muli %arg2, %c3 : index
// CHECK-NEXT: %expand_shape_1 = memref.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [%0, 2, 2] : memref<?x4xi64> into memref<?x2x2xi64>
// CHECK-NEXT: return %expand_shape, %expand_shape_0, %expand_shape_1 : memref<6x2x2xi64>, memref<2x3x4xi64>, memref<?x2x2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @expand_of_collapse(%arg0: memref<2x3x4xi64>, %arg1: memref<?x3x4xi64>, %arg2: index) -> (memref<6x4xi64>, memref<6x2x2xi64>, memref<?x4xi64>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xi64> into memref<6x4xi64>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<2x3x4xi64> into memref<6x4xi64>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape_0 {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xi64> into memref<6x2x2xi64>
// CHECK-NEXT: %collapse_shape_1 = memref.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : memref<?x3x4xi64> into memref<?x4xi64>
// CHECK-NEXT: return %collapse_shape, %expand_shape, %collapse_shape_1 : memref<6x4xi64>, memref<6x2x2xi64>, memref<?x4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @of_cast(%arg0: memref<4x6xi64>, %arg1: index) -> (memref<?xi64>, memref<?x2x3xi64>, memref<?x2x3xi64>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x6xi64> to memref<?x6xi64>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x6xi64> into memref<24xi64>
// CHECK-NEXT: %cast_0 = memref.cast %collapse_shape : memref<24xi64> to memref<?xi64>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xi64> into memref<4x2x3xi64>
// CHECK-NEXT: %cast_1 = memref.cast %expand_shape : memref<4x2x3xi64> to memref<?x2x3xi64>
// CHECK-NEXT: %expand_shape_2 = memref.expand_shape %cast {{\[\[}}0], [1, 2]] output_shape [%arg1, 2, 3] : memref<?x6xi64> into memref<?x2x3xi64>
// CHECK-NEXT: return %cast_0, %cast_1, %expand_shape_2 : memref<?xi64>, memref<?x2x3xi64>, memref<?x2x3xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @two_dynamic(%arg0: memref<?x?xi64>, %arg1: index, %arg2: index) -> (memref<?x?xi64>, memref<?x?xi64>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x?xi64> into memref<?xi64>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg1, %arg2] : memref<?xi64> into memref<?x?xi64>
// CHECK-NEXT: return %expand_shape, %arg0 : memref<?x?xi64>, memref<?x?xi64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c24 = arith.constant 24 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<24xi64>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c24 step %c1 {
// CHECK-NEXT: %16 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT: memref.store %16, %alloc[%arg0] : memref<24xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = call @expand_expand(%alloc) : (memref<24xi64>) -> memref<2x3x4xi64>
// CHECK-NEXT: %1 = memref.load %0[%c1, %c2, %c3] : memref<2x3x4xi64>
// CHECK-NEXT: call @show(%1) : (i64) -> ()
// CHECK-NEXT: %2 = call @collapse_collapse(%0) : (memref<2x3x4xi64>) -> memref<24xi64>
// CHECK-NEXT: %3 = arith.index_cast %1 : i64 to index
// CHECK-NEXT: %4 = memref.load %2[%3] : memref<24xi64>
// CHECK-NEXT: call @show(%4) : (i64) -> ()
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloc {{\[\[}}0, 1]] output_shape [6, 4] : memref<24xi64> into memref<6x4xi64>
// CHECK-NEXT: %cast = memref.cast %expand_shape : memref<6x4xi64> to memref<?x4xi64>
// CHECK-NEXT: %5:3 = call @collapse_of_expand(%expand_shape, %cast, %c2) : (memref<6x4xi64>, memref<?x4xi64>, index) -> (memref<6x2x2xi64>, memref<2x3x4xi64>, memref<?x2x2xi64>)
// CHECK-NEXT: %6 = memref.load %5#0[%c3, %c0, %c1] : memref<6x2x2xi64>
// CHECK-NEXT: call @show(%6) : (i64) -> ()
// CHECK-NEXT: %7 = memref.load %5#1[%c1, %c0, %c1] : memref<2x3x4xi64>
// CHECK-NEXT: call @show(%7) : (i64) -> ()
// CHECK-NEXT: %8 = memref.load %5#2[%c2, %c0, %c1] : memref<?x2x2xi64>
// CHECK-NEXT: call @show(%8) : (i64) -> ()
// CHECK-NEXT: %cast_0 = memref.cast %0 : memref<2x3x4xi64> to memref<?x3x4xi64>
// CHECK-NEXT: %9:3 = call @expand_of_collapse(%0, %cast_0, %c6) : (memref<2x3x4xi64>, memref<?x3x4xi64>, index) -> (memref<6x4xi64>, memref<6x2x2xi64>, memref<?x4xi64>)
// CHECK-NEXT: %10 = memref.load %9#0[%c2, %c1] : memref<6x4xi64>
// CHECK-NEXT: call @show(%10) : (i64) -> ()
// CHECK-NEXT: %11 = memref.load %9#1[%c5, %c1, %c0] : memref<6x2x2xi64>
// CHECK-NEXT: call @show(%11) : (i64) -> ()
// CHECK-NEXT: %12 = memref.load %9#2[%c1, %c1] : memref<?x4xi64>
// CHECK-NEXT: call @show(%12) : (i64) -> ()
// CHECK-NEXT: %expand_shape_1 = memref.expand_shape %alloc {{\[\[}}0, 1]] output_shape [4, 6] : memref<24xi64> into memref<4x6xi64>
// CHECK-NEXT: %13:3 = call @of_cast(%expand_shape_1, %c4) : (memref<4x6xi64>, index) -> (memref<?xi64>, memref<?x2x3xi64>, memref<?x2x3xi64>)
// CHECK-NEXT: %14 = memref.load %13#0[%c6] : memref<?xi64>
// CHECK-NEXT: call @show(%14) : (i64) -> ()
// CHECK-NEXT: %15 = memref.load %13#1[%c3, %c0, %c1] : memref<?x2x3xi64>
// CHECK-NEXT: call @show(%15) : (i64) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<24xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
