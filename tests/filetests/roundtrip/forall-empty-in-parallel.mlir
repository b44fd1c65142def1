// An explicit empty `scf.forall.in_parallel {}` is the terminator's one empty block, as in
// mlir-opt (it was rejected: "region with 1 blocks"); printed as the implicit terminator.
// Expected output is mlir-opt's.
// RUN: memref-opt %s | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp | filecheck %s --check-prefix=EXEC

// EXEC: 0123
func.func private @printI64(i64)
func.func @f(%m: memref<4xi64>) {
  scf.forall (%i) in (4) {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<4xi64>
    scf.forall.in_parallel {
    }
  }
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<4xi64>
  func.call @f(%m) : (memref<4xi64>) -> ()
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %m[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func @f(%arg0: memref<4xi64>) {
// CHECK-NEXT: scf.forall (%arg1) in (4) {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : index to i64
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi64>
// CHECK-NEXT: call @f(%alloca) : (memref<4xi64>) -> ()
// CHECK-NEXT: scf.for %arg0 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %alloca[%arg0] : memref<4xi64>
// CHECK-NEXT: func.call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
