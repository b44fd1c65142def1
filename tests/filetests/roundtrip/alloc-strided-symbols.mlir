// memref.alloc takes a symbol operand per dynamic offset and stride of a strided layout (the
// symbols of its affine map), as mlir-opt; the engines reject running it with a located error
// (upstream's LLVM lowering leaves it unconverted).
// RUN: memref-opt %s | filecheck %s
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s --check-prefix=EXEC
// RUN: not memref-run %s --engine=interp --no-pipeline 2>&1 | filecheck %s --check-prefix=EXEC
// EXEC: alloc-strided-symbols.mlir:15:8: error: allocation of a memref with a dynamic layout is not supported
// CHECK: %alloc = memref.alloc(%c4)[%c2, %c1] : memref<?xi64, strided<[?], offset: ?>>
func.func private @printI64(i64)
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : i64
  %0 = memref.alloc(%c4)[%c2, %c1] : memref<?xi64, strided<[?], offset: ?>>
  memref.store %c7, %0[%c1] : memref<?xi64, strided<[?], offset: ?>>
  %v = memref.load %0[%c1] : memref<?xi64, strided<[?], offset: ?>>
  func.call @printI64(%v) : (i64) -> ()
  memref.dealloc %0 : memref<?xi64, strided<[?], offset: ?>>
  return
}
