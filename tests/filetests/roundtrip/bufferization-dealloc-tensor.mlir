// bufferization.dealloc_tensor: custom and generic forms as mlir-opt 22 prints them (ranked,
// unranked, 0-D and dynamic tensors, an extra attribute).
// RUN: memref-opt %s | filecheck %s
// RUN: memref-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC
func.func @dealloc_tensors(%a: tensor<4xf32>, %b: tensor<*xi8>, %c: tensor<f64>, %d: tensor<?x3xindex>) {
  bufferization.dealloc_tensor %a : tensor<4xf32>
  bufferization.dealloc_tensor %b : tensor<*xi8>
  "bufferization.dealloc_tensor"(%c) {note = "x"} : (tensor<f64>) -> ()
  bufferization.dealloc_tensor %d {n = 1 : i32} : tensor<?x3xindex>
  return
}
// CHECK: func.func @dealloc_tensors(%arg0: tensor<4xf32>, %arg1: tensor<*xi8>, %arg2: tensor<f64>, %arg3: tensor<?x3xindex>) {
// CHECK: bufferization.dealloc_tensor %arg0 : tensor<4xf32>
// CHECK: bufferization.dealloc_tensor %arg1 : tensor<*xi8>
// CHECK: bufferization.dealloc_tensor %arg2 {note = "x"} : tensor<f64>
// CHECK: bufferization.dealloc_tensor %arg3 {n = 1 : i32} : tensor<?x3xindex>
// CHECK: return
// CHECK: }
// GENERIC: "bufferization.dealloc_tensor"(%arg0) : (tensor<4xf32>) -> ()
// GENERIC: "bufferization.dealloc_tensor"(%arg1) : (tensor<*xi8>) -> ()
// GENERIC: "bufferization.dealloc_tensor"(%arg2) {note = "x"} : (tensor<f64>) -> ()
// GENERIC: "bufferization.dealloc_tensor"(%arg3) {n = 1 : i32} : (tensor<?x3xindex>) -> ()
