// buffer-hoisting on loops made of branches: an allocation moves into the common dominator of
// its uses only as far as every cycle through its block passes (there it still runs once per
// iteration); upstream also moves it out of an inner loop (@nested), which would make every
// iteration share one buffer once the deallocation pipeline takes these loops
// (allow-unstructured-control-flow-loops). The other functions print as upstream prints them.
// RUN: memref-opt %s --buffer-hoisting | filecheck %s

func.func private @use(memref<4xf32>)

// The body's allocation is carried around the back edge: it moves into the header, the common
// dominator of its uses, which every iteration runs (as upstream does).
func.func @carried(%n: index, %m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %m : index, memref<4xf32>)
^bb1(%i: index, %x: memref<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %y = memref.alloc() : memref<4xf32>
  memref.copy %x, %y : memref<4xf32> to memref<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %y : index, memref<4xf32>)
^bb3:
  return %x : memref<4xf32>
}

// Inside a loop it still moves, into the common dominator of its uses when every cycle through
// its block passes there: from the conditional block up to the header.
func.func @within(%n: index, %p: i1, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %i1 = arith.addi %i, %c1 : index
  %c = arith.cmpi slt, %i1, %n : index
  cf.cond_br %p, ^bb2, ^bb3(%m : memref<4xf32>)
^bb2:
  %y = memref.alloc() : memref<4xf32>
  cf.br ^bb3(%y : memref<4xf32>)
^bb3(%z: memref<4xf32>):
  func.call @use(%z) : (memref<4xf32>) -> ()
  cf.cond_br %c, ^bb1(%i1 : index), ^bb4
^bb4:
  return
}

// Nested loops: the inner loop's buffer flows around the outer loop, whose header is the
// common dominator of its uses. Upstream moves the allocation there, out of the inner loop;
// it stays in the inner header.
func.func @nested(%n: index, %m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %m : index, memref<4xf32>)
^bb1(%i: index, %x: memref<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2(%c0, %x : index, memref<4xf32>), ^bb4
^bb2(%j: index, %y: memref<4xf32>):
  %z = memref.alloc() : memref<4xf32>
  memref.copy %y, %z : memref<4xf32> to memref<4xf32>
  %j1 = arith.addi %j, %c1 : index
  %cj = arith.cmpi slt, %j1, %n : index
  cf.cond_br %cj, ^bb2(%j1, %z : index, memref<4xf32>), ^bb3
^bb3:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1, %z : index, memref<4xf32>)
^bb4:
  return %x : memref<4xf32>
}

// A loop in a region op: the allocation stays in the loop, not moved into the region's entry
// block nor out of the region.
func.func @in_region(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.execute_region {
    cf.br ^bb1(%c0 : index)
  ^bb1(%i: index):
    %y = memref.alloc() : memref<4xf32>
    func.call @use(%y) : (memref<4xf32>) -> ()
    %i1 = arith.addi %i, %c1 : index
    %c = arith.cmpi slt, %i1, %n : index
    cf.cond_br %c, ^bb1(%i1 : index), ^bb2
  ^bb2:
    scf.yield
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @use(memref<4xf32>)
// CHECK-NEXT:   func.func @carried(%arg0: index, %arg1: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg1 : index, memref<4xf32>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     memref.copy %1, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%3, %alloc : index, memref<4xf32>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @within(%arg0: index, %arg1: i1, %arg2: memref<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0 : index)
// CHECK-NEXT:   ^bb1(%0: index):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:     %1 = arith.addi %0, %c1 : index
// CHECK-NEXT:     %2 = arith.cmpi slt, %1, %arg0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     cf.cond_br %arg1, ^bb2, ^bb3(%arg2 : memref<4xf32>)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%alloc : memref<4xf32>)
// CHECK-NEXT:   ^bb3(%3: memref<4xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     call @use(%3) : (memref<4xf32>) -> ()
// CHECK-NEXT:     cf.cond_br %2, ^bb1(%1 : index), ^bb4
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg1 : index, memref<4xf32>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2(%c0, %1 : index, memref<4xf32>), ^bb4
// CHECK-NEXT:   ^bb2(%3: index, %4: memref<4xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     memref.copy %4, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %5 = arith.addi %3, %c1 : index
// CHECK-NEXT:     %6 = arith.cmpi slt, %5, %arg0 : index
// CHECK-NEXT:     cf.cond_br %6, ^bb2(%5, %alloc : index, memref<4xf32>), ^bb3
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %7 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%7, %alloc : index, memref<4xf32>)
// CHECK-NEXT:   ^bb4:  // pred: ^bb1
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_region(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.execute_region {
// CHECK-NEXT:       cf.br ^bb1(%c0 : index)
// CHECK-NEXT:     ^bb1(%0: index):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:       %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:       func.call @use(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT:       %1 = arith.addi %0, %c1 : index
// CHECK-NEXT:       %2 = arith.cmpi slt, %1, %arg0 : index
// CHECK-NEXT:       cf.cond_br %2, ^bb1(%1 : index), ^bb2
// CHECK-NEXT:     ^bb2:  // pred: ^bb1
// CHECK-NEXT:       scf.yield
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
