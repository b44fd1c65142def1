// --mlir-print-ir-before-all / -after-all / -after-failure and --mlir-timing, on memref-opt
// (output compared with mlir-opt 22.1.8's: identical, also for these flags combined) and on
// memref-run (the deallocation pipeline's passes, then compiling and running).
// RUN: memref-opt %s --mlir-print-ir-before-all --canonicalize --cse 2>&1 | filecheck %s --check-prefix=BEFORE
// RUN: memref-run %s -e ok --mlir-print-ir-before-all --mlir-print-ir-after-all --engine=jit 2>&1 | filecheck %s --check-prefix=RUNDUMP
// RUN: memref-run %s -e ok --mlir-timing --engine=jit 2>&1 | filecheck %s --check-prefix=RUNTIME
// RUN: memref-run %s -e ok --mlir-timing --engine=interp 2>&1 | filecheck %s --check-prefix=INTERPTIME

// BEFORE: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE-NEXT: module {
// BEFORE-NEXT: func.func @ok
// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: module {

// RUNDUMP: // -----// IR Dump Before ExpandReallocPass (expand-realloc) //----- //
// RUNDUMP: // -----// IR Dump After ExpandReallocPass (expand-realloc) //----- //
// RUNDUMP: // -----// IR Dump Before OwnershipBasedBufferDeallocationPass (ownership-based-buffer-deallocation) //----- //
// RUNDUMP: // -----// IR Dump After LowerDeallocationsPass (bufferization-lower-deallocations) //----- //

// RUNTIME: Execution time report
// RUNTIME: Parser
// RUNTIME-NEXT: Verifier
// RUNTIME: OwnershipBasedBufferDeallocationPass
// RUNTIME: Cranelift compile
// RUNTIME: Run (JIT)
// RUNTIME: Total
// INTERPTIME: Run (interpreter)
// INTERPTIME-NOT: Cranelift
func.func @ok() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  %v = arith.constant 3 : i32
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  vector.print %x : i32
  return
}
