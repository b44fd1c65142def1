// Loops the JIT runs with their iterations in vector lanes (src/codegen/vectorize_lanes.rs):
// nested loops run once for all lanes, each lane doing its own sequential float reduction, so
// the sums are bit-identical to the scalar loop's (their bits are printed). Also the fallbacks:
// memrefs that overlap at run time (the scalar loop runs), remainders, empty and one-trip
// loops, dynamic bounds. Expected output from upstream mlir-runner; every engine and
// `--no-vectorize` must print exactly the same.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=jit --no-vectorize | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --engine=jit --check-bounds | filecheck %s
// At -O1 (before -O2's scalar replacement versions the k loop inside the j loop, which the
// lane plan does not take) the lane loops are taken (vector types in the Cranelift IR), and not with --no-vectorize:
// RUN: memref-run %s --engine=jit -O1 --dump-clif 2>&1 | filecheck %s --check-prefix=CLIF
// RUN: memref-run %s --engine=jit --dump-clif --no-vectorize 2>&1 | filecheck %s --check-prefix=SCALAR
// SCALAR-LABEL: ; Cranelift IR of @matmul_mem
// SCALAR-NOT: {{[fi](32x4|64x2)}}
// SCALAR-LABEL: ; Cranelift IR of @run_matmuls
func.func private @printI64(i64)
func.func private @printNewline()

