// vector.scan on run-time values (function arguments, so nothing folds), every combining
// kind, inclusive and exclusive, along each dimension of 1-D to 3-D vectors, in both engines.
// The expected lines are upstream mlir-runner's, the scan lowered as upstream lowers it
// (scripts/upstream-run.sh, which applies transform.apply_patterns.vector.lower_scan): an inclusive
// scan starts from the first element (the initial value unused); an exclusive one starts from
// the initial value and its accumulated value leaves the last element out.
// RUN: memref-run %s | filecheck %s
// RUN: memref-run %s --engine=interp | filecheck %s
// RUN: memref-run %s --no-pipeline | filecheck %s
func.func @floats(%m: vector<2x4xf32>, %i1: vector<2xf32>, %i0: vector<4xf32>, %v: vector<5xf64>, %s: vector<f64>) {
  %0:2 = vector.scan <add>, %m, %i1 {inclusive = true, reduction_dim = 1} : vector<2x4xf32>, vector<2xf32>
  vector.print %0#0 : vector<2x4xf32>
  vector.print %0#1 : vector<2xf32>
  %1:2 = vector.scan <add>, %m, %i1 {inclusive = false, reduction_dim = 1} : vector<2x4xf32>, vector<2xf32>
  vector.print %1#0 : vector<2x4xf32>
  vector.print %1#1 : vector<2xf32>
  %2:2 = vector.scan <mul>, %m, %i0 {inclusive = true, reduction_dim = 0} : vector<2x4xf32>, vector<4xf32>
  vector.print %2#0 : vector<2x4xf32>
  vector.print %2#1 : vector<4xf32>
  %3:2 = vector.scan <mul>, %m, %i0 {inclusive = false, reduction_dim = 0} : vector<2x4xf32>, vector<4xf32>
  vector.print %3#0 : vector<2x4xf32>
  vector.print %3#1 : vector<4xf32>
  %4:2 = vector.scan <maximumf>, %v, %s {inclusive = true, reduction_dim = 0} : vector<5xf64>, vector<f64>
  vector.print %4#0 : vector<5xf64>
  vector.print %4#1 : vector<f64>
  %5:2 = vector.scan <minimumf>, %v, %s {inclusive = false, reduction_dim = 0} : vector<5xf64>, vector<f64>
  vector.print %5#0 : vector<5xf64>
  vector.print %5#1 : vector<f64>
  %6:2 = vector.scan <maxnumf>, %v, %s {inclusive = false, reduction_dim = 0} : vector<5xf64>, vector<f64>
  vector.print %6#0 : vector<5xf64>
  vector.print %6#1 : vector<f64>
  %7:2 = vector.scan <minnumf>, %v, %s {inclusive = true, reduction_dim = 0} : vector<5xf64>, vector<f64>
  vector.print %7#0 : vector<5xf64>
  vector.print %7#1 : vector<f64>
  return
}

