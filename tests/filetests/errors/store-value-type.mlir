// RUN: not memref-opt %s 2>&1 | filecheck %s
func.func @storetype(%m: memref<4xf32>, %v: i32) {
  %c0 = arith.constant 0 : index
  "memref.store"(%v, %m, %c0) : (i32, memref<4xf32>, index) -> ()
  return
}

// CHECK: {{.*}}store-value-type.mlir:4:3: error: 'memref.store' op failed to verify that type of 'value' matches element type of 'memref'
// CHECK-NEXT: "memref.store"(%v, %m, %c0) : (i32, memref<4xf32>, index) -> ()
// CHECK-NEXT: ^