// a[i][j] = ((i * 13 + j * 7) % 17 - 8) * 0.1: sums of these round differently in another order.
func.func @fill(%a: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %tenth = arith.constant 0.1 : f64
  %n = memref.dim %a, %c0 : memref<?x?xf64>
  %m = memref.dim %a, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %p = arith.muli %i, %c13 : index
      %q = arith.muli %j, %c7 : index
      %s = arith.addi %p, %q : index
      %r = arith.remsi %s, %c17 : index
      %t = arith.subi %r, %c8 : index
      %u = arith.index_cast %t : index to i64
      %f = arith.sitofp %u : i64 to f64
      %v = arith.mulf %f, %tenth : f64
      memref.store %v, %a[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// The bits of every element, summed: one number that shows any difference in any last place.
func.func @bits(%a: memref<?x?xf64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %a, %c0 : memref<?x?xf64>
  %m = memref.dim %a, %c1 : memref<?x?xf64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%t = %z) -> (i64) {
    %si = scf.for %j = %c0 to %m step %c1 iter_args(%u = %t) -> (i64) {
      %x = memref.load %a[%i, %j] : memref<?x?xf64>
      %b = arith.bitcast %x : f64 to i64
      %d = arith.addi %u, %b : i64
      scf.yield %d : i64
    }
    scf.yield %si : i64
  }
  return %s : i64
}

func.func @print_bits(%a: memref<?x?xf64>) {
  %b = func.call @bits(%a) : (memref<?x?xf64>) -> i64
  func.call @printI64(%b) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// c[i][j] += sum_k a[i][k] * b[k][j], the k loop inside the j loop (2mm's form): lanes on j,
// c[i][j] carried through memory, a[i][k] shared by the lanes.
// CLIF-LABEL: ; Cranelift IR of @matmul_mem
// CLIF: load.f64x2
func.func @matmul_mem(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %c, %c0 : memref<?x?xf64>
  %m = memref.dim %c, %c1 : memref<?x?xf64>
  %l = memref.dim %a, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      scf.for %k = %c0 to %l step %c1 {
        %x = memref.load %a[%i, %k] : memref<?x?xf64>
        %y = memref.load %b[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %s = memref.load %c[%i, %j] : memref<?x?xf64>
        %t = arith.addf %s, %p : f64
        memref.store %t, %c[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// The same with the sum in iter_args (one accumulator vector for the lanes).
// CLIF-LABEL: ; Cranelift IR of @matmul_iter
// CLIF: fadd.f64x2
func.func @matmul_iter(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %c, %c0 : memref<?x?xf64>
  %m = memref.dim %c, %c1 : memref<?x?xf64>
  %l = memref.dim %a, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %init = memref.load %c[%i, %j] : memref<?x?xf64>
      %s = scf.for %k = %c0 to %l step %c1 iter_args(%acc = %init) -> (f64) {
        %x = memref.load %a[%i, %k] : memref<?x?xf64>
        %y = memref.load %b[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %t = arith.addf %acc, %p : f64
        scf.yield %t : f64
      }
      memref.store %s, %c[%i, %j] : memref<?x?xf64>
    }
  }
  return
}

// y[i] = sum_j a[i][j] * x[j] + y[i] (mvt's form): lanes on the outer i, one load per lane of
// a[i][j] (a gather), x[j] shared; the inner loop's lower bound is the same in every lane.
// Any of the three may be views of one buffer.
// CLIF-LABEL: ; Cranelift IR of @matvec
// CLIF: insertlane
func.func @matvec(%a: memref<?x?xf64, strided<[?, 1], offset: ?>>,
                  %x: memref<?xf64, strided<[1], offset: ?>>,
                  %y: memref<?xf64, strided<[1], offset: ?>>, %lb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %y, %c0 : memref<?xf64, strided<[1], offset: ?>>
  %m = memref.dim %x, %c0 : memref<?xf64, strided<[1], offset: ?>>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %lb to %m step %c1 {
      %s = memref.load %y[%i] : memref<?xf64, strided<[1], offset: ?>>
      %v = memref.load %a[%i, %j] : memref<?x?xf64, strided<[?, 1], offset: ?>>
      %w = memref.load %x[%j] : memref<?xf64, strided<[1], offset: ?>>
      %p = arith.mulf %v, %w : f64
      %t = arith.addf %s, %p : f64
      memref.store %t, %y[%i] : memref<?xf64, strided<[1], offset: ?>>
    }
  }
  return
}

// buf[i] = ((i * 13) % 17 - 8) * 0.1
func.func @fill1(%b: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c13 = arith.constant 13 : index
  %c17 = arith.constant 17 : index
  %tenth = arith.constant 0.1 : f64
  %n = memref.dim %b, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %p = arith.muli %i, %c13 : index
    %r = arith.remsi %p, %c17 : index
    %t = arith.subi %r, %c8 : index
    %u = arith.index_cast %t : index to i64
    %f = arith.sitofp %u : i64 to f64
    %v = arith.mulf %f, %tenth : f64
    memref.store %v, %b[%i] : memref<?xf64>
  }
  return
}

// y (9 elements at offset %yoff of a buffer of 90) += a (the buffer as 9x7) * x (7 elements
// at offset 80), then the bits of the whole buffer.
func.func @run_matvec(%yoff: index, %lb: index) {
  %c90 = arith.constant 90 : index
  %buf = memref.alloc(%c90) : memref<?xf64>
  func.call @fill1(%buf) : (memref<?xf64>) -> ()
  %a = memref.reinterpret_cast %buf to offset: [0], sizes: [9, 7], strides: [7, 1]
    : memref<?xf64> to memref<9x7xf64, strided<[7, 1]>>
  %ad = memref.cast %a : memref<9x7xf64, strided<[7, 1]>> to memref<?x?xf64, strided<[?, 1], offset: ?>>
  %x = memref.subview %buf[80] [7] [1] : memref<?xf64> to memref<7xf64, strided<[1], offset: 80>>
  %xd = memref.cast %x : memref<7xf64, strided<[1], offset: 80>> to memref<?xf64, strided<[1], offset: ?>>
  %y = memref.subview %buf[%yoff] [9] [1] : memref<?xf64> to memref<9xf64, strided<[1], offset: ?>>
  %yd = memref.cast %y : memref<9xf64, strided<[1], offset: ?>> to memref<?xf64, strided<[1], offset: ?>>
  func.call @matvec(%ad, %xd, %yd, %lb)
    : (memref<?x?xf64, strided<[?, 1], offset: ?>>, memref<?xf64, strided<[1], offset: ?>>,
       memref<?xf64, strided<[1], offset: ?>>, index) -> ()
  %copy = memref.alloc() : memref<90xf64>
  %copyd = memref.cast %copy : memref<90xf64> to memref<?xf64>
  memref.copy %buf, %copyd : memref<?xf64> to memref<?xf64>
  %c2 = memref.expand_shape %copy [[0, 1]] output_shape [1, 90] : memref<90xf64> into memref<1x90xf64>
  %c2d = memref.cast %c2 : memref<1x90xf64> to memref<?x?xf64>
  func.call @print_bits(%c2d) : (memref<?x?xf64>) -> ()
  return
}

// The sum of s as an i64.
func.func @sum_i32(%s: memref<?xi32>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %n = memref.dim %s, %c0 : memref<?xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %z) -> (i64) {
    %x = memref.load %s[%i] : memref<?xi32>
    %w = arith.extsi %x : i32 to i64
    %u = arith.addi %t, %w : i64
    scf.yield %u : i64
  }
  return %r : i64
}

// b[i][j] = sum over k > i of a[k][i] * b[k][j] (trmm's form): the same memref loaded at
// b[k][j] and stored at b[i][j], the same column in each lane.
// CLIF-LABEL: ; Cranelift IR of @trmm
// CLIF: load.f64x2
func.func @trmm(%a: memref<?x?xf64>, %b: memref<?x?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %b, %c0 : memref<?x?xf64>
  %m = memref.dim %b, %c1 : memref<?x?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %i1 = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %m step %c1 {
      scf.for %k = %i1 to %n step %c1 {
        %x = memref.load %a[%k, %i] : memref<?x?xf64>
        %y = memref.load %b[%k, %j] : memref<?x?xf64>
        %p = arith.mulf %x, %y : f64
        %s = memref.load %b[%i, %j] : memref<?x?xf64>
        %t = arith.addf %s, %p : f64
        memref.store %t, %b[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}

// i32 in four lanes: column sums of a (lanes on j), the inner loop over rows.
// CLIF-LABEL: ; Cranelift IR of @colsum_i32
// CLIF: load.i32x4
func.func @colsum_i32(%a: memref<?x?xi32>, %s: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?x?xi32>
  %m = memref.dim %s, %c0 : memref<?xi32>
  %k3 = arith.constant 3 : i32
  scf.for %j = %c0 to %m step %c1 {
    memref.store %k3, %s[%j] : memref<?xi32>
    scf.for %i = %c0 to %n step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xi32>
      %t = memref.load %s[%j] : memref<?xi32>
      %p = arith.muli %x, %x : i32
      %u = arith.subi %t, %p : i32
      memref.store %u, %s[%j] : memref<?xi32>
    }
  }
  return
}

func.func @run_matmuls(%n: index, %m: index, %l: index) {
  %a = memref.alloc(%n, %l) : memref<?x?xf64>
  %b = memref.alloc(%l, %m) : memref<?x?xf64>
  %c = memref.alloc(%n, %m) : memref<?x?xf64>
  %d = memref.alloc(%n, %m) : memref<?x?xf64>
  func.call @fill(%a) : (memref<?x?xf64>) -> ()
  func.call @fill(%b) : (memref<?x?xf64>) -> ()
  func.call @fill(%c) : (memref<?x?xf64>) -> ()
  func.call @fill(%d) : (memref<?x?xf64>) -> ()
  func.call @matmul_mem(%a, %b, %c) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  func.call @print_bits(%c) : (memref<?x?xf64>) -> ()
  func.call @matmul_iter(%a, %b, %d) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
  func.call @print_bits(%d) : (memref<?x?xf64>) -> ()
  %sq = memref.alloc(%n, %n) : memref<?x?xf64>
  func.call @fill(%sq) : (memref<?x?xf64>) -> ()
  func.call @trmm(%sq, %c) : (memref<?x?xf64>, memref<?x?xf64>) -> ()
  func.call @print_bits(%c) : (memref<?x?xf64>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c9 = arith.constant 9 : index
  %c12 = arith.constant 12 : index
  %c20 = arith.constant 20 : index
  %c63 = arith.constant 63 : index
  // Lanes of two f64: remainders of 0 and 1, one-trip, empty, and an empty inner loop.
  // CHECK: 3908313828624663911
  // CHECK-NEXT: 3908313828624663911
  // CHECK-NEXT: 3984312072336540998
  func.call @run_matmuls(%c7, %c9, %c5) : (index, index, index) -> ()
  // CHECK-NEXT: -376140640877983835
  // CHECK-NEXT: -376140640877983835
  // CHECK-NEXT: 8851167542051113830
  func.call @run_matmuls(%c3, %c12, %c9) : (index, index, index) -> ()
  // Two vectors, one vector and one scalar iteration (7 columns):
  // CHECK-NEXT: 8750043716018136679
  // CHECK-NEXT: 8750043716018136679
  // CHECK-NEXT: -467833929291247121
  func.call @run_matmuls(%c2, %c7, %c3) : (index, index, index) -> ()
  // CHECK-NEXT: -4628799697011395792
  // CHECK-NEXT: -4628799697011395792
  // CHECK-NEXT: -4628799697011395792
  func.call @run_matmuls(%c1, %c1, %c3) : (index, index, index) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  func.call @run_matmuls(%c3, %c0, %c2) : (index, index, index) -> ()
  // CHECK-NEXT: -154923827181545056
  // CHECK-NEXT: -154923827181545056
  // CHECK-NEXT: 9054577122820929645
  func.call @run_matmuls(%c5, %c3, %c0) : (index, index, index) -> ()

  // matvec over views of one buffer: y apart from a and x (lanes), y inside a's rows (at
  // offsets 20 and 7: the lanes must not run, the later rows read the updated y).
  // CHECK-NEXT: 8302025625087319779
  func.call @run_matvec(%c63, %c0) : (index, index) -> ()
  // CHECK-NEXT: 8252035669223507274
  func.call @run_matvec(%c63, %c3) : (index, index) -> ()
  // CHECK-NEXT: 3674146463839758517
  func.call @run_matvec(%c20, %c0) : (index, index) -> ()
  // CHECK-NEXT: -972147015564195220
  func.call @run_matvec(%c7, %c2) : (index, index) -> ()

  // i32 column sums, 4 lanes: 9 columns (two vectors and a remainder of 1), then 3 (none).
  %ai = memref.alloc(%c5, %c9) : memref<?x?xi32>
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c9 step %c1 {
      %p = arith.muli %i, %c7 : index
      %q = arith.subi %p, %j : index
      %v = arith.index_cast %q : index to i32
      memref.store %v, %ai[%i, %j] : memref<?x?xi32>
    }
  }
  %s9 = memref.alloc(%c9) : memref<?xi32>
  func.call @colsum_i32(%ai, %s9) : (memref<?x?xi32>, memref<?xi32>) -> ()
  %s3 = memref.alloc(%c3) : memref<?xi32>
  func.call @colsum_i32(%ai, %s3) : (memref<?x?xi32>, memref<?xi32>) -> ()
  %t9 = func.call @sum_i32(%s9) : (memref<?xi32>) -> i64
  %t3 = func.call @sum_i32(%s3) : (memref<?xi32>) -> i64
  // CHECK-NEXT: -9183
  func.call @printI64(%t9) : (i64) -> ()
  func.call @printNewline() : () -> ()
  // CHECK-NEXT: -4006
  func.call @printI64(%t3) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
