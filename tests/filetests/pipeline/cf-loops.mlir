// The deallocation pipeline on a loop made of branches, with
// allow-unstructured-control-flow-loops (the default rejects it, as upstream does:
// errors/unstructured-control-flow-loops.mlir). Double buffering: two buffers trade places
// every iteration, their ownerships travelling with them as header arguments; the back edge
// frees nothing (both stay live), the exit edge frees the one not used after the loop unless
// it is the other, the return the other.
// RUN: memref-opt %s --buffer-deallocation-pipeline='allow-unstructured-control-flow-loops lowering=fast' | filecheck %s
func.func private @use(memref<4xf32>)
func.func @swap(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  cf.br ^bb1(%c0, %a, %b : index, memref<4xf32>, memref<4xf32>)
^bb1(%i: index, %x: memref<4xf32>, %y: memref<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  memref.copy %x, %y : memref<4xf32> to memref<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %y, %x : index, memref<4xf32>, memref<4xf32>)
^bb3:
  call @use(%x) : (memref<4xf32>) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(memref<4xf32>)
// CHECK-NEXT:   func.func @swap(%arg0: index) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     cf.br ^bb1(%c0, %alloc, %alloc_0, %true, %true : index, memref<4xf32>, memref<4xf32>, i1, i1)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32>, %2: memref<4xf32>, %3: i1, %4: i1):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %5 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %6 = arith.andi %3, %5 : i1
// CHECK-NEXT:     %7 = arith.andi %4, %5 : i1
// CHECK-NEXT:     %8:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%6, %7) retain (%1, %2 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     %9 = arith.cmpi sge, %0, %arg0 : index
// CHECK-NEXT:     %10 = arith.andi %3, %9 : i1
// CHECK-NEXT:     %11 = arith.andi %4, %9 : i1
// CHECK-NEXT:     %12 = bufferization.dealloc (%base_buffer_1 : memref<f32>) if (%11) retain (%1 : memref<4xf32>)
// CHECK-NEXT:     %13 = arith.ori %12, %10 : i1
// CHECK-NEXT:     %14 = arith.select %5, %8#0, %13 : i1
// CHECK-NEXT:     cf.cond_br %5, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     memref.copy %1, %2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %15 = arith.addi %0, %c1 : index
// CHECK-NEXT:     %16:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%14, %8#1) retain (%2, %1 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     cf.br ^bb1(%15, %2, %1, %16#0, %16#1 : index, memref<4xf32>, memref<4xf32>, i1, i1)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     call @use(%1) : (memref<4xf32>) -> ()
// CHECK-NEXT:     scf.if %14 {
// CHECK-NEXT:       memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
