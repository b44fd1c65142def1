// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @manual() attributes {bufferization.manual_deallocation} {
  return
}

// CHECK: {{.*}}manual-dealloc-attr.mlir:2:1: error: 'func.func' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect
// CHECK-NEXT: func.func @manual() attributes {bufferization.manual_deallocation} {
// CHECK-NEXT: ^
