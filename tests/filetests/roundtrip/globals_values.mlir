// RUN: memref-opt %s | filecheck %s
memref.global "private" constant @f64s : memref<3xf64> = dense<[0.1, -2.5, 1.0e10]>
memref.global "private" constant @i1s : memref<3xi1> = dense<[true, false, true]>
memref.global "private" constant @idx : memref<2xindex> = dense<[3, -1]>
memref.global "private" constant @scalar : memref<f32> = dense<4.2>
memref.global "private" constant @m22 : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global "private" @zeros : memref<4x4xi32> = dense<0>
memref.global "private" constant @f16s : memref<2xf16> = dense<[0.5, 0.3]>

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @f64s : memref<3xf64> = dense<[1.000000e-01, -2.500000e+00, 1.000000e+10]>
// CHECK-NEXT: memref.global "private" constant @i1s : memref<3xi1> = dense<[true, false, true]>
// CHECK-NEXT: memref.global "private" constant @idx : memref<2xindex> = dense<[3, -1]>
// CHECK-NEXT: memref.global "private" constant @scalar : memref<f32> = dense<4.200000e+00>
// CHECK-NEXT: memref.global "private" constant @m22 : memref<2x2xf32> = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]>
// CHECK-NEXT: memref.global "private" @zeros : memref<4x4xi32> = dense<0>
// CHECK-NEXT: memref.global "private" constant @f16s : memref<2xf16> = dense<[5.000000e-01, 3.000490e-01]>
// CHECK-NEXT: }
