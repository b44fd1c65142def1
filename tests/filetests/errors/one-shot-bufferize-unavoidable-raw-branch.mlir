// A branch yields materialize_in_destination's result, whose destination must be written in
// place, while the other branch yields the in-place insert into the argument that is read
// after (returned): upstream's check before the analysis reports the insert, even though no
// result of the scf.if is used (One-Shot Bufferize erases no dead op; the greedy driver of
// --empty-tensor-to-alloc-tensor would, and the program would then bufferize). Reduced from
// random tensor program 617 (scripts/compare-tensor-upstream.sh, SCF=1 LINALG=1). Expected
// lines from mlir-opt 22.1.8.
// RUN: not memref-opt %s --one-shot-bufferize=bufferize-function-boundaries 2>&1 | filecheck %s
// RUN: not memref-run %s 2>&1 | filecheck %s

// CHECK: one-shot-bufferize-unavoidable-raw-branch.mlir:15:8: error: 'tensor.insert' op not bufferizable under the given constraints: cannot avoid RaW conflict
func.func @insert_then_branch(%a: tensor<3xi64>, %b: i1) -> tensor<3xi64> {
  %c0 = arith.constant 0 : index
  %v = arith.constant -32 : i64
  %i = tensor.insert %v into %a[%c0] : tensor<3xi64>
  %r = scf.if %b -> (tensor<3xi64>) {
    %e = tensor.empty() : tensor<3xi64>
    %m = bufferization.materialize_in_destination %i in %e : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    scf.yield %m : tensor<3xi64>
  } else {
    scf.yield %i : tensor<3xi64>
  }
  return %a : tensor<3xi64>
}

func.func @main() {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  %t = arith.constant true
  %r = func.call @insert_then_branch(%c, %t) : (tensor<3xi64>, i1) -> tensor<3xi64>
  return
}
