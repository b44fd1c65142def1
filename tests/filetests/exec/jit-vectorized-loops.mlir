// Loops the JIT runs in 128-bit vectors (src/codegen/vectorize.rs) and loops that look
// alike but must not be, or must fall back to the scalar loop at run time because a store
// overlaps another access. Expected output from upstream mlir-runner; every engine and
// `--no-vectorize` must print exactly the same.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=jit --no-vectorize | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)

// 0, 1, 2, ... in every element.
func.func @iota(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

// y[j] = (x[j-1] + x[j+1]) * 0.5 - x[j] over [lb, ub): any bounds, any remainder.
func.func @smooth(%x: memref<?xf32>, %y: memref<?xf32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %j = %lb to %ub step %c1 {
    %h = arith.constant 5.000000e-01 : f32
    %jm = arith.subi %j, %c1 : index
    %jp = arith.addi %c1, %j : index
    %a = memref.load %x[%jm] : memref<?xf32>
    %b = memref.load %x[%jp] : memref<?xf32>
    %c = memref.load %x[%j] : memref<?xf32>
    %s = arith.addf %a, %b : f32
    %t = arith.mulf %s, %h : f32
    %r = arith.subf %t, %c : f32
    memref.store %r, %y[%j] : memref<?xf32>
  }
  return
}

// x[j + 1] = x[j] + 1: each iteration reads what the previous one wrote (the vector loop
// must not run).
func.func @chain(%x: memref<?xf32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.000000e+00 : f32
  scf.for %j = %lb to %ub step %c1 {
    %a = memref.load %x[%j] : memref<?xf32>
    %b = arith.addf %a, %one : f32
    %jp = arith.addi %j, %c1 : index
    memref.store %b, %x[%jp] : memref<?xf32>
  }
  return
}

// y[j] = x[j] * 2 + 1 where x and y may be views of one buffer.
func.func @axpy(%x: memref<?xf32, strided<[1], offset: ?>>, %y: memref<?xf32, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.000000e+00 : f32
  %n = memref.dim %x, %c0 : memref<?xf32, strided<[1], offset: ?>>
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %x[%j] : memref<?xf32, strided<[1], offset: ?>>
    %b = arith.mulf %a, %two : f32
    %one = arith.constant 1.000000e+00 : f32
    %c = arith.addf %b, %one : f32
    memref.store %c, %y[%j] : memref<?xf32, strided<[1], offset: ?>>
  }
  return
}

// Every second element: a unit stride is needed, so this stays scalar.
func.func @every_other(%x: memref<?xf32, strided<[2], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32, strided<[2], offset: ?>>
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %x[%j] : memref<?xf32, strided<[2], offset: ?>>
    %b = arith.negf %a : f32
    memref.store %b, %x[%j] : memref<?xf32, strided<[2], offset: ?>>
  }
  return
}

