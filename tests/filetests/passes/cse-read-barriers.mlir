// RUN: memref-opt %s --cse | filecheck %s
// Two equal loads merge unless something between them may write (upstream's CSE): an
// allocation, an alloca or a free is not a write there; a store is, a call is, and a region op
// is when its body writes (an scf.if or scf.for that only reads is not; these two are dead and
// erased too).
func.func private @f()
func.func @barriers(%m: memref<4xi64>, %c: i1, %n: index) -> (i64, i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<4xi64>
  %s = memref.alloca() : memref<4xi64>
  %h = memref.alloc() : memref<4xi64>
  memref.dealloc %h : memref<4xi64>
  %b = memref.load %m[%c0] : memref<4xi64>
  scf.if %c {
    %x = memref.load %m[%c1] : memref<4xi64>
  }
  %d = memref.load %m[%c0] : memref<4xi64>
  func.call @f() : () -> ()
  %e = memref.load %m[%c0] : memref<4xi64>
  scf.for %i = %c0 to %n step %c1 {
    %y = memref.load %m[%i] : memref<4xi64>
  }
  %g = memref.load %m[%c0] : memref<4xi64>
  memref.store %g, %s[%c0] : memref<4xi64>
  %k = memref.load %m[%c0] : memref<4xi64>
  return %a, %b, %d, %e, %g, %k : i64, i64, i64, i64, i64, i64
}

// CHECK: module {
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: func.func @barriers(%arg0: memref<4xi64>, %arg1: i1, %arg2: index) -> (i64, i64, i64, i64, i64, i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xi64>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi64>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: call @f() : () -> ()
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<4xi64>
// CHECK-NEXT: memref.store %1, %alloca[%c0] : memref<4xi64>
// CHECK-NEXT: %2 = memref.load %arg0[%c0] : memref<4xi64>
// CHECK-NEXT: return %0, %0, %0, %1, %1, %2 : i64, i64, i64, i64, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
