// Private and public calls returning fresh or argument buffers, subviews, globals, allocas.
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(expand-realloc{emit-deallocs=false},ownership-based-buffer-deallocation,bufferization-lower-deallocations,cse)' | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(ownership-based-buffer-deallocation{private-function-dynamic-ownership=true},bufferization-lower-deallocations,cse)' | filecheck %s
memref.global "private" constant @g : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @fresh(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 9.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xf32>
  }
  return %a : memref<?xf32>
}
func.func private @same(%m: memref<?xf32>) -> memref<?xf32> {
  return %m : memref<?xf32>
}
func.func @tail(%m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 4>> {
  %s = memref.subview %m[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  return %s : memref<4xf32, strided<[1], offset: 4>>
}
func.func @glob() -> memref<4xf32> {
  %g = memref.get_global @g : memref<4xf32>
  return %g : memref<4xf32>
}
func.func @main() {
  %c3 = arith.constant 3 : index
  %a = call @fresh(%c3) : (index) -> memref<?xf32>
  %b = call @same(%a) : (memref<?xf32>) -> memref<?xf32>
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %big = memref.alloc() : memref<8xf32>
  %g = call @glob() : () -> memref<4xf32>
  %sv = memref.subview %big[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  memref.copy %g, %sv : memref<4xf32> to memref<4xf32, strided<[1]>>
  %sv2 = memref.subview %big[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
  memref.copy %g, %sv2 : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
  %t = call @tail(%big) : (memref<8xf32>) -> memref<4xf32, strided<[1], offset: 4>>
  %ut = memref.cast %t : memref<4xf32, strided<[1], offset: 4>> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %st = memref.alloca() : memref<2xf32>
  %ust = memref.cast %st : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ust) : (memref<*xf32>) -> ()
  return
}
// CHECK: [9, 9, 9]
// CHECK: offset = {{[0-9]+}} sizes = [4] strides = [1] data =
// CHECK-NEXT: [1, 2, 3, 4]
// CHECK: [0, 0]
