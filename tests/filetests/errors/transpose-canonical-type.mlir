// RUN: not memref-opt %s --split-input-file 2>&1 | filecheck %s
// memref.transpose's result type must equal the permuted input type after upstream's
// MemRefType::canonicalizeStridedLayout: a strided layout equal to the shape's canonical one is
// dropped, a 1-D unit-stride one is kept as strided<[1]> (so an identity transpose to the
// plain 1-D type, or of memref<?x?xf32>, is rejected, as by mlir-opt 22.1.8), others become
// affine maps. Messages are mlir-opt's.

func.func @t(%m: memref<2x3xf32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32>
  return
}
// -----

func.func @t(%m: memref<2x3xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf64>
  return
}
// -----

func.func @t(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
  return
}
// -----

func.func @t(%m: memref<4x?x5xf32, strided<[?, 5, 1], offset: 7>, 3>) {
  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<4x?x5xf32, strided<[?, 5, 1], offset: 7>, 3> to memref<?x?xf32>
  return
}
// -----

func.func @t(%m: memref<2xf32>) {
  %0 = memref.transpose %m (i) -> (i) : memref<2xf32> to memref<2xf32>
  return
}
// -----

func.func @t(%m: memref<?x?xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32>
  return
}
// -----

func.func @t(%m: memref<f32, strided<[], offset: 3>>) {
  %0 = memref.transpose %m () -> () : memref<f32, strided<[], offset: 3>> to memref<f32>
  return
}
// -----

func.func @t(%m: memref<4xf32, strided<[1], offset: 3>>) {
  %0 = memref.transpose %m (i) -> (i) : memref<4xf32, strided<[1], offset: 3>> to memref<4xf32>
  return
}
// -----

func.func @t(%m: memref<4x0x3xf32>) {
  %0 = memref.transpose %m (i, j, k) -> (i, j, k) : memref<4x0x3xf32> to memref<4x0x3xf16>
  return
}
// -----

func.func @t(%m: memref<3x0xf32>) {
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<3x0xf32> to memref<3x0xf16>
  return
}
// -----

func.func @t(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>>) {
  %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>> to memref<4x3x2xf32>
  return
}

// CHECK: {{.*}}transpose-canonical-type.mlir:9:8: error: 'memref.transpose' op result type 'memref<3x2xf32>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>'
// CHECK-NEXT: %0 = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:9:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<2x3xf32>) -> memref<3x2xf32>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:15:8: error: 'memref.transpose' op result type 'memref<2x3xf64>' is not equivalent to the canonical transposed input type 'memref<2x3xf32>'
// CHECK-NEXT: %0 = memref.transpose %m (i, j) -> (i, j) : memref<2x3xf32> to memref<2x3xf64>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:15:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<2x3xf32>) -> memref<2x3xf64>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:21:8: error: 'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>>'
// CHECK-NEXT: %0 = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:21:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:27:8: error: 'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<5x4x?xf32, affine_map<(d0, d1, d2)[s0] -> (d0 + d1 * s0 + d2 * 5 + 7)>, 3>'
// CHECK-NEXT: %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<4x?x5xf32, strided<[?, 5, 1], offset: 7>, 3> to memref<?x?xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:27:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1, d2) -> (d2, d0, d1)>}> : (memref<4x?x5xf32, strided<[?, 5, 1], offset: 7>, 3>) -> memref<?x?xf32>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:33:8: error: 'memref.transpose' op result type 'memref<2xf32>' is not equivalent to the canonical transposed input type 'memref<2xf32, strided<[1]>>'
// CHECK-NEXT: %0 = memref.transpose %m (i) -> (i) : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:33:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0) -> (d0)>}> : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:39:8: error: 'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'
// CHECK-NEXT: %0 = memref.transpose %m (i, j) -> (i, j) : memref<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:39:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<?x?xf32>) -> memref<?x?xf32>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:45:8: error: 'memref.transpose' op result type 'memref<f32>' is not equivalent to the canonical transposed input type 'memref<f32, strided<[], offset: 3>>'
// CHECK-NEXT: %0 = memref.transpose %m () -> () : memref<f32, strided<[], offset: 3>> to memref<f32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:45:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<() -> ()>}> : (memref<f32, strided<[], offset: 3>>) -> memref<f32>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:51:8: error: 'memref.transpose' op result type 'memref<4xf32>' is not equivalent to the canonical transposed input type 'memref<4xf32, affine_map<(d0) -> (d0 + 3)>>'
// CHECK-NEXT: %0 = memref.transpose %m (i) -> (i) : memref<4xf32, strided<[1], offset: 3>> to memref<4xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:51:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0) -> (d0)>}> : (memref<4xf32, strided<[1], offset: 3>>) -> memref<4xf32>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:57:8: error: 'memref.transpose' op result type 'memref<4x0x3xf16>' is not equivalent to the canonical transposed input type 'memref<4x0x3xf32>'
// CHECK-NEXT: %0 = memref.transpose %m (i, j, k) -> (i, j, k) : memref<4x0x3xf32> to memref<4x0x3xf16>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:57:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1, d2) -> (d0, d1, d2)>}> : (memref<4x0x3xf32>) -> memref<4x0x3xf16>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:63:8: error: 'memref.transpose' op result type 'memref<3x0xf16>' is not equivalent to the canonical transposed input type 'memref<3x0xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'
// CHECK-NEXT: %0 = memref.transpose %m (i, j) -> (i, j) : memref<3x0xf32> to memref<3x0xf16>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:63:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<3x0xf32>) -> memref<3x0xf16>
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:69:8: error: 'memref.transpose' op result type 'memref<4x3x2xf32>' is not equivalent to the canonical transposed input type 'memref<4x3x2xf32, affine_map<(d0, d1, d2)[s0] -> (d0 + d1 * 4 + d2 * 12 + s0)>>'
// CHECK-NEXT: %0 = memref.transpose %m (i, j, k) -> (k, j, i) : memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>> to memref<4x3x2xf32>
// CHECK-NEXT: ^
// CHECK-NEXT: {{.*}}transpose-canonical-type.mlir:69:8: note: see current operation: %0 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1, d2) -> (d2, d1, d0)>}> : (memref<2x3x4xf32, strided<[12, 4, 1], offset: ?>>) -> memref<4x3x2xf32>
