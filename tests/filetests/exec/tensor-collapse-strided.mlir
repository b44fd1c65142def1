// A collapse of a strided slice (found by scripts/compare-tensor-upstream.sh, seed 889): the
// bufferized memref.collapse_shape keeps the slice's stride 2, which both engines take as
// upstream's lowering does (the smallest stride of the group's dims not of size 1). Expected
// lines from upstream mlir-runner after scripts/upstream-run-tensor.sh.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --engine=interp | filecheck %s --check-prefix=TENSOR
func.func private @printMemrefI64(memref<*xi64>)

func.func private @show1(%t: tensor<?xi64>) {
  %m = bufferization.to_buffer %t read_only : tensor<?xi64> to memref<?xi64, strided<[?], offset: ?>>
  %u = memref.cast %m : memref<?xi64, strided<[?], offset: ?>> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

func.func @main() {
  %t = arith.constant dense<[[-252], [-67], [-225]]> : tensor<3x1xi64>
  %s = tensor.extract_slice %t[0, 0] [2, 1] [2, 1] : tensor<3x1xi64> to tensor<2x1xi64>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x1xi64> into tensor<2xi64>
  %d = tensor.cast %c : tensor<2xi64> to tensor<?xi64>
  func.call @show1(%d) : (tensor<?xi64>) -> ()
  return
}
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [2] data =
// CHECK-NEXT: {{^}}{{\[}}-252,  -225]
// TENSOR: {{^}}{{\[}}-252,  -225]
