// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @missingcolon(%a: i32) {
  %0 = arith.addi %a, %a i32
  return
}

// CHECK: {{.*}}missing-colon.mlir:3:25: error: expected ':'
// CHECK-NEXT: %0 = arith.addi %a, %a i32
// CHECK-NEXT: ^
