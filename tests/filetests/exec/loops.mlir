// Memref iter_args in scf.for and scf.while, buffers allocated per iteration.
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation,bufferization-lower-deallocations,cse)' | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func @grow(%n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c1 step %c1 {
    memref.store %z, %init[%i] : memref<4xf32>
  }
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %init) -> (memref<4xf32>) {
    %nb = memref.alloc() : memref<4xf32>
    memref.copy %b, %nb : memref<4xf32> to memref<4xf32>
    %v = memref.load %nb[%c0] : memref<4xf32>
    %one = arith.constant 1.0 : f32
    %w = arith.addf %v, %one : f32
    memref.store %w, %nb[%c0] : memref<4xf32>
    scf.yield %nb : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @count(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b0 = memref.alloc() : memref<1xi64>
  %zero = arith.constant 0 : i64
  memref.store %zero, %b0[%c0] : memref<1xi64>
  %r:2 = scf.while (%i = %c0, %b = %b0) : (index, memref<1xi64>) -> (index, memref<1xi64>) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %b : index, memref<1xi64>
  } do {
  ^bb0(%i: index, %b: memref<1xi64>):
    %ni = arith.addi %i, %c1 : index
    %nb = memref.alloc() : memref<1xi64>
    %v = memref.load %b[%c0] : memref<1xi64>
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %nb[%c0] : memref<1xi64>
    scf.yield %ni, %nb : index, memref<1xi64>
  }
  %res = memref.load %r#1[%c0] : memref<1xi64>
  return %res : i64
}
func.func @main() {
  %c5 = arith.constant 5 : index
  %r = call @grow(%c5) : (index) -> memref<4xf32>
  %u = memref.cast %r : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %k = call @count(%c5) : (index) -> i64
  call @printI64(%k) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: [5, 0, 0, 0]
// CHECK-NEXT: 5
