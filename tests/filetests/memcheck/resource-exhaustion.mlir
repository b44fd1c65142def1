// A huge allocation is a located error, not a crash.
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
// RUN: not memref-run %s 2>&1 | filecheck %s
func.func private @printF32(f32)
func.func @main() {
  %a = memref.alloc() : memref<4000000000000xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4000000000000xf32>
  call @printF32(%v) : (f32) -> ()
  return
}
// CHECK: resource-exhaustion.mlir:6:8: error: out of memory allocating 16000000000000 bytes
