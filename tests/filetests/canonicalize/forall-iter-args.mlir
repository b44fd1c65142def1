// Upstream's ForallOpIterArgsFolder: a shared_outs value no op of scf.forall.in_parallel writes
// (we have no parallel-combining ops, so every one) is its init inside and after the loop; the
// loop is rebuilt without it, with or without a mapping, with dynamic bounds, and then a
// single-trip loop is inlined. Also ForallOpSingleOrZeroIterationDimsFolder with bounds that
// are constants but dynamic operands (made static first, same printed result as upstream's one
// step). Expected output is mlir-opt's (tensors cannot run here: no EXEC).
// RUN: memref-opt %s --canonicalize | filecheck %s

func.func private @use(tensor<4xf32>, index)
func.func private @use2(index, index)
func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i, %j) in (%n, 3) shared_outs(%o = %t, %p = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    func.call @use(%o, %i) : (tensor<4xf32>, index) -> ()
    func.call @use(%p, %j) : (tensor<4xf32>, index) -> ()
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  %c2 = arith.constant 2 : index
  %s = scf.forall (%i) = (0) to (%n) step (%c2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    func.call @use(%o, %i) : (tensor<4xf32>, index) -> ()
  }
  %e = scf.forall (%i) in (1) shared_outs(%o = %u) -> (tensor<4xf32>) {
    func.call @use(%o, %i) : (tensor<4xf32>, index) -> ()
  }
  func.call @use(%e, %n) : (tensor<4xf32>, index) -> ()
  return %r#1, %s : tensor<4xf32>, tensor<4xf32>
}
func.func @g(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.forall (%i, %j) = (%c0, %c5) to (%n, 6) step (%c1, %c1) {
    func.call @use2(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i) = (%c5) to (%c5) step (%c1) {
    func.call @use2(%i, %i) : (index, index) -> ()
  }
  scf.forall (%i, %j) = (%c1, %c0) to (%c5, %c1) step (%c1, %c5) {
    func.call @use2(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @use(tensor<4xf32>, index)
// CHECK-NEXT: func.func private @use2(index, index)
// CHECK-NEXT: func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.forall (%arg3, %arg4) in (%arg2, 3) {
// CHECK-NEXT: func.call @use(%arg0, %arg3) : (tensor<4xf32>, index) -> ()
// CHECK-NEXT: func.call @use(%arg1, %arg4) : (tensor<4xf32>, index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT: scf.forall (%arg3) = (0) to (%arg2) step (2) {
// CHECK-NEXT: func.call @use(%arg0, %arg3) : (tensor<4xf32>, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: call @use(%arg1, %c0) : (tensor<4xf32>, index) -> ()
// CHECK-NEXT: call @use(%arg1, %arg2) : (tensor<4xf32>, index) -> ()
// CHECK-NEXT: return %arg1, %arg0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: func.call @use2(%arg1, %c5) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg1) = (1) to (5) step (1) {
// CHECK-NEXT: func.call @use2(%arg1, %c0) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
