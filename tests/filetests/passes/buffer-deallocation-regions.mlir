// RUN: memref-opt %s --buffer-deallocation | filecheck %s

// scf.if yielding a buffer allocated in one branch: the result is a critical alias, each
// branch yields a clone, the allocation is freed in its branch, the result after its last use.
func.func @if_yield(%c: i1, %arg: memref<2xf32>) -> f32 {
  %r = scf.if %c -> (memref<2xf32>) {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

// Both branches yield the same outer buffer: the result is a plain alias, no clone, and the
// buffer lives until the result's last use.
func.func @if_same_buffer(%c: i1) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> (memref<2xf32>) {
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

// The seed's loop_nested_if: the iteration argument gets a clone of the init and of each
// yielded buffer, and the previous iteration's buffer is freed in the body.
func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%it = %buf) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %ub : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %it : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}

// A loop that passes its buffer through unchanged needs no clone.
func.func @loop_pass_through(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> memref<2xf32> {
    scf.yield %it : memref<2xf32>
  }
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}

// scf.while: the before region's arguments are fed by the init and the after region's yield,
// the after region's by scf.condition.
func.func @while_buffer(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  %r:2 = scf.while (%i = %c0, %b = %a) : (index, memref<2xf32>) -> (index, memref<2xf32>) {
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i, %b : index, memref<2xf32>
  } do {
  ^bb0(%j: index, %d: memref<2xf32>):
    %e = memref.alloc() : memref<2xf32>
    memref.copy %d, %e : memref<2xf32> to memref<2xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %e : index, memref<2xf32>
  }
  %v = memref.load %r#1[%c0] : memref<2xf32>
  return %v : f32
}

// Views and selects are aliases: the buffer is freed after the last use of any of them.
func.func @views_and_select(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %s = arith.select %c, %a, %b : memref<?xf32>
  %v = memref.subview %s[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
  %w = memref.cast %v : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
  %x = memref.load %w[%c0] : memref<?xf32, strided<[1], offset: ?>>
  return %x : f32
}

// CHECK-LABEL: func.func @if_yield(%arg0: i1, %arg1: memref<2xf32>) -> f32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_same_buffer(%arg0: i1) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_nested_if(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>, %arg4: memref<2xf32>) {
// CHECK-NEXT: %0 = bufferization.clone %arg3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %0) -> (memref<2xf32>) {
// CHECK-NEXT: %2 = arith.cmpi eq, %arg5, %arg1 : index
// CHECK-NEXT: %3 = scf.if %2 -> (memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %5 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %5 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = bufferization.clone %arg6 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %5 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %arg6 : memref<2xf32>
// CHECK-NEXT: %4 = bufferization.clone %3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %3 : memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %1, %arg4 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop_pass_through(%arg0: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %arg2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_buffer(%arg0: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %c0, %arg2 = %0) : (index, memref<2xf32>) -> (index, memref<2xf32>) {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT: %4 = bufferization.clone %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<2xf32>
// CHECK-NEXT: scf.condition(%3) %arg1, %4 : index, memref<2xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: memref<2xf32>):
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg2, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<2xf32>
// CHECK-NEXT: %3 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %4 = bufferization.clone %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: scf.yield %3, %4 : index, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %1#1[%c0] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %1#1 : memref<2xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views_and_select(%arg0: i1, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %0 = arith.select %arg0, %alloc, %alloc_0 : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %0[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %1 = memref.load %cast[%c0] : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
