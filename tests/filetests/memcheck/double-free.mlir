// A double free reports the allocation and both frees; the second free is skipped.
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
func.func @main() {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %v : memref<2xf32, strided<[1], offset: 1>>
  return
}
// CHECK: double-free.mlir:7:3: error: double free (memref.dealloc) of a block allocated at {{.*}}double-free.mlir:4:8 (memref.alloc), first freed at {{.*}}double-free.mlir:6:3 (memref.dealloc)
// CHECK-NOT: leak
