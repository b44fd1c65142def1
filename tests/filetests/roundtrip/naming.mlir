// RUN: memref-opt %s | filecheck %s
func.func @names(%a: index, %cond: i1) {
  %c0 = arith.constant 0 : index
  %c0_i8 = arith.constant 0 : i8
  %x = arith.constant 0 : index
  %y = arith.constant 0 : index
  %t = arith.constant 3.0 : f32
  %t2 = arith.constant 4.0 : f32
  %f = func.constant @names : (index, i1) -> ()
  %g = func.constant @names : (index, i1) -> ()
  scf.if %cond {
    %c0_1 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<2xf32>
  }
  %true = arith.constant true
  %alloc = memref.alloc() : memref<2xf32>
  %alloc_0 = memref.alloc() : memref<2xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @names(%arg0: index, %arg1: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %f = constant @names : (index, i1) -> ()
// CHECK-NEXT: %f_3 = constant @names : (index, i1) -> ()
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
