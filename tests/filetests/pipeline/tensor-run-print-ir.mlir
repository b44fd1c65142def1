// memref-run --mlir-print-ir-after-all shows the bufferized tensor program, then each pass of
// the deallocation pipeline; a memref program is not bufferized.
// RUN: memref-run %s --mlir-print-ir-after-all 2>&1 | filecheck %s
// RUN: memref-run %s --no-bufferize --mlir-print-ir-after-all 2>&1 | filecheck %s --check-prefix=NOBUF
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 4.5 : f32
  %e = tensor.empty() : tensor<3xf32>
  %t = tensor.insert %f into %e[%c0] : tensor<3xf32>
  %x = tensor.extract %t[%c0] : tensor<3xf32>
  vector.print %x : f32
  return
}
// CHECK: // -----// IR Dump After OneShotBufferizePass (one-shot-bufferize) //----- //
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK: memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<3xf32>
// CHECK: memref.load %[[A]][%{{.*}}] : memref<3xf32>
// CHECK: // -----// IR Dump After OwnershipBasedBufferDeallocationPass (ownership-based-buffer-deallocation) //----- //
// CHECK: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK: memref.dealloc %[[A]] : memref<3xf32>
// CHECK: {{^}}4.5{{$}}
// NOBUF-NOT: OneShotBufferizePass
// NOBUF: IR Dump After ExpandReallocPass
