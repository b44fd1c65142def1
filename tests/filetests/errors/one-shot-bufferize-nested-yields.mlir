// Non-equivalent yields in nested loops: every one is reported, inner loops first, as
// mlir-opt 22.1.8 does (its verifyAnalysis walks in post-order; found by an outside tester,
// who saw them outermost first).
// RUN: not memref-opt %s --one-shot-bufferize=bufferize-function-boundaries 2>&1 | filecheck %s

// CHECK: one-shot-bufferize-nested-yields.mlir:21:7: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
// CHECK: one-shot-bufferize-nested-yields.mlir:23:5: error: Yield operand #0 is not equivalent to the corresponding iter bbArg
func.func @nested(%t: tensor<3xf32>, %n: index) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<3xf32> {
    %r1 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> tensor<3xf32> {
      %c = arith.cmpi eq, %i, %j : index
      %s = scf.if %c -> tensor<3xf32> {
        %w = tensor.insert %f into %b[%c0] : tensor<3xf32>
        scf.yield %w : tensor<3xf32>
      } else {
        scf.yield %t : tensor<3xf32>
      }
      scf.yield %s : tensor<3xf32>
    }
    scf.yield %r1 : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}
