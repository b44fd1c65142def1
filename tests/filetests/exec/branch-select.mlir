// The cond_br + select example: the same output with and without deallocation, and after it
// no leak, double free or invalid free (memref-run exits 2 on any finding).
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation,bufferization-lower-deallocations,cse)' | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func @example(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
  cf.cond_br %arg1, ^bb1, ^bb2
^bb1:
  %alloc = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 7.0 : f32
  memref.store %v, %alloc[%c0] : memref<2xf32>
  memref.store %v, %alloc[%c0] : memref<2xf32>
  cf.br ^bb3(%alloc : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg0 : memref<2xf32>)
^bb3(%0: memref<2xf32>):
  %sel = arith.select %arg1, %0, %arg0 : memref<2xf32>
  return %sel : memref<2xf32>
}
func.func @main() {
  %in = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %one, %in[%c0] : memref<2xf32>
  memref.store %one, %in[%c1] : memref<2xf32>
  %t = arith.constant true
  %f = arith.constant false
  %r1 = call @example(%in, %t) : (memref<2xf32>, i1) -> memref<2xf32>
  %u1 = memref.cast %r1 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %r2 = call @example(%in, %f) : (memref<2xf32>, i1) -> memref<2xf32>
  %u2 = memref.cast %r2 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}
// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [7, 0]
// CHECK: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [1, 1]
