// vector.bitcast between element widths, sub-byte ones included (i4, i1), floats and f16;
// the expected lines are upstream mlir-runner's.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
func.func @bc(%v: vector<4xf32>, %b: vector<8xi4>, %c: vector<2xi8>, %h: vector<2xf16>) {
  %0 = vector.bitcast %v : vector<4xf32> to vector<8xi16>
  vector.print %0 : vector<8xi16>
  %1 = vector.bitcast %b : vector<8xi4> to vector<2xi16>
  vector.print %1 : vector<2xi16>
  %2 = vector.bitcast %c : vector<2xi8> to vector<4xi4>
  vector.print %2 : vector<4xi4>
  %3 = vector.bitcast %v : vector<4xf32> to vector<2xf64>
  vector.print %3 : vector<2xf64>
  %4 = vector.bitcast %h : vector<2xf16> to vector<1xi32>
  vector.print %4 : vector<1xi32>
  %5 = vector.bitcast %c : vector<2xi8> to vector<16xi1>
  vector.print %5 : vector<16xi1>
  %6 = vector.bitcast %0 : vector<8xi16> to vector<4xf32>
  vector.print %6 : vector<4xf32>
  return
}
func.func @main() {
  %v = arith.constant dense<[1.0, -2.5, 3.0e10, 0.1]> : vector<4xf32>
  %b = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, -8]> : vector<8xi4>
  %c = arith.constant dense<[-77, 19]> : vector<2xi8>
  %h = arith.constant dense<[1.5, -2.0]> : vector<2xf16>
  call @bc(%v, %b, %c, %h) : (vector<4xf32>, vector<8xi4>, vector<2xi8>, vector<2xf16>) -> ()
  return
}

// CHECK: ( 0, 16256, 0, -16352, -31626, 20703, -13107, 15820 )
// CHECK-NEXT: ( 17185, -30875 )
// CHECK-NEXT: ( 3, -5, 3, 1 )
// CHECK-NEXT: ( -8, 5.23869e-11 )
// CHECK-NEXT: ( -1073725952 )
// CHECK-NEXT: ( 1, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, 0, 1, 0, 0, 0 )
// CHECK-NEXT: ( 1, -2.5, 3e+10, 0.1 )
