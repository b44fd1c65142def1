// `--check-bounds` checks a loop nest's accesses once before it runs (src/codegen/bounds.rs)
// and runs it unchecked when they all hold; otherwise the checked copy runs and stops at the
// first bad access. Either way the JIT reports what the interpreter reports, at the same op:
// a bad last iteration, a hull reaching a neighbouring block, freed memory, index arithmetic
// that wraps (i * 2^62: endpoints in bounds, i = 1 not; and a loop where every wrapped index
// is valid), a loaded index (keeps its own check), an induction variable that wraps past the
// upper bound (runs on, as upstream's lowering does), and a clean nest whose results print.
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e last_iteration 2>&1 | filecheck %s --check-prefix=LAST
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e neighbour 2>&1 | filecheck %s --check-prefix=NEIGHBOUR
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e freed 2>&1 | filecheck %s --check-prefix=FREED
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e wrapping_index 2>&1 | filecheck %s --check-prefix=WRAPIDX
// RUN: memref-run %s --no-pipeline --engine=jit --check-bounds -e wrapping_fine 2>&1 | filecheck %s --check-prefix=WRAPFINE
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e gather 2>&1 | filecheck %s --check-prefix=GATHER
// RUN: not memref-run %s --no-pipeline --engine=jit --check-bounds -e iv_wrap 2>&1 | filecheck %s --check-prefix=IVWRAP
// RUN: memref-run %s --no-pipeline --engine=jit --check-bounds -e clean 2>&1 | filecheck %s --check-prefix=CLEAN
// RUN: memref-run %s --no-pipeline --engine=jit -e clean 2>&1 | filecheck %s --check-prefix=CLEAN
// LAST: nest-checks.mlir:43:7: error: index 8 out of bounds for dimension 0 of size 8
// NEIGHBOUR: nest-checks.mlir:59:5: error: access outside of the memref's allocation
// FREED: nest-checks.mlir:74:10: error: access to freed memory (use after free)
// WRAPIDX: nest-checks.mlir:92:5: error: index 4611686018427387904 out of bounds for dimension 0 of size 8
// WRAPFINE: 7
// GATHER: nest-checks.mlir:131:10: error: index 9 out of bounds for dimension 0 of size 4
// IVWRAP: nest-checks.mlir:150:5: error: index 10 out of bounds for dimension 0 of size 8
// CLEAN: 2016
// CLEAN-NEXT: 2.5

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printF32(f32)

func.func @last_iteration() {
  %m = memref.alloc() : memref<8xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %x = arith.constant 7 : i64
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %a = arith.muli %i, %c4 : index
      %k = arith.addi %a, %j : index
      memref.store %x, %m[%k] : memref<8xi64>
    }
  }
  memref.dealloc %m : memref<8xi64>
  return
}

func.func @neighbour() {
  %m = memref.alloc() : memref<4xi64>
  %n = memref.alloc() : memref<4xi64>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [64], strides: [1] : memref<4xi64> to memref<64xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %x = arith.constant 7 : i64
  scf.for %i = %c0 to %c64 step %c1 {
    memref.store %x, %r[%i] : memref<64xi64>
  }
  memref.dealloc %m : memref<4xi64>
  memref.dealloc %n : memref<4xi64>
  return
}

func.func @freed() {
  %m = memref.alloc() : memref<4xi64>
  memref.dealloc %m : memref<4xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %m[%i] : memref<4xi64>
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  return
}

// i * 2^62 wraps to 0 at i = 4: the endpoints are in bounds, i = 1 is not.
func.func @wrapping_index() {
  %m = memref.alloc() : memref<8xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %big = arith.constant 4611686018427387904 : index
  %x = arith.constant 7 : i64
  scf.for %i = %c0 to %c5 step %c1 {
    %k = arith.muli %i, %big : index
    memref.store %x, %m[%k] : memref<8xi64>
  }
  memref.dealloc %m : memref<8xi64>
  return
}

// The same index at i = 0 and 4 only: every access is in bounds (index 0).
func.func @wrapping_fine() {
  %m = memref.alloc() : memref<8xi64>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %big = arith.constant 4611686018427387904 : index
  %x = arith.constant 7 : i64
  scf.for %i = %c0 to %c5 step %c4 {
    %k = arith.muli %i, %big : index
    memref.store %x, %m[%k] : memref<8xi64>
  }
  %v = memref.load %m[%c0] : memref<8xi64>
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<8xi64>
  return
}

func.func @gather() {
  %a = memref.alloc() : memref<4xi64>
  %b = memref.alloc() : memref<3xindex>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  memref.store %c0, %b[%c0] : memref<3xindex>
  memref.store %c1, %b[%c1] : memref<3xindex>
  memref.store %c9, %b[%c2] : memref<3xindex>
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (i64) {
    %j = memref.load %b[%i] : memref<3xindex>
    %v = memref.load %a[%j] : memref<4xi64>
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  memref.dealloc %a : memref<4xi64>
  memref.dealloc %b : memref<3xindex>
  return
}

// The induction variable wraps past the upper bound: iv = max - 8, max - 3, then negative.
func.func @iv_wrap() {
  %m = memref.alloc() : memref<8xi64>
  %lb = arith.constant 9223372036854775799 : index
  %ub = arith.constant 9223372036854775807 : index
  %c5 = arith.constant 5 : index
  %x = arith.constant 7 : i64
  scf.for %i = %lb to %ub step %c5 {
    %k = arith.subi %i, %lb : index
    memref.store %x, %m[%k] : memref<8xi64>
  }
  memref.dealloc %m : memref<8xi64>
  return
}

// A triangular nest and an elementwise loop (vectorised when checked before it runs).
func.func @clean() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %m = memref.alloc() : memref<64x64xi64>
  %f = memref.alloc() : memref<64xf32>
  %one = arith.constant 1 : i64
  %h = arith.constant 1.25 : f32
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %c64 step %c1 {
      memref.store %zero, %m[%i, %j] : memref<64x64xi64>
    }
  }
  scf.for %i = %c0 to %c64 step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      %k = arith.subi %c63, %j : index
      memref.store %one, %m[%i, %k] : memref<64x64xi64>
    }
    memref.store %h, %f[%i] : memref<64xf32>
  }
  scf.for %i = %c0 to %c64 step %c1 {
    %x = memref.load %f[%i] : memref<64xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %f[%i] : memref<64xf32>
  }
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c64 step %c1 iter_args(%a = %z) -> (i64) {
    %t = scf.for %j = %c0 to %c64 step %c1 iter_args(%b = %a) -> (i64) {
      %v = memref.load %m[%i, %j] : memref<64x64xi64>
      %w = arith.addi %b, %v : i64
      scf.yield %w : i64
    }
    scf.yield %t : i64
  }
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %r = memref.load %f[%c63] : memref<64xf32>
  func.call @printF32(%r) : (f32) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<64x64xi64>
  memref.dealloc %f : memref<64xf32>
  return
}
