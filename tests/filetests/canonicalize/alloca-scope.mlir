// Upstream's AllocaScopeInliner and AllocaScopeHoister. A memref.alloca_scope is inlined when
// nothing in it may allocate on the stack (an alloca, or an op with unknown effects such as a
// call; nested allocation scopes are not looked into), or when it is the last op before the
// terminator of an allocation scope (func.func, scf.for, scf.parallel, scf.forall,
// memref.alloca_scope; not scf.if, scf.while, scf.execute_region, scf.index_switch). Otherwise,
// when the scope and every op up to the enclosing allocation scope is last in its region, the
// allocas in it (at any depth) whose operands are defined outside move before the outermost of
// those ops. Expected output is mlir-opt's; @main runs both forms in both engines (EXEC from
// mlir-runner on the canonicalized form: upstream cannot lower an scf.if in an alloca_scope).
// RUN: memref-opt %s --canonicalize | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline --pass-pipeline='builtin.module(canonicalize)' | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --engine=interp --no-pipeline | filecheck %s --check-prefix=EXEC
// RUN: memref-run %s --check-bounds --no-pipeline | filecheck %s --check-prefix=EXEC

// EXEC: 1.5
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 3
// EXEC-NEXT: 2
// EXEC-NEXT: 3
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 1
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 3
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 2
// EXEC-NEXT: 4
// EXEC-NEXT: 3
// EXEC-NEXT: 3
// EXEC-NEXT: 2
// EXEC-NEXT: 2

func.func private @printF32(f32)
func.func private @printNewline()
func.func @use(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %i = arith.index_cast %d : index to i64
  %f = arith.sitofp %i : i64 to f32
  memref.store %f, %m[%c0] : memref<?xf32>
  %v = memref.load %m[%c0] : memref<?xf32>
  func.call @printF32(%v) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}
