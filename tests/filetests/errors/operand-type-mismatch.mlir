// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @badtype() {
  %c = arith.constant 0 : index
  %x = arith.addi %c, %c : i32
  return
}

// CHECK: {{.*}}operand-type-mismatch.mlir:4:19: error: use of value '%c' expects different type than prior uses: 'i32' vs 'index'
// CHECK-NEXT: %x = arith.addi %c, %c : i32
// CHECK-NEXT: ^
// CHECK-NEXT: operand-type-mismatch.mlir:3:3: note: prior use here
