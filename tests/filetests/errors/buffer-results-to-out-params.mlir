// RUN: not memref-opt %s --split-input-file --buffer-results-to-out-params=hoist-dynamic-allocs 2>&1 | filecheck %s
// -buffer-results-to-out-params' errors, as mlir-opt words and places them: a result layout
// other than the identity or the fully dynamic strided one; a call of a function whose
// dynamically shaped result was not a hoisted allocation sized by arguments (each such call
// is reported); a callee defined in a nested module (upstream looks callees up in the
// top-level module only).

// CHECK: {{.*}}buffer-results-to-out-params.mlir:9:1: error: cannot create out param for result with unsupported layout
func.func private @strided(%a: memref<8xf32>) -> memref<4xf32, strided<[2]>> {
  %s = memref.subview %a[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  return %s : memref<4xf32, strided<[2]>>
}

// -----

func.func private @copied(%a: memref<?xf32>) -> memref<?xf32> {
  return %a : memref<?xf32>
}

func.func private @computed_size(%n: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %m = arith.addi %n, %c1 : index
  %a = memref.alloc(%m) : memref<?xf32>
  return %a : memref<?xf32>
}

func.func @caller(%a: memref<?xf32>, %n: index) {
  // CHECK: {{.*}}buffer-results-to-out-params.mlir:29:8: error: cannot create out param for dynamically shaped result
  %0 = call @copied(%a) : (memref<?xf32>) -> memref<?xf32>
  // CHECK: {{.*}}buffer-results-to-out-params.mlir:31:8: error: cannot create out param for dynamically shaped result
  %1 = call @computed_size(%n) : (index) -> memref<?xf32>
  return
}

// -----

module @outer {
  module @inner {
    func.func private @f() -> memref<2xf32> {
      %a = memref.alloc() : memref<2xf32>
      return %a : memref<2xf32>
    }
    func.func @g() {
      // CHECK: {{.*}}buffer-results-to-out-params.mlir:45:12: error: cannot find callee 'f' in symbol table
      %0 = call @f() : () -> memref<2xf32>
      return
    }
  }
}
