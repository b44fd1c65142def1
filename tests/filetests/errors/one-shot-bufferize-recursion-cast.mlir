// A recursive function whose result layout is inferred from a returned cast: its own call was
// bufferized with the fully dynamic layout first, so the verifier after the pass reports the
// mismatch, as mlir-opt 22 does.
// RUN: not memref-opt %s --one-shot-bufferize=bufferize-function-boundaries 2>&1 | filecheck %s

// CHECK: one-shot-bufferize-recursion-cast.mlir:16:10: error: 'func.call' op result type mismatch at index 0
// CHECK: note: see current operation: %{{.*}} = "func.call"(%{{.*}}) <{callee = @down}> : (index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK: note:       op result types: 'memref<4xf32, strided<[?], offset: ?>>'
// CHECK: note: function result types: 'memref<4xf32>'
func.func @down(%n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %stop = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %stop -> tensor<4xf32> {
    %c1 = arith.constant 1 : index
    %m = arith.subi %n, %c1 : index
    %x = func.call @down(%m) : (index) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %k = arith.constant dense<3.0> : tensor<4xf32>
    scf.yield %k : tensor<4xf32>
  }
  %e = tensor.empty() : tensor<4xf32>
  return %e : tensor<4xf32>
}
