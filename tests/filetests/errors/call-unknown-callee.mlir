// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @callee(%a: i32) {
  return
}
func.func @call() {
  func.call @nope() : () -> ()
  return
}

// CHECK: {{.*}}call-unknown-callee.mlir:6:3: error: 'func.call' op 'nope' does not reference a valid function
// CHECK-NEXT: func.call @nope() : () -> ()
// CHECK-NEXT: ^
