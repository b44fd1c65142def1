// RUN: memref-opt %s --mlir-print-op-generic | filecheck %s
// The same ops as bufferization-to-buffer.mlir, printed in generic form: `read_only` is a
// property (`<{read_only}>`) whether it was written as the keyword, as a property or in the
// attribute dictionary.
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

// CHECK: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xi8>, tensor<f64>, tensor<3xi32, "enc">) -> (), sym_name = "to_buffers"}> ({
// CHECK-NEXT:   ^bb0(%arg4: tensor<4x?xf32>, %arg5: tensor<*xi8>, %arg6: tensor<f64>, %arg7: tensor<3xi32, "enc">):
// CHECK-NEXT:     %6 = "bufferization.to_buffer"(%arg4) : (tensor<4x?xf32>) -> memref<4x?xf32>
// CHECK-NEXT:     %7 = "bufferization.to_buffer"(%arg4) <{read_only}> : (tensor<4x?xf32>) -> memref<4x?xf32, strided<[?, 1], offset: ?>, 2>
// CHECK-NEXT:     %8 = "bufferization.to_buffer"(%arg5) {tag} : (tensor<*xi8>) -> memref<*xi8, 1>
// CHECK-NEXT:     %9 = "bufferization.to_buffer"(%arg5) <{read_only}> {tag = 7 : i32} : (tensor<*xi8>) -> memref<*xi8>
// CHECK-NEXT:     %10 = "bufferization.to_buffer"(%arg6) : (tensor<f64>) -> memref<f64, strided<[], offset: 3>>
// CHECK-NEXT:     %11 = "bufferization.to_buffer"(%arg7) : (tensor<3xi32, "enc">) -> memref<3xi32>
// CHECK-NEXT:     %12 = "bufferization.to_buffer"(%arg4) <{read_only}> : (tensor<4x?xf32>) -> memref<4x?xf32>
// CHECK-NEXT:     %13 = "bufferization.to_buffer"(%arg4) <{read_only}> : (tensor<4x?xf32>) -> memref<4x?xf32>
// CHECK-NEXT:     %14 = "bufferization.to_buffer"(%arg6) <{read_only}> {tag} : (tensor<f64>) -> memref<f64>
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xi8>, tensor<f64>, index) -> (f32, f64, index, index), sym_name = "tensor_ops"}> ({
// CHECK-NEXT:   ^bb0(%arg0: tensor<4x?xf32>, %arg1: tensor<*xi8>, %arg2: tensor<f64>, %arg3: index):
// CHECK-NEXT:     %0 = "tensor.extract"(%arg0, %arg3, %arg3) : (tensor<4x?xf32>, index, index) -> f32
// CHECK-NEXT:     %1 = "tensor.extract"(%arg2) {tag} : (tensor<f64>) -> f64
// CHECK-NEXT:     %2 = "tensor.dim"(%arg0, %arg3) : (tensor<4x?xf32>, index) -> index
// CHECK-NEXT:     %3 = "tensor.dim"(%arg1, %arg3) {tag} : (tensor<*xi8>, index) -> index
// CHECK-NEXT:     %4 = "tensor.extract"(%arg0, %arg3, %arg3) : (tensor<4x?xf32>, index, index) -> f32
// CHECK-NEXT:     %5 = "tensor.dim"(%arg1, %arg3) : (tensor<*xi8>, index) -> index
// CHECK-NEXT:     "func.return"(%0, %1, %2, %5) : (f32, f64, index, index) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
