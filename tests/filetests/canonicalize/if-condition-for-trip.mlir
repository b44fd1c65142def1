// Found by running upstream's SCF canonicalize tests (local only) through both tools: uses of
// an scf.if's condition inside its branches are constants (ConditionPropagation), and an
// scf.for with an empty body running at least once yields values from outside
// (SimplifyTrivialLoops' last case); the lb == ub loop is gone even with unknown bounds.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func private @f(i1)
func.func private @g(index)

// CHECK-LABEL: func.func @propagate(
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK: scf.if %arg0 {
// CHECK-NEXT: func.call @f(%[[T]])
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @f(%[[F]])
// CHECK: {{^ *}}call @f(%arg0)
func.func @propagate(%c: i1) {
  scf.if %c {
    func.call @f(%c) : (i1) -> ()
  } else {
    func.call @f(%c) : (i1) -> ()
  }
  func.call @f(%c) : (i1) -> ()
  return
}

// CHECK-LABEL: func.func @empty_loop(
// CHECK-NEXT: %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT: return %[[C]] : i32
func.func @empty_loop() -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %a = arith.constant 1 : i32
  %b = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %c5 step %c2 iter_args(%x = %a) -> i32 {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @same_bounds(
// CHECK-NEXT: return %arg1 : i32
func.func @same_bounds(%lb: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %lb step %c1 iter_args(%a = %x) -> i32 {
    func.call @g(%i) : (index) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// `ub = lb + 4` without `nsw` may wrap, so its trip count is unknown (upstream agrees): the
// loop stays.
// CHECK-LABEL: func.func @offset_bounds(
// CHECK: scf.for
func.func @offset_bounds(%lb: index) {
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 : index
  scf.for %i = %lb to %ub step %c4 {
    func.call @g(%i) : (index) -> ()
  }
  return
}

// With `nsw` (or `nuw` in an unsigned loop) `ub - lb` is 4: one iteration of step 4 is inlined.
// CHECK-LABEL: func.func @offset_bounds_nsw(
// CHECK-NEXT: call @g(%arg0)
// CHECK-NEXT: call @g(%arg0)
// CHECK-NEXT: return
func.func @offset_bounds_nsw(%lb: index) {
  %c4 = arith.constant 4 : index
  %ub = arith.addi %c4, %lb overflow<nsw> : index
  scf.for %i = %lb to %ub step %c4 {
    func.call @g(%i) : (index) -> ()
  }
  %ub2 = arith.addi %lb, %c4 overflow<nuw> : index
  scf.for unsigned %i = %lb to %ub2 step %c4 {
    func.call @g(%i) : (index) -> ()
  }
  return
}
