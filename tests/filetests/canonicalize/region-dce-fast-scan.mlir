// RUN: memref-opt %s --canonicalize | filecheck %s
// Region DCE's quick scan must leave these to the full analysis (identical to mlir-opt):
// a dead value carried round a CFG loop, a block reached only from a later block, and a
// block argument only forwarded to another block.
func.func @dead_loop_carried(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %c0 : index, index)
^h(%i: index, %acc: index):
  %d = arith.cmpi slt, %i, %n : index
  cf.cond_br %d, ^body, ^exit
^body:
  %a = arith.addi %acc, %c1 : index
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %a : index, index)
^exit:
  return
}

func.func @reached_from_later_block(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.br ^b2
^b1:
  %s = arith.addi %x, %y : i32
  cf.br ^b3(%s : i32)
^b2:
  cf.cond_br %c, ^b1, ^b3(%x : i32)
^b3(%r: i32):
  return %r : i32
}

func.func @arg_only_forwarded(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a(%x : i32), ^b(%x : i32)
^a(%u: i32):
  cf.br ^b(%u : i32)
^b(%w: i32):
  return %x : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @dead_loop_carried(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%2 : index)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reached_from_later_block(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:     cf.br ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @arg_only_forwarded(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
