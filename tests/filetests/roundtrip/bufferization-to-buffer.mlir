// RUN: memref-opt %s  | filecheck %s
// bufferization.to_buffer: custom and generic forms, `read_only` (a unit property the custom
// form shows as a keyword before the attribute dictionary), ranked, unranked and 0-D tensors,
// layouts, memory spaces and encodings on either side; and the two tensor ops canonicalize
// makes of its users (tensor.extract, tensor.dim).
#layout = strided<[?, 1], offset: ?>
func.func @to_buffers(%t: tensor<4x?xf32>, %u: tensor<*xi8>, %s: tensor<f64>, %e: tensor<3xi32, "enc">) {
  %0 = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %1 = bufferization.to_buffer %t read_only : tensor<4x?xf32> to memref<4x?xf32, #layout, 2>
  %2 = bufferization.to_buffer %u {tag} : tensor<*xi8> to memref<*xi8, 1>
  %3 = bufferization.to_buffer %u read_only {tag = 7 : i32} : tensor<*xi8> to memref<*xi8>
  %4 = bufferization.to_buffer %s : tensor<f64> to memref<f64, strided<[], offset: 3>>
  %5 = bufferization.to_buffer %e : tensor<3xi32, "enc"> to memref<3xi32>
  %6 = "bufferization.to_buffer"(%t) <{read_only}> : (tensor<4x?xf32>) -> memref<4x?xf32>
  %7 = "bufferization.to_buffer"(%t) {read_only} : (tensor<4x?xf32>) -> memref<4x?xf32>
  %8 = "bufferization.to_buffer"(%s) {read_only, tag} : (tensor<f64>) -> memref<f64>
  return
}

func.func @tensor_ops(%t: tensor<4x?xf32>, %u: tensor<*xi8>, %s: tensor<f64>, %i: index) -> (f32, f64, index, index) {
  %0 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %1 = tensor.extract %s[] {tag} : tensor<f64>
  %2 = tensor.dim %t, %i : tensor<4x?xf32>
  %3 = tensor.dim {tag} %u, %i : tensor<*xi8>
  %4 = "tensor.extract"(%t, %i, %i) : (tensor<4x?xf32>, index, index) -> f32
  %5 = "tensor.dim"(%u, %i) : (tensor<*xi8>, index) -> index
  return %0, %1, %2, %5 : f32, f64, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @to_buffers(%arg0: tensor<4x?xf32>, %arg1: tensor<*xi8>, %arg2: tensor<f64>, %arg3: tensor<3xi32, "enc">) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 read_only : tensor<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg1 {tag} : tensor<*xi8> to memref<*xi8, 1>
// CHECK-NEXT:     %3 = bufferization.to_buffer %arg1 read_only {tag = 7 : i32} : tensor<*xi8> to memref<*xi8>
// CHECK-NEXT:     %4 = bufferization.to_buffer %arg2 : tensor<f64> to memref<f64, strided<[], offset: 3>>
// CHECK-NEXT:     %5 = bufferization.to_buffer %arg3 : tensor<3xi32, "enc"> to memref<3xi32>
// CHECK-NEXT:     %6 = bufferization.to_buffer %arg0 read_only : tensor<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT:     %7 = bufferization.to_buffer %arg0 read_only : tensor<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT:     %8 = bufferization.to_buffer %arg2 read_only {tag} : tensor<f64> to memref<f64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensor_ops(%arg0: tensor<4x?xf32>, %arg1: tensor<*xi8>, %arg2: tensor<f64>, %arg3: index) -> (f32, f64, index, index) {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg3, %arg3] : tensor<4x?xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %arg2[] {tag} : tensor<f64>
// CHECK-NEXT:     %dim = tensor.dim %arg0, %arg3 : tensor<4x?xf32>
// CHECK-NEXT:     %dim_1 = tensor.dim {tag} %arg1, %arg3 : tensor<*xi8>
// CHECK-NEXT:     %extracted_2 = tensor.extract %arg0[%arg3, %arg3] : tensor<4x?xf32>
// CHECK-NEXT:     %dim_3 = tensor.dim %arg1, %arg3 : tensor<*xi8>
// CHECK-NEXT:     return %extracted, %extracted_0, %dim, %dim_3 : f32, f64, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
