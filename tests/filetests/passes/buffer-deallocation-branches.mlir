// RUN: memref-opt %s --buffer-deallocation | filecheck %s
// RUN: memref-opt %s --pass-pipeline='builtin.module(func.func(buffer-deallocation))' | filecheck %s

// A buffer reaching a block its allocation does not dominate is cloned in every predecessor;
// the block argument is freed after its last use.
func.func @critical_block_arg(%c: i1, %arg: memref<2xf32>) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  cf.br ^bb3(%arg : memref<2xf32>)
^bb3(%x: memref<2xf32>):
  %c0 = arith.constant 0 : index
  %v = memref.load %x[%c0] : memref<2xf32>
  return %v : f32
}

// The seed's condBranchDynamicTypeNested: %y (in ^bb5) is dominated by the allocation, so
// it is a plain alias; %z (in ^bb6) is critical, and its alias %w extends its life to ^bb7.
func.func @dynamic_nested(%c: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  cf.br ^bb6(%arg1 : memref<?xf32>)
^bb2(%m: index):
  %a = memref.alloc(%m) : memref<?xf32>
  memref.copy %arg1, %a : memref<?xf32> to memref<?xf32>
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%a : memref<?xf32>)
^bb4:
  cf.br ^bb5(%a : memref<?xf32>)
^bb5(%y: memref<?xf32>):
  cf.br ^bb6(%y : memref<?xf32>)
^bb6(%z: memref<?xf32>):
  cf.br ^bb7(%z : memref<?xf32>)
^bb7(%w: memref<?xf32>):
  memref.copy %w, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// Used directly in the post-dominator: freed after the last use there (upstream skipped the
// uses of a value defined in another block and freed it after the first op).
func.func @use_in_post_dominator(%c: i1) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<2xf32>
  %w = memref.load %a[%c0] : memref<2xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// No use in the post-dominator: freed at its start, even when it holds only the terminator.
func.func @no_use_in_post_dominator(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<2xf32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return
}

// Returned: the caller owns it. An alloca is never freed. A dealloc already there is moved
// after the last use of the buffer's aliases.
func.func @returned_alloca_and_moved_dealloc() -> memref<4xf32> {
  %r = memref.alloc() : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  %t = memref.alloc() : memref<4xf32>
  memref.dealloc %t : memref<4xf32>
  %v = memref.subview %t[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.copy %s, %r : memref<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %e = memref.load %v[%c0] : memref<2xf32, strided<[1], offset: 1>>
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @critical_block_arg(%arg0: i1, %arg1: memref<2xf32>) -> f32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%0 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%1 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%2: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.load %2[%c0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %2 : memref<2xf32>
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic_nested(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = bufferization.clone %arg1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: cf.br ^bb6(%0 : memref<?xf32>)
// CHECK-NEXT: ^bb2(%1: index):  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%alloc : memref<?xf32>)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%alloc : memref<?xf32>)
// CHECK-NEXT: ^bb5(%2: memref<?xf32>):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: %3 = bufferization.clone %2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: cf.br ^bb6(%3 : memref<?xf32>)
// CHECK-NEXT: ^bb6(%4: memref<?xf32>):  // 2 preds: ^bb1, ^bb5
// CHECK-NEXT: cf.br ^bb7(%4 : memref<?xf32>)
// CHECK-NEXT: ^bb7(%5: memref<?xf32>):  // pred: ^bb6
// CHECK-NEXT: memref.copy %5, %arg2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %4 : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @use_in_post_dominator(%arg0: i1) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: %1 = memref.load %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_use_in_post_dominator(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @returned_alloca_and_moved_dealloc() -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: memref.copy %alloca, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %subview[%c0] : memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
