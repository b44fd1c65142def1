// Transfers the verifier accepts as upstream's but the engines do not run (a memref of
// vectors, or a vector of another element type): a located error in both engines.
// RUN: not memref-run %s --engine=jit 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
func.func @main() {
  %m = memref.alloc() : memref<vector<4xf32>>
  %p = arith.constant dense<0.0> : vector<4xf32>
  %0 = vector.transfer_read %m[], %p : memref<vector<4xf32>>, vector<4xf32>
  vector.print %0 : vector<4xf32>
  return
}
// CHECK: vector-transfer-element-engines.mlir:8:8: error: 'vector.transfer_read' between 'memref<vector<4xf32>>' and 'vector<4xf32>' cannot be executed: the source must be a memref of the vector's element type
