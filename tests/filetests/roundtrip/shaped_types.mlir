// RUN: memref-opt %s | filecheck %s
func.func private @types(tensor<f32>, tensor<1x2x3xi8>, tensor<?x?xf64>, tensor<*xf32>, vector<1xi1>, vector<2x3xf16>, vector<[4]xf32>, complex<f64>, tuple<>, tuple<i1, tuple<f32>>)
func.func @vec(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xi1>, %d: vector<4xi32>) -> vector<4xf32> {
  %0 = arith.addf %a, %b : vector<4xf32>
  %1 = arith.select %c, %a, %b : vector<4xi1>, vector<4xf32>
  %2 = arith.cmpf olt, %0, %1 : vector<4xf32>
  %3 = arith.cmpi slt, %d, %d : vector<4xi32>
  %4 = arith.sitofp %d : vector<4xi32> to vector<4xf32>
  return %1 : vector<4xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func private @types(tensor<f32>, tensor<1x2x3xi8>, tensor<?x?xf64>, tensor<*xf32>, vector<1xi1>, vector<2x3xf16>, vector<[4]xf32>, complex<f64>, tuple<>, tuple<i1, tuple<f32>>)
// CHECK-NEXT: func.func @vec(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: vector<4xi32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %1 = arith.select %arg2, %arg0, %arg1 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = arith.cmpf olt, %0, %1 : vector<4xf32>
// CHECK-NEXT: %3 = arith.cmpi slt, %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT: %4 = arith.sitofp %arg3 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
