// A store through a view of one buffer that lands inside another live buffer is caught by
// provenance: the access must stay inside the allocation the memref's allocated pointer
// belongs to (was accepted by both engines: the address is inside *some* live block). The
// index is computed from the two buffers' addresses, so the store hits %b exactly.
// RUN: not memref-run %s --no-pipeline --check-bounds 2>&1 | filecheck %s
// RUN: not memref-run %s --no-pipeline --engine=interp 2>&1 | filecheck %s
// CHECK: into-neighbour-block.mlir:23:3: error: access outside of the memref's allocation
func.func @main() {
  %one = arith.constant 1 : i64
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xi64>
  %b = memref.alloc() : memref<8xi64>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<8xi64> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<8xi64> -> index
  // Whichever buffer comes first in memory is viewed enlarged; the index reaches the other.
  %first = arith.cmpi ult, %pa, %pb : index
  %src = arith.select %first, %a, %b : memref<8xi64>
  %lo = arith.minui %pa, %pb : index
  %hi = arith.maxui %pa, %pb : index
  %d = arith.subi %hi, %lo : index
  %i = arith.divui %d, %c8 : index
  %r = memref.reinterpret_cast %src to offset: [0], sizes: [1000000], strides: [1] : memref<8xi64> to memref<1000000xi64>
  memref.store %one, %r[%i] : memref<1000000xi64>
  memref.dealloc %a : memref<8xi64>
  memref.dealloc %b : memref<8xi64>
  return
}
