// A write into a constant memref.global (read-only memory in upstream's code, where it
// crashes) is a located error in the interpreter and the JIT with --check-bounds: a store, a
// loop nest checked before it runs, a memref.copy into it through a cast. Reading it and
// writing a mutable global are fine. (Both engines accepted these writes before.)
// RUN: not memref-run %s --no-pipeline --check-bounds -e store 2>&1 | filecheck %s --check-prefix=STORE
// RUN: not memref-run %s --no-pipeline --check-bounds -e nest 2>&1 | filecheck %s --check-prefix=NEST
// RUN: not memref-run %s --no-pipeline --check-bounds -e copy_into 2>&1 | filecheck %s --check-prefix=COPY
// RUN: memref-run %s --no-pipeline --check-bounds -e fine 2>&1 | filecheck %s --check-prefix=FINE
// STORE: constant-global-write.mlir:22:3: error: write to a constant global
// NEST: constant-global-write.mlir:34:5: error: write to a constant global
// COPY: constant-global-write.mlir:45:3: error: write to a constant global
// FINE: 10
func.func private @printI64(i64)
func.func private @printNewline()
memref.global "private" constant @g : memref<4xi64> = dense<[1, 2, 3, 4]>
memref.global "private" @h : memref<4xi64> = dense<[5, 6, 7, 8]>

func.func @store() {
  %c1 = arith.constant 1 : index
  %x = arith.constant 9 : i64
  %g = memref.get_global @g : memref<4xi64>
  memref.store %x, %g[%c1] : memref<4xi64>
  return
}

// A loop nest checked before it runs.
func.func @nest() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = arith.constant 9 : i64
  %g = memref.get_global @g : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %x, %g[%i] : memref<4xi64>
  }
  return
}

// Through a cast, and as a copy's target.
func.func @copy_into() {
  %g = memref.get_global @g : memref<4xi64>
  %h = memref.get_global @h : memref<4xi64>
  %d = memref.cast %g : memref<4xi64> to memref<?xi64>
  %e = memref.cast %h : memref<4xi64> to memref<?xi64>
  memref.copy %e, %d : memref<?xi64> to memref<?xi64>
  return
}

// Reading a constant global and writing a mutable one are fine.
func.func @fine() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %g = memref.get_global @g : memref<4xi64>
  %h = memref.get_global @h : memref<4xi64>
  memref.copy %g, %h : memref<4xi64> to memref<4xi64>
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %z) -> (i64) {
    %v = memref.load %h[%i] : memref<4xi64>
    %w = arith.addi %a, %v : i64
    memref.store %w, %h[%i] : memref<4xi64>
    scf.yield %w : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
