// Upstream's CombineNestedIfs (an if whose then block is only another if: one if on andi of
// both conditions; a value from outside kept through a select, a result of the inner if only
// with the same else value) and scf::IfOp::fold (an if on xori %c, true with an else region is
// an if on %c with the regions swapped). Expected output is mlir-opt's; both engines print
// what upstream's runner prints.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --engine=jit | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --engine=interp | filecheck %s --check-prefix=OUT
// OUT: 74431273
func.func private @printI64(i64)
func.func private @printNewline()
// CombineNestedIfs: the inner if's result is yielded by the outer then, with the same else value.
func.func @nested_result(%a: i1, %b: i1, %x: i64, %y: i64) -> i64 {
  %r = scf.if %a -> (i64) {
    %s = scf.if %b -> (i64) {
      %t = arith.addi %x, %y : i64
      scf.yield %t : i64
    } else {
      scf.yield %y : i64
    }
    scf.yield %s : i64
  } else {
    scf.yield %y : i64
  }
  return %r : i64
}
// A value from outside yielded by the outer then: kept through a select on the outer condition.
func.func @nested_outside(%a: i1, %b: i1, %x: i64, %y: i64, %m: memref<i64>) -> i64 {
  %r = scf.if %a -> (i64) {
    scf.if %b {
      memref.store %x, %m[] : memref<i64>
    }
    scf.yield %x : i64
  } else {
    scf.yield %y : i64
  }
  return %r : i64
}
// scf::IfOp::fold: a negated condition with an else region swaps the regions.
func.func @negated(%a: i1, %x: i64, %y: i64) -> i64 {
  %t = arith.constant true
  %n = arith.xori %a, %t : i1
  %r = scf.if %n -> (i64) {
    %s = arith.addi %x, %y : i64
    scf.yield %s : i64
  } else {
    %s = arith.muli %x, %y : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %m = memref.alloc() : memref<i64>
  memref.store %c3, %m[] : memref<i64>
  %a = call @nested_result(%t, %t, %c3, %c4) : (i1, i1, i64, i64) -> i64
  %b = call @nested_result(%t, %f, %c3, %c4) : (i1, i1, i64, i64) -> i64
  %c = call @nested_outside(%t, %f, %c4, %c3, %m) : (i1, i1, i64, i64, memref<i64>) -> i64
  %d = call @nested_outside(%f, %t, %c4, %c3, %m) : (i1, i1, i64, i64, memref<i64>) -> i64
  %e = call @negated(%t, %c3, %c4) : (i1, i64, i64) -> i64
  %g = call @negated(%f, %c3, %c4) : (i1, i64, i64) -> i64
  %v = memref.load %m[] : memref<i64>
  call @printI64(%a) : (i64) -> ()
  call @printI64(%b) : (i64) -> ()
  call @printI64(%c) : (i64) -> ()
  call @printI64(%d) : (i64) -> ()
  call @printI64(%e) : (i64) -> ()
  call @printI64(%g) : (i64) -> ()
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @nested_result(%arg0: i1, %arg1: i1, %arg2: i64, %arg3: i64) -> i64 {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = scf.if %0 -> (i64) {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg3 : i64
// CHECK-NEXT: scf.yield %2 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested_outside(%arg0: i1, %arg1: i1, %arg2: i64, %arg3: i64, %arg4: memref<i64>) -> i64 {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg3 : i64
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.store %arg2, %arg4[] : memref<i64>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @negated(%arg0: i1, %arg1: i64, %arg2: i64) -> i64 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i64) {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: scf.yield %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %alloc = memref.alloc() : memref<i64>
// CHECK-NEXT: memref.store %c3_i64, %alloc[] : memref<i64>
// CHECK-NEXT: %0 = call @nested_result(%true, %true, %c3_i64, %c4_i64) : (i1, i1, i64, i64) -> i64
// CHECK-NEXT: %1 = call @nested_result(%true, %false, %c3_i64, %c4_i64) : (i1, i1, i64, i64) -> i64
// CHECK-NEXT: %2 = call @nested_outside(%true, %false, %c4_i64, %c3_i64, %alloc) : (i1, i1, i64, i64, memref<i64>) -> i64
// CHECK-NEXT: %3 = call @nested_outside(%false, %true, %c4_i64, %c3_i64, %alloc) : (i1, i1, i64, i64, memref<i64>) -> i64
// CHECK-NEXT: %4 = call @negated(%true, %c3_i64, %c4_i64) : (i1, i64, i64) -> i64
// CHECK-NEXT: %5 = call @negated(%false, %c3_i64, %c4_i64) : (i1, i64, i64) -> i64
// CHECK-NEXT: %6 = memref.load %alloc[] : memref<i64>
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: call @printI64(%2) : (i64) -> ()
// CHECK-NEXT: call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: call @printI64(%4) : (i64) -> ()
// CHECK-NEXT: call @printI64(%5) : (i64) -> ()
// CHECK-NEXT: call @printI64(%6) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
