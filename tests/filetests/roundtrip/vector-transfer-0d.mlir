// RUN: memref-opt %s  | filecheck %s
// vector.transfer_read/write on 0-D memrefs, as mlir-opt 22.1.8 parses them: a 0-D vector
// with the default map `() -> ()` and `in_bounds = []`, a broadcast to a 1-D vector with a map
// given, a 0-D mask (`vector<1xi1>`, upstream's inferred mask type of a 0-D transfer), a
// memref of vectors read whole, and tensors.
func.func @zero_d(%m: memref<f32>, %p: f32, %k: vector<1xi1>, %v: vector<f32>) -> (vector<f32>, vector<4xf32>, vector<f32>) {
  %0 = vector.transfer_read %m[], %p : memref<f32>, vector<f32>
  %1 = vector.transfer_read %m[], %p {permutation_map = affine_map<() -> (0)>} : memref<f32>, vector<4xf32>
  %2 = vector.transfer_read %m[], %p, %k {in_bounds = []} : memref<f32>, vector<f32>
  vector.transfer_write %v, %m[] : vector<f32>, memref<f32>
  vector.transfer_write %v, %m[], %k {in_bounds = []} : vector<f32>, memref<f32>
  return %0, %1, %2 : vector<f32>, vector<4xf32>, vector<f32>
}

func.func @vector_elements(%m: memref<vector<4xf32>>, %n: memref<3xvector<2xf32>>, %p: vector<4xf32>, %q: vector<2xf32>, %i: index) -> (vector<4xf32>, vector<3x2xf32>) {
  %0 = vector.transfer_read %m[], %p : memref<vector<4xf32>>, vector<4xf32>
  %1 = vector.transfer_read %n[%i], %q : memref<3xvector<2xf32>>, vector<3x2xf32>
  vector.transfer_write %0, %m[] : vector<4xf32>, memref<vector<4xf32>>
  return %0, %1 : vector<4xf32>, vector<3x2xf32>
}

func.func @tensors(%t: tensor<f32>, %p: f32, %v: vector<f32>) -> (vector<f32>, tensor<f32>) {
  %0 = vector.transfer_read %t[], %p : tensor<f32>, vector<f32>
  %1 = vector.transfer_write %v, %t[] : vector<f32>, tensor<f32>
  return %0, %1 : vector<f32>, tensor<f32>
}

// CHECK: #map = affine_map<() -> (0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @zero_d(%arg0: memref<f32>, %arg1: f32, %arg2: vector<1xi1>, %arg3: vector<f32>) -> (vector<f32>, vector<4xf32>, vector<f32>) {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[], %arg1 : memref<f32>, vector<f32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg0[], %arg1 {permutation_map = #map} : memref<f32>, vector<4xf32>
// CHECK-NEXT:     %2 = vector.transfer_read %arg0[], %arg1, %arg2 : memref<f32>, vector<f32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[] : vector<f32>, memref<f32>
// CHECK-NEXT:     vector.transfer_write %arg3, %arg0[], %arg2 : vector<f32>, memref<f32>
// CHECK-NEXT:     return %0, %1, %2 : vector<f32>, vector<4xf32>, vector<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vector_elements(%arg0: memref<vector<4xf32>>, %arg1: memref<3xvector<2xf32>>, %arg2: vector<4xf32>, %arg3: vector<2xf32>, %arg4: index) -> (vector<4xf32>, vector<3x2xf32>) {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[], %arg2 : memref<vector<4xf32>>, vector<4xf32>
// CHECK-NEXT:     %1 = vector.transfer_read %arg1[%arg4], %arg3 : memref<3xvector<2xf32>>, vector<3x2xf32>
// CHECK-NEXT:     vector.transfer_write %0, %arg0[] : vector<4xf32>, memref<vector<4xf32>>
// CHECK-NEXT:     return %0, %1 : vector<4xf32>, vector<3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensors(%arg0: tensor<f32>, %arg1: f32, %arg2: vector<f32>) -> (vector<f32>, tensor<f32>) {
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[], %arg1 : tensor<f32>, vector<f32>
// CHECK-NEXT:     %1 = vector.transfer_write %arg2, %arg0[] : vector<f32>, tensor<f32>
// CHECK-NEXT:     return %0, %1 : vector<f32>, tensor<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
