// An op One-Shot Bufferize cannot bufferize is refused without allow-unknown-ops (a plain
// error at the op, as upstream's emitError).
// RUN: memref-opt %s --allow-unregistered-dialect --one-shot-bufferize --verify-diagnostics
func.func @opaque_producer(%t: tensor<3xi8>, %i: index) -> i8 {
  // expected-error@+1 {{op was not bufferized}}
  %0 = "mine.shuffle"(%t) : (tensor<3xi8>) -> tensor<3xi8>
  %1 = tensor.extract %0[%i] : tensor<3xi8>
  return %1 : i8
}
