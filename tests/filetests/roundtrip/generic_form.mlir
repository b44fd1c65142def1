// RUN: memref-opt %s | filecheck %s
"func.func"() <{function_type = (i32) -> i32, sym_name = "a"}> ({
^bb0(%arg0: i32):
  %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
  %2 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
  "cf.cond_br"(%2, %0, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%3: i32):
  "func.return"(%3) : (i32) -> ()
^bb2(%4: i32):
  "func.return"(%4) : (i32) -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT: func.func @a(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c1_i32 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb1(%0 : i32), ^bb2(%c1_i32 : i32)
// CHECK-NEXT: ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: ^bb2(%3: i32):  // pred: ^bb0
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
