// Globals of vector elements (no initial value: a dense attribute has none): chunked
// (vector<4xi32>, vector<2x4xf32>) and lane-by-lane (vector<3xf32>, LLVM's padded layout)
// elements, stored and loaded in both engines. Expected lines: upstream mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
memref.global "private" @gv : memref<2xvector<4xi32>> = uninitialized
memref.global "private" @gw : memref<3xvector<2x4xf32>> = uninitialized
memref.global "private" @gp : memref<4xvector<3xf32>> = uninitialized
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %gv = memref.get_global @gv : memref<2xvector<4xi32>>
  %k = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  memref.store %k, %gv[%c1] : memref<2xvector<4xi32>>
  %k2 = arith.muli %k, %k : vector<4xi32>
  memref.store %k2, %gv[%c0] : memref<2xvector<4xi32>>
  %l0 = memref.load %gv[%c0] : memref<2xvector<4xi32>>
  %l1 = memref.load %gv[%c1] : memref<2xvector<4xi32>>
  vector.print %l0 : vector<4xi32>
  vector.print %l1 : vector<4xi32>
  %gw = memref.get_global @gw : memref<3xvector<2x4xf32>>
  %w = arith.constant dense<[[1.5, 2.5, 3.5, 4.5], [5.5, 6.5, 7.5, 8.5]]> : vector<2x4xf32>
  memref.store %w, %gw[%c2] : memref<3xvector<2x4xf32>>
  %w2 = memref.load %gw[%c2] : memref<3xvector<2x4xf32>>
  %w3 = arith.addf %w2, %w2 : vector<2x4xf32>
  vector.print %w3 : vector<2x4xf32>
  %gp = memref.get_global @gp : memref<4xvector<3xf32>>
  %p = arith.constant dense<[9.0, 8.0, 7.0]> : vector<3xf32>
  memref.store %p, %gp[%c3] : memref<4xvector<3xf32>>
  %p2 = memref.load %gp[%c3] : memref<4xvector<3xf32>>
  vector.print %p2 : vector<3xf32>
  return
}

// CHECK: ( 1, 4, 9, 16 )
// CHECK-NEXT: ( 1, 2, 3, 4 )
// CHECK-NEXT: ( ( 3, 5, 7, 9 ), ( 11, 13, 15, 17 ) )
// CHECK-NEXT: ( 9, 8, 7 )
