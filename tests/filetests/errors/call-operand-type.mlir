// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @callee(%a: i32) {
  return
}
func.func @call(%b: i64) {
  func.call @callee(%b) : (i64) -> ()
  return
}

// CHECK: {{.*}}call-operand-type.mlir:6:3: error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0
// CHECK-NEXT: func.call @callee(%b) : (i64) -> ()
// CHECK-NEXT: ^
