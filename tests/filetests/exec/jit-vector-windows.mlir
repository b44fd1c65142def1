// Vector loops whose loads of one buffer lie less than a vector apart share loaded vectors
// (src/codegen/vectorize.rs: later windows are spliced from the first one's vectors), for
// every lane type, with remainders, and with a store between two loads of the same element
// (the second must see the store). Expected output from upstream mlir-runner; every engine and
// `--no-vectorize` must print exactly the same.
// RUN: memref-run %s --engine=jit | filecheck %s
// RUN: memref-run %s --engine=jit --no-vectorize | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)

// y[j] = x[j-1] + 2 x[j] + 3 x[j+1] + 4 x[j+2] + 5 x[j+3] for j in [1, n - 3).
func.func @win_f32(%x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %ub = arith.subi %n, %c3 : index
  %k2 = arith.constant 2.0 : f32
  %k3 = arith.constant 3.0 : f32
  %k4 = arith.constant 4.0 : f32
  %k5 = arith.constant 5.0 : f32
  scf.for %j = %c1 to %ub step %c1 {
    %jm = arith.subi %j, %c1 : index
    %jp = arith.addi %j, %c1 : index
    %jp2 = arith.addi %j, %c2 : index
    %jp3 = arith.addi %j, %c3 : index
    %a = memref.load %x[%jm] : memref<?xf32>
    %b = memref.load %x[%j] : memref<?xf32>
    %c = memref.load %x[%jp] : memref<?xf32>
    %d = memref.load %x[%jp2] : memref<?xf32>
    %e = memref.load %x[%jp3] : memref<?xf32>
    %b2 = arith.mulf %b, %k2 : f32
    %c3f = arith.mulf %c, %k3 : f32
    %d4 = arith.mulf %d, %k4 : f32
    %e5 = arith.mulf %e, %k5 : f32
    %s1 = arith.addf %a, %b2 : f32
    %s2 = arith.addf %s1, %c3f : f32
    %s3 = arith.addf %s2, %d4 : f32
    %s4 = arith.addf %s3, %e5 : f32
    memref.store %s4, %y[%j] : memref<?xf32>
  }
  return
}

// Two lanes: y[j] = x[j-1] - x[j+1].
func.func @win_f64(%x: memref<?xf64>, %y: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf64>
  %ub = arith.subi %n, %c1 : index
  scf.for %j = %c1 to %ub step %c1 {
    %jm = arith.subi %j, %c1 : index
    %jp = arith.addi %j, %c1 : index
    %a = memref.load %x[%jm] : memref<?xf64>
    %b = memref.load %x[%jp] : memref<?xf64>
    %d = arith.subf %a, %b : f64
    memref.store %d, %y[%j] : memref<?xf64>
  }
  return
}

// Integers: y[j] = x[j] * 10 + x[j+1] (i32) and x[j+1] - x[j] (i64), rows of a 2-D buffer.
func.func @win_int(%x: memref<3x21xi32>, %y: memref<3x21xi32>, %u: memref<21xi64>, %v: memref<21xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c20 = arith.constant 20 : index
  %ten = arith.constant 10 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c20 step %c1 {
      %jp = arith.addi %j, %c1 : index
      %a = memref.load %x[%i, %j] : memref<3x21xi32>
      %b = memref.load %x[%i, %jp] : memref<3x21xi32>
      %a10 = arith.muli %a, %ten : i32
      %s = arith.addi %a10, %b : i32
      memref.store %s, %y[%i, %j] : memref<3x21xi32>
    }
  }
  scf.for %j = %c0 to %c20 step %c1 {
    %jp = arith.addi %j, %c1 : index
    %a = memref.load %u[%j] : memref<21xi64>
    %b = memref.load %u[%jp] : memref<21xi64>
    %d = arith.subi %b, %a : i64
    memref.store %d, %v[%j] : memref<21xi64>
  }
  return
}

