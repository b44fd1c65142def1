// Two unranked memrefs returned by calls of one function: each keeps its own descriptor
// (the JIT used to hand back one in the callee's dead frame: a segfault or garbage).
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off --engine=interp | filecheck %s
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [5,  5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT: [7,  7]

func.func private @printMemrefI64(memref<*xi64>)
func.func @make(%v: i64) -> memref<*xi64> {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi64>
  memref.store %v, %a[%c0] : memref<2xi64>
  %c1 = arith.constant 1 : index
  memref.store %v, %a[%c1] : memref<2xi64>
  %u = memref.cast %a : memref<2xi64> to memref<*xi64>
  return %u : memref<*xi64>
}
func.func @main() {
  %c5 = arith.constant 5 : i64
  %c7 = arith.constant 7 : i64
  %u = call @make(%c5) : (i64) -> memref<*xi64>
  %w = call @make(%c7) : (i64) -> memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  call @printMemrefI64(%w) : (memref<*xi64>) -> ()
  return
}
