// RUN: memref-opt %s --canonicalize | filecheck %s
// Expected output is mlir-opt's.
//
// A duplicate constant merged while the worklist is built counts as a change to each of its
// users, which are queued (with their parents) right then, last use first (the order of
// MLIR's use lists). That order decides which scf.if pattern runs first here: upstream turns
// the second scf.if into a select in its else-branch, where the condition is known false,
// so the store goes straight to %x.

// CHECK-LABEL: func.func @store_in_else
// CHECK-NEXT: %[[C:.*]] = arith.constant 3 : index
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %{{.*}}, %arg2[%[[C]]]
// CHECK-NOT: arith.select
func.func @store_in_else(%v: i32, %b: i1, %x: memref<4xi32>, %y: memref<4xi32>) {
  %k = arith.constant 3 : index
  %k_dup = arith.constant 3 : index
  %m = scf.if %b -> (memref<4xi32>) {
    scf.yield %y : memref<4xi32>
  } else {
    scf.yield %x : memref<4xi32>
  }
  scf.if %b {
  } else {
    memref.store %v, %m[%k_dup] : memref<4xi32>
  }
  return
}

func.func private @sink(i32, i1) -> i32

// CHECK-LABEL: func.func @call_in_else
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @sink(%[[C7]], %[[F]])
// CHECK-NOT: arith.select
func.func @call_in_else(%a: i32, %b: i1) -> i32 {
  %f0 = arith.constant false
  %f1 = arith.constant false
  %0 = scf.if %b -> (i32) {
    scf.yield %a : i32
  } else {
    %c7 = arith.constant 7 : i32
    scf.yield %c7 : i32
  }
  %1 = scf.if %b -> (i32) {
    scf.yield %0 : i32
  } else {
    %s = arith.select %b, %a, %0 : i32
    %2 = scf.if %f1 -> (i32) {
      scf.yield %0 : i32
    } else {
      %3 = func.call @sink(%s, %b) : (i32, i1) -> i32
      scf.yield %a : i32
    }
    scf.yield %a : i32
  }
  return %1 : i32
}
