// RUN: memref-opt %s --canonicalize --split-input-file | filecheck %s
// Elementwise constant folding over splat and non-splat vector and tensor constants (upstream's
// constFoldBinaryOp/UnaryOp/CastOp): results are a scalar for scalars, a splat for splats, else
// every element, and equal elements become a splat.

func.func @int_binary() -> (vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi32>, vector<3xi32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[4, 3, 2, 1]> : vector<4xi32>
  %s = arith.constant dense<7> : vector<4xi32>
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.remui %s, %a : vector<4xi32>
  %t = arith.constant dense<[[-128, 7], [100, -1]]> : tensor<2x2xi8>
  %u = arith.constant dense<2> : tensor<2x2xi8>
  %2 = arith.muli %t, %u : tensor<2x2xi8>
  // A zero divisor in any element: no fold.
  %z = arith.constant dense<[1, 0, 1, 1]> : vector<4xi32>
  %3 = arith.divsi %s, %z : vector<4xi32>
  %m = arith.constant dense<[-2147483648, 5, -7]> : vector<3xi32>
  %n = arith.constant dense<[3, -2, 2]> : vector<3xi32>
  %4 = arith.floordivsi %m, %n : vector<3xi32>
  return %0, %1, %2, %3, %4 : vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi32>, vector<3xi32>
}

// -----

func.func @cmp_select(%x: vector<3xf32>) -> (vector<3xi1>, vector<3xi32>, vector<3xi1>, vector<3xf32>, vector<3xi1>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[1, 5, -4]> : vector<3xi32>
  %0 = arith.cmpi slt, %a, %b : vector<3xi32>
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %1 = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  // Equal operands give a splat of the predicate's answer.
  %2 = arith.cmpi sge, %a, %a : vector<3xi32>
  // A splat condition picks one side.
  %t = arith.constant dense<true> : vector<3xi1>
  %f = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %3 = arith.select %t, %x, %f : vector<3xi1>, vector<3xf32>
  // cmpf folds scalars only, as upstream's.
  %4 = arith.cmpf olt, %f, %f : vector<3xf32>
  return %0, %1, %2, %3, %4 : vector<3xi1>, vector<3xi32>, vector<3xi1>, vector<3xf32>, vector<3xi1>
}

// -----

func.func @casts() -> (vector<3xindex>, vector<3xi16>, vector<3xi8>, vector<2xf32>, vector<2xi32>, vector<2xf16>, vector<2xi32>, vector<2xbf16>) {
  %a = arith.constant dense<[1, -2, 300]> : vector<3xi32>
  %0 = arith.index_cast %a : vector<3xi32> to vector<3xindex>
  %b = arith.constant dense<[1, -3, 127]> : vector<3xi8>
  %1 = arith.extui %b : vector<3xi8> to vector<3xi16>
  %2 = arith.trunci %a : vector<3xi32> to vector<3xi8>
  %i = arith.constant dense<[5, -1]> : vector<2xi32>
  %3 = arith.sitofp %i : vector<2xi32> to vector<2xf32>
  %f = arith.constant dense<[2.5, -7.9]> : vector<2xf32>
  %4 = arith.fptosi %f : vector<2xf32> to vector<2xi32>
  // 2.5 is exact in f16, 0.1 is not: no fold.
  %g = arith.constant dense<[2.5, 0.1]> : vector<2xf32>
  %5 = arith.truncf %g : vector<2xf32> to vector<2xf16>
  %6 = arith.bitcast %f : vector<2xf32> to vector<2xi32>
  %h = arith.constant dense<[16256, -16512]> : vector<2xi16>
  %7 = arith.bitcast %h : vector<2xi16> to vector<2xbf16>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<3xindex>, vector<3xi16>, vector<3xi8>, vector<2xf32>, vector<2xi32>, vector<2xf16>, vector<2xi32>, vector<2xbf16>
}

// -----

func.func @floats_and_math() -> (vector<2xf32>, vector<2xf64>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) {
  %a = arith.constant dense<[1.5, -2.0]> : vector<2xf32>
  %b = arith.constant dense<[0.25, 4.0]> : vector<2xf32>
  %0 = arith.divf %a, %b : vector<2xf32>
  %c = arith.constant dense<[7.5, -7.5]> : vector<2xf64>
  %d = arith.constant dense<2.0> : vector<2xf64>
  %1 = arith.remf %c, %d : vector<2xf64>
  %2 = arith.negf %a : vector<2xf32>
  %3 = arith.maximumf %a, %b : vector<2xf32>
  %4 = math.sqrt %b : vector<2xf32>
  // The log of a negative element: no fold.
  %5 = math.log %a : vector<2xf32>
  return %0, %1, %2, %3, %4, %5 : vector<2xf32>, vector<2xf64>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>
}

// -----

func.func @extended() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>) {
  %a = arith.constant dense<[200, 10]> : vector<2xi8>
  %b = arith.constant dense<[100, 20]> : vector<2xi8>
  %s, %o = arith.addui_extended %a, %b : vector<2xi8>, vector<2xi1>
  %l, %h = arith.mulsi_extended %a, %b : vector<2xi8>
  return %s, %o, %l, %h : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>
}

// -----

