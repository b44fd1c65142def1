// RUN: memref-opt %s --buffer-deallocation-pipeline | filecheck %s
memref.global "private" constant @g : memref<4xf32> = dense<1.0>
func.func @views(%n: index, %m: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %g = memref.get_global @g : memref<4xf32>
  %t = memref.alloca() : memref<4xf32>
  memref.copy %g, %t : memref<4xf32> to memref<4xf32>
  return %s : memref<4xf32, strided<[1], offset: 2>>
}
func.func @glob() -> memref<4xf32> {
  %g = memref.get_global @g : memref<4xf32>
  return %g : memref<4xf32>
}
func.func @alloca_ret() -> memref<4xf32> {
  %t = memref.alloca() : memref<4xf32>
  return %t : memref<4xf32>
}
func.func @manual(%n: index) {
  %a = memref.alloc(%n) {bufferization.manual_deallocation} : memref<?xf32>
  memref.dealloc %a {bufferization.manual_deallocation} : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %b {bufferization.manual_deallocation} : memref<?xf32>
  return
}
func.func @unranked(%u: memref<*xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<*xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: memref.global "private" constant @g : memref<4xf32> = dense<1.000000e+00>
// CHECK-NEXT: func.func @views(%arg0: index, %arg1: memref<8xf32>) -> memref<4xf32, strided<[1], offset: 2>> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %0 = memref.get_global @g : memref<4xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloca : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %subview : memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @glob() -> memref<4xf32> {
// CHECK-NEXT: %0 = memref.get_global @g : memref<4xf32>
// CHECK-NEXT: %1 = bufferization.clone %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @alloca_ret() -> memref<4xf32> {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %0 = bufferization.clone %alloca : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @manual(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unranked(%arg0: memref<*xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