func.func @ints(%a: vector<2x3x2xi32>, %i0: vector<3x2xi32>, %i1: vector<2x2xi32>, %i2: vector<2x3xi32>, %b: vector<6xi8>, %s: vector<i8>) {
  %0:2 = vector.scan <add>, %a, %i0 {inclusive = true, reduction_dim = 0} : vector<2x3x2xi32>, vector<3x2xi32>
  vector.print %0#0 : vector<2x3x2xi32>
  vector.print %0#1 : vector<3x2xi32>
  %1:2 = vector.scan <minsi>, %a, %i1 {inclusive = false, reduction_dim = 1} : vector<2x3x2xi32>, vector<2x2xi32>
  vector.print %1#0 : vector<2x3x2xi32>
  vector.print %1#1 : vector<2x2xi32>
  %2:2 = vector.scan <maxui>, %a, %i2 {inclusive = true, reduction_dim = 2} : vector<2x3x2xi32>, vector<2x3xi32>
  vector.print %2#0 : vector<2x3x2xi32>
  vector.print %2#1 : vector<2x3xi32>
  %3:2 = vector.scan <xor>, %a, %i2 {inclusive = false, reduction_dim = 2} : vector<2x3x2xi32>, vector<2x3xi32>
  vector.print %3#0 : vector<2x3x2xi32>
  vector.print %3#1 : vector<2x3xi32>
  %4:2 = vector.scan <mul>, %b, %s {inclusive = true, reduction_dim = 0} : vector<6xi8>, vector<i8>
  vector.print %4#0 : vector<6xi8>
  vector.print %4#1 : vector<i8>
  %5:2 = vector.scan <minui>, %b, %s {inclusive = false, reduction_dim = 0} : vector<6xi8>, vector<i8>
  vector.print %5#0 : vector<6xi8>
  vector.print %5#1 : vector<i8>
  %6:2 = vector.scan <maxsi>, %b, %s {inclusive = true, reduction_dim = 0} : vector<6xi8>, vector<i8>
  vector.print %6#0 : vector<6xi8>
  %7:2 = vector.scan <and>, %b, %s {inclusive = false, reduction_dim = 0} : vector<6xi8>, vector<i8>
  vector.print %7#0 : vector<6xi8>
  vector.print %7#1 : vector<i8>
  %8:2 = vector.scan <or>, %b, %s {inclusive = true, reduction_dim = 0} : vector<6xi8>, vector<i8>
  vector.print %8#0 : vector<6xi8>
  vector.print %8#1 : vector<i8>
  return
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : vector<2x4xf32>
  %i1 = arith.constant dense<[100.0, 200.0]> : vector<2xf32>
  %i0 = arith.constant dense<[0.5, -1.0, 2.0, 10.0]> : vector<4xf32>
  %v = arith.constant dense<[3.0, -1.5, 7.25, -0.0, 2.0]> : vector<5xf64>
  %s = arith.constant dense<1.0> : vector<f64>
  call @floats(%m, %i1, %i0, %v, %s) : (vector<2x4xf32>, vector<2xf32>, vector<4xf32>, vector<5xf64>, vector<f64>) -> ()
  %a = arith.constant dense<[[[1, -2], [30, 4], [-5, 60]], [[7, 8], [-9, 10], [11, -12]]]> : vector<2x3x2xi32>
  %j0 = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %j1 = arith.constant dense<[[0, 100], [-100, 7]]> : vector<2x2xi32>
  %j2 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %b = arith.constant dense<[3, -7, 100, 12, -128, 5]> : vector<6xi8>
  %bs = arith.constant dense<-3> : vector<i8>
  call @ints(%a, %j0, %j1, %j2, %b, %bs) : (vector<2x3x2xi32>, vector<3x2xi32>, vector<2x2xi32>, vector<2x3xi32>, vector<6xi8>, vector<i8>) -> ()
  return
}
// CHECK: ( ( 1, 3, 6, 10 ), ( 5, 11, 18, 26 ) )
// CHECK-NEXT: ( 10, 26 )
// CHECK-NEXT: ( ( 100, 101, 103, 106 ), ( 200, 205, 211, 218 ) )
// CHECK-NEXT: ( 106, 218 )
// CHECK-NEXT: ( ( 1, 2, 3, 4 ), ( 5, 12, 21, 32 ) )
// CHECK-NEXT: ( 5, 12, 21, 32 )
// CHECK-NEXT: ( ( 0.5, -1, 2, 10 ), ( 0.5, -2, 6, 40 ) )
// CHECK-NEXT: ( 0.5, -2, 6, 40 )
// CHECK-NEXT: ( 3, 3, 7.25, 7.25, 7.25 )
// CHECK-NEXT: ( 7.25 )
// CHECK-NEXT: ( 1, 1, -1.5, -1.5, -1.5 )
// CHECK-NEXT: ( -1.5 )
// CHECK-NEXT: ( 1, 3, 3, 7.25, 7.25 )
// CHECK-NEXT: ( 7.25 )
// CHECK-NEXT: ( 3, -1.5, -1.5, -1.5, -1.5 )
// CHECK-NEXT: ( -1.5 )
// CHECK-NEXT: ( ( ( 1, -2 ), ( 30, 4 ), ( -5, 60 ) ), ( ( 8, 6 ), ( 21, 14 ), ( 6, 48 ) ) )
// CHECK-NEXT: ( ( 8, 6 ), ( 21, 14 ), ( 6, 48 ) )
// CHECK-NEXT: ( ( ( 0, 100 ), ( 0, -2 ), ( 0, -2 ) ), ( ( -100, 7 ), ( -100, 7 ), ( -100, 7 ) ) )
// CHECK-NEXT: ( ( 0, -2 ), ( -100, 7 ) )
// CHECK-NEXT: ( ( ( 1, -2 ), ( 30, 30 ), ( -5, -5 ) ), ( ( 7, 8 ), ( -9, -9 ), ( 11, -12 ) ) )
// CHECK-NEXT: ( ( -2, 30, -5 ), ( 8, -9, -12 ) )
// CHECK-NEXT: ( ( ( 1, 0 ), ( 2, 28 ), ( 3, -8 ) ), ( ( 4, 3 ), ( 5, -14 ), ( 6, 13 ) ) )
// CHECK-NEXT: ( ( 0, 28, -8 ), ( 3, -14, 13 ) )
// CHECK-NEXT: ( 3, -21, -52, -112, 0, 0 )
// CHECK-NEXT: ( 0 )
// CHECK-NEXT: ( -3, 3, 3, 3, 3, 3 )
// CHECK-NEXT: ( 3 )
// CHECK-NEXT: ( 3, 3, 100, 100, 100, 100 )
// CHECK-NEXT: ( -3, 1, 1, 0, 0, 0 )
// CHECK-NEXT: ( 0 )
// CHECK-NEXT: ( 3, -5, -1, -1, -1, -1 )
// CHECK-NEXT: ( -1 )
