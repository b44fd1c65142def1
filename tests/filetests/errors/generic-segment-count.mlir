// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @f(%n: index) {
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 0>}> : (index) -> memref<?xf32>
  return
}
// CHECK: generic-segment-count.mlir:3:8: error: 'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
