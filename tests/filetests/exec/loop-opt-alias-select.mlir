// jit-scalar-replacement must not take an allocation as apart from a memref that may be it
// (here an arith.select of it): -O3 printed 4 where the program prints 3.
// RUN: memref-run %s -O0 | filecheck %s
// RUN: memref-run %s -O3 | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %o = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %f0, %m[%i] : memref<4xf32>
    memref.store %f0, %o[%i] : memref<4xf32>
  }
  %d = memref.load %m[%c0] : memref<4xf32>
  %cond = arith.cmpf oeq, %d, %f0 : f32
  %x = arith.select %cond, %m, %o : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%c0] : memref<4xf32>
    %w = arith.addf %v, %f1 : f32
    memref.store %w, %m[%c0] : memref<4xf32>
    memref.store %f0, %x[%i] : memref<4xf32>
  }
  %r = memref.load %m[%c0] : memref<4xf32>
  // CHECK: 3
  vector.print %r : f32
  memref.dealloc %m : memref<4xf32>
  memref.dealloc %o : memref<4xf32>
  return
}
