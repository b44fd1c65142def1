// A regression test that expects a leak: the program frees its own memory (so it runs without
// the deallocation pipeline, as mlir-runner would) and forgets one buffer. memref-run exits
// with status 2 for memory findings; `not` turns that into success, and FileCheck checks
// where the leaked block was allocated.
// RUN: not memref-run %s 2>&1 | FileCheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | FileCheck %s

// CHECK: expected-leak.mlir:[[# @LINE + 4]]:11: error: leak: 1 block (64 bytes) allocated here (memref.alloc) was never freed
func.func @main() {
  %kept = memref.alloc() : memref<16xf32>
  memref.dealloc %kept : memref<16xf32>
  %lost = memref.alloc() : memref<16xf32>
  return
}
