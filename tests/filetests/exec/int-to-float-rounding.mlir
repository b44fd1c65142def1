// sitofp/uitofp from i64 to f32 round once, from the exact integer (through f64 a value like
// 2^53 + 2^29 + 1 would round twice, one ulp off): scalars and vectors held in SIMD chunks,
// the operands passed through calls so that nothing folds. Expected lines: upstream mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func private @ol(%v: vector<2xi64>) -> vector<2xi64> { return %v : vector<2xi64> }
func.func private @os(%v: i64) -> i64 { return %v : i64 }
func.func @main() {
  // 2^63 + 2^39 + 1 (unsigned) and 2^53 + 2^29 + 1 (positive signed)
  %lc = arith.constant dense<[-9223371487098961919, 9007199791611905]> : vector<2xi64>
  %l = call @ol(%lc) : (vector<2xi64>) -> vector<2xi64>
  %u = arith.uitofp %l : vector<2xi64> to vector<2xf32>
  %ub = arith.bitcast %u : vector<2xf32> to vector<2xi32>
  vector.print %ub : vector<2xi32>
  %s = arith.sitofp %l : vector<2xi64> to vector<2xf32>
  %sb = arith.bitcast %s : vector<2xf32> to vector<2xi32>
  vector.print %sb : vector<2xi32>
  %xc = arith.constant 9007199791611905 : i64
  %x = call @os(%xc) : (i64) -> i64
  %xs = arith.sitofp %x : i64 to f32
  %xsb = arith.bitcast %xs : f32 to i32
  vector.print %xsb : i32
  %xu = arith.uitofp %x : i64 to f32
  %xub = arith.bitcast %xu : f32 to i32
  vector.print %xub : i32
  return
}

// CHECK: ( 1593835521, 1509949441 )
// CHECK-NEXT: ( -553648129, 1509949441 )
// CHECK-NEXT: 1509949441
// CHECK-NEXT: 1509949441