func.func @test_f32() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c13 = arith.constant 13 : index
  %c14 = arith.constant 14 : index
  %c20 = arith.constant 20 : index
  %x = memref.alloc(%c20) : memref<?xf32>
  %y = memref.alloc(%c20) : memref<?xf32>
  call @iota(%x) : (memref<?xf32>) -> ()
  call @iota(%y) : (memref<?xf32>) -> ()
  %c1f = arith.constant 1.500000e+00 : f32
  // 2..12: remainder iterations after the vectors; then an empty and a reversed range.
  call @smooth(%x, %y, %c3, %c13) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
  call @smooth(%x, %y, %c13, %c13) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
  call @smooth(%x, %y, %c14, %c3) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
  %yu = memref.cast %y : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%yu) : (memref<*xf32>) -> ()
  // In place, same buffer as input and output: the scalar loop gives the same answer.
  call @smooth(%y, %y, %c1, %c14) : (memref<?xf32>, memref<?xf32>, index, index) -> ()
  call @printMemrefF32(%yu) : (memref<*xf32>) -> ()
  call @chain(%x, %c0, %c13) : (memref<?xf32>, index, index) -> ()
  %xu = memref.cast %x : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
  memref.store %c1f, %x[%c0] : memref<?xf32>
  call @chain(%x, %c0, %c13) : (memref<?xf32>, index, index) -> ()
  call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
  // Views of one buffer: disjoint halves (vectors), then shifted by one (scalar), then the
  // same view in and out.
  call @iota(%x) : (memref<?xf32>) -> ()
  %lo = memref.subview %x[0] [10] [1] : memref<?xf32> to memref<10xf32, strided<[1]>>
  %hi = memref.subview %x[10] [10] [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 10>>
  %lo2 = memref.cast %lo : memref<10xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
  %hi2 = memref.cast %hi : memref<10xf32, strided<[1], offset: 10>> to memref<?xf32, strided<[1], offset: ?>>
  call @axpy(%lo2, %hi2) : (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) -> ()
  call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
  %a = memref.subview %x[0] [12] [1] : memref<?xf32> to memref<12xf32, strided<[1]>>
  %b = memref.subview %x[1] [12] [1] : memref<?xf32> to memref<12xf32, strided<[1], offset: 1>>
  %a2 = memref.cast %a : memref<12xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
  %b2 = memref.cast %b : memref<12xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
  call @axpy(%a2, %b2) : (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) -> ()
  call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
  call @axpy(%b2, %a2) : (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) -> ()
  call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
  call @axpy(%hi2, %hi2) : (memref<?xf32, strided<[1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) -> ()
  call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
  %odd = memref.reinterpret_cast %x to offset: [1], sizes: [9], strides: [2] : memref<?xf32> to memref<9xf32, strided<[2], offset: 1>>
  %odd2 = memref.cast %odd : memref<9xf32, strided<[2], offset: 1>> to memref<?xf32, strided<[2], offset: ?>>
  call @every_other(%odd2) : (memref<?xf32, strided<[2], offset: ?>>) -> ()
  call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
  return
}

// Integers: wrapping multiply, bitwise ops, an invariant store value; i32 (4 lanes) and
// i64 (2 lanes), 2-D with dynamic sizes.
func.func @ints(%a: memref<?x?xi32>, %b: memref<?x?xi64>, %k: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %a, %c0 : memref<?x?xi32>
  %cols = memref.dim %a, %c1 : memref<?x?xi32>
  scf.for %i = %c0 to %rows step %c1 {
    %ii = arith.index_cast %i : index to i64
    scf.for %j = %c0 to %cols step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xi32>
      %m = arith.constant 1000003 : i32
      %y = arith.muli %x, %m : i32
      %z = arith.xori %y, %k : i32
      %w = arith.andi %z, %y : i32
      %v = arith.ori %w, %k : i32
      %u = arith.subi %v, %x : i32
      memref.store %u, %a[%i, %j] : memref<?x?xi32>
      memref.store %ii, %b[%i, %j] : memref<?x?xi64>
    }
  }
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %x = memref.load %b[%i, %j] : memref<?x?xi64>
      %y = arith.muli %x, %x : i64
      %big = arith.constant 9223372036854775807 : i64
      %z = arith.addi %y, %big : i64
      memref.store %z, %b[%i, %j] : memref<?x?xi64>
    }
  }
  return
}

// f64: NaN, signed zeros and infinities through minimumf/maximumf (which keep the loop
// scalar: Cranelift's vector forms can give a NaN of the other sign), divf and negf.
func.func @floats(%a: memref<8xf64>, %b: memref<8xf64>, %c: memref<8xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %x = memref.load %a[%j] : memref<8xf64>
    %y = memref.load %b[%j] : memref<8xf64>
    %mn = arith.minimumf %x, %y : f64
    %mx = arith.maximumf %x, %y : f64
    %q = arith.divf %mn, %mx : f64
    %n = arith.negf %q : f64
    memref.store %n, %c[%j] : memref<8xf64>
  }
  return
}

