// RUN: memref-opt %s --pass-pipeline='builtin.module(buffer-deallocation-pipeline)' | filecheck %s
// The deallocation pipeline on affine loops, conditionals and parallel loops, as upstream's:
// allocations in their bodies are freed there, an affine.if result gets its ownership i1, and
// canonicalize folds the affine ops (a dimension that is a valid symbol becomes one).
func.func @g(%n: index, %m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %t = memref.alloc() : memref<2xf32>
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %t[0] : memref<2xf32>
    %w = affine.load %t[0] : memref<2xf32>
    affine.store %w, %m[%i] : memref<8xf32>
  }
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%n) {
    %t = memref.alloc() : memref<2xf32>
    %v = affine.load %t[1] : memref<2xf32>
    affine.store %v, %m[0] : memref<8xf32>
  }
  %x = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%n) -> memref<8xf32> {
    %t = memref.alloc() : memref<8xf32>
    affine.yield %t : memref<8xf32>
  } else {
    affine.yield %m : memref<8xf32>
  }
  %v = affine.load %x[3] : memref<8xf32>
  affine.store %v, %m[0] : memref<8xf32>
  affine.parallel (%i) = (0) to (8) {
    %t = memref.alloc() : memref<2xf32>
    %w = affine.load %m[%i] : memref<8xf32>
    affine.store %w, %t[0] : memref<2xf32>
  }
  return
}
func.func @h(%m: memref<8xf32>, %c0: index) {
  affine.for %i = 0 to 8 {
    %t = memref.alloc() : memref<2xf32>
    %v = affine.load %m[%i] : memref<8xf32>
    affine.store %v, %t[0] : memref<2xf32>
    %w = affine.load %t[0] : memref<2xf32>
    affine.store %w, %m[%i] : memref<8xf32>
  }
  affine.parallel (%i) = (0) to (8) {
    %t = memref.alloc() : memref<2xf32>
    %w = affine.load %m[%i] : memref<8xf32>
    affine.store %w, %t[0] : memref<2xf32>
  }
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%c0) {
  }
  return
}

// CHECK: #set = affine_set<()[s0] : (s0 - 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: memref<8xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = affine.load %arg1[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.store %2, %alloc[0] : memref<2xf32>
// CHECK-NEXT: %3 = affine.load %alloc[0] : memref<2xf32>
// CHECK-NEXT: affine.store %3, %arg1[%arg2] : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.if #set()[%arg0] {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = affine.load %alloc[1] : memref<2xf32>
// CHECK-NEXT: affine.store %2, %arg1[0] : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = affine.if #set()[%arg0] -> (memref<8xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: affine.yield %alloc, %true : memref<8xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg1, %false : memref<8xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.load %0#0[3] : memref<8xf32>
// CHECK-NEXT: affine.store %1, %arg1[0] : memref<8xf32>
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (8) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = affine.load %arg1[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.store %2, %alloc[0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %0#1 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h(%arg0: memref<8xf32>, %arg1: index) {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<2xf32>
// CHECK-NEXT: %1 = affine.load %alloc[0] : memref<2xf32>
// CHECK-NEXT: affine.store %1, %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (8) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT: affine.store %0, %alloc[0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
