// memref.cast to static sizes the value does not have stops at the cast with the same located
// error in both engines (the JIT did not check: it reported a later access, or none when the
// cast's result was unused), from a dynamic size and from an unranked value of another rank
// (whose descriptor the JIT then read as rank 2).
// RUN: not memref-run %s --no-pipeline --engine=interp -e dynamic 2>&1 | filecheck %s --check-prefix=DYN
// RUN: not memref-run %s --no-pipeline --engine=jit -e dynamic 2>&1 | filecheck %s --check-prefix=DYN
// RUN: not memref-run %s --no-pipeline --engine=interp -e rank 2>&1 | filecheck %s --check-prefix=RANK
// RUN: not memref-run %s --no-pipeline --engine=jit -e rank 2>&1 | filecheck %s --check-prefix=RANK
// RUN: memref-run %s --no-pipeline --engine=jit -e fine | filecheck %s --check-prefix=FINE
// RUN: memref-run %s --no-pipeline --engine=interp -e fine | filecheck %s --check-prefix=FINE
// DYN: cast-shape-mismatch.mlir:19:8: error: memref.cast to an incompatible shape (actual sizes [4])
// RANK: cast-shape-mismatch.mlir:27:8: error: memref.cast to an incompatible shape (actual sizes [4])
// FINE: 9
func.func private @printI64(i64)

func.func @dynamic() {
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xi64>
  %r = memref.cast %m : memref<?xi64> to memref<8xi64>
  memref.dealloc %m : memref<?xi64>
  return
}

func.func @rank() {
  %m = memref.alloc() : memref<4xi64>
  %u = memref.cast %m : memref<4xi64> to memref<*xi64>
  %r = memref.cast %u : memref<*xi64> to memref<2x2xi64>
  memref.dealloc %m : memref<4xi64>
  return
}

func.func @fine() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xi64>
  %u = memref.cast %m : memref<?xi64> to memref<*xi64>
  %r = memref.cast %u : memref<*xi64> to memref<4xi64>
  %x = arith.constant 9 : i64
  memref.store %x, %r[%c1] : memref<4xi64>
  %y = memref.load %m[%c1] : memref<?xi64>
  func.call @printI64(%y) : (i64) -> ()
  // A view without elements has no layout to hold: its cast to any static layout passes.
  %c0 = arith.constant 0 : index
  %e = memref.subview %m[1] [%c0] [3] : memref<?xi64> to memref<?xi64, strided<[3], offset: 1>>
  %ed = memref.cast %e : memref<?xi64, strided<[3], offset: 1>> to memref<?xi64, strided<[?], offset: ?>>
  %es = memref.cast %ed : memref<?xi64, strided<[?], offset: ?>> to memref<0xi64>
  memref.dealloc %m : memref<?xi64>
  return
}
