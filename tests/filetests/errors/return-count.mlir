// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @retcount() -> i32 {
  return
}

// CHECK: {{.*}}return-count.mlir:3:3: error: 'func.return' op has 0 operands, but enclosing function (@retcount) returns 1
// CHECK-NEXT: return
// CHECK-NEXT: ^
