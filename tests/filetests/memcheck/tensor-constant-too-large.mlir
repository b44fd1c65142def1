// A tensor constant past the engines' bound on elements is a located error in both, not an
// allocation of 40 GB (without the pipeline: canonicalize would fold the splat's extract away).
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// CHECK: tensor-constant-too-large.mlir:7:8: error: tensor of 10000000000 elements is too large
func.func @main() {
  %t = arith.constant dense<1.0> : tensor<100000x100000xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0, %c0] : tensor<100000x100000xf32>
  vector.print %e : f32
  return
}
