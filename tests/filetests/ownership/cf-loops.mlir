// The ownership pass on loops made of branches, with allow-unstructured-control-flow-loops
// (upstream and the default reject them: errors/unstructured-control-flow-loops.mlir; run:
// exec/cf-loops.mlir). Nothing is special about a back edge: its source's dealloc frees what
// is not live into the header and passes the ownership of what it forwards, as on any edge.
// RUN: memref-opt %s --split-input-file --ownership-based-buffer-deallocation=allow-unstructured-control-flow-loops | filecheck %s
// RUN: memref-opt %s --split-input-file --pass-pipeline='builtin.module(ownership-based-buffer-deallocation{allow-unstructured-control-flow-loops=true})' | filecheck %s

// A buffer carried around the back edge: the header gets an i1 argument for it, fed by the
// entry edge and by the back edge; the back edge frees the previous iteration's buffer, the
// exit edge the last one.
func.func @carried(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b0 = memref.alloc() : memref<4xi64>
  cf.br ^bb1(%c0, %b0 : index, memref<4xi64>)
^bb1(%i: index, %x: memref<4xi64>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %nb = memref.alloc() : memref<4xi64>
  memref.copy %x, %nb : memref<4xi64> to memref<4xi64>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %nb : index, memref<4xi64>)
^bb3:
  return
}

// CHECK-LABEL: func.func @carried(%arg0: index) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT:   %0 = bufferization.dealloc (%base_buffer : memref<i64>) if (%true) retain (%alloc : memref<4xi64>)
// CHECK-NEXT:   cf.br ^bb1(%c0, %alloc, %0 : index, memref<4xi64>, i1)
// CHECK-NEXT: ^bb1(%1: index, %2: memref<4xi64>, %3: i1):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %4 = arith.cmpi slt, %1, %arg0 : index
// CHECK-NEXT:   %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT:   %5 = arith.andi %3, %4 : i1
// CHECK-NEXT:   %6 = bufferization.dealloc (%base_buffer_0 : memref<i64>) if (%5) retain (%2 : memref<4xi64>)
// CHECK-NEXT:   %true_4 = arith.constant true
// CHECK-NEXT:   %7 = arith.xori %true_4, %4 : i1
// CHECK-NEXT:   %8 = arith.andi %3, %7 : i1
// CHECK-NEXT:   bufferization.dealloc (%base_buffer_0 : memref<i64>) if (%8)
// CHECK-NEXT:   cf.cond_br %4, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %true_5 = arith.constant true
// CHECK-NEXT:   %alloc_6 = memref.alloc() : memref<4xi64>
// CHECK-NEXT:   memref.copy %2, %alloc_6 : memref<4xi64> to memref<4xi64>
// CHECK-NEXT:   %9 = arith.addi %1, %c1 : index
// CHECK-NEXT:   %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %2 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT:   %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %alloc_6 : memref<4xi64> -> memref<i64>, index, index, index
// CHECK-NEXT:   %10 = bufferization.dealloc (%base_buffer_7, %base_buffer_11 : memref<i64>, memref<i64>) if (%6, %true_5) retain (%alloc_6 : memref<4xi64>)
// CHECK-NEXT:   cf.br ^bb1(%9, %alloc_6, %10 : index, memref<4xi64>, i1)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

// A buffer live across the loop is retained on every edge inside it, with the ownership of
// its defining block, and freed on the exit edge; a buffer allocated in the body and not
// carried is freed on the back edge, every iteration. The loop is a single block.
func.func @live_across(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %t = memref.alloc() : memref<4xf32>
  memref.store %v, %t[%c0] : memref<4xf32>
  memref.copy %t, %a : memref<4xf32> to memref<4xf32>
  %i1 = arith.addi %i, %c1 : index
  %c = arith.cmpi slt, %i1, %n : index
  cf.cond_br %c, ^bb1(%i1 : index), ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @live_across(%arg0: index, %arg1: f32) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<4xf32>)
