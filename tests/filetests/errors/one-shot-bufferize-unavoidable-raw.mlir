// Writes that must be in place (materialize_in_destination's destination) conflicting with a
// later read: upstream's check before the analysis reports the first op (post-order) with a
// conflicting operand (found by the random tensor programs, scripts/compare-tensor-upstream.sh
// with SCF=1 LINALG=1). Expected lines from mlir-opt 22.1.8.
// RUN: not memref-opt %s --one-shot-bufferize 2>&1 | filecheck %s

// CHECK: one-shot-bufferize-unavoidable-raw.mlir:11:9: error: 'bufferization.materialize_in_destination' op not bufferizable under the given constraints: cannot avoid RaW conflict
func.func @two_materializations(%a: tensor<4xi64>, %b: tensor<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xi64>
  %m1 = bufferization.materialize_in_destination %a in %e : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %m2 = bufferization.materialize_in_destination %b in %e : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  %x = tensor.extract %m1[%c0] : tensor<4xi64>
  %y = tensor.extract %m2[%c0] : tensor<4xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}
