// memref.reshape: a 2x3 buffer viewed as 3x2 (static), 6 (dynamic size from an i32 shape
// memref), 1x?x2 (index shape; the static sizes come from the type), and written through a
// view: the source sees it. Output from mlir-runner.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %f = arith.sitofp %li : i64 to f32
      memref.store %f, %a[%i, %j] : memref<2x3xf32>
    }
  }
  %s2 = memref.alloc() : memref<2xi32>
  %three = arith.constant 3 : i32
  %two = arith.constant 2 : i32
  memref.store %three, %s2[%c0] : memref<2xi32>
  memref.store %two, %s2[%c1] : memref<2xi32>
  %r0 = memref.reshape %a(%s2) : (memref<2x3xf32>, memref<2xi32>) -> memref<3x2xf32>
  %u0 = memref.cast %r0 : memref<3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()
  %s1 = memref.alloc() : memref<1xi32>
  %six = arith.constant 6 : i32
  memref.store %six, %s1[%c0] : memref<1xi32>
  %r1 = memref.reshape %a(%s1) : (memref<2x3xf32>, memref<1xi32>) -> memref<?xf32>
  %u1 = memref.cast %r1 : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %s3 = memref.alloc() : memref<3xindex>
  memref.store %c1, %s3[%c0] : memref<3xindex>
  memref.store %c3, %s3[%c1] : memref<3xindex>
  memref.store %c2, %s3[%c2] : memref<3xindex>
  %r2 = memref.reshape %a(%s3) : (memref<2x3xf32>, memref<3xindex>) -> memref<1x?x2xf32>
  %v = arith.constant -1.0 : f32
  memref.store %v, %r2[%c0, %c2, %c1] : memref<1x?x2xf32>
  %u2 = memref.cast %r2 : memref<1x?x2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %ua = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  return
}
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1],
// CHECK-NEXT:  [2,   3],
// CHECK-NEXT:  [4,   5]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3,  4,  5]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 3 offset = 0 sizes = [1, 3, 2] strides = [6, 2, 1] data =
// CHECK-NEXT: {{\[\[}}[0,    1],
// CHECK-NEXT:   [2,    3],
// CHECK-NEXT:   [4,    -1]]]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2],
// CHECK-NEXT:  [3,   4,   -1]]
