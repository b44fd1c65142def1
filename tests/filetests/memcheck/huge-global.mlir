// A memref.global too large to allocate, or whose size overflows, is a located error at the
// global in both engines (exit 1), not an abort of the process. A large uninitialized global
// that fits costs only the pages it touches.
// RUN: not memref-run %s --no-pipeline -e use_huge 2>&1 | filecheck %s --check-prefix=HUGE
// RUN: not memref-run %s --no-pipeline -e use_huge --engine=interp 2>&1 | filecheck %s --check-prefix=HUGE
// HUGE: huge-global.mlir:7:1: error: out of memory allocating 4000000000000000 bytes
memref.global "private" @g : memref<1000000000000000xf32> = uninitialized
func.func @use_huge() {
  %g = memref.get_global @g : memref<1000000000000000xf32>
  return
}
