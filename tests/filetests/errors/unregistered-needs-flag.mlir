// RUN: not memref-opt %s 2>&1 | filecheck %s
// RUN: memref-opt %s --allow-unregistered-dialect | filecheck %s --check-prefix=OK
func.func @f() {
  "test.op"() : () -> ()
  return
}
// CHECK: unregistered-needs-flag.mlir:4:12: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
// OK: "test.op"() : () -> ()
