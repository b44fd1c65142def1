// RUN: memref-opt %s  | filecheck %s
// What upstream's properties make of generic forms and attribute dictionaries: unknown names
// in `<{...}>` are dropped, `<{...}>` wins over the dictionary, a missing
// `operandSegmentSizes` is all zeros, and in a custom form an inherent attribute in the
// dictionary wins over the syntax's.
func.func @properties(%a: i32, %f: f32) -> (i32, i32, f32, memref<4xf32>) {
  %0 = "arith.addi"(%a, %a) <{foo = 1, overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> {overflowFlags = #arith.overflow<nuw>} : (i32, i32) -> i32
  %2 = arith.addf %f, %f fastmath<fast> {fastmath = #arith.fastmath<nnan>} : f32
  %3 = "memref.alloc"() : () -> memref<4xf32>
  return %0, %1, %2, %3 : i32, i32, f32, memref<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @properties(%arg0: i32, %arg1: f32) -> (i32, i32, f32, memref<4xf32>) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT:     %2 = arith.addf %arg1, %arg1 fastmath<nnan> : f32
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     return %0, %1, %2, %alloc : i32, i32, f32, memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
