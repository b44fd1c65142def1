// linalg.pack and linalg.unpack (tensors only in upstream 22): padding_value, outer_dims_perm,
// static and dynamic inner tiles, 0-D, a discardable attribute; custom and generic forms print
// as mlir-opt 22.1.8 prints them (an empty outer_dims_perm set in the generic form is kept
// there and elided in the custom form).
// RUN: memref-opt %s | filecheck %s
// RUN: memref-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: memref-opt %s | memref-opt | filecheck %s
func.func @pack(%a: tensor<7x16xi32>, %d: tensor<?x16x?x1xi32>, %t: index, %p: i32, %e: tensor<16x1x8x1xi32>) -> (tensor<?x16x?x1xi32>, tensor<16x1x8x1xi32>, tensor<7x16xi32>) {
  %0 = linalg.pack %a padding_value(%p : i32) inner_dims_pos = [0, 1] inner_tiles = [%t, 1] into %d : tensor<7x16xi32> -> tensor<?x16x?x1xi32>
  %1 = linalg.pack %a padding_value(%p : i32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %e {tag = 1 : i32} : tensor<7x16xi32> -> tensor<16x1x8x1xi32>
  %2 = tensor.empty() : tensor<7x16xi32>
  %3 = linalg.unpack %1 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %2 : tensor<16x1x8x1xi32> -> tensor<7x16xi32>
  return %0, %1, %3 : tensor<?x16x?x1xi32>, tensor<16x1x8x1xi32>, tensor<7x16xi32>
}

func.func @dynamic(%a: tensor<?x?xf32>, %d: tensor<?x?x4x?xf32>, %t: index, %u: tensor<?x?xf32>) -> (tensor<?x?x4x?xf32>, tensor<?x?xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [1, 0] inner_tiles = [4, %t] into %d : tensor<?x?xf32> -> tensor<?x?x4x?xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [1, 0] inner_tiles = [4, %t] into %u : tensor<?x?x4x?xf32> -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?x4x?xf32>, tensor<?x?xf32>
}

func.func @generic(%a: tensor<8x16xf32>, %e: tensor<1x16x8x1xf32>, %f: tensor<f32>) -> (tensor<1x16x8x1xf32>, tensor<f32>) {
  %0 = "linalg.pack"(%a, %e) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64>, static_inner_tiles = array<i64: 8, 1>}> : (tensor<8x16xf32>, tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32>
  %1 = linalg.pack %f inner_dims_pos = [] inner_tiles = [] into %f : tensor<f32> -> tensor<f32>
  return %0, %1 : tensor<1x16x8x1xf32>, tensor<f32>
}

// CHECK: module {
// CHECK-NEXT: func.func @pack(%arg0: tensor<7x16xi32>, %arg1: tensor<?x16x?x1xi32>, %arg2: index, %arg3: i32, %arg4: tensor<16x1x8x1xi32>) -> (tensor<?x16x?x1xi32>, tensor<16x1x8x1xi32>, tensor<7x16xi32>) {
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%arg3 : i32) inner_dims_pos = [0, 1] inner_tiles = [%arg2, 1] into %arg1 : tensor<7x16xi32> -> tensor<?x16x?x1xi32>
// CHECK-NEXT: %pack_0 = linalg.pack %arg0 padding_value(%arg3 : i32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %arg4 {tag = 1 : i32} : tensor<7x16xi32> -> tensor<16x1x8x1xi32>
// CHECK-NEXT: %0 = tensor.empty() : tensor<7x16xi32>
// CHECK-NEXT: %unpack = linalg.unpack %pack_0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %0 : tensor<16x1x8x1xi32> -> tensor<7x16xi32>
// CHECK-NEXT: return %pack, %pack_0, %unpack : tensor<?x16x?x1xi32>, tensor<16x1x8x1xi32>, tensor<7x16xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x4x?xf32>, %arg2: index, %arg3: tensor<?x?xf32>) -> (tensor<?x?x4x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [1, 0] inner_tiles = [4, %arg2] into %arg1 : tensor<?x?xf32> -> tensor<?x?x4x?xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [1, 0] inner_tiles = [4, %arg2] into %arg3 : tensor<?x?x4x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT: return %pack, %unpack : tensor<?x?x4x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generic(%arg0: tensor<8x16xf32>, %arg1: tensor<1x16x8x1xf32>, %arg2: tensor<f32>) -> (tensor<1x16x8x1xf32>, tensor<f32>) {
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 1] into %arg1 : tensor<8x16xf32> -> tensor<1x16x8x1xf32>
// CHECK-NEXT: %pack_0 = linalg.pack %arg2 inner_dims_pos = [] inner_tiles = [] into %arg2 : tensor<f32> -> tensor<f32>
// CHECK-NEXT: return %pack, %pack_0 : tensor<1x16x8x1xf32>, tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<7x16xi32>, tensor<?x16x?x1xi32>, index, i32, tensor<16x1x8x1xi32>) -> (tensor<?x16x?x1xi32>, tensor<16x1x8x1xi32>, tensor<7x16xi32>), sym_name = "pack"}> ({
// GENERIC-NEXT: ^bb0(%arg7: tensor<7x16xi32>, %arg8: tensor<?x16x?x1xi32>, %arg9: index, %arg10: i32, %arg11: tensor<16x1x8x1xi32>):
// GENERIC-NEXT: %4 = "linalg.pack"(%arg7, %arg8, %arg10, %arg9) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_inner_tiles = array<i64: -9223372036854775808, 1>}> : (tensor<7x16xi32>, tensor<?x16x?x1xi32>, i32, index) -> tensor<?x16x?x1xi32>
// GENERIC-NEXT: %5 = "linalg.pack"(%arg7, %arg11, %arg10) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 1>}> {tag = 1 : i32} : (tensor<7x16xi32>, tensor<16x1x8x1xi32>, i32) -> tensor<16x1x8x1xi32>
// GENERIC-NEXT: %6 = "tensor.empty"() : () -> tensor<7x16xi32>
// GENERIC-NEXT: %7 = "linalg.unpack"(%5, %6) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 1>}> : (tensor<16x1x8x1xi32>, tensor<7x16xi32>) -> tensor<7x16xi32>
// GENERIC-NEXT: "func.return"(%4, %5, %7) : (tensor<?x16x?x1xi32>, tensor<16x1x8x1xi32>, tensor<7x16xi32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?x4x?xf32>, index, tensor<?x?xf32>) -> (tensor<?x?x4x?xf32>, tensor<?x?xf32>), sym_name = "dynamic"}> ({
// GENERIC-NEXT: ^bb0(%arg3: tensor<?x?xf32>, %arg4: tensor<?x?x4x?xf32>, %arg5: index, %arg6: tensor<?x?xf32>):
// GENERIC-NEXT: %2 = "linalg.pack"(%arg3, %arg4, %arg5) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: 4, -9223372036854775808>}> : (tensor<?x?xf32>, tensor<?x?x4x?xf32>, index) -> tensor<?x?x4x?xf32>
// GENERIC-NEXT: %3 = "linalg.unpack"(%2, %arg6, %arg5) <{inner_dims_pos = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, -9223372036854775808>}> : (tensor<?x?x4x?xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
// GENERIC-NEXT: "func.return"(%2, %3) : (tensor<?x?x4x?xf32>, tensor<?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<8x16xf32>, tensor<1x16x8x1xf32>, tensor<f32>) -> (tensor<1x16x8x1xf32>, tensor<f32>), sym_name = "generic"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<8x16xf32>, %arg1: tensor<1x16x8x1xf32>, %arg2: tensor<f32>):
// GENERIC-NEXT: %0 = "linalg.pack"(%arg0, %arg1) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64>, static_inner_tiles = array<i64: 8, 1>}> : (tensor<8x16xf32>, tensor<1x16x8x1xf32>) -> tensor<1x16x8x1xf32>
// GENERIC-NEXT: %1 = "linalg.pack"(%arg2, %arg2) <{inner_dims_pos = array<i64>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64>}> : (tensor<f32>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT: "func.return"(%0, %1) : (tensor<1x16x8x1xf32>, tensor<f32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
