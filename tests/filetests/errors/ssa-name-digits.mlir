// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @bad_ssa_name() {
  %8b = arith.constant 0 : index
  return
}

// CHECK: {{.*}}ssa-name-digits.mlir:3:5: error: expected '=' after SSA name
// CHECK-NEXT: %8b = arith.constant 0 : index
// CHECK-NEXT: ^
