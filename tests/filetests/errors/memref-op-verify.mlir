// memref op checks the verifier lacked (each case used to verify; some then ran with a
// wrong layout or a non-power-of-two alignment): copy shapes and element types, the result
// layouts expand_shape/collapse_shape imply, subview/reinterpret_cast offset/size/stride
// lists, result counts, alignment attributes, a global of dynamic shape, realloc's types and
// size operand, memref.cast compatibility (strides, memory space, unranked to unranked),
// assume_alignment, dim of a 0-D memref, rank of a non-memref, transpose permutations and
// result types. Messages and positions are upstream's (tests/upstream.rs checks that
// upstream's diagnostics pass these CHECK lines); the transposed type is spelled in strided
// form here, as an affine map by upstream.
// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
func.func @a(%a: memref<3x4x5xf32, strided<[20, 5, 1]>>) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<3x4x5xf32, strided<[20, 5, 1]>> into memref<12x5xf32>
  return
}

// -----

func.func @d(%a: memref<12xf32, strided<[1]>>) {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [3, 4] : memref<12xf32, strided<[1]>> into memref<3x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @g(%a: memref<?x?x5xf32, strided<[?, 5, 1], offset: ?>>) {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<?x?x5xf32, strided<[?, 5, 1], offset: ?>> into memref<?x5xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @k(%a: memref<2x3xf32, strided<[3, 1]>, 1>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32, strided<[3, 1]>, 1> into memref<6xf32, strided<[1]>>
  return
}

// -----

func.func @a(%m: memref<8x16x4xf32>, %i: index) {
  %1 = memref.subview %m[%i, %i, %i, 0][2, 2, 2, 2][1, 1, 1, 1] : memref<8x16x4xf32> to memref<2x2x2xf32, strided<[?, ?, ?], offset: ?>>
  return
}

// -----

func.func @b(%m: memref<1xf32>) {
  "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf32>) -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @c(%m: memref<1xf32>, %i: index) {
  "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xf32>, index) -> memref<1xf32, strided<[1]>>
  return
}

// -----

func.func @d(%m: memref<?xf32>) {
  "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 10, 10>, static_strides = array<i64: 10, 1>}> : (memref<?xf32>) -> memref<10x10xf32, strided<[10, 1]>>
  return
}

// -----

func.func @e(%m: memref<?xf32>) {
  "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 10, 10>, static_strides = array<i64: 10, 1>}> : (memref<?xf32>) -> memref<10xf32, strided<[10]>>
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
  %out = memref.reinterpret_cast %m to offset: [-1], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: -1>>
  return
}

// -----

func.func @g(%m: memref<?xf32>) {
  %out = memref.reinterpret_cast %m to offset: [0], sizes: [-2], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}

// -----

func.func @a(%x: i32, %p: memref<i32>) {
  %r = "memref.store"(%x, %p) : (i32, memref<i32>) -> i32
  return
}

// -----

func.func @b(%p: memref<i32>) {
  "memref.load"(%p) : (memref<i32>) -> ()
  return
}

// -----

func.func @f() {
  %r = "memref.dealloc"() : () -> ()
  return
}

// -----

func.func @h(%p: memref<4xi32>) {
  %r = "memref.alloc"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
  return
}

// -----

"memref.global"() <{sym_name = "g2", type = memref<?xf32>, sym_visibility = "private"}> : () -> ()

// -----

func.func @i(%src : memref<256xf32, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>) {
  %0 = memref.realloc %src : memref<256xf32, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>> to memref<?xf32>
  return
}

// -----

func.func @j(%src : memref<2xf32>) {
  %0 = memref.realloc %src : memref<2xf32> to memref<?xf32>
  return
}

// -----

func.func @k(%src : memref<?xf32>, %d: index) {
  %0 = memref.realloc %src(%d) : memref<?xf32> to memref<4xf32>
  return
}

// -----

func.func @l(%src : memref<4xf32>) {
  %0 = memref.realloc %src : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @m(%src : memref<4xf32>) {
  %0 = memref.realloc %src : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @n(%src : memref<2x4xf32>) {
  %0 = memref.realloc %src : memref<2x4xf32> to memref<8xf32>
  return
}

// -----

func.func @o(%0: memref<4x4xf16>) {
  %1 = memref.assume_alignment %0, 0 : memref<4x4xf16>
  return
}

// -----

func.func @f(%a: memref<2xf32>, %b: memref<3xf32>) {
  memref.copy %a, %b : memref<2xf32> to memref<3xf32>
  return
}

// -----

func.func @f(%a: memref<2xf32>, %b: memref<2xf16>) {
  memref.copy %a, %b : memref<2xf32> to memref<2xf16>
  return
}

// -----

func.func @f(%a: memref<12x4x16xf32, strided<[64, 16, 1]>>) {
  %0 = memref.cast %a : memref<12x4x16xf32, strided<[64, 16, 1]>> to memref<12x4x16xf32, strided<[128, 32, 2]>>
  return
}

// -----

func.func @f(%a: memref<2x5xf32>) {
  %1 = memref.cast %a : memref<2x5xf32> to memref<*xf32, 1>
  return
}

// -----

func.func @f(%a: memref<*xf32>) {
  %2 = memref.cast %a : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%a: memref<4x4xf16>) {
  %1 = memref.assume_alignment %a, 12 : memref<4x4xf16>
  return
}

// -----

func.func @f(%arg : memref<f32>, %i : index) {
  %0 = memref.dim %arg, %i : memref<f32>
  return
}

// -----

func.func @f(%a: memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>>) {
  %0 = memref.transpose %a (i, j) -> (i, i) : memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>>
  return
}

// -----

func.func @f(%a: memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>>
  return
}

// -----

func.func @f(%a: f32) {
  %0 = "memref.rank"(%a) : (f32) -> index
  return
}

// -----

func.func @b(%a: memref<4x8xf32>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @e(%a: memref<4x8xf32>) {
  %0 = memref.transpose %a (i) -> (i) : memref<4x8xf32> to memref<4x8xf32>
  return
}
// CHECK: memref-op-verify.mlir:12:8: error: 'memref.collapse_shape' op expected collapsed type to be 'memref<12x5xf32, strided<[5, 1]>>' but found 'memref<12x5xf32>'
// CHECK: memref-op-verify.mlir:19:8: error: 'memref.expand_shape' op expected expanded type to be 'memref<3x4xf32>' but found 'memref<3x4xf32, strided<[4, 1]>>'
// CHECK: memref-op-verify.mlir:33:8: error: 'memref.collapse_shape' op expected collapsed type to be 'memref<6xf32, strided<[1]>, 1>' but found 'memref<6xf32, strided<[1]>>'
// CHECK: memref-op-verify.mlir:40:8: error: expected 3 offset values, got 4
// CHECK: memref-op-verify.mlir:47:3: error: expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)
// CHECK: memref-op-verify.mlir:54:3: error: expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)
// CHECK: memref-op-verify.mlir:61:3: error: expected 1 offset values, got 2
// CHECK: memref-op-verify.mlir:68:3: error: expected 1 size values, got 2
// CHECK: memref-op-verify.mlir:75:10: error: expected offsets to be non-negative, but got -1
// CHECK: memref-op-verify.mlir:82:10: error: expected sizes to be non-negative, but got -2
// CHECK: memref-op-verify.mlir:89:8: error: 'memref.store' op requires zero results
// CHECK: memref-op-verify.mlir:96:3: error: 'memref.load' op requires one result
// CHECK: memref-op-verify.mlir:103:3: error: cannot name an operation with no results
// CHECK: memref-op-verify.mlir:110:8: error: 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0
// CHECK: memref-op-verify.mlir:116:1: error: 'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'
// CHECK: memref-op-verify.mlir:121:8: error: unsupported layout for source memref type 'memref<256xf32, affine_map<(d0) -> (d0 floordiv 8, d0 mod 8)>>'
// CHECK: memref-op-verify.mlir:128:8: error: missing dimension operand for result type 'memref<?xf32>'
// CHECK: memref-op-verify.mlir:135:8: error: unnecessary dimension operand for result type 'memref<4xf32>'
// CHECK: memref-op-verify.mlir:142:8: error: unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'
// CHECK: memref-op-verify.mlir:149:8: error: different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'
// CHECK: memref-op-verify.mlir:156:8: error: 'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<2x4xf32>'
// CHECK: memref-op-verify.mlir:163:8: error: 'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive
// CHECK: memref-op-verify.mlir:170:3: error: 'memref.copy' op requires the same shape for all operands
// CHECK: memref-op-verify.mlir:177:3: error: 'memref.copy' op requires the same element type for all operands
// CHECK: memref-op-verify.mlir:184:8: error: 'memref.cast' op operand type 'memref<12x4x16xf32, strided<[64, 16, 1]>>' and result type 'memref<12x4x16xf32, strided<[128, 32, 2]>>' are cast incompatible
// CHECK: memref-op-verify.mlir:191:8: error: 'memref.cast' op operand type 'memref<2x5xf32>' and result type 'memref<*xf32, 1>' are cast incompatible
// CHECK: memref-op-verify.mlir:198:8: error: 'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible
// CHECK: memref-op-verify.mlir:205:8: error: 'memref.assume_alignment' op alignment must be power of 2
// CHECK: memref-op-verify.mlir:212:8: error: 'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'
// CHECK: memref-op-verify.mlir:219:8: error: 'memref.transpose' op expected a permutation map
// CHECK: memref-op-verify.mlir:226:8: error: 'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type {{.*}}
// CHECK: memref-op-verify.mlir:233:8: error: 'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'
// CHECK: memref-op-verify.mlir:240:8: error: 'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type {{.*}}
// CHECK: memref-op-verify.mlir:247:8: error: 'memref.transpose' op expected a permutation map of same rank as the input
