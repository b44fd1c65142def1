// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @dealloc_lists(%m: memref<2xf32>, %c: i1) {
  "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<2xf32>, i1, i1) -> ()
  return
}

// CHECK: {{.*}}dealloc-list-lengths.mlir:3:3: error: 'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate
// CHECK-NEXT: "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<2xf32>, i1, i1) -> ()
// CHECK-NEXT: ^
