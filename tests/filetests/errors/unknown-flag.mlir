// RUN: not memref-opt %s --no-such-flag 2>&1 | filecheck %s
// CHECK: memref-opt: Unknown command line argument '--no-such-flag'.
func.func @f() {
  return
}
