// RUN: memref-opt %s | filecheck %s
module @outer { module @inner attributes {x.y} { func.func private @d() } func.func @a() { return } }

// CHECK: module @outer {
// CHECK-NEXT: module @inner attributes {x.y} {
// CHECK-NEXT: func.func private @d()
// CHECK-NEXT: }
// CHECK-NEXT: func.func @a() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
