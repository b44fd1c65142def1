// scf.for iter_args known without the loop are dropped (upstream's ForOpIterArgsFolder): the
// init yielded back (even when the body uses the iter_arg), the iter_arg itself yielded, an
// iter_arg and result both unused, and an iter_arg with the same init and yielded value as an
// earlier one. The ownership pass's `false` ownership iter_args of loops over allocas then
// vanish, as upstream (exec/alloca-in-loop.mlir's pipeline output).
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func private @use(i1)
func.func private @usei(index)

// CHECK-LABEL: func.func @init_yielded(
// CHECK-SAME: %[[X:arg3]]: i1, %[[Y:arg4]]: index
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[B:.*]] = %[[Y]]) -> (index) {
// CHECK-NEXT: func.call @use(%[[X]])
// CHECK-NEXT: func.call @usei(%[[Y]])
// CHECK-NEXT: scf.yield %c7 : index
// CHECK: return %[[X]], %[[R]], %[[Y]]
func.func @init_yielded(%lb: index, %ub: index, %st: index, %x: i1, %y: index) -> (i1, index, index) {
  %c = arith.constant 7 : index
  %0:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %x, %b = %y, %d = %y) -> (i1, index, index) {
    func.call @use(%a) : (i1) -> ()
    func.call @usei(%d) : (index) -> ()
    scf.yield %x, %c, %d : i1, index, index
  }
  return %0#0, %0#1, %0#2 : i1, index, index
}

// CHECK-LABEL: func.func @same_pair(
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %arg3) -> (index) {
// CHECK-NEXT: func.call @usei(%[[A]])
// CHECK-NEXT: func.call @usei(%[[A]])
// CHECK-NEXT: scf.yield %arg4 : index
// CHECK: return %[[R]], %[[R]]
func.func @same_pair(%lb: index, %ub: index, %st: index, %y: index, %z: index) -> (index, index) {
  %0:2 = scf.for %i = %lb to %ub step %st iter_args(%a = %y, %b = %y) -> (index, index) {
    func.call @usei(%a) : (index) -> ()
    func.call @usei(%b) : (index) -> ()
    scf.yield %z, %z : index, index
  }
  return %0#0, %0#1 : index, index
}

// CHECK-LABEL: func.func @dead_and_computed(
// CHECK: %[[R:.*]] = scf.for %{{.*}} iter_args(%[[A:.*]] = %arg3) -> (index) {
// CHECK-NEXT: %[[N:.*]] = arith.addi %[[A]], %[[A]]
// CHECK-NEXT: func.call @usei(%[[N]])
// CHECK-NEXT: scf.yield %[[N]] : index
// CHECK: return %[[R]], %[[R]]
func.func @dead_and_computed(%lb: index, %ub: index, %st: index, %y: index) -> (index, index) {
  %0:3 = scf.for %i = %lb to %ub step %st iter_args(%a = %y, %b = %y, %dead = %y) -> (index, index, index) {
    %n = arith.addi %a, %b : index
    func.call @usei(%n) : (index) -> ()
    scf.yield %n, %n, %n : index, index, index
  }
  return %0#0, %0#1 : index, index
}
