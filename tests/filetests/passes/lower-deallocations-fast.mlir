// The `fast` strategy lowers only what needs no run-time alias check; everything else stays a
// `bufferization.dealloc` for the engine's native lowering, and no helper is generated.
// RUN: memref-opt %s --pass-pipeline='builtin.module(bufferization-lower-deallocations{lowering=fast})' | filecheck %s
// RUN: memref-opt %s --pass-pipeline='builtin.module(bufferization-lower-deallocations{lowering=helper})' | filecheck %s --check-prefix=HELPER
// RUN: not memref-opt %s --pass-pipeline='builtin.module(bufferization-lower-deallocations{lowering=quick})' 2>&1 | filecheck %s --check-prefix=BAD
func.func @none(%r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc retain (%r : memref<2xf32>)
  return %0 : i1
}
func.func @one(%m: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}
func.func @oneret(%m: memref<2xf32>, %c: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%r : memref<2xf32>)
  return %0 : i1
}
func.func @gen(%m: memref<2xf32>, %n: memref<?xf32>, %c: i1, %d: i1, %r: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%m, %n : memref<2xf32>, memref<?xf32>) if (%c, %d) retain (%r : memref<2xf32>)
  return %0 : i1
}

// CHECK-LABEL: func.func @none
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    return %false : i1
// CHECK-LABEL: func.func @one
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:    }
// CHECK-LABEL: func.func @oneret
// CHECK-NEXT:    %0 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1) retain (%arg2 : memref<2xf32>)
// CHECK-NEXT:    return %0 : i1
// CHECK-LABEL: func.func @gen
// CHECK-NEXT:    %0 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<?xf32>) if (%arg2, %arg3) retain (%arg4 : memref<2xf32>)
// CHECK-NEXT:    return %0 : i1
// CHECK-NOT:   dealloc_helper

// HELPER: func.func private @dealloc_helper

// BAD: Invalid argument 'quick' for option 'lowering' (helper, fast)
