// Found by an outside tester running upstream's canonicalize tests function by function: a
// float-to-float bitcast of a constant folds; a loop dimension whose bounds are the same value
// runs no iteration (scf.parallel and scf.forall are erased, scf.for yields its inits); an
// alloca_scope in an unregistered op (whose last op may be a terminator) has its allocas
// hoisted. Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize --allow-unregistered-dialect | filecheck %s

func.func @p(%ub: index, %s: index, %m: memref<f32>, %v: f32) {
  scf.parallel (%j) = (%ub) to (%ub) step (%s) {
    memref.store %v, %m[] : memref<f32>
    scf.reduce
  }
  return
}
func.func @p2(%ub: index, %n: index, %s: index, %m: memref<f32>, %v: f32) {
  scf.parallel (%i, %j) = (%ub, %ub) to (%n, %ub) step (%s, %s) {
    memref.store %v, %m[] : memref<f32>
    scf.reduce
  }
  return
}
func.func @f(%ub: index, %s: index, %m: memref<f32>, %v: f32, %x: i64) -> i64 {
  %r = scf.for %j = %ub to %ub step %s iter_args(%a = %x) -> i64 {
    memref.store %v, %m[] : memref<f32>
    %b = arith.addi %a, %a : i64
    scf.yield %b : i64
  }
  return %r : i64
}
func.func @g(%ub: index, %m: memref<f32>, %v: f32) {
  scf.forall (%j) = (%ub) to (%ub) step (1) {
    memref.store %v, %m[] : memref<f32>
  }
  return
}
func.func @b() -> (f16, bf16, f32) {
  %c = arith.constant 1.5 : bf16
  %0 = arith.bitcast %c : bf16 to f16
  %h = arith.constant 2.0 : f16
  %1 = arith.bitcast %h : f16 to bf16
  %f = arith.constant 1.0 : f32
  %i = arith.bitcast %f : f32 to i32
  %2 = arith.bitcast %i : i32 to f32
  return %0, %1, %2 : f16, bf16, f32
}
func.func @scopeMerge3() {
  %cnt = "test.count"() : () -> index
  "test.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%cnt) : memref<?xi64>
      "test.use"(%a) : (memref<?xi64>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @p(%arg0: index, %arg1: index, %arg2: memref<f32>, %arg3: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @p2(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<f32>, %arg4: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: memref<f32>, %arg3: f32, %arg4: i64) -> i64 {
// CHECK-NEXT: return %arg4 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: memref<f32>, %arg2: f32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @b() -> (f16, bf16, f32) {
// CHECK-NEXT: %cst = arith.constant 1.937500e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : bf16
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : f16, bf16, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @scopeMerge3() {
// CHECK-NEXT: %0 = "test.count"() : () -> index
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "test.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
