// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @yield(%c: i1) {
  %0 = scf.if %c -> (i32) {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  return
}

// CHECK: {{.*}}if-results-need-else.mlir:3:8: error: 'scf.if' op must have an else block if defining values
// CHECK-NEXT: %0 = scf.if %c -> (i32) {
// CHECK-NEXT: ^
