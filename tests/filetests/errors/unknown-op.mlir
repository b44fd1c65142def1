// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @unknownarith() {
  %0 = arith.frobnicate
  return
}

// CHECK: {{.*}}unknown-op.mlir:3:8: error: custom op 'arith.frobnicate' is unknown
// CHECK-NEXT: %0 = arith.frobnicate
// CHECK-NEXT: ^
