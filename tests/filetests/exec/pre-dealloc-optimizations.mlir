// The buffer optimizations before the deallocation pipeline (memref-run --pre-dealloc): same
// answers in both engines, no finding, and the allocations per iteration gone — loop hoisting
// leaves one allocation per loop, promotion none on the heap for static sizes (hoisting alone
// allocates on both paths of the branch: one more).
// RUN: memref-run %s --memory-stats 2>&1 | filecheck %s --check-prefixes=CHECK,NONE
// RUN: memref-run %s --memory-stats --engine=interp 2>&1 | filecheck %s --check-prefixes=CHECK,NONE
// RUN: memref-run %s --memory-stats --pre-dealloc=hoist 2>&1 | filecheck %s --check-prefixes=CHECK,HOIST
// RUN: memref-run %s --memory-stats --pre-dealloc=loop-hoist 2>&1 | filecheck %s --check-prefixes=CHECK,LOOP
// RUN: memref-run %s --memory-stats --pre-dealloc=loop-hoist --engine=interp 2>&1 | filecheck %s --check-prefixes=CHECK,LOOP
// RUN: memref-run %s --memory-stats --pre-dealloc=promote 2>&1 | filecheck %s --check-prefixes=CHECK,PROMOTE
// RUN: memref-run %s --memory-stats --pre-dealloc=hoist,loop-hoist,promote --engine=interp 2>&1 | filecheck %s --check-prefixes=CHECK,ALL
// RUN: memref-run %s --memory-stats --pre-dealloc=hoist,loop-hoist,promote --dealloc-lowering=helper 2>&1 | filecheck %s --check-prefixes=CHECK,ALL
// RUN: memref-run %s --memory-stats --dealloc=legacy --pre-dealloc=hoist,loop-hoist,promote 2>&1 | filecheck %s --check-prefixes=CHECK,ALL
// RUN: not memref-run %s --pre-dealloc=unroll 2>&1 | filecheck %s --check-prefix=BAD
func.func private @printI64(i64)
func.func private @printNewline()
func.func @pr(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// A scratch buffer per iteration (static 16 x i64 and dynamic 64 x f32): 8 iterations.
func.func @sum(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i64 {
    %t = memref.alloc() : memref<16xi64>
    %d = memref.alloc(%c64) : memref<?xf32>
    %v = arith.index_cast %i : index to i64
    memref.store %v, %t[%c1] : memref<16xi64>
    %f = arith.sitofp %v : i64 to f32
    memref.store %f, %d[%c0] : memref<?xf32>
    %x = memref.load %t[%c1] : memref<16xi64>
    %g = memref.load %d[%c0] : memref<?xf32>
    %y = arith.fptosi %g : f32 to i64
    %s = arith.addi %acc, %x : i64
    %s2 = arith.addi %s, %y : i64
    scf.yield %s2 : i64
  }
  return %r : i64
}

// A buffer made in one branch and passed to the join: hoisting makes it in the dominator.
func.func @branchy(%c: i1, %m: memref<4xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<4xi64>
  %seven = arith.constant 7 : i64
  memref.store %seven, %a[%c0] : memref<4xi64>
  cf.br ^bb3(%a : memref<4xi64>)
^bb2:
  cf.br ^bb3(%m : memref<4xi64>)
^bb3(%p: memref<4xi64>):
  %v = memref.load %p[%c0] : memref<4xi64>
  return %v : i64
}

func.func @main() {
  %c8 = arith.constant 8 : index
  %s = func.call @sum(%c8) : (index) -> i64
  func.call @pr(%s) : (i64) -> ()
  %m = memref.alloc() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %five = arith.constant 5 : i64
  memref.store %five, %m[%c0] : memref<4xi64>
  %t = arith.constant true
  %f = arith.constant false
  %x = func.call @branchy(%t, %m) : (i1, memref<4xi64>) -> i64
  %y = func.call @branchy(%f, %m) : (i1, memref<4xi64>) -> i64
  func.call @pr(%x) : (i64) -> ()
  func.call @pr(%y) : (i64) -> ()
  return
}
// The statistics (stderr) print before the program output.
// NONE: memory: 18 allocations, 18 frees, peak {{.*}} bytes live
// HOIST: memory: 19 allocations, 19 frees, peak {{.*}} bytes live
// LOOP: memory: 4 allocations, 4 frees, peak {{.*}} bytes live
// PROMOTE: memory: 8 allocations, 8 frees, peak {{.*}} bytes live
// ALL: memory: 1 allocations, 1 frees, peak {{.*}} bytes live
// CHECK-NEXT: 56
// CHECK-NEXT: 7
// CHECK-NEXT: 5
// BAD: memref-run: unknown --pre-dealloc optimization 'unroll' (hoist, loop-hoist, promote)
