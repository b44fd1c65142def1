// RUN: memref-opt %s | filecheck %s
module attributes {foo.bar = 1 : i32, a.b = "x"} {}

// CHECK: module attributes {a.b = "x", foo.bar = 1 : i32} {
// CHECK-NEXT: }
