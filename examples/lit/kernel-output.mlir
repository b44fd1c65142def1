// A kernel's printed output, checked with FileCheck: a 3x3 matrix-vector product on buffers
// the program allocates and never frees itself (the deallocation pipeline adds the frees).
// RUN: memref-run %s | FileCheck %s
// RUN: memref-run %s --engine=interp | FileCheck %s

// CHECK: ( 6, 15, 24 )
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<3x3xf32>
  %x = memref.alloc() : memref<3xf32>
  %y = memref.alloc() : memref<3xf32>
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %one, %x[%i] : memref<3xf32>
    memref.store %zero, %y[%i] : memref<3xf32>
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %n = arith.addi %l, %c1 : index
      %ni = arith.index_cast %n : index to i32
      %v = arith.sitofp %ni : i32 to f32
      memref.store %v, %a[%i, %j] : memref<3x3xf32>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %aij = memref.load %a[%i, %j] : memref<3x3xf32>
      %xj = memref.load %x[%j] : memref<3xf32>
      %yi = memref.load %y[%i] : memref<3xf32>
      %p = arith.mulf %aij, %xj : f32
      %s = arith.addf %yi, %p : f32
      memref.store %s, %y[%i] : memref<3xf32>
    }
  }
  %v = vector.load %y[%c0] : memref<3xf32>, vector<3xf32>
  vector.print %v : vector<3xf32>
  return
}