// The second load of a[j] follows a store to it: a[j] = 2 a[j], b[j] = a[j] + old a[j].
func.func @store_then_load(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %j = %c0 to %n step %c1 {
    %x = memref.load %a[%j] : memref<?xf32>
    %x2 = arith.addf %x, %x : f32
    memref.store %x2, %a[%j] : memref<?xf32>
    %y = memref.load %a[%j] : memref<?xf32>
    %s = arith.addf %y, %x : f32
    memref.store %s, %b[%j] : memref<?xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c21 = arith.constant 21 : index
  %c37 = arith.constant 37 : index
  %zf = arith.constant 0.0 : f32
  %zd = arith.constant 0.0 : f64
  %x = memref.alloc(%c37) : memref<?xf32>
  %y = memref.alloc(%c37) : memref<?xf32>
  %xd = memref.alloc(%c37) : memref<?xf64>
  %yd = memref.alloc(%c37) : memref<?xf64>
  %xi = memref.alloc() : memref<3x21xi32>
  %yi = memref.alloc() : memref<3x21xi32>
  %u = memref.alloc() : memref<21xi64>
  %v = memref.alloc() : memref<21xi64>
  scf.for %j = %c0 to %c37 step %c1 {
    %k = arith.index_cast %j : index to i64
    %kk = arith.muli %k, %k : i64
    %f = arith.sitofp %kk : i64 to f32
    %d = arith.sitofp %kk : i64 to f64
    memref.store %f, %x[%j] : memref<?xf32>
    memref.store %zf, %y[%j] : memref<?xf32>
    memref.store %d, %xd[%j] : memref<?xf64>
    memref.store %zd, %yd[%j] : memref<?xf64>
  }
  scf.for %i = %c0 to %c21 step %c1 {
    %k = arith.index_cast %i : index to i64
    %kk = arith.muli %k, %k : i64
    %k3 = arith.muli %kk, %k : i64
    memref.store %k3, %u[%i] : memref<21xi64>
    memref.store %kk, %v[%i] : memref<21xi64>
    %k32 = arith.trunci %kk : i64 to i32
    %c0i = arith.constant 0 : i32
    %c2 = arith.constant 2 : index
    %k1 = arith.addi %k32, %k32 : i32
    %k2 = arith.addi %k1, %k32 : i32
    memref.store %k32, %xi[%c0, %i] : memref<3x21xi32>
    memref.store %k1, %xi[%c1, %i] : memref<3x21xi32>
    memref.store %k2, %xi[%c2, %i] : memref<3x21xi32>
    memref.store %c0i, %yi[%c0, %i] : memref<3x21xi32>
    memref.store %c0i, %yi[%c1, %i] : memref<3x21xi32>
    memref.store %c0i, %yi[%c2, %i] : memref<3x21xi32>
  }
  func.call @win_f32(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
  func.call @win_f64(%xd, %yd) : (memref<?xf64>, memref<?xf64>) -> ()
  func.call @win_int(%xi, %yi, %u, %v) : (memref<3x21xi32>, memref<3x21xi32>, memref<21xi64>, memref<21xi64>) -> ()
  %yc = memref.cast %y : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%yc) : (memref<*xf32>) -> ()
  %ydc = memref.cast %yd : memref<?xf64> to memref<*xf64>
  func.call @printMemrefF64(%ydc) : (memref<*xf64>) -> ()
  %yic = memref.cast %yi : memref<3x21xi32> to memref<*xi32>
  func.call @printMemrefI32(%yic) : (memref<*xi32>) -> ()
  %vc = memref.cast %v : memref<21xi64> to memref<*xi64>
  func.call @printMemrefI64(%vc) : (memref<*xi64>) -> ()
  func.call @store_then_load(%x, %y) : (memref<?xf32>, memref<?xf32>) -> ()
  %xc = memref.cast %x : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%xc) : (memref<*xf32>) -> ()
  func.call @printMemrefF32(%yc) : (memref<*xf32>) -> ()
  return
}
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [37] strides = [1] data =
// CHECK-NEXT: [0,  130,  225,  350,  505,  690,  905,  1150,  1425,  1730,  2065,  2430,  2825,  3250,  3705,  4190,  4705,  5250,  5825,  6430,  7065,  7730,  8425,  9150,  9905,  10690,  11505,  12350,  13225,  14130,  15065,  16030,  17025,  18050,  0,  0,  0]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [37] strides = [1] data =
// CHECK-NEXT: [0,  -4,  -8,  -12,  -16,  -20,  -24,  -28,  -32,  -36,  -40,  -44,  -48,  -52,  -56,  -60,  -64,  -68,  -72,  -76,  -80,  -84,  -88,  -92,  -96,  -100,  -104,  -108,  -112,  -116,  -120,  -124,  -128,  -132,  -136,  -140,  0]
// CHECK: Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [3, 21] strides = [21, 1] data =
// CHECK-NEXT: {{\[\[}}1,   14,   49,   106,   185,   286,   409,   554,   721,   910,   1121,   1354,   1609,   1886,   2185,   2506,   2849,   3214,   3601,   4010,   0],
// CHECK-NEXT:  [2,   28,   98,   212,   370,   572,   818,   1108,   1442,   1820,   2242,   2708,   3218,   3772,   4370,   5012,   5698,   6428,   7202,   8020,   0],
// CHECK-NEXT:  [3,   42,   147,   318,   555,   858,   1227,   1662,   2163,   2730,   3363,   4062,   4827,   5658,   6555,   7518,   8547,   9642,   10803,   12030,   0]{{\]}}
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [21] strides = [1] data =
// CHECK-NEXT: [1,  7,  19,  37,  61,  91,  127,  169,  217,  271,  331,  397,  469,  547,  631,  721,  817,  919,  1027,  1141,  400]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [37] strides = [1] data =
// CHECK-NEXT: [0,  2,  8,  18,  32,  50,  72,  98,  128,  162,  200,  242,  288,  338,  392,  450,  512,  578,  648,  722,  800,  882,  968,  1058,  1152,  1250,  1352,  1458,  1568,  1682,  1800,  1922,  2048,  2178,  2312,  2450,  2592]
// CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [37] strides = [1] data =
// CHECK-NEXT: [0,  3,  12,  27,  48,  75,  108,  147,  192,  243,  300,  363,  432,  507,  588,  675,  768,  867,  972,  1083,  1200,  1323,  1452,  1587,  1728,  1875,  2028,  2187,  2352,  2523,  2700,  2883,  3072,  3267,  3468,  3675,  3888]
