// vector.type_cast to a memref of vectors of any rank (upstream's verifier: the concatenated
// shapes agree): the same buffer with offset 0 and the result type's sizes and identity
// strides, in both engines; the expected lines are upstream mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<3x4xf32>
  %rows = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : vector<3x4xf32>
  %all = vector.type_cast %m : memref<3x4xf32> to memref<vector<3x4xf32>>
  memref.store %rows, %all[] : memref<vector<3x4xf32>>
  %r = vector.type_cast %m : memref<3x4xf32> to memref<3xvector<4xf32>>
  %v1 = memref.load %r[%c1] : memref<3xvector<4xf32>>
  vector.print %v1 : vector<4xf32>
  %neg = arith.constant dense<[-1.0, -2.0, -3.0, -4.0]> : vector<4xf32>
  memref.store %neg, %r[%c0] : memref<3xvector<4xf32>>
  %back = memref.load %all[] : memref<vector<3x4xf32>>
  vector.print %back : vector<3x4xf32>
  %t = memref.alloc() : memref<2x3x2xi32>
  %tv = vector.type_cast %t : memref<2x3x2xi32> to memref<2xvector<3x2xi32>>
  %blk = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  memref.store %blk, %tv[%c1] : memref<2xvector<3x2xi32>>
  %c2 = arith.constant 2 : index
  %e = memref.load %t[%c1, %c2, %c1] : memref<2x3x2xi32>
  vector.print %e : i32
  return
}
// CHECK: ( 5, 6, 7, 8 )
// CHECK-NEXT: ( ( -1, -2, -3, -4 ), ( 5, 6, 7, 8 ), ( 9, 10, 11, 12 ) )
// CHECK-NEXT: 6
