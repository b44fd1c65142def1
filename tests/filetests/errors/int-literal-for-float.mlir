// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @intfloat() {
  %0 = arith.constant 1 : f32
  return
}

// CHECK: {{.*}}int-literal-for-float.mlir:3:23: error: unexpected decimal integer literal for a floating point value
// CHECK-NEXT: %0 = arith.constant 1 : f32
// CHECK-NEXT: ^
