// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @dup() {
  return
}
func.func @dup() {
  return
}

// CHECK: {{.*}}symbol-redefinition.mlir:5:1: error: redefinition of symbol named 'dup'
// CHECK-NEXT: func.func @dup() {
// CHECK-NEXT: ^
// CHECK: symbol-redefinition.mlir:2:1: note: see existing symbol definition here
