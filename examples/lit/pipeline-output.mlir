// The deallocation pipeline's output checked with FileCheck, as upstream's own pass tests do:
// the function returns a buffer it owns on either path (the argument is cloned), and the
// branch's buffer is freed when it is not the one returned.
// RUN: memref-opt %s --buffer-deallocation-pipeline | FileCheck %s

// CHECK-LABEL: func.func @branch
// CHECK: %[[R:.*]]:2 = scf.if
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: scf.yield %[[A]], %[[A]]
// CHECK: bufferization.clone
// CHECK: scf.if
// CHECK-NEXT: memref.dealloc
// CHECK: return %[[R]]#1
func.func @branch(%c: i1, %arg: memref<8xf32>) -> memref<8xf32> {
  %r = scf.if %c -> memref<8xf32> {
    %a = memref.alloc() : memref<8xf32>
    scf.yield %a : memref<8xf32>
  } else {
    scf.yield %arg : memref<8xf32>
  }
  return %r : memref<8xf32>
}
