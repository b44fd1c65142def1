// Integer reductions over a loop's iter_args run in vector lanes (src/codegen/vectorize_lanes.rs):
// wrapping add and mul, and/or/xor, and on i32 signed and unsigned min/max may be regrouped,
// so each lane keeps a partial result, folded into the initial value after the loop. Also the
// loops that must not (an accumulator used twice, the induction variable summed) and every
// tail: empty, one iteration, fewer than a vector, two vectors and a remainder. Expected
// output from upstream mlir-runner; every engine and `--no-vectorize` must print the same.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=jit --no-vectorize | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
// RUN: memref-run %s --engine=jit --dump-clif 2>&1 | filecheck %s --check-prefix=CLIF
// RUN: memref-run %s --engine=jit --dump-clif --no-vectorize 2>&1 | filecheck %s --check-prefix=SCALAR
// SCALAR-LABEL: ; Cranelift IR of @reduce_i32
// SCALAR-NOT: {{[fi](32x4|64x2)}}
// SCALAR-LABEL: ; Cranelift IR of @main
func.func private @printI64(i64)
func.func private @printNewline()

func.func @print(%x: i64) {
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @print32(%x: i32) {
  %y = arith.extsi %x : i32 to i64
  func.call @print(%y) : (i64) -> ()
  return
}

// Seven i32 reductions of a[lb..ub) at once: sum (from 5), product, and, or, xor, max, umin.
// CLIF-LABEL: ; Cranelift IR of @reduce_i32
// CLIF: splat.i32x4
// CLIF: load.i32x4
// CLIF: extractlane
func.func @reduce_i32(%a: memref<?xi32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %five = arith.constant 5 : i32
  %one = arith.constant 1 : i32
  %ones = arith.constant -1 : i32
  %zero = arith.constant 0 : i32
  %low = arith.constant -1000 : i32
  %r:7 = scf.for %i = %lb to %ub step %c1
      iter_args(%s = %five, %p = %one, %n = %ones, %o = %zero, %x = %zero, %m = %low, %u = %ones)
      -> (i32, i32, i32, i32, i32, i32, i32) {
    %v = memref.load %a[%i] : memref<?xi32>
    %w = arith.addi %v, %five : i32
    %s1 = arith.addi %s, %v : i32
    %p1 = arith.muli %w, %p : i32
    %n1 = arith.andi %n, %w : i32
    %o1 = arith.ori %o, %v : i32
    %x1 = arith.xori %x, %w : i32
    %m1 = arith.maxsi %m, %v : i32
    %u1 = arith.minui %v, %u : i32
    scf.yield %s1, %p1, %n1, %o1, %x1, %m1, %u1 : i32, i32, i32, i32, i32, i32, i32
  }
  func.call @print32(%r#0) : (i32) -> ()
  func.call @print32(%r#1) : (i32) -> ()
  func.call @print32(%r#2) : (i32) -> ()
  func.call @print32(%r#3) : (i32) -> ()
  func.call @print32(%r#4) : (i32) -> ()
  func.call @print32(%r#5) : (i32) -> ()
  func.call @print32(%r#6) : (i32) -> ()
  return
}

// i64 sum of squares and wrapping product, with a store in the same loop; then minsi and
// maxui, which stay scalar on 64-bit lanes (same answers).
// CLIF-LABEL: ; Cranelift IR of @reduce_i64
// CLIF: splat.i64x2
// CLIF: load.i64x2
// CLIF: extractlane
func.func @reduce_i64(%a: memref<?xi64>, %b: memref<?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %k = arith.constant 3037000493 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z, %p = %k) -> (i64, i64) {
    %v = memref.load %a[%i] : memref<?xi64>
    %q = arith.muli %v, %v : i64
    memref.store %q, %b[%i] : memref<?xi64>
    %s1 = arith.addi %s, %q : i64
    %p1 = arith.muli %p, %q : i64
    scf.yield %s1, %p1 : i64, i64
  }
  func.call @print(%r#0) : (i64) -> ()
  func.call @print(%r#1) : (i64) -> ()
  %m:2 = scf.for %i = %c0 to %n step %c1 iter_args(%lo = %k, %hi = %z) -> (i64, i64) {
    %v = memref.load %a[%i] : memref<?xi64>
    %lo1 = arith.minsi %lo, %v : i64
    %hi1 = arith.maxui %hi, %v : i64
    scf.yield %lo1, %hi1 : i64, i64
  }
  func.call @print(%m#0) : (i64) -> ()
  func.call @print(%m#1) : (i64) -> ()
  return
}

// Not reductions the lanes may take: the accumulator also feeds the store (each lane would
// store its partial sum), and the induction variable summed (an index, not a lane value).
func.func @not_reductions(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %zi = arith.constant 0 : index
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%t = %z) -> (i32) {
    %v = memref.load %a[%i] : memref<?xi32>
    %t1 = arith.addi %t, %v : i32
    memref.store %t1, %b[%i] : memref<?xi32>
    scf.yield %t1 : i32
  }
  func.call @print32(%s) : (i32) -> ()
  %si = scf.for %i = %c0 to %n step %c1 iter_args(%t = %zi) -> (index) {
    %t1 = arith.addi %t, %i : index
    scf.yield %t1 : index
  }
  %sl = arith.index_cast %si : index to i64
  func.call @print(%sl) : (i64) -> ()
  %last = arith.subi %n, %c1 : index
  %bl = memref.load %b[%last] : memref<?xi32>
  func.call @print32(%bl) : (i32) -> ()
  return
}

// The sum over rows of each row's sum (lanes on rows: per-lane inner sums, in order, then the
// outer integer reduction regrouped).
// CLIF-LABEL: ; Cranelift IR of @nested
// CLIF: insertlane
// CLIF: extractlane
func.func @nested(%a: memref<?x?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %n = memref.dim %a, %c0 : memref<?x?xi32>
  %m = memref.dim %a, %c1 : memref<?x?xi32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%t = %z) -> (i32) {
    %row = scf.for %j = %c0 to %m step %c1 iter_args(%u = %z) -> (i32) {
      %v = memref.load %a[%i, %j] : memref<?x?xi32>
      %w = arith.muli %v, %v : i32
      %u1 = arith.subi %u, %w : i32
      scf.yield %u1 : i32
    }
    %t1 = arith.addi %row, %t : i32
    scf.yield %t1 : i32
  }
  return %s : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %c19 = arith.constant 19 : index
  %c21 = arith.constant 21 : index
  %n = arith.constant 21 : index
  %a = memref.alloc(%n) : memref<?xi32>
  %a64 = memref.alloc(%n) : memref<?xi64>
  %b64 = memref.alloc(%n) : memref<?xi64>
  %k = arith.constant 2654435761 : i64
  // a[i] = (i * 2654435761) >> 13 (as i32), and the i64 version shifted by 7.
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %h = arith.muli %ii, %k : i64
    %c13 = arith.constant 13 : i64
    %c7 = arith.constant 7 : i64
    %c40 = arith.constant 40 : i64
    %s = arith.shrsi %h, %c13 : i64
    %t = arith.trunci %s : i64 to i32
    memref.store %t, %a[%i] : memref<?xi32>
    %u = arith.shli %h, %c40 : i64
    %w = arith.shrsi %u, %c7 : i64
    %x = arith.xori %w, %h : i64
    memref.store %x, %a64[%i] : memref<?xi64>
  }
  // [0, 21): five vectors and one; [3, 19): four; [4, 4): none; [9, 10): one; [1, 4): three.
  // CHECK: 68045835
  // CHECK-NEXT: -1153433600
  // CHECK-NEXT: 0
  // CHECK-NEXT: 8388607
  // CHECK-NEXT: 3380329
  // CHECK-NEXT: 6480556
  // CHECK-NEXT: 0
  func.call @reduce_i32(%a, %c0, %c21) : (memref<?xi32>, index, index) -> ()
  // CHECK-NEXT: 54436669
  // CHECK-NEXT: -1901641728
  // CHECK-NEXT: 0
  // CHECK-NEXT: 8388607
  // CHECK-NEXT: 103572
  // CHECK-NEXT: 5832500
  // CHECK-NEXT: 972083
  func.call @reduce_i32(%a, %c3, %c19) : (memref<?xi32>, index, index) -> ()
  // CHECK-NEXT: 5
  // CHECK-NEXT: 1
  // CHECK-NEXT: -1
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: -1000
  // CHECK-NEXT: -1
  func.call @reduce_i32(%a, %c4, %c4) : (memref<?xi32>, index, index) -> ()
  %c10 = arith.constant 10 : index
  // CHECK-NEXT: 2916255
  // CHECK-NEXT: 2916255
  // CHECK-NEXT: 2916255
  // CHECK-NEXT: 2916250
  // CHECK-NEXT: 2916255
  // CHECK-NEXT: 2916250
  // CHECK-NEXT: 2916250
  func.call @reduce_i32(%a, %c9, %c10) : (memref<?xi32>, index, index) -> ()
  // CHECK-NEXT: 1944170
  // CHECK-NEXT: 1318090752
  // CHECK-NEXT: 49408
  // CHECK-NEXT: 1046527
  // CHECK-NEXT: 247684
  // CHECK-NEXT: 972083
  // CHECK-NEXT: 324027
  func.call @reduce_i32(%a, %c1, %c4) : (memref<?xi32>, index, index) -> ()
  // CHECK-NEXT: 4811024585585018742
  // CHECK-NEXT: 0
  // CHECK-NEXT: -69621444236782633
  // CHECK-NEXT: -7161705227139271
  func.call @reduce_i64(%a64, %b64, %c21) : (memref<?xi64>, memref<?xi64>, index) -> ()
  // CHECK-NEXT: 1077089012264599013
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 62459704649904994
  func.call @reduce_i64(%a64, %b64, %c3) : (memref<?xi64>, memref<?xi64>, index) -> ()
  %b = memref.alloc(%n) : memref<?xi32>
  // CHECK-NEXT: 68045830
  // CHECK-NEXT: 210
  // CHECK-NEXT: 68045830
  func.call @not_reductions(%a, %b, %c21) : (memref<?xi32>, memref<?xi32>, index) -> ()
  %m = memref.reinterpret_cast %a to offset: [0], sizes: [7, 3], strides: [3, 1]
    : memref<?xi32> to memref<7x3xi32>
  %md = memref.cast %m : memref<7x3xi32> to memref<?x?xi32>
  %r = func.call @nested(%md) : (memref<?x?xi32>) -> i32
  // CHECK-NEXT: 2131193530
  func.call @print32(%r) : (i32) -> ()
  %m2 = memref.reinterpret_cast %a to offset: [0], sizes: [3, 7], strides: [7, 1]
    : memref<?xi32> to memref<3x7xi32>
  %md2 = memref.cast %m2 : memref<3x7xi32> to memref<?x?xi32>
  %r2 = func.call @nested(%md2) : (memref<?x?xi32>) -> i32
  // CHECK-NEXT: 2131193530
  func.call @print32(%r2) : (i32) -> ()
  return
}
