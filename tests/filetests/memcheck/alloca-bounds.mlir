// Accesses through an alloca are judged by the alloca's own bytes, in the interpreter and the
// JIT with --check-bounds (every alloca is then a runtime buffer, whose bytes the runtime
// knows); leaving them is "outside of the memref's allocation" wherever the access lands: past
// its end (the JIT used to accept it or crash with SIGSEGV), moved onto a live heap
// block, in a loop nest checked before it runs, a copy into a view past its end, and a
// returned alloca used in a deeper call that has allocas of its own (accepted before).
// RUN: not memref-run %s --no-pipeline --check-bounds -e past_end 2>&1 | filecheck %s --check-prefix=PAST
// RUN: not memref-run %s --no-pipeline --check-bounds -e into_heap 2>&1 | filecheck %s --check-prefix=HEAP
// RUN: not memref-run %s --no-pipeline --check-bounds -e nest 2>&1 | filecheck %s --check-prefix=NEST
// RUN: not memref-run %s --no-pipeline --check-bounds -e copy_past 2>&1 | filecheck %s --check-prefix=COPY
// RUN: not memref-run %s --no-pipeline --check-bounds -e stale 2>&1 | filecheck %s --check-prefix=STALE
// PAST: alloca-bounds.mlir:24:3: error: access outside of the memref's allocation
// HEAP: alloca-bounds.mlir:40:3: error: access outside of the memref's allocation
// NEST: alloca-bounds.mlir:54:10: error: access outside of the memref's allocation
// COPY: alloca-bounds.mlir:66:3: error: access outside of the memref's allocation
// STALE: alloca-bounds.mlir:83:5: error: access to an alloca of a function that has returned
func.func private @printI64(i64)

func.func @past_end() {
  %i = arith.constant 4 : index
  %b = memref.alloca() : memref<4xi64>
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [8], strides: [1] : memref<4xi64> to memref<8xi64>
  %x = arith.constant 42 : i64
  memref.store %x, %r[%i] : memref<8xi64>
  return
}

// An alloca's view moved onto a live heap block.
func.func @into_heap() {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloca() : memref<4xi64>
  %b = memref.alloc() : memref<64xi64>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<4xi64> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<64xi64> -> index
  %d = arith.subi %pb, %pa : index
  %off = arith.divsi %d, %c8 : index
  %r = memref.reinterpret_cast %a to offset: [%off], sizes: [%c8], strides: [%c1] : memref<4xi64> to memref<?xi64, strided<[?], offset: ?>>
  %x = arith.constant 5 : i64
  memref.store %x, %r[%c1] : memref<?xi64, strided<[?], offset: ?>>
  memref.dealloc %b : memref<64xi64>
  return
}

// A loop nest checked before it runs.
func.func @nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %b = memref.alloca() : memref<4xi64>
  %r = memref.reinterpret_cast %b to offset: [0], sizes: [8], strides: [1] : memref<4xi64> to memref<8xi64>
  %s = arith.constant 0 : i64
  %t = scf.for %i = %c0 to %c6 step %c1 iter_args(%a = %s) -> i64 {
    %y = memref.load %r[%i] : memref<8xi64>
    %z = arith.addi %a, %y : i64
    scf.yield %z : i64
  }
  func.call @printI64(%t) : (i64) -> ()
  return
}

func.func @copy_past() {
  %a = memref.alloca() : memref<4xi64>
  %b = memref.alloca() : memref<5xi64>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [5], strides: [1] : memref<4xi64> to memref<5xi64>
  memref.copy %b, %r : memref<5xi64> to memref<5xi64>
  return
}

func.func @make() -> memref<4xi64> {
  %b = memref.alloca() : memref<4xi64>
  return %b : memref<4xi64>
}

// A returned alloca used in a deeper call that has allocas of its own.
func.func @use(%old: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %b = memref.alloca() : memref<64xi64>
  %x = arith.constant 7 : i64
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %x, %old[%i] : memref<4xi64>
  }
  return
}

func.func @stale() {
  %r = func.call @make() : () -> memref<4xi64>
  func.call @use(%r) : (memref<4xi64>) -> ()
  return
}
