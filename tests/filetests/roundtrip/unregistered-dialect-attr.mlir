// RUN: memref-opt %s --allow-unregistered-dialect | filecheck %s
// Attributes and types of unknown dialects round-trip with --allow-unregistered-dialect (they
// are errors without it: errors/branch-to-entry-unregistered-dialect.mlir).
func.func @f(%a: i32, %t: !foo.bar<x>) -> i32 {
  %0 = arith.addi %a, %a {foo = #atirh.overflow<none>, baz = #foo<bar>} : i32
  return %0 : i32
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32, %arg1: !foo.bar<x>) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 {baz = #foo.bar, foo = #atirh.overflow<none>} : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
