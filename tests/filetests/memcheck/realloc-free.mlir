// After realloc grows a buffer, freeing the old one is a double free (realloc freed it).
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.realloc %a : memref<2xf32> to memref<8xf32>
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %b : memref<8xf32>
  return
}
// CHECK: realloc-free.mlir:6:3: error: double free (memref.dealloc) of a block allocated at {{.*}}realloc-free.mlir:4:8 (memref.alloc), first freed at {{.*}}realloc-free.mlir:5:8 (memref.realloc)
