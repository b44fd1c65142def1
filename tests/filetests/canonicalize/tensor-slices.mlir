// RUN: memref-opt %s --canonicalize | filecheck %s
// tensor.extract_slice and tensor.insert_slice under --canonicalize, as mlir-opt 22.1.8:
// constant offsets, sizes and strides become static (a list at a time, only while the slice
// stays in bounds, negative offsets and sizes kept) with a cast back to the old type; slices
// of the whole tensor, of a splat constant, taking back an insert, inserting back an extract,
// and inserts of zero-sized slices fold; casts that only erase static information are folded
// in; a cast adding static sizes to a slice becomes the slice's sizes.
func.func @extract_constants(%t: tensor<8x?xf32>, %i: index) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %cm = arith.constant -2 : index
  %a = tensor.extract_slice %t[%c1, %i] [%c3, %c3] [%c1, %c1] : tensor<8x?xf32> to tensor<?x?xf32>
  %b = tensor.extract_slice %t[%c0, %i] [1, %c3] [1, 1] : tensor<8x?xf32> to tensor<?xf32>
  %c = tensor.extract_slice %t[%c9, 0] [%c1, %c3] [1, 1] : tensor<8x?xf32> to tensor<?x?xf32>
  %d = tensor.extract_slice %t[%cm, 0] [%c1, %c3] [1, 1] : tensor<8x?xf32> to tensor<?x?xf32>
  return %a, %b, %c, %d : tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @insert_constants(%t: tensor<8x8xf32>, %s: tensor<?x?xf32>, %r: tensor<?xf32>, %i: index) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = tensor.insert_slice %s into %t[%c1, %i] [%c2, %c2] [1, %c1] : tensor<?x?xf32> into tensor<8x8xf32>
  %b = tensor.insert_slice %r into %t[%i, 0] [1, %c2] [1, 1] : tensor<?xf32> into tensor<8x8xf32>
  return %a, %b : tensor<8x8xf32>, tensor<8x8xf32>
}

func.func @trivial(%t: tensor<4x6xi16>, %u: tensor<4x6xi16>, %z: tensor<0x6xi16>, %i: index) -> (tensor<4x6xi16>, tensor<4x6xi16>, tensor<4x6xi16>, tensor<2x3xi16>) {
  %a = tensor.extract_slice %t[0, 0] [4, 6] [1, 1] : tensor<4x6xi16> to tensor<4x6xi16>
  %b = tensor.insert_slice %t into %u[0, 0] [4, 6] [1, 1] : tensor<4x6xi16> into tensor<4x6xi16>
  %c = tensor.insert_slice %z into %u[%i, 0] [0, 6] [1, 1] : tensor<0x6xi16> into tensor<4x6xi16>
  %k = arith.constant dense<9> : tensor<4x6xi16>
  %d = tensor.extract_slice %k[1, 2] [2, 3] [1, 1] : tensor<4x6xi16> to tensor<2x3xi16>
  return %a, %b, %c, %d : tensor<4x6xi16>, tensor<4x6xi16>, tensor<4x6xi16>, tensor<2x3xi16>
}

