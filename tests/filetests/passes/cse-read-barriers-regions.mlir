// RUN: memref-opt %s --cse | filecheck %s
// Region ops between two loads: a barrier when their body writes (a store, a call), not when it
// only reads (mlir-opt 22.1.8).
func.func private @f()
func.func @b(%m: memref<4xi64>, %c: i1, %v: i64) -> (i64, i64, i64, i64, i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<4xi64>
  scf.if %c {
    memref.store %v, %m[%c1] : memref<4xi64>
  }
  %b = memref.load %m[%c0] : memref<4xi64>
  scf.if %c {
    func.call @f() : () -> ()
  }
  %d = memref.load %m[%c0] : memref<4xi64>
  %r = scf.if %c -> i64 {
    %x = memref.load %m[%c1] : memref<4xi64>
    scf.yield %x : i64
  } else {
    scf.yield %v : i64
  }
  %e = memref.load %m[%c0] : memref<4xi64>
  %s = memref.alloca_scope -> i64 {
    %x = memref.load %m[%c1] : memref<4xi64>
    memref.alloca_scope.return %x : i64
  }
  %g = memref.load %m[%c0] : memref<4xi64>
  return %a, %b, %d, %e, %r, %g : i64, i64, i64, i64, i64, i64
}

// CHECK: module {
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: func.func @b(%arg0: memref<4xi64>, %arg1: i1, %arg2: i64) -> (i64, i64, i64, i64, i64, i64) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xi64>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.store %arg2, %arg0[%c1] : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg0[%c0] : memref<4xi64>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: func.call @f() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %arg0[%c0] : memref<4xi64>
// CHECK-NEXT: %3 = scf.if %arg1 -> (i64) {
// CHECK-NEXT: %4 = memref.load %arg0[%c1] : memref<4xi64>
// CHECK-NEXT: scf.yield %4 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %2, %2, %3, %2 : i64, i64, i64, i64, i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