// No allocation inside: inlined wherever it is.
func.func @no_alloca(%m: memref<?xf32>, %i: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  %c = arith.constant 0 : index
  memref.store %r, %m[%c] : memref<?xf32>
  return %r : f32
}
// An alloca, last before the function's terminator: inlined.
func.func @last(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca(%n) : memref<?xf32>
    func.call @use(%a) : (memref<?xf32>) -> ()
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  return %r : f32
}
// An alloca or a call, not last: kept. A nested scope is not looked into: the outer one goes.
func.func @not_last(%n: index, %m: memref<?xf32>) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    func.call @use(%a) : (memref<?xf32>) -> ()
  }
  memref.alloca_scope {
    func.call @use(%m) : (memref<?xf32>) -> ()
  }
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      func.call @use(%a) : (memref<?xf32>) -> ()
    }
    %c0 = arith.constant 0 : index
    %v = memref.load %m[%c0] : memref<?xf32>
    memref.store %v, %m[%c0] : memref<?xf32>
  }
  func.call @use(%m) : (memref<?xf32>) -> ()
  return
}
// Last in the body of a loop (an allocation scope): inlined even though the loop is not last.
func.func @in_loops(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      func.call @use(%a) : (memref<?xf32>) -> ()
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.alloca_scope {
      %k = arith.addi %i, %c1 : index
      %a = memref.alloca(%k) : memref<?xf32>
      func.call @use(%a) : (memref<?xf32>) -> ()
    }
  }
  scf.forall (%i) in (%n) {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      func.call @use(%a) : (memref<?xf32>) -> ()
    }
  }
  func.call @use(%m) : (memref<?xf32>) -> ()
  return
}
// Hoisted out of ifs that are last up to the function: the alloca whose size is computed in the
// if stays; one in a nested if and one in a nested scope move too.
func.func @hoist(%c: i1, %n: index) {
  scf.if %c {
    %k = arith.addi %n, %n : index
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      %b = memref.alloca(%k) : memref<?xf32>
      scf.if %c {
        %d = memref.alloca(%n) : memref<?xf32>
        func.call @use(%d) : (memref<?xf32>) -> ()
      }
      memref.alloca_scope {
        %e = memref.alloca(%n) : memref<?xf32>
        func.call @use(%e) : (memref<?xf32>) -> ()
      }
      func.call @use(%a) : (memref<?xf32>) -> ()
      func.call @use(%b) : (memref<?xf32>) -> ()
    }
  } else {
    scf.if %c {
      memref.alloca_scope {
        %a = memref.alloca(%n) : memref<?xf32>
        func.call @use(%a) : (memref<?xf32>) -> ()
      }
    }
  }
  return
}
// Not hoisted: an if that is not last.
func.func @no_hoist(%c: i1, %n: index) {
  scf.if %c {
    scf.if %c {
      memref.alloca_scope {
        %a = memref.alloca(%n) : memref<?xf32>
        func.call @use(%a) : (memref<?xf32>) -> ()
      }
    }
    %c0 = arith.constant 0 : index
    %a = memref.alloca(%n) : memref<?xf32>
    func.call @use(%a) : (memref<?xf32>) -> ()
  }
  return
}
// In a while loop's body (not a scope), the loop last: hoisted before the loop.
func.func @hoist_while(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%i: index):
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      func.call @use(%a) : (memref<?xf32>) -> ()
    }
    %j = arith.addi %i, %c1 : index
    scf.yield %j : index
  }
  return
}
// A dealloc has unknown effects: a potential allocation.
func.func @dealloc_inside(%n: index, %c: i1) -> i1 {
  %m = memref.alloc(%n) : memref<?xf32>
  %r = memref.alloca_scope -> (i1) {
    bufferization.dealloc (%m : memref<?xf32>) if (%c)
    memref.alloca_scope.return %c : i1
  }
  %y = arith.xori %r, %c : i1
  return %y : i1
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %true = arith.constant true
  %false = arith.constant false
  %m = memref.alloc(%c3) : memref<?xf32>
  %f = arith.constant 1.5 : f32
  memref.store %f, %m[%c2] : memref<?xf32>
  %r0 = func.call @no_alloca(%m, %c2) : (memref<?xf32>, index) -> f32
  func.call @printF32(%r0) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %r1 = func.call @last(%c2) : (index) -> f32
  func.call @printF32(%r1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @not_last(%c2, %m) : (index, memref<?xf32>) -> ()
  func.call @in_loops(%c2, %m) : (index, memref<?xf32>) -> ()
  func.call @hoist(%true, %c2) : (i1, index) -> ()
  func.call @hoist(%false, %c3) : (i1, index) -> ()
  func.call @no_hoist(%true, %c3) : (i1, index) -> ()
  func.call @hoist_while(%c2) : (index) -> ()
  %d = func.call @dealloc_inside(%c2, %true) : (index, i1) -> i1
  memref.dealloc %m : memref<?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func private @printF32(f32)
// CHECK-NEXT: func.func private @printNewline()
// CHECK-NEXT: func.func @use(%arg0: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.index_cast %dim : index to i64
// CHECK-NEXT: %1 = arith.sitofp %0 : i64 to f32
// CHECK-NEXT: memref.store %1, %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: %2 = memref.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: call @printF32(%2) : (f32) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_alloca(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: memref.store %0, %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @last(%arg0: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: call @use(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @not_last(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: func.call @use(%arg1) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %arg1[%c0] : memref<?xf32>
// CHECK-NEXT: memref.store %0, %arg1[%c0] : memref<?xf32>
// CHECK-NEXT: call @use(%arg1) : (memref<?xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @in_loops(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg2) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: %0 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2) in (%arg0) {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: call @use(%arg1) : (memref<?xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @hoist(%arg0: i1, %arg1: index) {
// CHECK-NEXT: %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_2 = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloca_0) : (memref<?xf32>) -> ()
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: func.call @use(%alloca_1) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: func.call @use(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: func.call @use(%alloca_2) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_hoist(%arg0: i1, %arg1: index) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloca_0) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %alloca = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @hoist_while(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.while (%arg1 = %c0) : (index) -> index {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg1 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: func.call @use(%alloca) : (memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dealloc_inside(%arg0: index, %arg1: i1) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<3xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<3xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %cst, %alloc[%c2] : memref<3xf32>
// CHECK-NEXT: %0 = call @no_alloca(%cast, %c2) : (memref<?xf32>, index) -> f32
// CHECK-NEXT: call @printF32(%0) : (f32) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: %1 = call @last(%c2) : (index) -> f32
// CHECK-NEXT: call @printF32(%1) : (f32) -> ()
// CHECK-NEXT: call @printNewline() : () -> ()
// CHECK-NEXT: call @not_last(%c2, %cast) : (index, memref<?xf32>) -> ()
// CHECK-NEXT: call @in_loops(%c2, %cast) : (index, memref<?xf32>) -> ()
// CHECK-NEXT: call @hoist(%true, %c2) : (i1, index) -> ()
// CHECK-NEXT: call @hoist(%false, %c3) : (i1, index) -> ()
// CHECK-NEXT: call @no_hoist(%true, %c3) : (i1, index) -> ()
// CHECK-NEXT: call @hoist_while(%c2) : (index) -> ()
// CHECK-NEXT: %2 = call @dealloc_inside(%c2, %true) : (index, i1) -> i1
// CHECK-NEXT: memref.dealloc %alloc : memref<3xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
