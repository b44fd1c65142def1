// complex dialect folds and patterns as mlir-opt 22.1.8 --canonicalize: create of parts, parts of
// create/constant, neg/conj/log/exp inverses, add/sub identities, mul/div by one, bitcast chains.
// RUN: memref-opt %s --canonicalize | filecheck %s
func.func @create_of_parts(%c: complex<f32>) -> complex<f32> {
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  %r = complex.create %re, %im : complex<f32>
  return %r : complex<f32>
}
func.func @create_of_other_parts(%c: complex<f32>, %d: complex<f32>) -> complex<f32> {
  %re = complex.re %c : complex<f32>
  %im = complex.im %d : complex<f32>
  %r = complex.create %re, %im : complex<f32>
  return %r : complex<f32>
}
func.func @parts_of_create(%a: f64, %b: f64) -> (f64, f64) {
  %c = complex.create %a, %b : complex<f64>
  %re = complex.re %c : complex<f64>
  %im = complex.im %c : complex<f64>
  return %re, %im : f64, f64
}
func.func @parts_of_constant() -> (f32, f32) {
  %c = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  %re = complex.re %c : complex<f32>
  %im = complex.im %c : complex<f32>
  return %re, %im : f32, f32
}
func.func @neg_neg(%c: complex<f32>) -> complex<f32> {
  %a = complex.neg %c : complex<f32>
  %b = complex.neg %a : complex<f32>
  return %b : complex<f32>
}
func.func @conj_conj(%c: complex<f32>) -> complex<f32> {
  %a = complex.conj %c : complex<f32>
  %b = complex.conj %a : complex<f32>
  return %b : complex<f32>
}
func.func @log_exp(%c: complex<f32>) -> (complex<f32>, complex<f32>) {
  %a = complex.exp %c : complex<f32>
  %b = complex.log %a : complex<f32>
  %d = complex.log %c : complex<f32>
  %e = complex.exp %d : complex<f32>
  return %b, %e : complex<f32>, complex<f32>
}
func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.sub %a, %b : complex<f32>
  %x = complex.add %s, %b : complex<f32>
  %y = complex.add %b, %s : complex<f32>
  %t = complex.add %a, %b : complex<f32>
  %z = complex.sub %t, %b : complex<f32>
  return %x, %y, %z : complex<f32>, complex<f32>, complex<f32>
}
func.func @add_zero(%a: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %z = complex.constant [0.0, -0.0] : complex<f64>
  %x = complex.add %a, %z : complex<f64>
  %y = complex.sub %a, %z : complex<f64>
  %w = complex.add %z, %a : complex<f64>
  %nz = complex.constant [0.0, 1.0] : complex<f64>
  %v = complex.add %a, %nz : complex<f64>
  return %x, %y, %w, %v : complex<f64>, complex<f64>, complex<f64>, complex<f64>
}
func.func @mul_div_one(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %x = complex.mul %a, %one : complex<f32>
  %y = complex.div %a, %one : complex<f32>
  %i = complex.constant [1.0 : f32, 1.0 : f32] : complex<f32>
  %z = complex.mul %a, %i : complex<f32>
  %w = complex.div %one, %a : complex<f32>
  return %x, %y, %z, %w : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
func.func @re_of_neg(%a: f32, %b: f32) -> (f32, f32) {
  %c = complex.create %a, %b : complex<f32>
  %n = complex.neg %c : complex<f32>
  %re = complex.re %n : complex<f32>
  %im = complex.im %n : complex<f32>
  return %re, %im : f32, f32
}
func.func @bitcasts(%c: complex<f32>, %i: i64, %f: f64) -> (complex<f32>, f64, complex<f32>, i64, complex<f32>) {
  %0 = complex.bitcast %c : complex<f32> to i64
  %1 = complex.bitcast %0 : i64 to complex<f32>
  %2 = arith.bitcast %0 : i64 to f64
  %3 = arith.bitcast %f : f64 to i64
  %4 = complex.bitcast %3 : i64 to complex<f32>
  %5 = arith.bitcast %0 : i64 to i64
  %6 = complex.bitcast %c : complex<f32> to f64
  %7 = arith.bitcast %6 : f64 to i64
  %8 = complex.bitcast %c : complex<f32> to complex<f32>
  return %1, %2, %4, %7, %8 : complex<f32>, f64, complex<f32>, i64, complex<f32>
}
func.func @constants_hoisted_and_uniqued(%a: complex<f32>, %b: i1) -> complex<f32> {
  %r = scf.if %b -> complex<f32> {
    %c = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
    %x = complex.mul %a, %c : complex<f32>
    scf.yield %x : complex<f32>
  } else {
    %c = complex.constant [2.0 : f32, 3.0 : f32] : complex<f32>
    scf.yield %c : complex<f32>
  }
  %unused = complex.sqrt %a : complex<f32>
  return %r : complex<f32>
}
func.func @no_fold_arith(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, i1) {
  %c1 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %c2 = complex.constant [3.0 : f32, 4.0 : f32] : complex<f32>
  %x = complex.add %c1, %c2 : complex<f32>
  %e = complex.eq %c1, %c2 : complex<f32>
  return %x, %e : complex<f32>, i1
}
func.func @bitcast_chain(%c: complex<f32>) -> (i64, complex<f32>) {
  %0 = complex.bitcast %c : complex<f32> to f64
  %1 = complex.bitcast %0 : f64 to complex<f32>
  %2 = complex.bitcast %1 : complex<f32> to i64
  %3 = arith.bitcast %2 : i64 to f64
  %4 = complex.bitcast %3 : f64 to complex<f32>
  return %2, %4 : i64, complex<f32>
}

// CHECK: module {
// CHECK-NEXT: func.func @create_of_parts(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: return %arg0 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @create_of_other_parts(%arg0: complex<f32>, %arg1: complex<f32>) -> complex<f32> {
// CHECK-NEXT: %0 = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.im %arg1 : complex<f32>
// CHECK-NEXT: %2 = complex.create %0, %1 : complex<f32>
// CHECK-NEXT: return %2 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parts_of_create(%arg0: f64, %arg1: f64) -> (f64, f64) {
// CHECK-NEXT: return %arg0, %arg1 : f64, f64
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parts_of_constant() -> (f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @neg_neg(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: return %arg0 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @conj_conj(%arg0: complex<f32>) -> complex<f32> {
// CHECK-NEXT: return %arg0 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @log_exp(%arg0: complex<f32>) -> (complex<f32>, complex<f32>) {
// CHECK-NEXT: return %arg0, %arg0 : complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @add_sub(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: return %arg0, %arg0, %arg0 : complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @add_zero(%arg0: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
// CHECK-NEXT: %cst = complex.constant [0.000000e+00, 1.000000e+00] : complex<f64>
// CHECK-NEXT: %cst_0 = complex.constant [0.000000e+00, -0.000000e+00] : complex<f64>
// CHECK-NEXT: %0 = complex.add %cst_0, %arg0 : complex<f64>
// CHECK-NEXT: %1 = complex.add %arg0, %cst : complex<f64>
// CHECK-NEXT: return %arg0, %arg0, %0, %1 : complex<f64>, complex<f64>, complex<f64>, complex<f64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @mul_div_one(%arg0: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 1.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [1.000000e+00 : f32, 0.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %0 = complex.mul %arg0, %cst : complex<f32>
// CHECK-NEXT: %1 = complex.div %cst_0, %arg0 : complex<f32>
// CHECK-NEXT: return %arg0, %arg0, %0, %1 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @re_of_neg(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg1 : f32
// CHECK-NEXT: return %0, %1 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bitcasts(%arg0: complex<f32>, %arg1: i64, %arg2: f64) -> (complex<f32>, f64, complex<f32>, i64, complex<f32>) {
// CHECK-NEXT: %0 = complex.bitcast %arg0 : complex<f32> to f64
// CHECK-NEXT: %1 = complex.bitcast %arg2 : f64 to complex<f32>
// CHECK-NEXT: %2 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: return %arg0, %0, %1, %2, %arg0 : complex<f32>, f64, complex<f32>, i64, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @constants_hoisted_and_uniqued(%arg0: complex<f32>, %arg1: i1) -> complex<f32> {
// CHECK-NEXT: %cst = complex.constant [2.000000e+00 : f32, 3.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %0 = scf.if %arg1 -> (complex<f32>) {
// CHECK-NEXT: %1 = complex.mul %arg0, %cst : complex<f32>
// CHECK-NEXT: scf.yield %1 : complex<f32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_fold_arith(%arg0: complex<f32>, %arg1: complex<f32>) -> (complex<f32>, i1) {
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [3.000000e+00 : f32, 4.000000e+00 : f32] : complex<f32>
// CHECK-NEXT: %0 = complex.add %cst, %cst_0 : complex<f32>
// CHECK-NEXT: %1 = complex.eq %cst, %cst_0 : complex<f32>
// CHECK-NEXT: return %0, %1 : complex<f32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bitcast_chain(%arg0: complex<f32>) -> (i64, complex<f32>) {
// CHECK-NEXT: %0 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: return %0, %arg0 : i64, complex<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }
