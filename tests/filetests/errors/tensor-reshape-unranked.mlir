// tensor.reshape to an unranked tensor: the interpreter runs it; the JIT (no unranked tensor
// values) gives a located error when compiling it (before it printed a wrong element-count
// error at run time; found by an outside tester).
// RUN: memref-run %s --no-bufferize --engine=interp | filecheck %s --check-prefix=UNR
// RUN: not memref-run %s --no-bufferize --engine=jit 2>&1 | filecheck %s --check-prefix=UNRJIT
func.func @main() {
  %a = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %sh = arith.constant dense<[3, 2]> : tensor<2xindex>
  %u = tensor.reshape %a(%sh) : (tensor<6xi32>, tensor<2xindex>) -> tensor<*xi32>
  %r = tensor.rank %u : tensor<*xi32>
  vector.print %r : index
  return
}
// UNR: 2
// UNRJIT: tensor-reshape-unranked.mlir:9:8: error: tensor.reshape to an unranked tensor is not supported by the JIT engine; use --engine=interp
