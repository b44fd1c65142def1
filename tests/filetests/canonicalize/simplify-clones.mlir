// Upstream's SimplifyClones: a bufferization.clone whose copy or source is freed once by a
// memref.dealloc in the clone's block, with no freeing op in between, becomes its source (a
// memref.cast when the types differ) and that dealloc goes. It stays when another dealloc
// comes first, when both are freed in one block, when the dealloc comes before the clone,
// or when the types are not cast-compatible; the source's dealloc is looked for on the memref
// its views come from; an unused clone is erased. Expected output is mlir-opt's; @main runs
// the same before and after canonicalize in both engines.
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// EXEC: 7
// EXEC-NEXT: 7
// EXEC-NEXT: 7
// EXEC-NEXT: 14
// EXEC-NEXT: 7
// EXEC-NEXT: 7
func.func private @printI64(i64)
func.func private @printNewline()
func.func @show(%m: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<?xi64>
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
// The source is freed right after the clone: the clone is the source.
func.func @source_freed(%m: memref<4xi64>) {
  %c = bufferization.clone %m : memref<4xi64> to memref<4xi64>
  memref.dealloc %m : memref<4xi64>
  %d = memref.cast %c : memref<4xi64> to memref<?xi64>
  func.call @show(%d) : (memref<?xi64>) -> ()
  memref.dealloc %c : memref<4xi64>
  return
}
// The copy is freed in the block, the source elsewhere: a cast of the source.
func.func @copy_freed(%m: memref<4xi64>) {
  %c = bufferization.clone %m : memref<4xi64> to memref<?xi64>
  func.call @show(%c) : (memref<?xi64>) -> ()
  memref.dealloc %c : memref<?xi64>
  return
}
// Another dealloc in between: kept.
func.func @free_between(%m: memref<4xi64>, %o: memref<4xi64>) {
  %c = bufferization.clone %m : memref<4xi64> to memref<?xi64>
  memref.dealloc %o : memref<4xi64>
  func.call @show(%c) : (memref<?xi64>) -> ()
  memref.dealloc %c : memref<?xi64>
  return
}
// Both freed in the same block: kept.
func.func @both_freed(%m: memref<4xi64>) {
  %c = bufferization.clone %m : memref<4xi64> to memref<?xi64>
  func.call @show(%c) : (memref<?xi64>) -> ()
  memref.dealloc %m : memref<4xi64>
  memref.dealloc %c : memref<?xi64>
  return
}
// A clone of a subview of an alloc that is freed after the clone: the subview, through a
// cast, replaces it and the alloc's dealloc goes (as upstream, the alloc is then freed by
// nobody: this function is not run).
func.func @view_source(%i: index) -> i64 {
  %a = memref.alloc() : memref<8xi64>
  %s = memref.subview %a[2] [4] [1] : memref<8xi64> to memref<4xi64, strided<[1], offset: 2>>
  %c = bufferization.clone %s : memref<4xi64, strided<[1], offset: 2>> to memref<4xi64>
  memref.dealloc %a : memref<8xi64>
  %x = memref.load %c[%i] : memref<4xi64>
  memref.dealloc %c : memref<4xi64>
  return %x : i64
}
// A dealloc in a nested region is no free in between (upstream looks at the op itself).
func.func @nested_free(%m: memref<4xi64>, %o: memref<4xi64>, %b: i1) {
  %c = bufferization.clone %m : memref<4xi64> to memref<?xi64>
  scf.if %b {
    memref.dealloc %o : memref<4xi64>
  }
  func.call @show(%c) : (memref<?xi64>) -> ()
  memref.dealloc %c : memref<?xi64>
  return
}
// Unused: erased (not run: it would leak).
func.func @unused(%m: memref<4xi64>) {
  %c = bufferization.clone %m : memref<4xi64> to memref<4xi64>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i64
  %a = memref.alloc() : memref<4xi64>
  memref.store %seven, %a[%c0] : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  memref.copy %a, %b : memref<4xi64> to memref<4xi64>
  func.call @source_freed(%b) : (memref<4xi64>) -> ()
  func.call @copy_freed(%a) : (memref<4xi64>) -> ()
  %o = memref.alloc() : memref<4xi64>
  func.call @free_between(%a, %o) : (memref<4xi64>, memref<4xi64>) -> ()
  %e = memref.alloc() : memref<4xi64>
  %fourteen = arith.constant 14 : i64
  memref.store %fourteen, %e[%c0] : memref<4xi64>
  func.call @both_freed(%e) : (memref<4xi64>) -> ()
  %o2 = memref.alloc() : memref<4xi64>
  %t = arith.constant true
  func.call @nested_free(%a, %o2, %t) : (memref<4xi64>, memref<4xi64>, i1) -> ()
  %ad = memref.cast %a : memref<4xi64> to memref<?xi64>
  func.call @show(%ad) : (memref<?xi64>) -> ()
  memref.dealloc %a : memref<4xi64>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printI64(i64)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @show(%arg0: memref<?xi64>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<?xi64>
// CHECK-NEXT: call @printI64(%0) : (i64) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @source_freed(%arg0: memref<4xi64>) {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xi64> to memref<4xi64>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xi64>
// CHECK-NEXT: %cast = memref.cast %0 : memref<4xi64> to memref<?xi64>
// CHECK-NEXT: call @show(%cast) : (memref<?xi64>) -> ()
// CHECK-NEXT: memref.dealloc %0 : memref<4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @copy_freed(%arg0: memref<4xi64>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xi64> to memref<?xi64>
// CHECK-NEXT: call @show(%cast) : (memref<?xi64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @free_between(%arg0: memref<4xi64>, %arg1: memref<4xi64>) {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xi64> to memref<?xi64>
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xi64>
// CHECK-NEXT: call @show(%0) : (memref<?xi64>) -> ()
// CHECK-NEXT: memref.dealloc %0 : memref<?xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @both_freed(%arg0: memref<4xi64>) {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xi64> to memref<?xi64>
// CHECK-NEXT: call @show(%0) : (memref<?xi64>) -> ()
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xi64>
// CHECK-NEXT: memref.dealloc %0 : memref<?xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @view_source(%arg0: index) -> i64 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xi64>
// CHECK-NEXT: %subview = memref.subview %alloc[2] [4] [1] : memref<8xi64> to memref<4xi64, strided<[1], offset: 2>>
// CHECK-NEXT: %0 = bufferization.clone %subview : memref<4xi64, strided<[1], offset: 2>> to memref<4xi64>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xi64>
// CHECK-NEXT: %1 = memref.load %0[%arg0] : memref<4xi64>
// CHECK-NEXT: memref.dealloc %0 : memref<4xi64>
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested_free(%arg0: memref<4xi64>, %arg1: memref<4xi64>, %arg2: i1) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xi64> to memref<?xi64>
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: call @show(%cast) : (memref<?xi64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unused(%arg0: memref<4xi64>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c14_i64 = arith.constant 14 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c7_i64 = arith.constant 7 : i64
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi64>
// CHECK-NEXT: memref.store %c7_i64, %alloc[%c0] : memref<4xi64>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<4xi64> to memref<4xi64>
// CHECK-NEXT: call @source_freed(%alloc_0) : (memref<4xi64>) -> ()
// CHECK-NEXT: call @copy_freed(%alloc) : (memref<4xi64>) -> ()
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: call @free_between(%alloc, %alloc_1) : (memref<4xi64>, memref<4xi64>) -> ()
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: memref.store %c14_i64, %alloc_2[%c0] : memref<4xi64>
// CHECK-NEXT: call @both_freed(%alloc_2) : (memref<4xi64>) -> ()
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<4xi64>
// CHECK-NEXT: call @nested_free(%alloc, %alloc_3, %true) : (memref<4xi64>, memref<4xi64>, i1) -> ()
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xi64> to memref<?xi64>
// CHECK-NEXT: call @show(%cast) : (memref<?xi64>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<4xi64>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
