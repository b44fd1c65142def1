// realloc grows (copy) and shrinks (reinterpret) a buffer; expand-realloc + ownership free
// every block once.
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation,bufferization-lower-deallocations,cse)' | filecheck %s
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc(%c2) : memref<?xi32>
  %x = arith.constant 5 : i32
  memref.store %x, %a[%c0] : memref<?xi32>
  memref.store %x, %a[%c1] : memref<?xi32>
  %b = memref.realloc %a(%c6) : memref<?xi32> to memref<?xi32>
  %c = memref.realloc %b(%c1) : memref<?xi32> to memref<?xi32>
  %u = memref.cast %c : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
// CHECK: sizes = [1] strides = [1] data =
// CHECK-NEXT: [5]
