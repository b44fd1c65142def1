// Views outside their buffer are located errors at the view op, the same message in both
// engines: a negative memref.view shift always (the JIT used to segfault even with
// --check-bounds), a shift past the end and a dynamic subview out of bounds under
// --check-bounds (the interpreter always checks), a subview with static offsets, sizes and
// strides on a dynamically sized source always.
// RUN: not memref-run %s --no-pipeline -e neg_shift 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not memref-run %s --no-pipeline -e neg_shift --engine=interp 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not memref-run %s --no-pipeline -e past_end --check-bounds 2>&1 | filecheck %s --check-prefix=PAST
// RUN: not memref-run %s --no-pipeline -e past_end --engine=interp 2>&1 | filecheck %s --check-prefix=PAST
// RUN: not memref-run %s --no-pipeline -e subview_dyn --check-bounds 2>&1 | filecheck %s --check-prefix=SUB
// RUN: not memref-run %s --no-pipeline -e subview_dyn --engine=interp 2>&1 | filecheck %s --check-prefix=SUB
// RUN: not memref-run %s --no-pipeline -e subview_static 2>&1 | filecheck %s --check-prefix=STATIC
// RUN: not memref-run %s --no-pipeline -e subview_static --engine=interp 2>&1 | filecheck %s --check-prefix=STATIC
// RUN: memref-run %s --no-pipeline -e at_end | filecheck %s --check-prefix=END
// RUN: memref-run %s --no-pipeline -e at_end --engine=interp | filecheck %s --check-prefix=END
func.func private @printI64(i64)
func.func private @printNewline()
// NEG: view-bounds.mlir:23:8: error: memref.view out of bounds: byte shift -1000000000 and 16 bytes in a buffer of 64 bytes
func.func @neg_shift() {
  %c0 = arith.constant 0 : index
  %m = arith.constant -1000000000 : index
  %a = memref.alloc() : memref<64xi8>
  %v = memref.view %a[%m][] : memref<64xi8> to memref<4xi32>
  %x = memref.load %v[%c0] : memref<4xi32>
  memref.dealloc %a : memref<64xi8>
  return
}
// PAST: view-bounds.mlir:33:8: error: memref.view out of bounds: byte shift 49 and 16 bytes in a buffer of 64 bytes
func.func @past_end() {
  %c0 = arith.constant 0 : index
  %s = arith.constant 49 : index
  %a = memref.alloc() : memref<64xi8>
  %v = memref.view %a[%s][] : memref<64xi8> to memref<4xi32>
  %x = memref.load %v[%c0] : memref<4xi32>
  memref.dealloc %a : memref<64xi8>
  return
}
// A view that ends exactly at the buffer's end is fine.
// END: 7
func.func @at_end() {
  %c3 = arith.constant 3 : index
  %s = arith.constant 48 : index
  %seven = arith.constant 7 : i32
  %a = memref.alloc() : memref<64xi8>
  %v = memref.view %a[%s][] : memref<64xi8> to memref<4xi32>
  memref.store %seven, %v[%c3] : memref<4xi32>
  %x = memref.load %v[%c3] : memref<4xi32>
  %y = arith.extsi %x : i32 to i64
  call @printI64(%y) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %a : memref<64xi8>
  return
}
// SUB: view-bounds.mlir:58:8: error: subview out of bounds in dimension 0: offset 6, size 4, stride 1 of size 8
func.func @subview_dyn() {
  %o = arith.constant 6 : index
  %a = memref.alloc() : memref<8xi64>
  %s = memref.subview %a[%o] [4] [1] : memref<8xi64> to memref<4xi64, strided<[1], offset: ?>>
  memref.dealloc %a : memref<8xi64>
  return
}
// STATIC: view-bounds.mlir:66:8: error: subview out of bounds in dimension 0: offset 6, size 4, stride 1 of size 5
func.func @subview_static() {
  %n = arith.constant 5 : index
  %a = memref.alloc(%n) : memref<?xi64>
  %s = memref.subview %a[6] [4] [1] : memref<?xi64> to memref<4xi64, strided<[1], offset: 6>>
  memref.dealloc %a : memref<?xi64>
  return
}
