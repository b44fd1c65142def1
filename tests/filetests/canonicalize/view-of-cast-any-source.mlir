// RUN: memref-opt %s --canonicalize | filecheck %s
// A memref.view of a memref.cast views the cast's source, whatever defines it (an alloca, a
// global, an argument; a cast to a static size too), as 22.1.8 does.
func.func @v(%m: memref<32xi8>, %u: memref<?xi8>) -> (i64, i64, memref<4xi64>, memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<32xi8>
  %c = memref.cast %a : memref<32xi8> to memref<?xi8>
  %v = memref.view %c[%c0][] : memref<?xi8> to memref<4xi64>
  %x = memref.load %v[%c0] : memref<4xi64>
  %g = memref.get_global @gg : memref<32xi8>
  %c2 = memref.cast %g : memref<32xi8> to memref<?xi8>
  %v2 = memref.view %c2[%c0][] : memref<?xi8> to memref<4xi64>
  %y = memref.load %v2[%c0] : memref<4xi64>
  %c3 = memref.cast %m : memref<32xi8> to memref<?xi8>
  %v3 = memref.view %c3[%c0][] : memref<?xi8> to memref<4xi64>
  %d = memref.cast %u : memref<?xi8> to memref<32xi8>
  %w = memref.view %d[%c0][] : memref<32xi8> to memref<4xi64>
  return %x, %y, %v3, %w : i64, i64, memref<4xi64>, memref<4xi64>
}
memref.global "private" @gg : memref<32xi8> = uninitialized

// CHECK: module {
// CHECK-NEXT: func.func @v(%arg0: memref<32xi8>, %arg1: memref<?xi8>) -> (i64, i64, memref<4xi64>, memref<4xi64>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<32xi8>
// CHECK-NEXT: %view = memref.view %alloca[%c0][] : memref<32xi8> to memref<4xi64>
// CHECK-NEXT: %0 = memref.load %view[%c0] : memref<4xi64>
// CHECK-NEXT: %1 = memref.get_global @gg : memref<32xi8>
// CHECK-NEXT: %view_0 = memref.view %1[%c0][] : memref<32xi8> to memref<4xi64>
// CHECK-NEXT: %2 = memref.load %view_0[%c0] : memref<4xi64>
// CHECK-NEXT: %view_1 = memref.view %arg0[%c0][] : memref<32xi8> to memref<4xi64>
// CHECK-NEXT: %view_2 = memref.view %arg1[%c0][] : memref<?xi8> to memref<4xi64>
// CHECK-NEXT: return %0, %2, %view_1, %view_2 : i64, i64, memref<4xi64>, memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" @gg : memref<32xi8> = uninitialized
// CHECK-NEXT: }
