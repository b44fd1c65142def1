// RUN: not memref-opt %s --split-input-file --allow-unregistered-dialect --buffer-deallocation 2>&1 | filecheck %s
// RUN: not memref-opt %s --buffer-deallocation=bogus=1 2>&1 | filecheck %s --check-prefix=OPT

// A loop made of branches: clones on the back edge could not free the previous iteration's.
// CHECK: {{.*}}buffer-deallocation-errors.mlir:6:1: error: Only structured control-flow loops are supported.
func.func @cf_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %a = memref.alloc() : memref<2xf32>
  %next = arith.addi %i, %c1 : index
  %go = arith.cmpi slt, %next, %n : index
  cf.cond_br %go, ^bb1(%next : index), ^bb2
^bb2:
  return
}

// -----

// An op with regions and results that is not a region-branch op: where its results come from
// is unknown.
// CHECK: {{.*}}buffer-deallocation-errors.mlir:26:8: error: All operations with attached regions need to implement the RegionBranchOpInterface.
func.func @unknown_region_op() {
  %a = memref.alloc() : memref<2xf32>
  %r = "test.region"() ({
    "test.yield"(%a) : (memref<2xf32>) -> ()
  }) : () -> memref<2xf32>
  return
}

// -----

// Two exits and a buffer used on both paths: no block post-dominates its uses.
// CHECK: {{.*}}buffer-deallocation-errors.mlir:37:8: error: buffer-deallocation cannot free this buffer: its uses have no common post-dominator (several exits)
func.func @two_exits(%c: i1) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = memref.load %a[%c0] : memref<2xf32>
  return %v : f32
^bb2:
  %w = memref.load %a[%c0] : memref<2xf32>
  return %w : f32
}

// -----

// A dealloc already there cannot go after a return of the same buffer.
// CHECK: {{.*}}buffer-deallocation-errors.mlir:54:3: error: buffer-deallocation cannot move this dealloc after the buffer's last use: the buffer escapes through the block's terminator
func.func @dealloc_then_return() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return %a : memref<2xf32>
}

// -----

// Regression: a critical block argument with a predecessor whose branch op does not say which
// operands it forwards (an unregistered op) was an index out of bounds (a panic).
// CHECK: {{.*}}buffer-deallocation-errors.mlir:70:3: error: buffer-deallocation cannot copy the buffer this branch passes: the op does not say which of its operands go to which successor
func.func @unknown_branch(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%b : memref<2xf32>)
^bb2:
  "test.br"(%a)[^bb3] : (memref<2xf32>) -> ()
^bb3(%x: memref<2xf32>):
  return
}

// OPT: <Pass-Options-Parser>: no such option bogus
