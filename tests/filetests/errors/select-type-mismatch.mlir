// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @selectmismatch(%c: i1, %a: i32, %b: i64) {
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// CHECK: {{.*}}select-type-mismatch.mlir:3:8: error: 'arith.select' op failed to verify that all of {true_value, false_value, result} have same type
// CHECK-NEXT: %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
// CHECK-NEXT: ^
