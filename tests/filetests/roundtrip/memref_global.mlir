// RUN: memref-opt %s | filecheck %s
memref.global "private" constant @c : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
memref.global @pub : memref<2xi32> = dense<0>
memref.global "private" @uninit : memref<3xf32> = uninitialized
memref.global "private" @ext : memref<3xf32>
memref.global "private" constant @al : memref<2xf64> = dense<1.5> {alignment = 64}
memref.global "nested" @nest : memref<i32> = dense<7>
memref.global "public" @pub2 : memref<2xi8> = dense<[1, 255]>
func.func @use() -> memref<4xf32> {
  %0 = memref.get_global @c : memref<4xf32>
  %1 = memref.get_global @nest : memref<i32>
  return %0 : memref<4xf32>
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @c : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
// CHECK-NEXT: memref.global @pub : memref<2xi32> = dense<0>
// CHECK-NEXT: memref.global "private" @uninit : memref<3xf32> = uninitialized
// CHECK-NEXT: memref.global "private" @ext : memref<3xf32>
// CHECK-NEXT: memref.global "private" constant @al : memref<2xf64> = dense<1.500000e+00> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "nested" @nest : memref<i32> = dense<7>
// CHECK-NEXT: memref.global "public" @pub2 : memref<2xi8> = dense<[1, -1]>
// CHECK-NEXT: func.func @use() -> memref<4xf32> {
// CHECK-NEXT: %0 = memref.get_global @c : memref<4xf32>
// CHECK-NEXT: %1 = memref.get_global @nest : memref<i32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
