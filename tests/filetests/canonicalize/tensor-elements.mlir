// RUN: memref-opt %s --canonicalize | filecheck %s
// Elements of tensors under --canonicalize, as mlir-opt 22.1.8: tensor.extract of a splat
// constant (any index), of a dense constant or a from_elements at constant indices in range,
// of an insert at the same constant indices, of a side-effect-free generate (its body inlined),
// of an index_cast (moved after the extract) and of a cast (its source); tensor.insert of a
// splat's own value; from_elements and splat of constants become dense constants.
func.func @extracts(%i: index, %a: i32, %b: i32, %t: tensor<3xi32>, %w: tensor<2xi64>) -> (f32, i32, i32, i32, i32, i32, i32, index, i64, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %splat = arith.constant dense<2.5> : tensor<8xf32>
  %e0 = tensor.extract %splat[%i] : tensor<8xf32>
  %cst = arith.constant dense<[[10, 11, 12], [20, 21, 22]]> : tensor<2x3xi32>
  %e1 = tensor.extract %cst[%c1, %c2] : tensor<2x3xi32>
  %e2 = tensor.extract %cst[%c1, %c5] : tensor<2x3xi32>
  %fe = tensor.from_elements %a, %b, %a, %b : tensor<2x2xi32>
  %e3 = tensor.extract %fe[%c1, %c0] : tensor<2x2xi32>
  %e4 = tensor.extract %fe[%i, %c0] : tensor<2x2xi32>
  %ins = tensor.insert %b into %t[%c2] : tensor<3xi32>
  %e5 = tensor.extract %ins[%c2] : tensor<3xi32>
  %e6 = tensor.extract %ins[%c1] : tensor<3xi32>
  %g = tensor.generate %c5 {
  ^bb0(%k: index):
    %m = arith.muli %k, %k : index
    tensor.yield %m : index
  } : tensor<?xindex>
  %e7 = tensor.extract %g[%i] : tensor<?xindex>
  %ic = arith.index_cast %w : tensor<2xi64> to tensor<2xindex>
  %x = tensor.extract %ic[%i] : tensor<2xindex>
  %e8 = arith.index_cast %x : index to i64
  %ca = tensor.cast %t : tensor<3xi32> to tensor<?xi32>
  %e9 = tensor.extract %ca[%i] : tensor<?xi32>
  return %e0, %e1, %e2, %e3, %e4, %e5, %e6, %e7, %e8, %e9 : f32, i32, i32, i32, i32, i32, i32, index, i64, i32
}

func.func @builds(%i: index, %n: index) -> (tensor<3xi8>, tensor<2x2xf32>, tensor<4xi16>, tensor<?xi16>, tensor<5xf32>, tensor<5xf32>, tensor<i1>) {
  %a = arith.constant 3 : i8
  %b = arith.constant -4 : i8
  %fe = tensor.from_elements %a, %b, %a : tensor<3xi8>
  %f = arith.constant 1.5 : f32
  %same = tensor.from_elements %f, %f, %f, %f : tensor<2x2xf32>
  %s = arith.constant 7 : i16
  %sp = tensor.splat %s : tensor<4xi16>
  %spd = tensor.splat %s[%n] : tensor<?xi16>
  %d = arith.constant dense<1.5> : tensor<5xf32>
  %ins = tensor.insert %f into %d[%i] : tensor<5xf32>
  %g = arith.constant 2.0 : f32
  %ins2 = tensor.insert %g into %d[%i] : tensor<5xf32>
  %t = arith.constant true
  %z = tensor.from_elements %t : tensor<i1>
  return %fe, %same, %sp, %spd, %ins, %ins2, %z : tensor<3xi8>, tensor<2x2xf32>, tensor<4xi16>, tensor<?xi16>, tensor<5xf32>, tensor<5xf32>, tensor<i1>
}

// CHECK: module {
// CHECK-NEXT: func.func @extracts(%arg0: index, %arg1: i32, %arg2: i32, %arg3: tensor<3xi32>, %arg4: tensor<2xi64>) -> (f32, i32, i32, i32, i32, i32, i32, index, i64, i32) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}10, 11, 12], [20, 21, 22]]> : tensor<2x3xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %cst_0 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %c22_i32 = arith.constant 22 : i32
// CHECK-NEXT: %extracted = tensor.extract %cst[%c1, %c5] : tensor<2x3xi32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg1, %arg2, %arg1, %arg2 : tensor<2x2xi32>
// CHECK-NEXT: %extracted_1 = tensor.extract %from_elements[%arg0, %c0] : tensor<2x2xi32>
// CHECK-NEXT: %inserted = tensor.insert %arg2 into %arg3[%c2] : tensor<3xi32>
// CHECK-NEXT: %extracted_2 = tensor.extract %inserted[%c1] : tensor<3xi32>
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : index
// CHECK-NEXT: %extracted_3 = tensor.extract %arg4[%arg0] : tensor<2xi64>
// CHECK-NEXT: %extracted_4 = tensor.extract %arg3[%arg0] : tensor<3xi32>
// CHECK-NEXT: return %cst_0, %c22_i32, %extracted, %arg1, %extracted_1, %arg2, %extracted_2, %0, %extracted_3, %extracted_4 : f32, i32, i32, i32, i32, i32, i32, index, i64, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @builds(%arg0: index, %arg1: index) -> (tensor<3xi8>, tensor<2x2xf32>, tensor<4xi16>, tensor<?xi16>, tensor<5xf32>, tensor<5xf32>, tensor<i1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : tensor<i1>
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<1.500000e+00> : tensor<5xf32>
// CHECK-NEXT: %c7_i16 = arith.constant 7 : i16
// CHECK-NEXT: %cst_2 = arith.constant dense<[3, -4, 3]> : tensor<3xi8>
// CHECK-NEXT: %cst_3 = arith.constant dense<1.500000e+00> : tensor<2x2xf32>
// CHECK-NEXT: %cst_4 = arith.constant dense<7> : tensor<4xi16>
// CHECK-NEXT: %splat = tensor.splat %c7_i16[%arg1] : tensor<?xi16>
// CHECK-NEXT: %inserted = tensor.insert %cst_0 into %cst_1[%arg0] : tensor<5xf32>
// CHECK-NEXT: return %cst_2, %cst_3, %cst_4, %splat, %cst_1, %inserted, %cst : tensor<3xi8>, tensor<2x2xf32>, tensor<4xi16>, tensor<?xi16>, tensor<5xf32>, tensor<5xf32>, tensor<i1>
// CHECK-NEXT: }
// CHECK-NEXT: }
