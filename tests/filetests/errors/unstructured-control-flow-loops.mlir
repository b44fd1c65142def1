// Loops made of branches are rejected by default, as upstream rejects them, also inside a
// region op and through the pipeline; memref-run says the same. With
// `allow-unstructured-control-flow-loops` they run (exec/cf-loops.mlir).
// RUN: not memref-opt %s --ownership-based-buffer-deallocation 2>&1 | filecheck %s
// RUN: not memref-opt %s --buffer-deallocation-pipeline 2>&1 | filecheck %s
// RUN: not memref-run %s 2>&1 | filecheck %s
// RUN: not memref-run %s --engine=interp 2>&1 | filecheck %s
func.func private @printI64(i64)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.execute_region -> i64 {
    %m = memref.alloc() : memref<4xi64>
    cf.br ^bb1(%c0, %m : index, memref<4xi64>)
  ^bb1(%i: index, %x: memref<4xi64>):
    %v = arith.index_cast %i : index to i64
    memref.store %v, %x[%c0] : memref<4xi64>
    %n = memref.alloc() : memref<4xi64>
    memref.copy %x, %n : memref<4xi64> to memref<4xi64>
    %i1 = arith.addi %i, %c1 : index
    %c = arith.cmpi slt, %i1, %c4 : index
    cf.cond_br %c, ^bb1(%i1, %n : index, memref<4xi64>), ^bb2
  ^bb2:
    %w = memref.load %n[%c0] : memref<4xi64>
    scf.yield %w : i64
  }
  call @printI64(%r) : (i64) -> ()
  return
}

// CHECK: {{.*}}unstructured-control-flow-loops.mlir:9:1: error: Only structured control-flow loops are supported.
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: ^
