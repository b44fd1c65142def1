// RUN: memref-opt %s | filecheck %s
"func.func"() <{function_type = (index) -> (), sym_name = "g"}> ({
^bb0(%n: index):
  %0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
  %1 = "arith.constant"() <{value = 0 : index}> : () -> index
  %2 = "memref.load"(%0, %1) : (memref<?xf32>, index) -> f32
  "memref.store"(%2, %0, %1) <{nontemporal = false}> : (f32, memref<?xf32>, index) -> ()
  %3 = "memref.subview"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<?xf32>, index) -> memref<4xf32, strided<[1], offset: ?>>
  "memref.dealloc"(%0) : (memref<?xf32>) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT: func.func @g(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: memref.store %0, %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[%c0] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
