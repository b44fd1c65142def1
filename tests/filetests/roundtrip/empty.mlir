// RUN: memref-opt %s | filecheck %s

// CHECK: module {
// CHECK-NEXT: }
