// --memory-checker=off (timing runs): heap buffers come from malloc/free called directly.
// Allocation, alignment, realloc, frees through both dealloc lowerings and clones must give
// the checked run's output; a failed allocation is still the located fault.
// RUN: memref-run %s --engine=jit --memory-checker=off | filecheck %s
// RUN: memref-run %s --engine=jit --memory-checker=off --dealloc-lowering=helper | filecheck %s
// RUN: memref-run %s | filecheck %s
// RUN: not memref-run %s --engine=jit --memory-checker=off -e huge 2>&1 | filecheck %s --check-prefix=OOM
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>)

func.func @pick(%c: i1, %a: memref<?xi64>, %b: memref<?xi64>) -> memref<?xi64> {
  %r = arith.select %c, %a, %b : memref<?xi64>
  return %r : memref<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc(%c4) {alignment = 64 : i64} : memref<?xi64>
  %b = memref.alloc(%c4) : memref<?xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %a[%i] : memref<?xi64>
    %w = arith.muli %v, %v : i64
    memref.store %w, %b[%i] : memref<?xi64>
  }
  // The aligned pointer honours the alignment.
  %p = memref.extract_aligned_pointer_as_index %a : memref<?xi64> -> index
  %m = arith.remui %p, %c4 : index
  %pm = arith.index_cast %m : index to i64
  call @printI64(%pm) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK: 0
  %s1 = call @pick(%t, %a, %b) : (i1, memref<?xi64>, memref<?xi64>) -> memref<?xi64>
  %s2 = call @pick(%f, %a, %b) : (i1, memref<?xi64>, memref<?xi64>) -> memref<?xi64>
  %g = memref.realloc %a(%c6) : memref<?xi64> to memref<?xi64>
  memref.store %pm, %g[%c4] : memref<?xi64>
  memref.store %pm, %g[%c0] : memref<?xi64>
  %u1 = memref.cast %s1 : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u1) : (memref<*xi64>) -> ()
  // CHECK: data =
  // CHECK-NEXT: [0,  1,  2,  3]
  %u2 = memref.cast %s2 : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u2) : (memref<*xi64>) -> ()
  // CHECK: data =
  // CHECK-NEXT: [0,  1,  4,  9]
  %v4 = memref.load %g[%c4] : memref<?xi64>
  %v3 = memref.load %g[%c1] : memref<?xi64>
  %sum = arith.addi %v4, %v3 : i64
  call @printI64(%sum) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK: 1
  return
}

func.func @huge() {
  %n = arith.constant 4611686018427387000 : index
  %a = memref.alloc(%n) : memref<?xi8>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i8
  memref.store %z, %a[%c0] : memref<?xi8>
  %v = memref.load %a[%c0] : memref<?xi8>
  %w = arith.extui %v : i8 to i64
  call @printI64(%w) : (i64) -> ()
  return
}
// OOM: jit-unchecked-memory.mlir:63:8: error: out of memory allocating 4611686018427387000 bytes
