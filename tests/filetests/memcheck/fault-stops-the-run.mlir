// A fault ends the run where it happens: nothing after it executes, in the function that
// faults or in any caller (no endless loop runs on, no bad access is made after a failed
// bounds check, no later output).
// RUN: not memref-run %s --no-pipeline -e assert_in_endless_loop 2>&1 | filecheck %s --check-prefix=LOOP
// RUN: not memref-run %s --no-pipeline -e assert_in_endless_loop | filecheck %s --check-prefix=LOOPOUT
// RUN: not memref-run %s --no-pipeline -e caller_loops_on 2>&1 | filecheck %s --check-prefix=CALLER
// RUN: not memref-run %s --no-pipeline -e caller_loops_on_indirect 2>&1 | filecheck %s --check-prefix=INDIRECT
// RUN: not memref-run %s --no-pipeline --check-bounds -e oob_in_endless_loop 2>&1 | filecheck %s --check-prefix=OOB
// RUN: not memref-run %s --no-pipeline -e huge_dynamic_alloca 2>&1 | filecheck %s --check-prefix=ALLOCA
// RUN: not memref-run %s --no-pipeline -e zero_step 2>&1 | filecheck %s --check-prefix=STEP
// RUN: not memref-run %s --no-pipeline --engine=interp -e zero_step 2>&1 | filecheck %s --check-prefix=STEP
// RUN: not memref-run %s --no-pipeline -e huge_alloc_then_loop 2>&1 | filecheck %s --check-prefix=ALLOC
func.func private @printI64(i64)

// A zero step never ends the loop: both engines stop with the interpreter's error (found by
// fuzzing the run target: the JIT ran forever where the interpreter stopped).
func.func @zero_step() {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %z = func.call @zero() : () -> index
  scf.for %i = %c0 to %c6 step %z {
    %v = arith.index_cast %i : index to i64
    func.call @printI64(%v) : (i64) -> ()
  }
  return
}
func.func private @zero() -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}

// The loop's exit condition never becomes true: only stopping at the assert ends the run.
func.func @assert_in_endless_loop() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %t = arith.constant true
    scf.condition(%t) %i : i64
  } do {
  ^bb0(%i: i64):
    %ok = arith.cmpi slt, %i, %c1 : i64
    cf.assert %ok, "i < 1"
    func.call @printI64(%i) : (i64) -> ()
    %n = arith.addi %i, %c1 : i64
    scf.yield %n : i64
  }
  return
}

func.func private @divide(%a: i64, %b: i64) -> i64 {
  %q = arith.divsi %a, %b : i64
  return %q : i64
}

// The callee faults and would return 0: the caller must not loop on until 0 != 0.
func.func @caller_loops_on() {
  %c0 = arith.constant 0 : i64
  %c7 = arith.constant 7 : i64
  cf.br ^loop
^loop:
  %q = func.call @divide(%c7, %c0) : (i64, i64) -> i64
  func.call @printI64(%q) : (i64) -> ()
  %again = arith.cmpi eq, %q, %c0 : i64
  cf.cond_br %again, ^loop, ^done
^done:
  return
}

func.func @caller_loops_on_indirect() {
  %c0 = arith.constant 0 : i64
  %c7 = arith.constant 7 : i64
  %f = func.constant @divide : (i64, i64) -> i64
  cf.br ^loop
^loop:
  %q = func.call_indirect %f(%c7, %c0) : (i64, i64) -> i64
  %again = arith.cmpi eq, %q, %c0 : i64
  cf.cond_br %again, ^loop, ^done
^done:
  return
}

// Stores run past the end of a 4-element buffer: the first bad index ends the run.
func.func @oob_in_endless_loop() {
  %m = memref.alloc() : memref<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 42 : i64
  cf.br ^loop(%c0 : index)
^loop(%i: index):
  memref.store %v, %m[%i] : memref<4xi64>
  %n = arith.addi %i, %c1 : index
  cf.br ^loop(%n : index)
}

func.func @huge_dynamic_alloca() {
  %n = arith.constant 4000000000000000 : index
  %a = memref.alloca(%n) : memref<?xi64>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<?xi64>
  func.call @printI64(%v) : (i64) -> ()
  return
}

func.func @huge_alloc_then_loop() {
  %n = arith.constant 4000000000000000 : index
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xi64>
  cf.br ^loop
^loop:
  %v = memref.load %a[%c0] : memref<?xi64>
  %z = arith.constant 0 : i64
  %again = arith.cmpi eq, %v, %z : i64
  cf.cond_br %again, ^loop, ^done
^done:
  return
}
// LOOP: fault-stops-the-run.mlir:42:5: error: assertion failed: i < 1
// Only the first iteration printed (printI64 prints no newline).
// LOOPOUT: {{^0$}}
// CALLER-NOT: 0
// CALLER: fault-stops-the-run.mlir:51:8: error: integer division by zero
// INDIRECT: fault-stops-the-run.mlir:51:8: error: integer division by zero
// OOB: fault-stops-the-run.mlir:90:3: error: index 4 out of bounds for dimension 0 of size 4
// ALLOCA: fault-stops-the-run.mlir:97:8: error: out of memory allocating 32000000000000000 bytes
// ALLOC: fault-stops-the-run.mlir:107:8: error: out of memory allocating 32000000000000000 bytes
// STEP: fault-stops-the-run.mlir:21:3: error: scf.for step must be positive, got 0
