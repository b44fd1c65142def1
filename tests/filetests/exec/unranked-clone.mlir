// bufferization.clone of an unranked memref (the pipeline clones a returned unranked
// argument) runs in both engines: a contiguous copy of the data.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off --engine=interp | filecheck %s
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT: [9, {{.*}}]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT: [9, {{.*}}]

func.func private @printMemrefI64(memref<*xi64>)
func.func @id(%u: memref<*xi64>) -> memref<*xi64> {
  return %u : memref<*xi64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<3xi64>
  %v = arith.constant 9 : i64
  memref.store %v, %a[%c0] : memref<3xi64>
  %u = memref.cast %a : memref<3xi64> to memref<*xi64>
  %w = call @id(%u) : (memref<*xi64>) -> memref<*xi64>
  call @printMemrefI64(%w) : (memref<*xi64>) -> ()
  %c = bufferization.clone %u : memref<*xi64> to memref<*xi64>
  call @printMemrefI64(%c) : (memref<*xi64>) -> ()
  return
}
