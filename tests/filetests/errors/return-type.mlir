// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @ret() -> i32 {
  %c0 = arith.constant 0 : index
  return %c0 : index
}

// CHECK: {{.*}}return-type.mlir:4:3: error: type of return operand 0 ('index') doesn't match function result type ('i32') in function @ret
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: ^
