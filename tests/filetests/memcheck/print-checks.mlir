// The runner utilities read every element they print: printing freed memory or a view larger
// than its buffer stops at the call with the interpreter's message, in the JIT with
// --check-bounds too (it used to print whatever was there).
// RUN: not memref-run %s --no-pipeline --check-bounds -e freed 2>&1 | filecheck %s --check-prefix=FREED
// RUN: not memref-run %s --no-pipeline --engine=interp -e freed 2>&1 | filecheck %s --check-prefix=FREED
// RUN: not memref-run %s --no-pipeline --check-bounds -e past 2>&1 | filecheck %s --check-prefix=PAST
// RUN: not memref-run %s --no-pipeline --engine=interp -e past 2>&1 | filecheck %s --check-prefix=PAST
func.func private @printMemrefF32(memref<*xf32>)
// FREED: print-checks.mlir:14:3: error: access to freed memory (use after free)
func.func @freed() {
  %a = memref.alloc() : memref<8xf32>
  %u = memref.cast %a : memref<8xf32> to memref<*xf32>
  memref.dealloc %a : memref<8xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
// PAST: print-checks.mlir:22:3: error: access outside of the memref's allocation
func.func @past() {
  %a = memref.alloc() : memref<8xf32>
  %big = memref.reinterpret_cast %a to offset: [0], sizes: [100], strides: [1] : memref<8xf32> to memref<100xf32>
  %u = memref.cast %big : memref<100xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<8xf32>
  return
}
