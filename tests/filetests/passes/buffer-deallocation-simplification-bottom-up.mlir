// RUN: memref-opt %s --buffer-deallocation-simplification | filecheck %s
// Expected output is mlir-opt's.
//
// Upstream's pass runs the greedy driver bottom-up (applyPatternsGreedily's default, not the
// canonicalizer's top-down walk): the worklist is built in post-order and the last op is
// processed first. The order shows in the constants left at the top: %true before %false.

// CHECK-LABEL: func.func @three_deallocs_hoisted_constants
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc()
// CHECK-NEXT: arith.xori %arg0, %true
func.func @three_deallocs_hoisted_constants(%arg0: i1, %arg1: memref<4xi8>, %arg2: memref<4xi8>) {
  %true = arith.constant true
  %false = arith.constant false
  %false_0 = arith.constant false
  %alloc = memref.alloc() : memref<4xi8>
  %base, %offset, %sizes, %st = memref.extract_strided_metadata %arg1 : memref<4xi8> -> memref<i8>, index, index, index
  %base_1, %offset_2, %sizes_3, %st_4 = memref.extract_strided_metadata %arg2 : memref<4xi8> -> memref<i8>, index, index, index
  %base_5, %offset_6, %sizes_7, %st_8 = memref.extract_strided_metadata %alloc : memref<4xi8> -> memref<i8>, index, index, index
  %0 = arith.andi %false, %arg0 : i1
  %1 = arith.andi %false_0, %arg0 : i1
  %2 = arith.andi %true, %arg0 : i1
  %3:2 = bufferization.dealloc (%base, %base_1, %base_5 : memref<i8>, memref<i8>, memref<i8>) if (%0, %1, %2) retain (%arg2, %alloc : memref<4xi8>, memref<4xi8>)
  %true_9 = arith.constant true
  %4 = arith.xori %true_9, %arg0 : i1
  %5 = arith.andi %false, %4 : i1
  %true_10 = arith.constant true
  %6 = arith.xori %true_10, %arg0 : i1
  %7 = arith.andi %false_0, %6 : i1
  %true_11 = arith.constant true
  %8 = arith.xori %true_11, %arg0 : i1
  %9 = arith.andi %true, %8 : i1
  %10:2 = bufferization.dealloc (%base, %base_1, %base_5 : memref<i8>, memref<i8>, memref<i8>) if (%5, %7, %9) retain (%arg1, %arg2 : memref<4xi8>, memref<4xi8>)
  %11 = arith.select %arg0, %3#0, %10#1 : i1
  cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %10#0 : memref<4xi8>, i1)
^bb1:  // pred: ^bb0
  %base_12, %offset_13, %sizes_14, %st_15 = memref.extract_strided_metadata %arg2 : memref<4xi8> -> memref<i8>, index, index, index
  %base_16, %offset_17, %sizes_18, %st_19 = memref.extract_strided_metadata %alloc : memref<4xi8> -> memref<i8>, index, index, index
  %12:2 = bufferization.dealloc (%base_12, %base_16 : memref<i8>, memref<i8>) if (%11, %3#1) retain (%alloc, %arg2 : memref<4xi8>, memref<4xi8>)
  cf.br ^bb2(%alloc, %12#0 : memref<4xi8>, i1)
^bb2(%13: memref<4xi8>, %14: i1):  // 2 preds: ^bb0, ^bb1
  %base_20, %offset_21, %sizes_22, %st_23 = memref.extract_strided_metadata %arg2 : memref<4xi8> -> memref<i8>, index, index, index
  %base_24, %offset_25, %sizes_26, %st_27 = memref.extract_strided_metadata %13 : memref<4xi8> -> memref<i8>, index, index, index
  bufferization.dealloc (%base_20, %base_24 : memref<i8>, memref<i8>) if (%11, %14)
  return
}
