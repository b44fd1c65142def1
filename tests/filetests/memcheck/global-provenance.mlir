// A view of a global moved in front of it (offset -4 .. -6 elements) lands, in the
// interpreter's memory layout, in an alloca's storage, which it accepted by address (the JIT,
// with another layout, reported it; found by the outside tester). An access through a global
// must stay in the globals' own bytes: the same error in both engines, whatever lies there.
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --check-bounds 2>&1 | filecheck %s
// CHECK: global-provenance.mlir:23:3: error: access outside of the memref's allocation
func.func private @printI64(i64)
func.func private @printNewline()
memref.global "private" @gm : memref<4xi64> = dense<[1,2,3,4]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %o = arith.constant -4 : index
  %a = memref.alloca() : memref<4xi64>
  %v = arith.constant 55 : i64
  %r = memref.reinterpret_cast %a to offset: [%c0], sizes: [4], strides: [1] : memref<4xi64> to memref<4xi64, strided<[1], offset: ?>>
  memref.store %v, %r[%c1] : memref<4xi64, strided<[1], offset: ?>>
  %g = memref.get_global @gm : memref<4xi64>
  %rg = memref.reinterpret_cast %g to offset: [%o], sizes: [8], strides: [1] : memref<4xi64> to memref<8xi64, strided<[1], offset: ?>>
  %w = arith.constant 66 : i64
  memref.store %w, %rg[%c0] : memref<8xi64, strided<[1], offset: ?>>
  %x = memref.load %a[%c0] : memref<4xi64>
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %y = memref.load %rg[%c0] : memref<8xi64, strided<[1], offset: ?>>
  func.call @printI64(%y) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
