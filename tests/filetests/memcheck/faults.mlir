// Runtime faults end the run with a located error and exit 1 (loads/stores: with --check-bounds on the JIT).
// RUN: not memref-run %s --no-pipeline -e div 2>&1 | filecheck %s --check-prefix=DIV
// RUN: not memref-run %s --no-pipeline -e assert 2>&1 | filecheck %s --check-prefix=ASSERT
// RUN: not memref-run %s --no-pipeline --check-bounds -e oob 2>&1 | filecheck %s --check-prefix=OOB
// RUN: not memref-run %s --no-pipeline --check-bounds -e uaf 2>&1 | filecheck %s --check-prefix=UAF
func.func @div() {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  %q = arith.divsi %a, %z : i32
  return
}
func.func @assert() {
  %f = arith.constant false
  cf.assert %f, "the answer is not 42"
  return
}
func.func @oob() {
  %m = memref.alloc() : memref<4xf32>
  %c4 = arith.constant 4 : index
  %v = memref.load %m[%c4] : memref<4xf32>
  return
}
func.func @uaf() {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xf32>
  return
}
// DIV: faults.mlir:9:8: error: integer division by zero
// ASSERT: faults.mlir:14:3: error: assertion failed: the answer is not 42
// OOB: faults.mlir:20:8: error: index 4 out of bounds for dimension 0 of size 4
// UAF: faults.mlir:27:8: error: access to freed memory (use after free)
