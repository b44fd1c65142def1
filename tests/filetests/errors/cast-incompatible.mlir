// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @castbad(%a: i32) {
  %0 = arith.extsi %a : i32 to i16
  return
}

// CHECK: {{.*}}cast-incompatible.mlir:3:8: error: 'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible
// CHECK-NEXT: %0 = arith.extsi %a : i32 to i16
// CHECK-NEXT: ^
