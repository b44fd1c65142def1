// The tensor dialect and bufferization's tensor ops in generic form: parsed and printed back as
// mlir-opt 22.1.8 prints them (operandSegmentSizes, properties, region argument numbering).
// RUN: memref-opt %s -mlir-print-op-generic | filecheck %s
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>, index, memref<4xf32>, f32) -> tensor<4x?xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: memref<4xf32>, %arg3: f32):
    %0 = "tensor.empty"(%arg1) : (index) -> tensor<4x?xf32>
    %1 = "tensor.extract"(%arg0, %arg1, %arg1) : (tensor<4x?xf32>, index, index) -> f32
    %2 = "tensor.insert"(%1, %arg0, %arg1, %arg1) : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
    %3 = "tensor.extract_slice"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<4x?xf32>, index, index) -> tensor<2x?xf32>
    %4 = "tensor.insert_slice"(%3, %arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<2x?xf32>, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
    %5 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 3>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>) -> tensor<3xf32>
    %6 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %7 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<*xf32>
    %8 = "tensor.rank"(%7) : (tensor<*xf32>) -> index
    %9 = "tensor.dim"(%arg0, %arg1) : (tensor<4x?xf32>, index) -> index
    %10 = "tensor.generate"(%arg1) ({
    ^bb0(%arg8: index, %arg9: index):
      %29 = "arith.index_cast"(%arg8) : (index) -> i32
      %30 = "arith.sitofp"(%29) : (i32) -> f32
      "tensor.yield"(%30) : (f32) -> ()
    }) : (index) -> tensor<4x?xf32>
    %11 = "tensor.pad"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg6: index, %arg7: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : (tensor<4x?xf32>, index) -> tensor<7x?xf32>
    %12 = "tensor.pad"(%arg0) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : (tensor<4x?xf32>) -> tensor<7x?xf32>
    %13 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<4x?xf32>) -> tensor<?xf32>
    %14 = "tensor.expand_shape"(%13, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, -9223372036854775808>}> : (tensor<?xf32>, index) -> tensor<2x?xf32>
    %15 = "arith.constant"() <{value = dense<2> : tensor<2xindex>}> : () -> tensor<2xindex>
    %16 = "tensor.reshape"(%arg0, %15) : (tensor<4x?xf32>, tensor<2xindex>) -> tensor<2x2xf32>
    %17 = "tensor.from_elements"(%arg3, %arg3) : (f32, f32) -> tensor<2xf32>
    %18 = "tensor.from_elements"(%arg3) : (f32) -> tensor<f32>
    %19 = "tensor.splat"(%arg3) : (f32) -> tensor<4xf32>
    %20 = "tensor.splat"(%arg3, %arg1) : (f32, index) -> tensor<4x?xf32>
    %21 = "tensor.concat"(%arg0, %arg0) <{dim = 0 : i64}> : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
    %22 = "bufferization.to_tensor"(%arg2) <{restrict, writable}> : (memref<4xf32>) -> tensor<4xf32>
    %23 = "bufferization.to_buffer"(%22) <{read_only}> : (tensor<4xf32>) -> memref<4xf32>
    %24 = "bufferization.alloc_tensor"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<4x?xf32>
    %25 = "bufferization.alloc_tensor"(%22) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4xf32>) -> tensor<4xf32>
    %26 = "bufferization.alloc_tensor"(%arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (index, index) -> tensor<4x?xf32>
    %27 = "bufferization.alloc_tensor"() <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<4xf32>
    %28 = "bufferization.materialize_in_destination"(%22, %22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "bufferization.materialize_in_destination"(%22, %arg2) <{restrict, writable}> : (tensor<4xf32>, memref<4xf32>) -> ()
    "func.return"(%2) : (tensor<4x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (tensor<4x?xf32>, index, memref<4xf32>, f32) -> tensor<4x?xf32>, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: memref<4xf32>, %arg3: f32):
// CHECK-NEXT: %0 = "tensor.empty"(%arg1) : (index) -> tensor<4x?xf32>
// CHECK-NEXT: %1 = "tensor.extract"(%arg0, %arg1, %arg1) : (tensor<4x?xf32>, index, index) -> f32
// CHECK-NEXT: %2 = "tensor.insert"(%1, %arg0, %arg1, %arg1) : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
// CHECK-NEXT: %3 = "tensor.extract_slice"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<4x?xf32>, index, index) -> tensor<2x?xf32>
// CHECK-NEXT: %4 = "tensor.insert_slice"(%3, %arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<2x?xf32>, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
// CHECK-NEXT: %5 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 3>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>) -> tensor<3xf32>
// CHECK-NEXT: %6 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %7 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<*xf32>
// CHECK-NEXT: %8 = "tensor.rank"(%7) : (tensor<*xf32>) -> index
// CHECK-NEXT: %9 = "tensor.dim"(%arg0, %arg1) : (tensor<4x?xf32>, index) -> index
// CHECK-NEXT: %10 = "tensor.generate"(%arg1) ({
// CHECK-NEXT: ^bb0(%arg8: index, %arg9: index):
// CHECK-NEXT: %29 = "arith.index_cast"(%arg8) : (index) -> i32
// CHECK-NEXT: %30 = "arith.sitofp"(%29) : (i32) -> f32
// CHECK-NEXT: "tensor.yield"(%30) : (f32) -> ()
// CHECK-NEXT: }) : (index) -> tensor<4x?xf32>
// CHECK-NEXT: %11 = "tensor.pad"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT: "tensor.yield"(%arg3) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x?xf32>, index) -> tensor<7x?xf32>
// CHECK-NEXT: %12 = "tensor.pad"(%arg0) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: "tensor.yield"(%arg3) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x?xf32>) -> tensor<7x?xf32>
// CHECK-NEXT: %13 = "tensor.collapse_shape"(%arg0) <{reassociation = {{\[\[}}0, 1]]}> : (tensor<4x?xf32>) -> tensor<?xf32>
// CHECK-NEXT: %14 = "tensor.expand_shape"(%13, %arg1) <{reassociation = {{\[\[}}0, 1]], static_output_shape = array<i64: 2, -9223372036854775808>}> : (tensor<?xf32>, index) -> tensor<2x?xf32>
// CHECK-NEXT: %15 = "arith.constant"() <{value = dense<2> : tensor<2xindex>}> : () -> tensor<2xindex>
// CHECK-NEXT: %16 = "tensor.reshape"(%arg0, %15) : (tensor<4x?xf32>, tensor<2xindex>) -> tensor<2x2xf32>
// CHECK-NEXT: %17 = "tensor.from_elements"(%arg3, %arg3) : (f32, f32) -> tensor<2xf32>
// CHECK-NEXT: %18 = "tensor.from_elements"(%arg3) : (f32) -> tensor<f32>
// CHECK-NEXT: %19 = "tensor.splat"(%arg3) : (f32) -> tensor<4xf32>
// CHECK-NEXT: %20 = "tensor.splat"(%arg3, %arg1) : (f32, index) -> tensor<4x?xf32>
// CHECK-NEXT: %21 = "tensor.concat"(%arg0, %arg0) <{dim = 0 : i64}> : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT: %22 = "bufferization.to_tensor"(%arg2) <{restrict, writable}> : (memref<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %23 = "bufferization.to_buffer"(%22) <{read_only}> : (tensor<4xf32>) -> memref<4xf32>
// CHECK-NEXT: %24 = "bufferization.alloc_tensor"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<4x?xf32>
// CHECK-NEXT: %25 = "bufferization.alloc_tensor"(%22) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %26 = "bufferization.alloc_tensor"(%arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (index, index) -> tensor<4x?xf32>
// CHECK-NEXT: %27 = "bufferization.alloc_tensor"() <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<4xf32>
// CHECK-NEXT: %28 = "bufferization.materialize_in_destination"(%22, %22) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "bufferization.materialize_in_destination"(%22, %arg2) <{restrict, writable}> : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT: "func.return"(%2) : (tensor<4x?xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
