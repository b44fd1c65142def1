// A bad access that unchecked JIT code hands to a runtime function (memref.copy's copy, a
// runner utility printing a memref) faults inside that function: the run still ends with a
// located error at the op that called it, output printed before it kept, never a signal.
// With --check-bounds and in the interpreter the view is reported before the access.
// RUN: not memref-run %s -e copy_far 2>&1 | filecheck %s --check-prefix=COPY
// RUN: not memref-run %s -e copy_far | filecheck %s --check-prefix=OUT
// RUN: not memref-run %s -e print_far | filecheck %s --check-prefix=OUT
// RUN: not memref-run %s -e print_far 2>&1 | filecheck %s --check-prefix=PRINT
// RUN: not memref-run %s -e print_far --engine=interp 2>&1 | filecheck %s --check-prefix=CHECKED
// RUN: not memref-run %s -e copy_far --check-bounds 2>&1 | filecheck %s --check-prefix=CHECKED

// OUT: before
// OUT-NOT: never
// COPY: unchecked-runtime-fault.mlir:23:3: error: invalid memory access: unchecked code (--check-bounds checks every access)
// COPY-NOT: never
// CHECKED: error: access outside of the memref's allocation
func.func @copy_far() {
  %far = arith.constant 1152921504606846976 : index
  %buf = memref.alloc() : memref<16xf32>
  %v = memref.reinterpret_cast %buf to offset: [%far], sizes: [16], strides: [1] : memref<16xf32> to memref<16xf32, strided<[1], offset: ?>>
  %d = memref.alloc() : memref<16xf32>
  vector.print str "before\n"
  memref.copy %v, %d : memref<16xf32, strided<[1], offset: ?>> to memref<16xf32>
  vector.print str "never\n"
  memref.dealloc %buf : memref<16xf32>
  memref.dealloc %d : memref<16xf32>
  return
}

// PRINT: unchecked-runtime-fault.mlir:38:3: error: invalid memory access
// PRINT-NOT: never
func.func @print_far() {
  %far = arith.constant 1152921504606846976 : index
  %buf = memref.alloc() : memref<16xf32>
  %v = memref.reinterpret_cast %buf to offset: [%far], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32, strided<[4, 1], offset: ?>>
  %u = memref.cast %v : memref<4x4xf32, strided<[4, 1], offset: ?>> to memref<*xf32>
  vector.print str "before\n"
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  vector.print str "never\n"
  memref.dealloc %buf : memref<16xf32>
  return
}
func.func private @printMemrefF32(memref<*xf32>)