func.func @test_ints_floats() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %a = memref.alloc(%c3, %c7) : memref<?x?xi32>
  %b = memref.alloc(%c3, %c7) : memref<?x?xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      %p = arith.muli %i, %c7 : index
      %q = arith.addi %p, %j : index
      %r = arith.index_cast %q : index to i32
      memref.store %r, %a[%i, %j] : memref<?x?xi32>
    }
  }
  %k = arith.constant -559038737 : i32
  call @ints(%a, %b, %k) : (memref<?x?xi32>, memref<?x?xi64>, i32) -> ()
  %au = memref.cast %a : memref<?x?xi32> to memref<*xi32>
  call @printMemrefI32(%au) : (memref<*xi32>) -> ()
  %bu = memref.cast %b : memref<?x?xi64> to memref<*xi64>
  call @printMemrefI64(%bu) : (memref<*xi64>) -> ()
  %x = memref.get_global @fx : memref<8xf64>
  %y = memref.get_global @fy : memref<8xf64>
  %z = memref.alloca() : memref<8xf64>
  call @floats(%x, %y, %z) : (memref<8xf64>, memref<8xf64>, memref<8xf64>) -> ()
  %zu = memref.cast %z : memref<8xf64> to memref<*xf64>
  call @printMemrefF64(%zu) : (memref<*xf64>) -> ()
  call @nan_signs(%x, %y, %z) : (memref<8xf64>, memref<8xf64>, memref<8xf64>) -> ()
  call @printMemrefF64(%zu) : (memref<*xf64>) -> ()
  return
}

memref.global "private" constant @fx : memref<8xf64> = dense<[0x7FF8000000000000, -0.0, 0.0, 1.0, -2.0, 0x7FF0000000000000, 3.0, 0.0]>
memref.global "private" constant @fy : memref<8xf64> = dense<[1.0, 0.0, -0.0, 0x7FF8000000000000, 4.0, -1.0, 3.0, 0.0]>

// 2-D neighbours over static strides (the accesses share one base and differ by constant
// displacements): into another buffer, then in place, where a[i][j - 1] is the value just
// written (the vector loop must not run) while a[i - 1][j] is a row already finished.
func.func @grid(%a: memref<6x9xf32>, %b: memref<6x9xf32>) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %h = arith.constant 0.5 : f32
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c8 step %c1 {
      %im = arith.subi %i, %c1 : index
      %ip = arith.addi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %n = memref.load %a[%im, %j] : memref<6x9xf32>
      %s = memref.load %a[%ip, %j] : memref<6x9xf32>
      %w = memref.load %a[%i, %jm] : memref<6x9xf32>
      %e = memref.load %a[%i, %jp] : memref<6x9xf32>
      %x = arith.addf %n, %s : f32
      %y = arith.subf %w, %e : f32
      %z = arith.addf %x, %y : f32
      memref.store %z, %b[%i, %j] : memref<6x9xf32>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    scf.for %j = %c1 to %c8 step %c1 {
      %im = arith.subi %i, %c1 : index
      %jm = arith.subi %j, %c1 : index
      %n = memref.load %a[%im, %j] : memref<6x9xf32>
      %w = memref.load %a[%i, %jm] : memref<6x9xf32>
      %x = arith.addf %n, %w : f32
      %y = arith.mulf %x, %h : f32
      memref.store %y, %a[%i, %j] : memref<6x9xf32>
    }
  }
  return
}

func.func @test_grid() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  %a = memref.alloc() : memref<6x9xf32>
  %b = memref.alloc() : memref<6x9xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c9 step %c1 {
      %p = arith.muli %i, %c9 : index
      %q = arith.addi %p, %j : index
      %r = arith.index_cast %q : index to i32
      %f = arith.sitofp %r : i32 to f32
      memref.store %f, %a[%i, %j] : memref<6x9xf32>
      memref.store %f, %b[%i, %j] : memref<6x9xf32>
    }
  }
  call @grid(%a, %b) : (memref<6x9xf32>, memref<6x9xf32>) -> ()
  %au = memref.cast %a : memref<6x9xf32> to memref<*xf32>
  call @printMemrefF32(%au) : (memref<*xf32>) -> ()
  %bu = memref.cast %b : memref<6x9xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  0,  0,  0,  0,  0,  0,  0,  0,  0,  0,  13,  14,  15,  16,  17,  18,  19]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [0,  0,  -2,  -1,  -0.5,  -0.25,  -0.125,  -0.0625,  -0.03125,  -0.015625,  -0.0078125,  -0.00390625,  6.49805,  -2.75098,  14,  15,  16,  17,  18,  19]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,  11,  12,  13,  14,  15,  16,  17,  18,  19]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [1.5,  2.5,  3.5,  4.5,  5.5,  6.5,  7.5,  8.5,  9.5,  10.5,  11.5,  12.5,  13.5,  14.5,  14,  15,  16,  17,  18,  19]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  1,  3,  5,  7,  9,  11,  13,  15,  17,  19]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [0,  1,  3,  7,  15,  31,  63,  127,  255,  511,  1023,  2047,  4095,  7,  9,  11,  13,  15,  17,  19]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [3,  7,  15,  31,  63,  127,  255,  511,  1023,  2047,  4095,  8191,  4095,  7,  9,  11,  13,  15,  17,  19]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [3,  7,  15,  31,  63,  127,  255,  511,  1023,  2047,  8191,  16383,  8191,  15,  19,  23,  27,  31,  35,  39]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [20] strides = [1] data =
