// The legacy clone-based pipeline (--dealloc=legacy: func.func(buffer-deallocation),
// canonicalize, bufferization-lower-deallocations) runs these clean on both engines (memref-run
// exits 2 on any leak, double free or invalid free): branches, nested scf.if/scf.for yielding
// buffers, loops carrying buffers in iter_args, scf.while, dynamic sizes, views and calls.
// RUN: memref-run %s --dealloc=legacy --engine=jit | filecheck %s
// RUN: memref-run %s --dealloc=legacy --engine=interp | filecheck %s
// RUN: memref-run %s --dealloc=legacy --engine=jit --check-bounds | filecheck %s
// RUN: memref-run %s --pass-pipeline='builtin.module(func.func(buffer-deallocation))' --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline --leak-check=off | filecheck %s
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fill(%m: memref<?xi64>, %v: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return
}

func.func @sum(%m: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %m, %c0 : memref<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i64 {
    %x = memref.load %m[%i] : memref<?xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  return %s : i64
}

// A branch choosing between a fresh dynamic buffer and the argument.
func.func @branches(%c: i1, %arg: memref<?xi64>, %n: index) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc(%n) : memref<?xi64>
  %seven = arith.constant 7 : i64
  call @fill(%a, %seven) : (memref<?xi64>, i64) -> ()
  cf.br ^bb3(%a : memref<?xi64>)
^bb2:
  cf.br ^bb3(%arg : memref<?xi64>)
^bb3(%x: memref<?xi64>):
  %s = call @sum(%x) : (memref<?xi64>) -> i64
  return %s : i64
}

// Nested scf.if inside scf.for, a buffer yielded by the inner if and carried by the loop.
func.func @nested(%n: index, %init: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<?xi64> {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %next = scf.if %even -> memref<?xi64> {
      %sz = arith.addi %i, %c1 : index
      %b = memref.alloc(%sz) : memref<?xi64>
      %iv = arith.index_cast %i : index to i64
      func.call @fill(%b, %iv) : (memref<?xi64>, i64) -> ()
      %inner = scf.if %even -> memref<?xi64> {
        scf.yield %b : memref<?xi64>
      } else {
        scf.yield %it : memref<?xi64>
      }
      scf.yield %inner : memref<?xi64>
    } else {
      scf.yield %it : memref<?xi64>
    }
    scf.yield %next : memref<?xi64>
  }
  %s = call @sum(%r) : (memref<?xi64>) -> i64
  return %s : i64
}

// scf.while carrying a buffer that grows each iteration.
func.func @grow(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %a = memref.alloc(%c1) : memref<?xi64>
  call @fill(%a, %one) : (memref<?xi64>, i64) -> ()
  %r:2 = scf.while (%k = %c1, %b = %a) : (index, memref<?xi64>) -> (index, memref<?xi64>) {
    %go = arith.cmpi slt, %k, %n : index
    scf.condition(%go) %k, %b : index, memref<?xi64>
  } do {
  ^bb0(%k2: index, %b2: memref<?xi64>):
    %k3 = arith.addi %k2, %c1 : index
    %bigger = memref.alloc(%k3) : memref<?xi64>
    %ki = arith.index_cast %k3 : index to i64
    func.call @fill(%bigger, %ki) : (memref<?xi64>, i64) -> ()
    %view = memref.subview %bigger[0] [%k2] [1] : memref<?xi64> to memref<?xi64, strided<[1]>>
    memref.copy %b2, %view : memref<?xi64> to memref<?xi64, strided<[1]>>
    scf.yield %k3, %bigger : index, memref<?xi64>
  }
  %s = call @sum(%r#1) : (memref<?xi64>) -> i64
  return %s : i64
}

// Views and a cast of a buffer allocated in one branch of an scf.if.
func.func @views(%c: i1, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %big = memref.alloc(%n) : memref<?xi64>
  %three = arith.constant 3 : i64
  call @fill(%big, %three) : (memref<?xi64>, i64) -> ()
  %v = scf.if %c -> memref<?xi64, strided<[1], offset: ?>> {
    %sv = memref.subview %big[1] [%c2] [1] : memref<?xi64> to memref<?xi64, strided<[1], offset: 1>>
    %svc = memref.cast %sv : memref<?xi64, strided<[1], offset: 1>> to memref<?xi64, strided<[1], offset: ?>>
    scf.yield %svc : memref<?xi64, strided<[1], offset: ?>>
  } else {
    %other = memref.alloc(%c2) : memref<?xi64>
    %five = arith.constant 5 : i64
    func.call @fill(%other, %five) : (memref<?xi64>, i64) -> ()
    %cast = memref.cast %other : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
    scf.yield %cast : memref<?xi64, strided<[1], offset: ?>>
  }
  %x = memref.load %v[%c0] : memref<?xi64, strided<[1], offset: ?>>
  %y = memref.load %big[%c0] : memref<?xi64>
  %s = arith.addi %x, %y : i64
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %t = arith.constant true
  %f = arith.constant false
  %arg = memref.alloc(%c3) : memref<?xi64>
  %two = arith.constant 2 : i64
  call @fill(%arg, %two) : (memref<?xi64>, i64) -> ()
  %b1 = call @branches(%t, %arg, %c4) : (i1, memref<?xi64>, index) -> i64
  call @printI64(%b1) : (i64) -> ()
  call @printNewline() : () -> ()
  %b2 = call @branches(%f, %arg, %c4) : (i1, memref<?xi64>, index) -> i64
  call @printI64(%b2) : (i64) -> ()
  call @printNewline() : () -> ()
  %n1 = call @nested(%c5, %arg) : (index, memref<?xi64>) -> i64
  call @printI64(%n1) : (i64) -> ()
  call @printNewline() : () -> ()
  %n0 = call @nested(%c0, %arg) : (index, memref<?xi64>) -> i64
  call @printI64(%n0) : (i64) -> ()
  call @printNewline() : () -> ()
  %g = call @grow(%c4) : (index) -> i64
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  %v1 = call @views(%t, %c4) : (i1, index) -> i64
  call @printI64(%v1) : (i64) -> ()
  call @printNewline() : () -> ()
  %v2 = call @views(%f, %c4) : (i1, index) -> i64
  call @printI64(%v2) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
// CHECK: 28
// CHECK-NEXT: 6
// CHECK-NEXT: 20
// CHECK-NEXT: 6
// CHECK-NEXT: 10
// CHECK-NEXT: 6
// CHECK-NEXT: 8
