// Upstream 22.1.8's ownership pass crashes on this input when run alone; the pipeline must work too.
// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s
func.func @cmp(%c: i1) -> (memref<2xf32>, memref<2xf32>) {
  %b = memref.alloc() : memref<2xf32>
  cf.br ^bb1
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb2
^bb2:
  return %a, %b : memref<2xf32>, memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @cmp(%arg0: i1) -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: return %alloc_0, %alloc : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
