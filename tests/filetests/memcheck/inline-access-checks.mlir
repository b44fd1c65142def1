// Accesses checked one by one (each loop calls a function, so no nest is checked before it
// runs): in a loop the JIT judges a live slab block inline and sends every other case to the
// runtime; an access through `memref.get_global` with indices in bounds needs no judgement.
// The JIT with --check-bounds and the interpreter report the same. A global is judged by its
// own bytes (the JIT used to accept the room after it, and a judged stack range reached into
// the neighbouring malloc arena holding globals): an access through a global must stay in
// the globals' bytes.
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e neighbour_slot 2>&1 | filecheck %s --check-prefix=NEIGHBOUR
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e freed_in_loop 2>&1 | filecheck %s --check-prefix=FREED
// RUN: memref-run %s --no-pipeline --engine=jit --check-bounds -e views_in_loop 2>&1 | filecheck %s --check-prefix=VIEWS
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e global_in_loop 2>&1 | filecheck %s --check-prefix=GLOBAL
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e global_index 2>&1 | filecheck %s --check-prefix=GINDEX
// NEIGHBOUR: inline-access-checks.mlir:33:5: error: access outside of the memref's allocation
// FREED: inline-access-checks.mlir:47:10: error: access to freed memory (use after free)
// VIEWS: 012
// VIEWS-NEXT: 0
// GLOBAL: inline-access-checks.mlir:90:10: error: access outside of the memref's allocation
// GINDEX: inline-access-checks.mlir:102:10: error: index 3 out of bounds for dimension 0 of size 3
func.func private @printI64(i64)
func.func private @printNewline()

// Each loop calls a function, so its accesses are checked one by one: in a loop the JIT
// judges a live slab block inline and leaves every other case to the runtime.
func.func @neighbour_slot() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<4xi64>
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [8], strides: [1] : memref<4xi64> to memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %r[%i] : memref<8xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  memref.dealloc %a : memref<4xi64>
  memref.dealloc %b : memref<4xi64>
  return
}

func.func @freed_in_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %a[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
    %last = arith.cmpi eq, %i, %c1 : index
    scf.if %last {
      memref.dealloc %a : memref<4xi64>
    }
  }
  return
}

// An interior view (its allocated pointer is still the block's) and a view of a view.
func.func @views_in_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = memref.alloc() : memref<6xi64>
  %s = memref.subview %a[2] [4] [1] : memref<6xi64> to memref<4xi64, strided<[1], offset: 2>>
  %z = arith.constant 0 : i64
  %t = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %s[%i] : memref<4xi64, strided<[1], offset: 2>>
    %w = memref.load %a[%i] : memref<6xi64>
    %x = arith.addi %acc, %w : i64
    func.call @printI64(%v) : (i64) -> ()
    scf.yield %x : i64
  }
  func.call @printNewline() : () -> ()
  func.call @printI64(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<6xi64>
  return
}

memref.global "private" @g : memref<3xi64> = dense<[1, 2, 3]>

// A global read directly (in bounds: no runtime call) and through a cast (the runtime judges).
func.func @global_in_loop() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %g = memref.get_global @g : memref<3xi64>
  %r = memref.reinterpret_cast %g to offset: [0], sizes: [4], strides: [1] : memref<3xi64> to memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %r[%i] : memref<4xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  return
}

func.func @global_index() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %g = memref.get_global @g : memref<3xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %g[%i] : memref<3xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  return
}
