// A leak inside a 100,000-iteration loop is one finding with the right count and bytes.
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(ownership-based-buffer-deallocation,bufferization-lower-deallocations)'
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 100000 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<2xf32>
    %f = arith.constant 1.0 : f32
    memref.store %f, %a[%c0] : memref<2xf32>
  }
  return
}
// CHECK: leak-in-loop.mlir:9:10: error: leak: 100000 blocks (800000 bytes) allocated here (memref.alloc) were never freed