// CHECK-NEXT:   cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%1: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %true_0 = arith.constant true
// CHECK-NEXT:   %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:   memref.store %arg1, %alloc_1[%c0] : memref<4xf32>
// CHECK-NEXT:   memref.copy %alloc_1, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   %2 = arith.addi %1, %c1 : index
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT:   %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc_1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   %4 = arith.andi %0, %3 : i1
// CHECK-NEXT:   %5 = arith.andi %true_0, %3 : i1
// CHECK-NEXT:   %6 = bufferization.dealloc (%base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>) if (%4, %5) retain (%alloc : memref<4xf32>)
// CHECK-NEXT:   %true_10 = arith.constant true
// CHECK-NEXT:   %7 = arith.xori %true_10, %3 : i1
// CHECK-NEXT:   %8 = arith.andi %0, %7 : i1
// CHECK-NEXT:   %true_11 = arith.constant true
// CHECK-NEXT:   %9 = arith.xori %true_11, %3 : i1
// CHECK-NEXT:   %10 = arith.andi %true_0, %9 : i1
// CHECK-NEXT:   bufferization.dealloc (%base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>) if (%8, %10)
// CHECK-NEXT:   cf.cond_br %3, ^bb1(%2 : index), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }

// -----

// A loop inside a region op: the buffer captured from outside has ownership false there and
// is never freed inside; the one carried around the loop is the region's to free.
func.func @in_region(%n: index, %a: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.execute_region {
    cf.br ^bb1(%c0, %a : index, memref<4xf32>)
  ^bb1(%i: index, %x: memref<4xf32>):
    %y = memref.alloc() : memref<4xf32>
    memref.copy %x, %y : memref<4xf32> to memref<4xf32>
    memref.copy %a, %y : memref<4xf32> to memref<4xf32>
    %i1 = arith.addi %i, %c1 : index
    %c = arith.cmpi slt, %i1, %n : index
    cf.cond_br %c, ^bb1(%i1, %y : index, memref<4xf32>), ^bb2
  ^bb2:
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @in_region(%arg0: index, %arg1: memref<4xf32>) {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %false_0 = arith.constant false
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   scf.execute_region {
// CHECK-NEXT:     %false_1 = arith.constant false
// CHECK-NEXT:     %0:2 = bufferization.dealloc retain (%arg1, %arg1 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg1, %0#0 : index, memref<4xf32>, i1)
// CHECK-NEXT:   ^bb1(%1: index, %2: memref<4xf32>, %3: i1):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false_2 = arith.constant false
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %2, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %4 = arith.addi %1, %c1 : index
// CHECK-NEXT:     %5 = arith.cmpi slt, %4, %arg0 : index
// CHECK-NEXT:     %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %2 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %6 = arith.andi %3, %5 : i1
// CHECK-NEXT:     %7 = arith.andi %true, %5 : i1
// CHECK-NEXT:     %8:2 = bufferization.dealloc (%base_buffer_3, %base_buffer_7 : memref<f32>, memref<f32>) if (%6, %7) retain (%alloc, %arg1 : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT:     %true_11 = arith.constant true
// CHECK-NEXT:     %9 = arith.xori %true_11, %5 : i1
// CHECK-NEXT:     %10 = arith.andi %3, %9 : i1
// CHECK-NEXT:     %true_12 = arith.constant true
// CHECK-NEXT:     %11 = arith.xori %true_12, %5 : i1
// CHECK-NEXT:     %12 = arith.andi %true, %11 : i1
// CHECK-NEXT:     bufferization.dealloc (%base_buffer_3, %base_buffer_7 : memref<f32>, memref<f32>) if (%10, %12)
// CHECK-NEXT:     cf.cond_br %5, ^bb1(%4, %alloc, %8#0 : index, memref<4xf32>, i1), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:   bufferization.dealloc (%base_buffer : memref<f32>) if (%false_0)
// CHECK-NEXT:   return
// CHECK-NEXT: }
