// Reshaping views (expand_shape, collapse_shape, transpose) read the same elements under both
// engines; expected output from upstream mlir-runner.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %a = memref.alloc() : memref<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    memref.store %f, %a[%i] : memref<6xf32>
  }
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %ue = memref.cast %e : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ue) : (memref<*xf32>) -> ()
  %t = memref.transpose %e (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %ut = memref.cast %t : memref<3x2xf32, strided<[1, 3]>> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %uc = memref.cast %c : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}
// CHECK: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[}}[0,   1,   2],
// CHECK-NEXT: [3,   4,   5]]
// CHECK-NEXT: rank = 2 offset = 0 sizes = [3, 2] strides = [1, 3] data =
// CHECK-NEXT: {{\[}}[0,   3],
// CHECK-NEXT: [1,   4],
// CHECK-NEXT: [2,   5]]
// CHECK-NEXT: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3,  4,  5]
