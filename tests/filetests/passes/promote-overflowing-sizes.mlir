// RUN: memref-opt %s --promote-buffers-to-stack | filecheck %s
// Sizes whose element count or byte size overflows are not small: they stay heap allocations.
// A deliberate difference: mlir-opt 22.1.8 promotes them (its element count wraps around to a
// small number); newer upstream checks the overflow (tryGetNumElements), as we do.
func.func @h() {
  %a = memref.alloc() : memref<9223372036854775807x9223372036854775807x4xf32>
  %b = memref.alloc() : memref<4611686018427387904xi8>
  %c = memref.alloc() : memref<2xvector<9223372036854775807xf32>>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @h() {
// CHECK-NEXT: %alloc = memref.alloc() : memref<9223372036854775807x9223372036854775807x4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4611686018427387904xi8>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xvector<9223372036854775807xf32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
