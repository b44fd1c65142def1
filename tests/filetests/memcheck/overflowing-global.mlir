// A memref.global whose byte size wraps around 64 bits is a located error at the global in
// both engines, not a zero-sized buffer.
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// CHECK: overflowing-global.mlir:6:1: error: allocation size overflows
memref.global "private" @g : memref<4294967296x4294967296xf32> = uninitialized
func.func @main() {
  %g = memref.get_global @g : memref<4294967296x4294967296xf32>
  return
}
