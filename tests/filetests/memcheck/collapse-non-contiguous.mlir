// memref.collapse_shape of a view whose dynamic strides make a group non-contiguous (upstream's
// lowering then computes wrong addresses silently) is a located error in both engines; a
// contiguous view, and one whose odd stride is on a unit dimension, collapse fine.
// RUN: not memref-run %s --no-pipeline -e bad 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not memref-run %s --no-pipeline --engine=interp -e bad 2>&1 | filecheck %s --check-prefix=BAD
// RUN: memref-run %s --no-pipeline -e fine | filecheck %s --check-prefix=FINE
// RUN: memref-run %s --no-pipeline --engine=interp -e fine | filecheck %s --check-prefix=FINE
// BAD: collapse-non-contiguous.mlir:17:8: error: memref.collapse_shape of a non-contiguous view: dimension 0 has stride 4, expected 2
// FINE: 7
func.func private @printI64(i64)
func.func private @printNewline()

func.func @bad() {
  %m = memref.alloc() : memref<4x4xi64>
  %s = memref.subview %m[0, 0][2, 2][1, 1] : memref<4x4xi64> to memref<2x2xi64, strided<[4, 1]>>
  %d = memref.cast %s : memref<2x2xi64, strided<[4, 1]>> to memref<2x2xi64, strided<[?, ?], offset: ?>>
  %c = memref.collapse_shape %d [[0, 1]] : memref<2x2xi64, strided<[?, ?], offset: ?>> into memref<4xi64, strided<[?], offset: ?>>
  memref.dealloc %m : memref<4x4xi64>
  return
}

func.func @fine() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<4x4xi64>
  %s = memref.subview %m[1, 0][2, 4][1, 1] : memref<4x4xi64> to memref<2x4xi64, strided<[4, 1], offset: 4>>
  %d = memref.cast %s : memref<2x4xi64, strided<[4, 1], offset: 4>> to memref<2x4xi64, strided<[?, ?], offset: ?>>
  %c = memref.collapse_shape %d [[0, 1]] : memref<2x4xi64, strided<[?, ?], offset: ?>> into memref<8xi64, strided<[?], offset: ?>>
  %x = arith.constant 7 : i64
  memref.store %x, %c[%c3] : memref<8xi64, strided<[?], offset: ?>>
  %u = memref.subview %m[0, 0][1, 4][1, 1] : memref<4x4xi64> to memref<1x4xi64, strided<[4, 1]>>
  %e = memref.cast %u : memref<1x4xi64, strided<[4, 1]>> to memref<1x4xi64, strided<[?, ?], offset: ?>>
  %f = memref.collapse_shape %e [[0, 1]] : memref<1x4xi64, strided<[?, ?], offset: ?>> into memref<4xi64, strided<[?], offset: ?>>
  %c1 = arith.constant 1 : index
  %y = memref.load %m[%c1, %c3] : memref<4x4xi64>
  func.call @printI64(%y) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<4x4xi64>
  return
}
