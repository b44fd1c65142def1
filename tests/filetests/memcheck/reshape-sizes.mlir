// memref.reshape with a shape memref that asks for more elements than the source holds, or
// for a negative size: located errors in both engines (upstream builds the view and reads past
// the buffer, or with a negative size, anywhere).
// RUN: not memref-run %s -e too_many --engine=jit 2>&1 | filecheck %s --check-prefix=MANY
// RUN: not memref-run %s -e too_many --engine=interp 2>&1 | filecheck %s --check-prefix=MANY
// RUN: not memref-run %s -e negative --engine=jit 2>&1 | filecheck %s --check-prefix=NEG
// RUN: not memref-run %s -e negative --engine=interp 2>&1 | filecheck %s --check-prefix=NEG
// MANY: reshape-sizes.mlir:19:8: error: memref.reshape to 8 elements from a source of 6 elements
// NEG: reshape-sizes.mlir:32:8: error: negative size -2 in memref.reshape
func.func private @printMemrefF32(memref<*xf32>)
func.func @too_many() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2x3xf32>
  %s = memref.alloc() : memref<2xindex>
  %four = arith.constant 4 : index
  memref.store %c1, %s[%c0] : memref<2xindex>
  memref.store %four, %s[%c1] : memref<2xindex>
  %r = memref.reshape %a(%s) : (memref<2x3xf32>, memref<2xindex>) -> memref<2x?xf32>
  %u = memref.cast %r : memref<2x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @negative() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<6xf32>
  %s = memref.alloc() : memref<2xi64>
  %m2 = arith.constant -2 : i64
  %c1 = arith.constant 1 : index
  memref.store %m2, %s[%c0] : memref<2xi64>
  memref.store %m2, %s[%c1] : memref<2xi64>
  %r = memref.reshape %a(%s) : (memref<6xf32>, memref<2xi64>) -> memref<?x?xf32>
  %u = memref.cast %r : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
