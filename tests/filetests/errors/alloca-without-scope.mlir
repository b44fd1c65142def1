// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
// An alloca needs an enclosing op that owns stack allocations (AutomaticAllocationScope:
// func.func, scf.for, scf.parallel, scf.forall, memref.alloca_scope). Messages are mlir-opt's.
%a = memref.alloca() : memref<4xf32>

// -----

module {
  %b = memref.alloca() : memref<2xi8>
}


// CHECK: {{.*}}alloca-without-scope.mlir:4:6: error: 'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait
// CHECK-NEXT: %a = memref.alloca() : memref<4xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}alloca-without-scope.mlir:4:6: note: see current operation: %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
// CHECK-NEXT: {{.*}}alloca-without-scope.mlir:9:8: error: 'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait
// CHECK-NEXT: %b = memref.alloca() : memref<2xi8>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}alloca-without-scope.mlir:9:8: note: see current operation: %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi8>
