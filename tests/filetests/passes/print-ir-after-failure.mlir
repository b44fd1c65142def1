// --mlir-print-ir-after-failure (memref-opt and memref-run): the IR after the pass that failed,
// printed after its error; with -after-failure only that dump, even with -after-all (as
// mlir-opt 22.1.8 does).
// RUN: not memref-opt %s --mlir-print-ir-after-failure --mlir-print-ir-after-all --buffer-deallocation-pipeline 2>&1 | filecheck %s --check-prefix=FAILURE
// RUN: not memref-run %s --mlir-print-ir-after-failure --pass-pipeline='builtin.module(expand-realloc,ownership-based-buffer-deallocation)' 2>&1 | filecheck %s --check-prefix=FAILURE

// With -after-failure only the failed pass's IR is printed, even with -after-all (as upstream).
// FAILURE-NOT: IR Dump After ExpandReallocPass
// FAILURE: error: memory free side-effect on MemRef value not supported!
// FAILURE: // -----// IR Dump After OwnershipBasedBufferDeallocationPass Failed (ownership-based-buffer-deallocation) //----- //
// FAILURE-NEXT: module {
func.func @main(%a: memref<2xf32>) {
  memref.dealloc %a : memref<2xf32>
  return
}