func.func @round_trips(%t: tensor<?x?xf32>, %s: tensor<2x?xf32>, %s2: tensor<2x?xf32>, %i: index, %n: index) -> (tensor<2x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %ins = tensor.insert_slice %s into %t[%i, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
  %ext = tensor.extract_slice %ins[%i, 0] [2, %n] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  %ins2 = tensor.insert_slice %s2 into %ins[%i, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
  %ex = tensor.extract_slice %t[1, %i] [2, %n] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  %back = tensor.insert_slice %ex into %t[1, %i] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
  return %ext, %ins2, %back : tensor<2x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @casts(%t: tensor<16x32xf32>, %s: tensor<4x?xf32>, %d: tensor<?x?xf32>, %i: index, %n: index) -> (tensor<2x?xf32>, tensor<?x?xf32>, tensor<4x8xf32>, tensor<?x?xf32>) {
  %c = tensor.cast %t : tensor<16x32xf32> to tensor<?x?xf32>
  %a = tensor.extract_slice %c[%i, 0] [2, %n] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  %cs = tensor.cast %s : tensor<4x?xf32> to tensor<?x?xf32>
  %b = tensor.insert_slice %cs into %d[%i, %i] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %e = tensor.extract_slice %t[%i, 0] [%n, 8] [1, 1] : tensor<16x32xf32> to tensor<?x8xf32>
  %f = tensor.cast %e : tensor<?x8xf32> to tensor<4x8xf32>
  %g = tensor.insert_slice %d into %d[0, 1] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %a, %b, %f, %g : tensor<2x?xf32>, tensor<?x?xf32>, tensor<4x8xf32>, tensor<?x?xf32>
}

func.func @source_cast(%t: tensor<?x?xf32>, %s: tensor<?x3xf32>) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %r = tensor.insert_slice %s into %t[0, 1] [%c5, 3] [1, 1] : tensor<?x3xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @extract_constants(%arg0: tensor<8x?xf32>, %arg1: index) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c-2 = arith.constant -2 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[1, %arg1] [3, 3] [1, 1] : tensor<8x?xf32> to tensor<3x3xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<3x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, %arg1] [1, 3] [1, 1] : tensor<8x?xf32> to tensor<3xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %extracted_slice_0 : tensor<3xf32> to tensor<?xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg0[%c9, 0] [%c1, %c3] [1, 1] : tensor<8x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_3 = tensor.extract_slice %arg0[%c-2, 0] [1, 3] [1, 1] : tensor<8x?xf32> to tensor<1x3xf32>
// CHECK-NEXT: %cast_4 = tensor.cast %extracted_slice_3 : tensor<1x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast, %cast_1, %extracted_slice_2, %cast_4 : tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @insert_constants(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?xf32>, %arg3: index) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg0[1, %arg3] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %cast_0 into %arg0[%arg3, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice, %inserted_slice_1 : tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @trivial(%arg0: tensor<4x6xi16>, %arg1: tensor<4x6xi16>, %arg2: tensor<0x6xi16>, %arg3: index) -> (tensor<4x6xi16>, tensor<4x6xi16>, tensor<4x6xi16>, tensor<2x3xi16>) {
// CHECK-NEXT: %cst = arith.constant dense<9> : tensor<2x3xi16>
// CHECK-NEXT: return %arg0, %arg0, %arg1, %cst : tensor<4x6xi16>, tensor<4x6xi16>, tensor<4x6xi16>, tensor<2x3xi16>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @round_trips(%arg0: tensor<?x?xf32>, %arg1: tensor<2x?xf32>, %arg2: tensor<2x?xf32>, %arg3: index, %arg4: index) -> (tensor<2x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg0[%arg3, 0] [2, %arg4] [1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %arg1, %inserted_slice, %arg0 : tensor<2x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: tensor<16x32xf32>, %arg1: tensor<4x?xf32>, %arg2: tensor<?x?xf32>, %arg3: index, %arg4: index) -> (tensor<2x?xf32>, tensor<?x?xf32>, tensor<4x8xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [2, %arg4] [1, 1] : tensor<16x32xf32> to tensor<2x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg2[%arg3, %arg3] [4, %arg4] [1, 1] : tensor<4x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[%arg3, 0] [4, 8] [1, 1] : tensor<16x32xf32> to tensor<4x8xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %arg2 into %arg2[0, 1] [%arg4, %arg4] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %extracted_slice, %inserted_slice, %extracted_slice_0, %inserted_slice_1 : tensor<2x?xf32>, tensor<?x?xf32>, tensor<4x8xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @source_cast(%arg0: tensor<?x?xf32>, %arg1: tensor<?x3xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x3xf32> to tensor<5x3xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %arg0[0, 1] [5, 3] [1, 1] : tensor<5x3xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
