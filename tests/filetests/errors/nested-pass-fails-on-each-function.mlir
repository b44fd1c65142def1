// A pass nested under func.func that fails on several functions: as upstream's pass manager,
// every function is run and each failure is reported (memref-opt stopped at the first).
// RUN: memref-opt %s --verify-diagnostics --pass-pipeline='builtin.module(func.func(ownership-based-buffer-deallocation))'
// RUN: not memref-opt %s --pass-pipeline='builtin.module(func.func(ownership-based-buffer-deallocation))' 2>&1 | filecheck %s
// CHECK: nested-pass-fails-on-each-function.mlir:11:3: error: memory free side-effect on MemRef value not supported!
// CHECK: nested-pass-fails-on-each-function.mlir:16:3: error: memory free side-effect on MemRef value not supported!
// CHECK: nested-pass-fails-on-each-function.mlir:24:3: error: memory free side-effect on MemRef value not supported!

func.func @first(%m: memref<4xi8>) {
  // expected-error @below {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %m : memref<4xi8>
  return
}
func.func @second(%m: memref<4xi8>) {
  // expected-error @below {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %m : memref<4xi8>
  return
}
func.func @fine(%m: memref<4xi8>) {
  return
}
func.func @third(%m: memref<4xi8>) {
  // expected-error @below {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %m : memref<4xi8>
  return
}
