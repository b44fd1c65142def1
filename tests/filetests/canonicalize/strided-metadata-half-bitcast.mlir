// RUN: memref-opt %s --canonicalize | filecheck %s
// extract_strided_metadata: uses of a static offset, size or stride become constants (identity,
// strided<> and strided affine-map layouts); bitcasts of f16/bf16 constants fold (CHECK lines
// from upstream mlir-opt).
#t = affine_map<(d0, d1) -> (d1 * 3 + d0 + 2)>
func.func private @use(index, index, index, index, index)
func.func private @use16(i16, f16, bf16)
func.func @identity(%n: index) {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  func.call @use(%off, %sz#0, %sz#1, %st#0, %st#1) : (index, index, index, index, index) -> ()
  memref.dealloc %a : memref<4x?xf32>
  return
}
func.func @strided(%m: memref<4x5xf32, strided<[10, 1], offset: ?>>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x5xf32, strided<[10, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  func.call @use(%off, %sz#0, %sz#1, %st#0, %st#1) : (index, index, index, index, index) -> ()
  return
}
func.func @affine(%m: memref<3x4xf32, #t>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<3x4xf32, #t> -> memref<f32>, index, index, index, index, index
  func.call @use(%off, %sz#0, %sz#1, %st#0, %st#1) : (index, index, index, index, index) -> ()
  return
}
func.func @half_bitcasts() {
  %h = arith.constant -2.5 : f16
  %b = arith.constant 1.0 : bf16
  %i = arith.constant 15360 : i16
  %x = arith.bitcast %h : f16 to i16
  %y = arith.bitcast %i : i16 to f16
  %z = arith.bitcast %b : bf16 to i16
  %w = arith.bitcast %z : i16 to bf16
  func.call @use16(%x, %y, %w) : (i16, f16, bf16) -> ()
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d1 * 3 + d0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(index, index, index, index, index)
// CHECK-NEXT: func.func private @use16(i16, f16, bf16)
// CHECK-NEXT: func.func @identity(%arg0: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %alloc : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: call @use(%c0, %c4, %sizes#1, %strides#0, %c1) : (index, index, index, index, index) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @strided(%arg0: memref<4x5xf32, strided<[10, 1], offset: ?>>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x5xf32, strided<[10, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: call @use(%offset, %c4, %c5, %c10, %c1) : (index, index, index, index, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @affine(%arg0: memref<3x4xf32, #map>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: call @use(%c2, %c3, %c4, %c1, %c3) : (index, index, index, index, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @half_bitcasts() {
// CHECK-NEXT: %c-16128_i16 = arith.constant -16128 : i16
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+00 : bf16
// CHECK-NEXT: call @use16(%c-16128_i16, %cst, %cst_0) : (i16, f16, bf16) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
