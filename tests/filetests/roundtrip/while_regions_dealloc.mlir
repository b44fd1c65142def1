// RUN: memref-opt %s | filecheck %s
func.func @loop(%n: index, %buf: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %r:2 = scf.while (%i = %c0, %b = %buf) : (index, memref<?xf32>) -> (index, memref<?xf32>) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %b : index, memref<?xf32>
  } do {
  ^bb0(%i: index, %b: memref<?xf32>):
    %c1 = arith.constant 1 : index
    %ni = arith.addi %i, %c1 : index
    %nb = memref.alloc(%n) : memref<?xf32>
    memref.copy %b, %nb : memref<?xf32> to memref<?xf32>
    scf.yield %ni, %nb : index, memref<?xf32>
  }
  return %r#1 : memref<?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @loop(%arg0: index, %arg1: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %c0, %arg3 = %arg1) : (index, memref<?xf32>) -> (index, memref<?xf32>) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : index, memref<?xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: memref<?xf32>):
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: memref.copy %arg3, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %1, %alloc : index, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
