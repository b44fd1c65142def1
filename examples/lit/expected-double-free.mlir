// A regression test that expects a double free: the second memref.dealloc of the same buffer is
// reported at its own location (and the first free's location as a note).
// RUN: not memref-run %s 2>&1 | FileCheck %s

// CHECK: expected-double-free.mlir:[[# @LINE + 5]]:3: error: double free (memref.dealloc) of a block allocated at {{.*}}expected-double-free.mlir:[[# @LINE + 2]]:8 (memref.alloc), first freed at {{.*}}expected-double-free.mlir:[[# @LINE + 4]]:3
func.func @main() {
  %m = memref.alloc() : memref<4xi32>
  %alias = memref.cast %m : memref<4xi32> to memref<?xi32>
  memref.dealloc %m : memref<4xi32>
  memref.dealloc %alias : memref<?xi32>
  return
}
