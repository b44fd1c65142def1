// Memrefs of vectors whose lanes are narrower than a byte or not a power-of-two number of
// bytes (i1, i2, i3, i4, i24): LLVM packs the lanes of each innermost 1-D vector bit by bit
// and rounds a row up to a power-of-two number of bytes; byte views (memref.view) show the
// layout. Expected lines are upstream mlir-runner's (scripts/upstream-run.sh).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %buf = memref.alloca() : memref<16xi8>
  %zero = arith.constant 0 : i8
  linalg.fill ins(%zero : i8) outs(%buf : memref<16xi8>)
  %b0 = arith.constant -91 : i8
  %b1 = arith.constant 60 : i8
  %b2 = arith.constant 7 : i8
  %b3 = arith.constant -128 : i8
  memref.store %b0, %buf[%c0] : memref<16xi8>
  memref.store %b1, %buf[%c1] : memref<16xi8>
  memref.store %b2, %buf[%c2] : memref<16xi8>
  memref.store %b3, %buf[%c3] : memref<16xi8>
  // Bytes read as vectors of i1, i4, i3, i24 lanes.
  %m1 = memref.view %buf[%c0][] : memref<16xi8> to memref<4xvector<8xi1>>
  %v1 = memref.load %m1[%c1] : memref<4xvector<8xi1>>
  vector.print %v1 : vector<8xi1>
  %m4 = memref.view %buf[%c0][] : memref<16xi8> to memref<2xvector<4xi4>>
  %v4 = memref.load %m4[%c0] : memref<2xvector<4xi4>>
  vector.print %v4 : vector<4xi4>
  %m3 = memref.view %buf[%c0][] : memref<16xi8> to memref<4xvector<5xi3>>
  %v3 = memref.load %m3[%c0] : memref<4xvector<5xi3>>
  vector.print %v3 : vector<5xi3>
  %m24 = memref.view %buf[%c0][] : memref<16xi8> to memref<2xvector<1xi24>>
  %v24 = memref.load %m24[%c0] : memref<2xvector<1xi24>>
  vector.print %v24 : vector<1xi24>
  %m2d = memref.view %buf[%c0][] : memref<16xi8> to memref<1xvector<2x3xi2>>
  %v2d = memref.load %m2d[%c0] : memref<1xvector<2x3xi2>>
  vector.print %v2d : vector<2x3xi2>
  // Vectors stored, bytes read back.
  %w = arith.constant dense<[1, -1, 0, 5, -4]> : vector<5xi4>
  %m5 = memref.view %buf[%c0][] : memref<16xi8> to memref<4xvector<5xi4>>
  memref.store %w, %m5[%c1] : memref<4xvector<5xi4>>
  %mk = vector.constant_mask [5] : vector<11xi1>
  %m11 = memref.view %buf[%c0][] : memref<16xi8> to memref<4xvector<11xi1>>
  memref.store %mk, %m11[%c3] : memref<4xvector<11xi1>>
  %bytes = vector.load %buf[%c0] : memref<16xi8>, vector<16xi8>
  vector.print %bytes : vector<16xi8>
  %back = memref.load %m5[%c1] : memref<4xvector<5xi4>>
  vector.print %back : vector<5xi4>
  %back2 = memref.load %m11[%c3] : memref<4xvector<11xi1>>
  vector.print %back2 : vector<11xi1>
  // Through a loop: a vector of i2 carried and stored each iteration.
  %acc0 = arith.constant dense<0> : vector<3xi2>
  %one = arith.constant dense<[1, 0, 1]> : vector<3xi2>
  %m2 = memref.alloca() : memref<4xvector<3xi2>>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %acc0) -> (vector<3xi2>) {
    %n = arith.addi %a, %one : vector<3xi2>
    memref.store %n, %m2[%i] : memref<4xvector<3xi2>>
    scf.yield %n : vector<3xi2>
  }
  %l2 = memref.load %m2[%c2] : memref<4xvector<3xi2>>
  vector.print %l2 : vector<3xi2>
  %packed = vector.load %buf[%c0] : memref<16xi8>, vector<16xi8>
  vector.print %packed : vector<16xi8>
  return
}

// CHECK: ( 0, 0, 1, 1, 1, 1, 0, 0 )
// CHECK-NEXT: ( 5, -6, -4, 3 )
// CHECK-NEXT: ( -3, -4, 2, -2, 3 )
// CHECK-NEXT: ( 474277 )
// CHECK-NEXT: ( ( 1, 1, -2 ), ( 0, -1, -1 ) )
// CHECK-NEXT: ( -91, 60, 7, -128, -15, 80, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( 1, -1, 0, 5, -1 )
// CHECK-NEXT: ( 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0 )
// CHECK-NEXT: ( -1, 0, -1 )
// CHECK-NEXT: ( -91, 60, 7, -128, -15, 80, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0 )
