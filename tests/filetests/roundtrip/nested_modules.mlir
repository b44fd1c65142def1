// RUN: memref-opt %s | filecheck %s
module {
  module @a {
    func.func @f() {
      return
    }
  }
  module @b attributes {b.attr = 3 : i32} {
    memref.global "private" @g : memref<2xf32> = uninitialized
    func.func @f() {
      %0 = memref.get_global @g : memref<2xf32>
      return
    }
  }
}

// CHECK: module {
// CHECK-NEXT: module @a {
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: module @b attributes {b.attr = 3 : i32} {
// CHECK-NEXT: memref.global "private" @g : memref<2xf32> = uninitialized
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: %0 = memref.get_global @g : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
