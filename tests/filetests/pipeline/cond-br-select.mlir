// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s
func.func @example(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
  cf.cond_br %arg1, ^bb1, ^bb2
^bb1:
  %alloc = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%alloc : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg0 : memref<2xf32>)
^bb3(%0: memref<2xf32>):
  %sel = arith.select %arg1, %0, %arg0 : memref<2xf32>
  return %sel : memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @example(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2(%arg0, %false : memref<2xf32>, i1)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb2(%alloc, %true : memref<2xf32>, i1)
// CHECK-NEXT: ^bb2(%0: memref<2xf32>, %1: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %2 = arith.select %arg1, %0, %arg0 : memref<2xf32>
// CHECK-NEXT: %3 = arith.select %arg1, %1, %false : i1
// CHECK-NEXT: %4 = scf.if %3 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %7 = bufferization.clone %2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %7 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %4 : memref<2xf32> -> index
// CHECK-NEXT: %5 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %6 = arith.andi %5, %1 : i1
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
