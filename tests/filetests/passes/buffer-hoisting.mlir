// RUN: memref-opt %s --buffer-hoisting --split-input-file | filecheck %s
// Allocations move into the nearest common dominator of their uses and of their aliases'
// uses: out of an scf.if they are yielded from, across cf blocks, but never above a block
// defining their operands, never out of a loop, and not at all when freed by a realloc or by
// two deallocs (upstream's findDealloc is ambiguous then). Allocas and clones stay.

func.func @yielded(%c: i1, %m: memref<4xf32>, %n: index) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>) {
  %r1 = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  %r2 = scf.if %c -> memref<4xf32> {
    %a = memref.alloca() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  %r3 = scf.if %c -> memref<4xf32> {
    %a = bufferization.clone %m : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  %x = memref.alloc(%n) : memref<?xf32>
  %r4 = scf.if %c -> memref<?xf32> {
    %a = memref.realloc %x(%n) : memref<?xf32> to memref<?xf32>
    scf.yield %a : memref<?xf32>
  } else {
    scf.yield %x : memref<?xf32>
  }
  return %r1, %r2, %r3, %r4 : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>
}

// -----

func.func private @use(memref<2xf32>)
func.func private @used(memref<?xf32>)

// Across branches to the common dominator (before its terminator); a dynamic size defined in
// the branch keeps its alloc there.
func.func @branches(%c: i1, %m: memref<2xf32>, %k: index, %d: memref<?xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%k : index)
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb2(%n: index):
  %b = memref.alloc(%n) : memref<?xf32>
  func.call @used(%b) : (memref<?xf32>) -> ()
  cf.br ^bb3(%m : memref<2xf32>)
^bb3(%p: memref<2xf32>):
  func.call @use(%p) : (memref<2xf32>) -> ()
  return
}

// -----

func.func private @use(memref<4xi64>)

// Nested ifs: both allocs climb to the function body; the one freed by a realloc stays.
func.func @nested(%c: i1, %d: i1, %m: memref<4xi64>) -> (memref<4xi64>, memref<8xi64>) {
  %r = scf.if %c -> memref<4xi64> {
    %s = scf.if %d -> memref<4xi64> {
      %a = memref.alloc() : memref<4xi64>
      scf.yield %a : memref<4xi64>
    } else {
      scf.yield %m : memref<4xi64>
    }
    scf.yield %s : memref<4xi64>
  } else {
    %b = memref.alloc() : memref<4xi64>
    func.call @use(%b) : (memref<4xi64>) -> ()
    scf.yield %b : memref<4xi64>
  }
  %g = scf.if %c -> memref<8xi64> {
    %a = memref.alloc() : memref<4xi64>
    %b = memref.realloc %a : memref<4xi64> to memref<8xi64>
    scf.yield %b : memref<8xi64>
  } else {
    %a = memref.alloc() : memref<8xi64>
    scf.yield %a : memref<8xi64>
  }
  return %r, %g : memref<4xi64>, memref<8xi64>
}

// -----

// Out of a loop: never (that is buffer-loop-hoisting's job).
func.func @loop(%n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = memref.alloc() : memref<4xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %z) -> memref<4xi64> {
    %a = memref.alloc() : memref<4xi64>
    scf.yield %a : memref<4xi64>
  }
  return %r : memref<4xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func @yielded(%arg0: i1, %arg1: memref<4xf32>, %arg2: index) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloca : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %5 = bufferization.clone %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %5 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT: %3 = memref.realloc %alloc_0(%arg2) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %4 = scf.if %arg0 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %3 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %alloc_0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1, %2, %4 : memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(memref<2xf32>)
// CHECK-NEXT: func.func private @used(memref<?xf32>)
// CHECK-NEXT: func.func @branches(%arg0: i1, %arg1: memref<2xf32>, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : index)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb2(%0: index):  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: call @used(%alloc_0) : (memref<?xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%arg1 : memref<2xf32>)
// CHECK-NEXT: ^bb3(%1: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: call @use(%1) : (memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(memref<4xi64>)
// CHECK-NEXT: func.func @nested(%arg0: i1, %arg1: i1, %arg2: memref<4xi64>) -> (memref<4xi64>, memref<8xi64>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xi64>) {
// CHECK-NEXT: %2 = scf.if %arg1 -> (memref<4xi64>) {
// CHECK-NEXT: scf.yield %alloc : memref<4xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : memref<4xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @use(%alloc_0) : (memref<4xi64>) -> ()
// CHECK-NEXT: scf.yield %alloc_0 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<8xi64>
// CHECK-NEXT: %1 = scf.if %arg0 -> (memref<8xi64>) {
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %2 = memref.realloc %alloc_2 : memref<4xi64> to memref<8xi64>
// CHECK-NEXT: scf.yield %2 : memref<8xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %alloc_1 : memref<8xi64>
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : memref<4xi64>, memref<8xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @loop(%arg0: index) -> memref<4xi64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<4xi64>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: scf.yield %alloc_0 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
