// RUN: memref-opt %s --split-input-file | filecheck %s
func.func @first() {
  return
}

// -----

func.func @second(%a: i32) -> i32 {
  return %a : i32
}

// -----

memref.global "private" @g : memref<1xf32> = dense<0.0>

// CHECK: module {
// CHECK-NEXT: func.func @first() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @second(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" @g : memref<1xf32> = dense<0.000000e+00>
// CHECK-NEXT: }
