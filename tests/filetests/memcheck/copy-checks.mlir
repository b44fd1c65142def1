// memref.copy reads and writes are checked like loads and stores: from freed memory, and into
// a target view larger than its buffer (heap overflow), both engines stop at the copy with the
// same message (the JIT with --check-bounds; it used to copy).
// RUN: not memref-run %s --no-pipeline --check-bounds -e from_freed 2>&1 | filecheck %s --check-prefix=FREED
// RUN: not memref-run %s --no-pipeline --engine=interp -e from_freed 2>&1 | filecheck %s --check-prefix=FREED
// RUN: not memref-run %s --no-pipeline --check-bounds -e overflow 2>&1 | filecheck %s --check-prefix=OVERFLOW
// RUN: not memref-run %s --no-pipeline --engine=interp -e overflow 2>&1 | filecheck %s --check-prefix=OVERFLOW
// RUN: memref-run %s --no-pipeline --check-bounds -e fine | filecheck %s --check-prefix=FINE
// RUN: memref-run %s --no-pipeline --engine=interp -e fine | filecheck %s --check-prefix=FINE
// FREED: copy-checks.mlir:15:3: error: access to freed memory (use after free)
func.func @from_freed() {
  %a = memref.alloc() : memref<16xi64>
  %b = memref.alloc() : memref<16xi64>
  memref.dealloc %a : memref<16xi64>
  memref.copy %a, %b : memref<16xi64> to memref<16xi64>
  memref.dealloc %b : memref<16xi64>
  return
}
// OVERFLOW: copy-checks.mlir:24:3: error: access outside of the memref's allocation
func.func @overflow() {
  %a = memref.alloc() : memref<4096xi64>
  %b = memref.alloc() : memref<4xi64>
  %big = memref.reinterpret_cast %b to offset: [0], sizes: [4096], strides: [1] : memref<4xi64> to memref<4096xi64>
  memref.copy %a, %big : memref<4096xi64> to memref<4096xi64>
  memref.dealloc %a : memref<4096xi64>
  memref.dealloc %b : memref<4xi64>
  return
}
func.func private @printMemrefI64(memref<*xi64>)
// FINE: data =
// FINE-NEXT: [0,  0,  7]
func.func @fine() {
  %c2 = arith.constant 2 : index
  %v = arith.constant 7 : i64
  %a = memref.alloc() : memref<3xi64>
  %b = memref.alloc() : memref<3xi64>
  memref.store %v, %a[%c2] : memref<3xi64>
  memref.copy %a, %b : memref<3xi64> to memref<3xi64>
  %u = memref.cast %b : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<3xi64>
  memref.dealloc %b : memref<3xi64>
  return
}
