// A program that frees its own memory (memref.dealloc reachable from the entry) is not input
// for the ownership pass, which rejects it ("memory free side-effect on MemRef value not
// supported!"): memref-run runs it as written, as mlir-runner does, with a note, and the
// memory checker still judges its frees. An explicit --pass-pipeline is run as asked.
// RUN: memref-run %s 2>&1 | filecheck %s
// RUN: memref-run %s --engine=interp 2>&1 | filecheck %s
// CHECK: memref-run: note: the program frees its own memory (memref.dealloc): it runs without the deallocation pipeline
// CHECK-NEXT: 6
// RUN: not memref-run %s -e twice 2>&1 | filecheck %s --check-prefix=TWICE
// RUN: not memref-run %s -e twice --engine=interp 2>&1 | filecheck %s --check-prefix=TWICE
// TWICE: manual-deallocation.mlir:26:3: error: double free
// RUN: not memref-run %s -e forgets 2>&1 | filecheck %s --check-prefix=LEAK
// LEAK: error: leak: 1 block (16 bytes)
// RUN: not memref-run %s --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' 2>&1 | filecheck %s --check-prefix=ASKED
// ASKED: error: memory free side-effect on MemRef value not supported!
func.func private @printI64(i64)

func.func @twice() {
  %m = memref.alloc() : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  call @release(%m) : (memref<4xi32>) -> ()
  return
}

func.func @release(%m: memref<4xi32>) {
  memref.dealloc %m : memref<4xi32>
  return
}

func.func @forgets() {
  %m = memref.alloc() : memref<4xi32>
  %n = memref.alloc() : memref<4xi32>
  memref.dealloc %n : memref<4xi32>
  return
}

func.func @main() {
  %m = memref.alloc() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %v = arith.constant 6 : i64
  memref.store %v, %m[%c0] : memref<4xi64>
  %x = memref.load %m[%c0] : memref<4xi64>
  call @printI64(%x) : (i64) -> ()
  memref.dealloc %m : memref<4xi64>
  return
}
