// memref.dim of an unranked memref with an index outside [0, rank) ends the run with the
// located error in both engines (the JIT reads the rank from the value at run time).
// RUN: not memref-run %s --no-pipeline 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// CHECK: unranked-dim-out-of-range.mlir:13:8: error: memref.dim index 2 out of range for rank 2
func.func private @printI64(i64)
func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<3x5xi64>
  %u = memref.cast %a : memref<3x5xi64> to memref<*xi64>
  %ok = memref.dim %u, %c1 : memref<*xi64>
  %d = memref.dim %u, %c2 : memref<*xi64>
  %s = arith.addi %ok, %d : index
  %i = arith.index_cast %s : index to i64
  call @printI64(%i) : (i64) -> ()
  memref.dealloc %a : memref<3x5xi64>
  return
}
