// A small buffer allocated and freed in each iteration, accessed only in bounds, lives in the
// JIT's frame (codegen/stack_promote.rs): the output, the zeroing and the counters must be
// those of the heap run (the interpreter), with and without the checker; leaks, double frees
// and accesses after a free next to such loops are still found at their sites.
// RUN: memref-run %s | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --memory-stats 2>&1 | filecheck %s
// RUN: memref-run %s --memory-stats --engine=interp 2>&1 | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s --check-prefix=OUT
// RUN: not memref-run %s --no-pipeline -e leaky 2>&1 | filecheck %s --check-prefix=LEAK
// RUN: not memref-run %s --no-pipeline -e leaky --engine=interp 2>&1 | filecheck %s --check-prefix=LEAK
// RUN: not memref-run %s --no-pipeline -e past_end --check-bounds 2>&1 | filecheck %s --check-prefix=PAST
// RUN: not memref-run %s --no-pipeline -e past_end --engine=interp 2>&1 | filecheck %s --check-prefix=PAST
func.func private @printI64(i64)
func.func private @printNewline()

// Each iteration reads element 15 before writing it (zero every time), fills the buffer
// with it + j and sums it; a heap buffer allocated before the loop stays live across it, so
// the peak counts both.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 3000 : index
  %zero = arith.constant 0 : i64
  %keep = memref.alloc() : memref<3xi64>
  %acc = scf.for %it = %c0 to %n step %c1 iter_args(%a = %zero) -> (i64) {
    %buf = memref.alloc() : memref<16xi64>
    %old = memref.load %buf[%c15] : memref<16xi64>
    scf.for %j = %c0 to %c16 step %c1 {
      %x = arith.addi %it, %j : index
      %xi = arith.index_cast %x : index to i64
      memref.store %xi, %buf[%j] : memref<16xi64>
    }
    %s = scf.for %j = %c0 to %c16 step %c1 iter_args(%t = %old) -> (i64) {
      %v = memref.load %buf[%j] : memref<16xi64>
      %u = arith.addi %t, %v : i64
      scf.yield %u : i64
    }
    %b = arith.addi %a, %s : i64
    scf.yield %b : i64
  }
  memref.store %acc, %keep[%c0] : memref<3xi64>
  %r = memref.load %keep[%c0] : memref<3xi64>
  func.call @printI64(%r) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// CHECK: memory: 3001 allocations, 3001 frees, peak 152 bytes live
// OUT: {{^}}72336000{{$}}

// Two buffers per iteration, one freed and one not: the leak is reported at its allocation
// with the count of iterations, the freed one is not.
func.func @leaky() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %n = arith.constant 100 : index
  %f = arith.constant 2.5 : f32
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<8xf32>
    %b = memref.alloc() : memref<8xf32>
    memref.store %f, %a[%c7] : memref<8xf32>
    memref.store %f, %b[%c7] : memref<8xf32>
    memref.dealloc %a : memref<8xf32>
  }
  return
}
// LEAK: stack-promotion.mlir:62:10: error: leak: 100 blocks (3200 bytes) allocated here (memref.alloc) were never freed
// LEAK-NOT: error

// A loop one past the end of the buffer: found as a bad access at its store.
func.func @past_end() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c17 = arith.constant 17 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<16xf32>
  scf.for %j = %c0 to %c17 step %c1 {
    memref.store %f, %a[%j] : memref<16xf32>
  }
  memref.dealloc %a : memref<16xf32>
  return
}
// PAST: stack-promotion.mlir:80:5: error: index 16 out of bounds for dimension 0 of size 16
