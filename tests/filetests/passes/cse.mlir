// RUN: memref-opt %s --cse | filecheck %s
func.func @dups(%a: i32, %b: i32, %m: memref<4xi32>, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c0_2 = arith.constant 0 : index
  %x = arith.addi %a, %b : i32
  %y = arith.addi %a, %b : i32
  %z = arith.addi %x, %y : i32
  %dead = arith.muli %a, %a : i32
  %l1 = memref.load %m[%c0] : memref<4xi32>
  %l2 = memref.load %m[%c0_2] : memref<4xi32>
  memref.store %a, %m[%c0] : memref<4xi32>
  %l3 = memref.load %m[%c0] : memref<4xi32>
  %s = arith.addi %l1, %l2 : i32
  %s2 = arith.addi %s, %l3 : i32
  %r = scf.if %c -> (i32) {
    %x2 = arith.addi %a, %b : i32
    %k = arith.constant 0 : index
    %l4 = memref.load %m[%k] : memref<4xi32>
    %t = arith.addi %x2, %l4 : i32
    scf.yield %t : i32
  } else {
    scf.yield %z : i32
  }
  %f = arith.addi %r, %s2 : i32
  %unused_alloc = memref.alloc() : memref<8xf32>
  return %f : i32
}
func.func @cfg(%c: i1, %a: i32) -> i32 {
  %one = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %one1 = arith.constant 1 : i32
  %s1 = arith.addi %a, %one1 : i32
  cf.br ^bb3(%s1 : i32)
^bb2:
  %s2 = arith.addi %a, %one : i32
  cf.br ^bb3(%s2 : i32)
^bb3(%v: i32):
  %one3 = arith.constant 1 : i32
  %s3 = arith.addi %a, %one3 : i32
  %w = arith.addi %v, %s3 : i32
  return %w : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @dups(%arg0: i32, %arg1: i32, %arg2: memref<4xi32>, %arg3: i1) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: %2 = memref.load %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: memref.store %arg0, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: %3 = memref.load %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: %4 = arith.addi %2, %2 : i32
// CHECK-NEXT: %5 = arith.addi %4, %3 : i32
// CHECK-NEXT: %6 = scf.if %arg3 -> (i32) {
// CHECK-NEXT: %8 = memref.load %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: %9 = arith.addi %0, %8 : i32
// CHECK-NEXT: scf.yield %9 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.addi %6, %5 : i32
// CHECK-NEXT: return %7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @cfg(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %3 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: %4 = arith.addi %2, %3 : i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
