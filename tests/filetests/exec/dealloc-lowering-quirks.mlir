// Upstream's lowering of `bufferization.dealloc` has two quirks (DESIGN §4); the `fast`
// lowering (memref-run's default) has neither. Both engines run each RUN line.
//
// 1. `[A if false, A if true]`: the helper's "earlier duplicate" check ignores the earlier
//    condition, so A is never freed.
// 2. A retained `memref.view` of A has another aligned pointer, so the inline compare does not
//    see that it aliases A: A is freed while still retained, and freed again by its owner.
//
// RUN: memref-run %s --pass-pipeline='builtin.module(bufferization-lower-deallocations{lowering=fast})' | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s
// RUN: not memref-run %s --pass-pipeline='builtin.module(bufferization-lower-deallocations)' 2>&1 | filecheck %s --check-prefix=HELPER
func.func private @printI64(i64)
func.func private @printNewline()

func.func @dup(%a: memref<8xi8>, %b: memref<8xi8>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %b : memref<8xi8>, memref<8xi8>) if (%c, %d)
  return
}

func.func @viewed(%a: memref<16xi8>, %c: i1) -> i1 {
  %c8 = arith.constant 8 : index
  %v = memref.view %a[%c8][] : memref<16xi8> to memref<2xi32>
  %o = bufferization.dealloc (%a : memref<16xi8>) if (%c) retain (%v : memref<2xi32>)
  return %o : i1
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = memref.alloc() : memref<8xi8>
  // Same buffer twice, first entry not owned: must be freed once.
  func.call @dup(%a, %a, %f, %t) : (memref<8xi8>, memref<8xi8>, i1, i1) -> ()
  %b = memref.alloc() : memref<16xi8>
  // Retained through a view: not freed here, and the result says it is still owned.
  %o = func.call @viewed(%b, %t) : (memref<16xi8>, i1) -> i1
  %x = arith.extui %o : i1 to i64
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %b : memref<16xi8>
  return
}

// CHECK: 1
// CHECK-NOT: error

// HELPER-DAG: dealloc-lowering-quirks.mlir:39:3: error: double free (memref.dealloc) of a block allocated at {{.*}}dealloc-lowering-quirks.mlir:33:8 (memref.alloc), first freed at {{.*}}dealloc-lowering-quirks.mlir:23:8 (memref.dealloc)
// HELPER-DAG: dealloc-lowering-quirks.mlir:30:8: error: leak: 1 block (8 bytes) allocated here (memref.alloc) was never freed
// HELPER: {{^0$}}
