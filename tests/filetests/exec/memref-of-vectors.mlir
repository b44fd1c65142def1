// Memrefs of vectors: memref.load/store and vector.load/store of whole elements (vector<3xf32>
// takes 16 bytes, as LLVM lays it out), vector.type_cast of a buffer to one vector, read and
// written; lines from mlir-runner.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// CHECK: ( 4, 5, 6 )
// CHECK-NEXT: ( 1, 2, 3 )
// CHECK-NEXT: ( ( 0, 1, 2, 3 ), ( 10, 11, 12, 13 ) )
// CHECK-NEXT: {{^8$}}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<3xvector<3xf32>>
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %w = arith.constant dense<[4.0, 5.0, 6.0]> : vector<3xf32>
  memref.store %v, %m[%c0] : memref<3xvector<3xf32>>
  memref.store %w, %m[%c1] : memref<3xvector<3xf32>>
  vector.store %v, %m[%c2] : memref<3xvector<3xf32>>, vector<3xf32>
  %a = memref.load %m[%c1] : memref<3xvector<3xf32>>
  vector.print %a : vector<3xf32>
  %b = vector.load %m[%c2] : memref<3xvector<3xf32>>, vector<3xf32>
  vector.print %b : vector<3xf32>
  %s = memref.alloc() : memref<2x4xi32>
  %k = arith.constant 0 : i32
  scf.for %i = %c0 to %c2 step %c1 {
    %c4 = arith.constant 4 : index
    scf.for %j = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.constant 10 : i32
      %x = arith.muli %ii, %t : i32
      %y = arith.addi %x, %jj : i32
      memref.store %y, %s[%i, %j] : memref<2x4xi32>
    }
  }
  %tc = vector.type_cast %s : memref<2x4xi32> to memref<vector<2x4xi32>>
  %all = memref.load %tc[] : memref<vector<2x4xi32>>
  vector.print %all : vector<2x4xi32>
  %n = arith.constant dense<[[7, 7, 7, 7], [8, 8, 8, 8]]> : vector<2x4xi32>
  memref.store %n, %tc[] : memref<vector<2x4xi32>>
  %e = memref.load %s[%c1, %c2] : memref<2x4xi32>
  vector.print %e : i32
  return
}
