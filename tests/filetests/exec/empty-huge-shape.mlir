// A shape with a zero dimension is empty however large its other dimensions are: 0 bytes, as
// upstream allocates it (was: "allocation size overflows", the product taken before the 0).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --check-bounds | filecheck %s
// CHECK: 0
// CHECK-NOT: error
func.func private @printI64(i64)
func.func @main() {
  %c2 = arith.constant 2 : index
  %n = arith.constant 1099511627776 : index
  %a = memref.alloc() : memref<1099511627776x1099511627776x0xi64>
  %b = memref.alloc(%n) : memref<?x1099511627776x0xi64>
  %d = memref.dim %b, %c2 : memref<?x1099511627776x0xi64>
  %i = arith.index_cast %d : index to i64
  func.call @printI64(%i) : (i64) -> ()
  memref.dealloc %a : memref<1099511627776x1099511627776x0xi64>
  memref.dealloc %b : memref<?x1099511627776x0xi64>
  return
}
