// RUN: memref-opt %s | filecheck %s
func.func @f(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = scf.if %c -> (index) {
    %c0_x = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2xf32>
    %x = arith.addi %c0_x, %n : index
    scf.yield %x : index
  } else {
    %c0_y = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2xf32>
    %y = arith.addi %c0_y, %n : index
    scf.yield %y : index
  }
  %c0_z = arith.constant 0 : index
  %b = arith.addi %a, %c0_z : index
  return %b : index
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = arith.addi %c0_1, %arg1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = arith.addi %c0_1, %arg1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.addi %0, %c0_0 : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