// CHECK-NEXT: [3,  -7,  15,  -31,  63,  -127,  255,  -511,  1023,  -2047,  8191,  -16383,  8191,  -15,  19,  -23,  27,  -31,  35,  39]
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 7] strides = [7, 1] data =
// CHECK-NEXT: {{\[\[}}-559038737,   -558891282,   -557859091,   -559022356,   -557989909,   -554827798,   -553664519],
// CHECK-NEXT:  [-554696712,   -553664777,   -559022346,   -557990155,   -558891292,   -557858845,   -554696734],
// CHECK-NEXT:  [-553795615,   -554827808,   -553795857,   -542114066,   -541081875,   -542245140,   -541212693]]
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 7] strides = [7, 1] data =
// CHECK-NEXT: {{\[\[}}9223372036854775807,   9223372036854775807,   9223372036854775807,   9223372036854775807,   9223372036854775807,   9223372036854775807,   9223372036854775807],
// CHECK-NEXT:  [-9223372036854775808,   -9223372036854775808,   -9223372036854775808,   -9223372036854775808,   -9223372036854775808,   -9223372036854775808,   -9223372036854775808],
// CHECK-NEXT:  [-9223372036854775805,   -9223372036854775805,   -9223372036854775805,   -9223372036854775805,   -9223372036854775805,   -9223372036854775805,   -9223372036854775805]]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [-nan,  nan,  nan,  -nan,  0.5,  0,  -1,  nan]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [-nan,  nan,  nan,  -nan,  2.5,  -nan,  -4,  nan]
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [6, 9] strides = [9, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   6,   7,   8],
// CHECK-NEXT:  [9,   5,   3.5,   3.25,   3.625,   4.3125,   5.15625,   6.07812,   17],
// CHECK-NEXT:  [18,   11.5,   7.5,   5.375,   4.5,   4.40625,   4.78125,   5.42969,   26],
// CHECK-NEXT:  [27,   19.25,   13.375,   9.375,   6.9375,   5.67188,   5.22656,   5.32812,   35],
// CHECK-NEXT:  [36,   27.625,   20.5,   14.9375,   10.9375,   8.30469,   6.76562,   6.04688,   44],
// CHECK-NEXT:  [45,   46,   47,   48,   49,   50,   51,   52,   53]]
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [6, 9] strides = [9, 1] data =
// CHECK-NEXT: {{\[\[}}0,   1,   2,   3,   4,   5,   6,   7,   8],
// CHECK-NEXT:  [9,   18,   20,   22,   24,   26,   28,   30,   17],
// CHECK-NEXT:  [18,   36,   38,   40,   42,   44,   46,   48,   26],
// CHECK-NEXT:  [27,   54,   56,   58,   60,   62,   64,   66,   35],
// CHECK-NEXT:  [36,   72,   74,   76,   78,   80,   82,   84,   44],
// CHECK-NEXT:  [45,   46,   47,   48,   49,   50,   51,   52,   53]]
func.func @main() {
  call @test_f32() : () -> ()
  call @test_ints_floats() : () -> ()
  call @test_grid() : () -> ()
  return
}

// Without minimumf/maximumf: NaN signs through divf and negf in vectors.
func.func @nan_signs(%a: memref<8xf64>, %b: memref<8xf64>, %c: memref<8xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %j = %c0 to %c8 step %c1 {
    %x = memref.load %a[%j] : memref<8xf64>
    %y = memref.load %b[%j] : memref<8xf64>
    %q = arith.divf %x, %y : f64
    %n = arith.negf %q : f64
    %s = arith.subf %n, %x : f64
    memref.store %s, %c[%j] : memref<8xf64>
  }
  return
}