// Identities and patterns with splat constants; DRR patterns whose constants are `APIntAttr`
// (addi(addi(x, c0), c1)) stay scalar-only, as upstream's.
func.func @splat_identities(%x: vector<4xi32>, %y: vector<4xi32>, %t: tensor<?xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<?xi32>, vector<4xi32>) {
  %zero = arith.constant dense<0> : vector<4xi32>
  %ones = arith.constant dense<-1> : vector<4xi32>
  %c1 = arith.constant dense<1> : vector<4xi32>
  %c2 = arith.constant dense<2> : vector<4xi32>
  %0 = arith.addi %x, %zero : vector<4xi32>
  %n = arith.xori %x, %ones : vector<4xi32>
  %1 = arith.andi %x, %n : vector<4xi32>
  %m = arith.muli %y, %ones : vector<4xi32>
  %2 = arith.addi %x, %m : vector<4xi32>
  %a = arith.addi %x, %c1 : vector<4xi32>
  %3 = arith.addi %a, %c2 : vector<4xi32>
  // No constant of a dynamically shaped tensor.
  %4 = arith.subi %t, %t : tensor<?xi32>
  %5 = arith.subi %y, %y : vector<4xi32>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<?xi32>, vector<4xi32>
}

// -----

// i1 elements: `true` is one (m_One), extensions of i1 vectors compared with zero.
func.func @i1_elements(%b: vector<2xi1>, %p: i1) -> (vector<2xi1>, vector<2xi1>, i1, i1) {
  %t = arith.constant dense<true> : vector<2xi1>
  %0 = arith.muli %b, %t : vector<2xi1>
  %e = arith.extui %b : vector<2xi1> to vector<2xi32>
  %z = arith.constant dense<0> : vector<2xi32>
  %1 = arith.cmpi ne, %e, %z : vector<2xi32>
  %true = arith.constant true
  %2 = arith.divui %p, %true : i1
  %3 = arith.remsi %p, %true : i1
  return %0, %1, %2, %3 : vector<2xi1>, vector<2xi1>, i1, i1
}

// CHECK: module {
// CHECK-NEXT: func.func @int_binary() -> (vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi32>, vector<3xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[-715827883, -3, -4]> : vector<3xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 0, 1, 1]> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<5> : vector<4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[0, 1, 1, 3]> : vector<4xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<{{\[\[}}0, 14], [-56, -2]]> : tensor<2x2xi8>
// CHECK-NEXT: %0 = arith.divsi %cst_1, %cst_0 : vector<4xi32>
// CHECK-NEXT: return %cst_2, %cst_3, %cst_4, %0, %cst : vector<4xi32>, vector<4xi32>, tensor<2x2xi8>, vector<4xi32>, vector<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @cmp_select(%arg0: vector<3xf32>) -> (vector<3xi1>, vector<3xi32>, vector<3xi1>, vector<3xf32>, vector<3xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[false, true, false]> : vector<3xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 5, 3]> : vector<3xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: %0 = arith.cmpf olt, %cst, %cst : vector<3xf32>
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %arg0, %0 : vector<3xi1>, vector<3xi32>, vector<3xi1>, vector<3xf32>, vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @casts() -> (vector<3xindex>, vector<3xi16>, vector<3xi8>, vector<2xf32>, vector<2xi32>, vector<2xf16>, vector<2xi32>, vector<2xbf16>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, -1.000000e+00]> : vector<2xbf16>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1075838976, -1057174323]> : vector<2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[2.500000e+00, 1.000000e-01]> : vector<2xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1, -2, 300]> : vector<3xindex>
// CHECK-NEXT: %cst_3 = arith.constant dense<[1, 253, 127]> : vector<3xi16>
// CHECK-NEXT: %cst_4 = arith.constant dense<[1, -2, 44]> : vector<3xi8>
// CHECK-NEXT: %cst_5 = arith.constant dense<[5.000000e+00, -1.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_6 = arith.constant dense<[2, -7]> : vector<2xi32>
// CHECK-NEXT: %0 = arith.truncf %cst_1 : vector<2xf32> to vector<2xf16>
// CHECK-NEXT: return %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %0, %cst_0, %cst : vector<3xindex>, vector<3xi16>, vector<3xi8>, vector<2xf32>, vector<2xi32>, vector<2xf16>, vector<2xi32>, vector<2xbf16>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @floats_and_math() -> (vector<2xf32>, vector<2xf64>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.500000e+00, -2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[6.000000e+00, -5.000000e-01]> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<[1.500000e+00, -1.500000e+00]> : vector<2xf64>
// CHECK-NEXT: %cst_2 = arith.constant dense<[-1.500000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[1.500000e+00, 4.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<[5.000000e-01, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT: %0 = math.log %cst : vector<2xf32>
// CHECK-NEXT: return %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %0 : vector<2xf32>, vector<2xf64>, vector<2xf32>, vector<2xf32>, vector<2xf32>, vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @extended() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>) {
// CHECK-NEXT: %cst = arith.constant dense<[44, 30]> : vector<2xi8>
// CHECK-NEXT: %cst_0 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<[32, -56]> : vector<2xi8>
// CHECK-NEXT: %cst_2 = arith.constant dense<[-22, 0]> : vector<2xi8>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2 : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @splat_identities(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: tensor<?xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<?xi32>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<2> : vector<4xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : vector<4xi32>
// CHECK-NEXT: %1 = arith.addi %arg0, %cst : vector<4xi32>
// CHECK-NEXT: %2 = arith.addi %1, %cst_0 : vector<4xi32>
// CHECK-NEXT: %3 = arith.subi %arg2, %arg2 : tensor<?xi32>
// CHECK-NEXT: return %arg0, %cst_1, %0, %2, %3, %cst_1 : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<?xi32>, vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @i1_elements(%arg0: vector<2xi1>, %arg1: i1) -> (vector<2xi1>, vector<2xi1>, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %arg0, %arg0, %arg1, %false : vector<2xi1>, vector<2xi1>, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }
