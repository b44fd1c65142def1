// RUN: memref-opt %s --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' | filecheck %s
// An affine.for carrying a memref in iter_args: the ownership pass adds an i1 iter_arg next to
// it as for scf.for (the loop runs at least once, so only the body's buffer reaches the
// result). Upstream 22.1.8 adds the operand but not to operandSegmentSizes, which its
// verifier then rejects ("operand count (2) does not match with the total size (1)"); these
func.func @f(%n: index) -> memref<4xf32> {
  %cst = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %r = affine.for %i = 0 to 10 iter_args(%buf = %a) -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    affine.store %cst, %b[%i mod 4] : memref<4xf32>
    %v = affine.load %buf[0] : memref<4xf32>
    affine.store %v, %b[1] : memref<4xf32>
    affine.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index) -> memref<4xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0:2 = affine.for %arg1 = 0 to 10 iter_args(%arg2 = %alloc, %arg3 = %false) -> (memref<4xf32>, i1) {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: affine.store %cst, %alloc_1[%arg1 mod 4] : memref<4xf32>
// CHECK-NEXT: %4 = affine.load %arg2[0] : memref<4xf32>
// CHECK-NEXT: affine.store %4, %alloc_1[1] : memref<4xf32>
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %arg2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %arg3 {
// CHECK-NEXT: memref.dealloc %base_buffer_2 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.yield %alloc_1, %true : memref<4xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0#0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %4 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %1 : memref<4xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %3 = arith.andi %2, %0#1 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
