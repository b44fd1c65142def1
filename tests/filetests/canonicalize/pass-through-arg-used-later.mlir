// A block that only branches on is bypassed only when its arguments are used by nothing but that
// branch (upstream's collapseBranch): an argument read in a later block, or in a loop after it,
// keeps the block (canonicalize used to redirect the edges and leave those uses without a
// definition: "operand #0 does not dominate this use"). Expected output is mlir-opt's.
// RUN: memref-opt %s --canonicalize | filecheck %s

func.func private @use(memref<2xf32>)
func.func @pass_through_arg_used_later(%c: i1, %a: memref<2xf32>, %b: memref<2xf32>) {
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%b : memref<2xf32>)
^bb1(%m: memref<2xf32>):
  cf.br ^bb2
^bb2:
  call @use(%m) : (memref<2xf32>) -> ()
  return
}
func.func @pass_through_arg_used_in_loop(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb1(%b : memref<2xf32>)
^bb1(%m: memref<2xf32>):
  cf.br ^bb2(%m : memref<2xf32>)
^bb2(%x: memref<2xf32>):
  call @use(%m) : (memref<2xf32>) -> ()
  call @use(%x) : (memref<2xf32>) -> ()
  cf.cond_br %c, ^bb2(%a : memref<2xf32>), ^bb3
^bb3:
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(memref<2xf32>)
// CHECK-NEXT:   func.func @pass_through_arg_used_later(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : memref<2xf32>
// CHECK-NEXT:     call @use(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pass_through_arg_used_in_loop(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1) {
// CHECK-NEXT:     %0 = arith.select %arg2, %arg0, %arg1 : memref<2xf32>
// CHECK-NEXT:     cf.br ^bb1(%0 : memref<2xf32>)
// CHECK-NEXT:   ^bb1(%1: memref<2xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     call @use(%0) : (memref<2xf32>) -> ()
// CHECK-NEXT:     call @use(%1) : (memref<2xf32>) -> ()
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1(%arg0 : memref<2xf32>), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
