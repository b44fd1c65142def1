// RUN: memref-opt %s --promote-buffers-to-stack --split-input-file | filecheck %s
// RUN: memref-opt %s --promote-buffers-to-stack="max-alloc-size-in-bytes=8 max-rank-of-allocated-memref=2" --split-input-file | filecheck %s --check-prefix=SMALL
// RUN: not memref-opt %s --promote-buffers-to-stack=max-alloc-size-in-bytes=-1 2>&1 | filecheck %s --check-prefix=BAD
// Small allocs (elements × bit width ≤ the limit; dynamic ones of rank ≤ the limit sized by
// memref.rank) with no dealloc become allocas when no alias leaves the allocation scope (a
// function, or a loop body in 22.1.8); not clones, not reallocs, not ones yielded out.

func.func @sizes(%n: index, %m: memref<?x?xf32>) {
  %a = memref.alloc() : memref<1025xi1>
  %b = memref.alloc() : memref<8192xi1>
  %c = memref.alloc() : memref<8193xi1>
  %d = memref.alloc() : memref<2x3xf16>
  %e = memref.alloc() : memref<0xf32>
  %f = memref.alloc() {alignment = 64} : memref<4xf32>
  %r = memref.rank %m : memref<?x?xf32>
  %g = memref.alloc(%r, %r) : memref<?x?xf32>
  %h = memref.alloc(%r) : memref<?xi64>
  %i = memref.alloc() : memref<256xf32, strided<[1], offset: 2>>
  %j = memref.alloc() : memref<2xi3>
  %k = memref.alloc() : memref<4xf32, 1>
  %l = memref.alloc() : memref<129xindex>
  %o = memref.alloc(%n) : memref<?xf32>
  return
}

// -----

func.func private @use(memref<4xf32>)

func.func @scopes(%c: i1, %n: index, %m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    %a = memref.alloc() : memref<4xf32>
    func.call @use(%a) : (memref<4xf32>) -> ()
    %d = bufferization.clone %m : memref<4xf32> to memref<4xf32>
    func.call @use(%d) : (memref<4xf32>) -> ()
  }
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    func.call @use(%a) : (memref<4xf32>) -> ()
    %b = memref.alloc() : memref<4xf32>
    memref.dealloc %b : memref<4xf32>
  }
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  %s = memref.alloc() : memref<4xf32>
  %v = memref.realloc %s : memref<4xf32> to memref<8xf32>
  return %r : memref<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @sizes(%arg0: index, %arg1: memref<?x?xf32>) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<1025xi1>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<8192xi1>
// CHECK-NEXT: %alloc = memref.alloc() : memref<8193xi1>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<2x3xf16>
// CHECK-NEXT: %alloca_2 = memref.alloca() : memref<0xf32>
// CHECK-NEXT: %alloca_3 = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: %0 = memref.rank %arg1 : memref<?x?xf32>
// CHECK-NEXT: %alloc_4 = memref.alloc(%0, %0) : memref<?x?xf32>
// CHECK-NEXT: %alloca_5 = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT: %alloca_6 = memref.alloca() : memref<256xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %alloca_7 = memref.alloca() : memref<2xi3>
// CHECK-NEXT: %alloca_8 = memref.alloca() : memref<4xf32, 1>
// CHECK-NEXT: %alloc_9 = memref.alloc() : memref<129xindex>
// CHECK-NEXT: %alloc_10 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @use(memref<4xf32>)
// CHECK-NEXT: func.func @scopes(%arg0: i1, %arg1: index, %arg2: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: func.call @use(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: %2 = bufferization.clone %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: func.call @use(%2) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: func.call @use(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %1 = memref.realloc %alloc : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// SMALL: module {
// SMALL-NEXT: func.func @sizes(%arg0: index, %arg1: memref<?x?xf32>) {
// SMALL-NEXT: %alloc = memref.alloc() : memref<1025xi1>
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<8192xi1>
// SMALL-NEXT: %alloc_1 = memref.alloc() : memref<8193xi1>
// SMALL-NEXT: %alloc_2 = memref.alloc() : memref<2x3xf16>
// SMALL-NEXT: %alloca = memref.alloca() : memref<0xf32>
// SMALL-NEXT: %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// SMALL-NEXT: %0 = memref.rank %arg1 : memref<?x?xf32>
// SMALL-NEXT: %alloca_4 = memref.alloca(%0, %0) : memref<?x?xf32>
// SMALL-NEXT: %alloca_5 = memref.alloca(%0) : memref<?xi64>
// SMALL-NEXT: %alloc_6 = memref.alloc() : memref<256xf32, strided<[1], offset: 2>>
// SMALL-NEXT: %alloca_7 = memref.alloca() : memref<2xi3>
// SMALL-NEXT: %alloc_8 = memref.alloc() : memref<4xf32, 1>
// SMALL-NEXT: %alloc_9 = memref.alloc() : memref<129xindex>
// SMALL-NEXT: %alloc_10 = memref.alloc(%arg0) : memref<?xf32>
// SMALL-NEXT: return
// SMALL-NEXT: }
// SMALL-NEXT: }
// SMALL-EMPTY:
// SMALL-NEXT: // {{-----}}
// SMALL-NEXT: module {
// SMALL-NEXT: func.func private @use(memref<4xf32>)
// SMALL-NEXT: func.func @scopes(%arg0: i1, %arg1: index, %arg2: memref<4xf32>) -> memref<4xf32> {
// SMALL-NEXT: %c0 = arith.constant 0 : index
// SMALL-NEXT: %c1 = arith.constant 1 : index
// SMALL-NEXT: scf.if %arg0 {
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// SMALL-NEXT: func.call @use(%alloc_0) : (memref<4xf32>) -> ()
// SMALL-NEXT: %2 = bufferization.clone %arg2 : memref<4xf32> to memref<4xf32>
// SMALL-NEXT: func.call @use(%2) : (memref<4xf32>) -> ()
// SMALL-NEXT: }
// SMALL-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// SMALL-NEXT: func.call @use(%alloc_0) : (memref<4xf32>) -> ()
// SMALL-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// SMALL-NEXT: memref.dealloc %alloc_1 : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// SMALL-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// SMALL-NEXT: scf.yield %alloc_0 : memref<4xf32>
// SMALL-NEXT: } else {
// SMALL-NEXT: scf.yield %arg2 : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: %alloc = memref.alloc() : memref<4xf32>
// SMALL-NEXT: %1 = memref.realloc %alloc : memref<4xf32> to memref<8xf32>
// SMALL-NEXT: return %0 : memref<4xf32>
// SMALL-NEXT: }
// SMALL-NEXT: }
// BAD: for the --max-alloc-size-in-bytes option: '-1' value invalid for uint argument!
