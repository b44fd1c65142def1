// RUN: memref-opt %s | filecheck %s
func.func private @t1(memref<4x?xf32>, memref<f32>, memref<0xf32>, memref<*xf32>, memref<*xf32, 3>)
func.func private @t2(memref<4xf32, affine_map<(d0) -> (d0)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4xf32, affine_map<(i)[s] -> (i + s)>>)
func.func private @t3(memref<4xf32, 0>, memref<4xf32, strided<[1], offset: 0>>, memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 4>)
func.func private @t4(memref<4xf32, strided<[1], offset: 2>, 2>, memref<f32, strided<[], offset: 5>>, memref<f32, strided<[]>>, memref<4xf32, 1 : i32>)
func.func private @t5(i1, i8, i16, i64, si8, ui32, index, f16, bf16, f32, f64, none)
func.func private @t6(tensor<4x?xf32>, tensor<*xi32>, vector<4xf32>, vector<2x[4]xi8>, complex<f32>, tuple<i32, f32>)
func.func private @t7((i32) -> i32, () -> (), (i32, f32) -> (i32, f32)) -> ((i32) -> i32)
func.func private @t8(memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[2], offset: -1>>)
func.func private @t9(memref<4x4xi1>, memref<2xindex>, memref<3xvector<4xf32>>)

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @t1(memref<4x?xf32>, memref<f32>, memref<0xf32>, memref<*xf32>, memref<*xf32, 3>)
// CHECK-NEXT: func.func private @t2(memref<4xf32>, memref<4x4xf32, #map>, memref<4xf32, #map1>)
// CHECK-NEXT: func.func private @t3(memref<4xf32>, memref<4xf32, strided<[1]>>, memref<4xf32, #map2, 4>)
// CHECK-NEXT: func.func private @t4(memref<4xf32, strided<[1], offset: 2>, 2>, memref<f32, strided<[], offset: 5>>, memref<f32, strided<[]>>, memref<4xf32, 1 : i32>)
// CHECK-NEXT: func.func private @t5(i1, i8, i16, i64, si8, ui32, index, f16, bf16, f32, f64, none)
// CHECK-NEXT: func.func private @t6(tensor<4x?xf32>, tensor<*xi32>, vector<4xf32>, vector<2x[4]xi8>, complex<f32>, tuple<i32, f32>)
// CHECK-NEXT: func.func private @t7((i32) -> i32, () -> (), (i32, f32) -> (i32, f32)) -> ((i32) -> i32)
// CHECK-NEXT: func.func private @t8(memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[2], offset: -1>>)
// CHECK-NEXT: func.func private @t9(memref<4x4xi1>, memref<2xindex>, memref<3xvector<4xf32>>)
// CHECK-NEXT: }
