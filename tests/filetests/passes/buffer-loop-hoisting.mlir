// RUN: memref-opt %s --buffer-loop-hoisting --split-input-file | filecheck %s
// Allocations (alloc, realloc, alloca) leave sequential loops (scf.for, scf.while) when no
// operand is defined in the loop and no alias flows around it; not parallel loops, not clones,
// not ones freed by a realloc or by two deallocs. A dealloc in the loop stays there.

func.func private @use(memref<?xf32>)
func.func private @use4(memref<4xf32>)

func.func @for(%n: index, %m: memref<?xf32>, %w: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
    func.call @use(%a) : (memref<?xf32>) -> ()
    %b = memref.alloc() : memref<4xf32>
    func.call @use4(%b) : (memref<4xf32>) -> ()
    %s = memref.alloca() : memref<4xf32>
    func.call @use4(%s) : (memref<4xf32>) -> ()
    %k = bufferization.clone %w : memref<4xf32> to memref<4xf32>
    func.call @use4(%k) : (memref<4xf32>) -> ()
    %d = memref.alloc(%i) : memref<?xf32>
    func.call @use(%d) : (memref<?xf32>) -> ()
    %e = memref.alloc() : memref<4xf32>
    memref.dealloc %e : memref<4xf32>
  }
  return
}

// -----

func.func private @use(memref<4xi64>)

func.func @frees(%n: index, %m: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xi64>
    %b = memref.realloc %a : memref<4xi64> to memref<8xi64>
  }
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xi64>
    memref.dealloc %a : memref<4xi64>
    memref.dealloc %a : memref<4xi64>
  }
  %z = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %n step %c1 {
    %b = memref.realloc %z : memref<4xi64> to memref<8xi64>
  }
  return
}

// -----

func.func private @use(memref<4xf32>)

func.func @other_loops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<4xf32>
    func.call @use(%a) : (memref<4xf32>) -> ()
    scf.reduce
  }
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<4xf32>
    func.call @use(%a) : (memref<4xf32>) -> ()
  }
  %w = scf.while (%x = %c0) : (index) -> index {
    %a = memref.alloc() : memref<4xf32>
    func.call @use(%a) : (memref<4xf32>) -> ()
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %b = memref.alloc() : memref<4xf32>
    func.call @use(%b) : (memref<4xf32>) -> ()
    %z = arith.addi %y, %c1 : index
    scf.yield %z : index
  }
  return
}

// -----

// A buffer carried around the loop stays in it; nested loops are left one by one.
func.func @carried(%n: index) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = memref.alloc() : memref<4xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %z) -> memref<4xi64> {
    %a = memref.alloc() : memref<4xi64>
    scf.for %j = %c0 to %n step %c1 {
      %t = memref.alloc() : memref<2xi64>
      %v = memref.load %x[%c0] : memref<4xi64>
      memref.store %v, %t[%c0] : memref<2xi64>
    }
    scf.yield %a : memref<4xi64>
  }
  return %r : memref<4xi64>
}

// CHECK: module {
// CHECK-NEXT: func.func private @use(memref<?xf32>)
// CHECK-NEXT: func.func private @use4(memref<4xf32>)
// CHECK-NEXT: func.func @for(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.realloc %arg1(%arg0) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: func.call @use(%0) : (memref<?xf32>) -> ()
// CHECK-NEXT: func.call @use4(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: func.call @use4(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: %1 = bufferization.clone %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: func.call @use4(%1) : (memref<4xf32>) -> ()
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg3) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloc_1) : (memref<?xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(memref<4xi64>)
// CHECK-NEXT: func.func @frees(%arg0: index, %arg1: memref<4xi64>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %1 = memref.realloc %alloc_0 : memref<4xi64> to memref<8xi64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xi64>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %0 = memref.realloc %alloc : memref<4xi64> to memref<8xi64>
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(memref<4xf32>)
// CHECK-NEXT: func.func @other_loops(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: func.call @use(%alloc_1) : (memref<4xf32>) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: func.call @use(%alloc_1) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.while (%arg1 = %c0) : (index) -> index {
// CHECK-NEXT: func.call @use(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg1 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: func.call @use(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @carried(%arg0: index) -> memref<4xi64> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi64>
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<4xi64>) {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %1 = memref.load %arg2[%c0] : memref<4xi64>
// CHECK-NEXT: memref.store %1, %alloc_0[%c0] : memref<2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc_1 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
