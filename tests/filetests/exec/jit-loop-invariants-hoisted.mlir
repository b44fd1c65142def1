// Cranelift hoists a loop's invariant operations out of the loops the JIT emits (scalar,
// vectorized, vectorized integer reduction): the loop header branches to the exit first, since
// Cranelift's egraph keeps a loop in its loop stack only while it walks the loop's blocks
// before any block outside it (src/codegen/scf.rs, lower_for_plain). Before, `a / b` was
// divided on every iteration, and the vector loops' splats of it redone in the header of the
// unrolled vector loop. Read off the machine code: one division (or multiplication),
// before the loops' compare.
// (-O1: no loop-invariant-code-motion on the IR, which would hoist the division itself.)
// RUN: memref-run %s --engine=jit -O1 --dump-asm 2>&1 | filecheck %s
// RUN: memref-run %s --engine=jit -O1 --no-vectorize --dump-asm 2>&1 | filecheck %s --check-prefix=SCALAR
// RUN: memref-run %s --engine=jit -O3 2>&1 | filecheck %s --check-prefix=OUT
// RUN: memref-run %s --engine=interp 2>&1 | filecheck %s --check-prefix=OUT
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()

// CHECK-LABEL: ; machine code of @scale
// CHECK: vdivsd
// CHECK-NEXT: vpshufd
// CHECK-NOT: vdivsd
// CHECK-NOT: vpshufd
// CHECK-LABEL: ; machine code of @sum
// SCALAR-LABEL: ; machine code of @scale
// SCALAR: vdivsd
// SCALAR: cmpq
// SCALAR-NOT: vdivsd
// SCALAR-LABEL: ; machine code of @sum
func.func @scale(%a: f64, %b: f64, %m: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.divf %a, %b : f64
    %y = memref.load %m[%i] : memref<?xf64>
    %z = arith.mulf %y, %x : f64
    memref.store %z, %m[%i] : memref<?xf64>
  }
  return
}

// The lane loops of a reduction (pairs of vectors, then one): `p * q` splat once, before them.
// CHECK: imulq
// CHECK-NEXT: vmovq
// CHECK-NEXT: vpshufd
// CHECK-NOT: imulq
// CHECK-LABEL: ; machine code of @fill
// SCALAR: imulq
// SCALAR: cmpq
// SCALAR-NOT: imulq
// SCALAR-LABEL: ; machine code of @fill
func.func @sum(%p: i64, %q: i64, %m: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %m, %c0 : memref<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = arith.muli %p, %q : i64
    %y = memref.load %m[%i] : memref<?xi64>
    %z = arith.xori %y, %x : i64
    %t = arith.addi %acc, %z : i64
    scf.yield %t : i64
  }
  return %s : i64
}

// scf.while: the condition branches to the exit first too (its compare complemented).
// CHECK: vdivsd
// CHECK: cmpq
// CHECK-NOT: vdivsd
// CHECK-LABEL: ; machine code of @main
// SCALAR: vdivsd
// SCALAR: cmpq
// SCALAR-NOT: vdivsd
// SCALAR-LABEL: ; machine code of @main
func.func @fill(%a: f64, %b: f64, %m: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  %r = scf.while (%i = %c0) : (index) -> index {
    %more = arith.cmpi slt, %i, %n : index
    scf.condition(%more) %i : index
  } do {
  ^bb0(%i: index):
    %x = arith.divf %a, %b : f64
    memref.store %x, %m[%i] : memref<?xf64>
    %next = arith.addi %i, %c1 : index
    scf.yield %next : index
  }
  return
}

// OUT: 4.5
// OUT: 497
// OUT: 1.5
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %a = arith.constant 3.0 : f64
  %b = arith.constant 2.0 : f64
  %m = memref.alloc(%c13) : memref<?xf64>
  scf.for %i = %c0 to %c13 step %c1 {
    memref.store %a, %m[%i] : memref<?xf64>
  }
  call @scale(%a, %b, %m) : (f64, f64, memref<?xf64>) -> ()
  %v = memref.load %m[%c12] : memref<?xf64>
  call @printF64(%v) : (f64) -> ()
  call @printNewline() : () -> ()
  %w = memref.alloc(%c13) : memref<?xi64>
  scf.for %i = %c0 to %c13 step %c1 {
    %j = arith.index_cast %i : index to i64
    memref.store %j, %w[%i] : memref<?xi64>
  }
  %p = arith.constant 5 : i64
  %q = arith.constant 7 : i64
  %s = call @sum(%p, %q, %w) : (i64, i64, memref<?xi64>) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  call @fill(%a, %b, %m) : (f64, f64, memref<?xf64>) -> ()
  %f = memref.load %m[%c12] : memref<?xf64>
  call @printF64(%f) : (f64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<?xf64>
  memref.dealloc %w : memref<?xi64>
  return
}
